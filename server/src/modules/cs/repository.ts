import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  listQuestions: q.listQuestions,
  countQuestions: q.countQuestions,
  findQuestion: q.findQuestion,
  commentsOf: q.commentsOf,
  countUnanswered: q.countUnanswered,
  insertQuestion: q.insertQuestion,
  updateQuestionRow: q.updateQuestionRow,
  deleteQuestionRow: q.deleteQuestionRow,
  insertComment: q.insertComment,
  findCommentOwnership: q.findCommentOwnership,
  deleteCommentRow: q.deleteCommentRow,
  listFaqs: q.listFaqs,
  nextFaqOrder: q.nextFaqOrder,
  insertFaq: q.insertFaq,
  updateFaqRow: q.updateFaqRow,
  deleteFaqRow: q.deleteFaqRow,
  listNotices: q.listNotices,
  countNotices: q.countNotices,
  findNotice: q.findNotice,
  countNoticeView: q.countNoticeView,
  insertNotice: q.insertNotice,
  updateNoticeRow: q.updateNoticeRow,
  deleteNoticeRow: q.deleteNoticeRow,
};

export type CsRepository = Repository<typeof queries>;

export function createCsRepository(db: Db): CsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    csRepo: CsRepository;
  }
}
