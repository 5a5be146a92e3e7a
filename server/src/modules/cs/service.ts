import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CreateCommentRequest,
  CreateQuestionRequest,
  Faq,
  FaqListQuery,
  Notice,
  NoticeListQuery,
  Question,
  QuestionComment,
  QuestionListQuery,
  QuestionStatus,
  SaveFaqRequest,
  SaveNoticeRequest,
  UpdateQuestionRequest,
} from '@nurly/contracts/schemas';
import { faqs, notices, questionComments, questions } from '../../db/schema/cs';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../types';
import {
  commentsOf,
  countNotices,
  countQuestions,
  findNotice,
  findQuestion,
  listFaqs,
  listNotices,
  listQuestions,
  type CommentRow,
  type NoticeRow,
  type QuestionRow,
} from './queries';
import { richTextToPlain, sanitizeRichText } from './sanitize';

export const csMessages = {
  questionNotFound: '문의를 찾을 수 없습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  faqNotFound: 'FAQ를 찾을 수 없습니다.',
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
  titleRequired: '제목을 입력해주세요.',
  bodyRequired: '내용을 입력해주세요.',
  faqQuestionRequired: '질문을 입력해주세요.',
  faqAnswerRequired: '답변을 입력해주세요.',
  answeredLocked: '답변이 등록된 문의는 수정할 수 없습니다.',
  closedNoComments: '종료된 문의에는 댓글을 남길 수 없습니다. 새 문의를 등록해주세요.',
  ownerNoStatus: '문의 상태는 고객센터에서만 변경할 수 있습니다.',
  nothingToChange: '변경할 내용을 입력해주세요.',
  questionCreated: '문의가 등록되었습니다.',
  questionDeleted: '문의가 삭제되었습니다.',
  commentDeleted: '댓글이 삭제되었습니다.',
  faqDeleted: 'FAQ가 삭제되었습니다.',
  noticeDeleted: '공지사항이 삭제되었습니다.',
} as const;

/** The CS desk: Nurly admins and staff (hub and offerwall console users are is_staff too, but not the desk). */
export function isCsStaff(principal: Principal): boolean {
  return principal.isSuperuser || (principal.isStaff && principal.roles.some((role) => role === 'NURLY_ADMIN' || role === 'NURLY_STAFF'));
}

function requiredText(value: string, message: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(message, field, 'VALIDATION');
  return trimmed;
}

/** Rich text that is not just whitespace or empty tags (an image alone counts as content). */
function requiredRichText(value: string, message: string, field: string): string {
  const clean = sanitizeRichText(value);
  if (!richTextToPlain(clean) && !/<img\s/i.test(clean)) throw badRequest(message, field, 'VALIDATION');
  return clean;
}

function toComment(row: CommentRow): QuestionComment {
  return {
    id: row.id,
    question: row.questionId,
    body: row.body,
    author: { id: row.userId, username: row.username ?? '(탈퇴한 회원)', is_staff: row.isStaffAnswer },
    created_at: row.createdAt.toISOString(),
  };
}

function toQuestion(row: QuestionRow, comments: CommentRow[]): Question {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category as Question['category'],
    status: row.status as QuestionStatus,
    answered: row.answered,
    author: { id: row.userId, username: row.username, is_staff: row.authorIsStaff },
    comments: comments.map(toComment),
    comment_count: comments.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withComments(app: FastifyInstance, rows: QuestionRow[]): Promise<Question[]> {
  const comments = await commentsOf(
    app.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toQuestion(
      row,
      comments.filter((comment) => comment.questionId === row.id),
    ),
  );
}

/** The question if the caller may see it; a stranger gets the same 404 as a missing row. */
async function visibleQuestion(app: FastifyInstance, principal: Principal, id: number): Promise<QuestionRow> {
  const row = await findQuestion(app.db, id);
  if (!row || (row.userId !== principal.id && !isCsStaff(principal))) throw notFound(csMessages.questionNotFound);
  return row;
}

async function questionById(app: FastifyInstance, id: number): Promise<Question> {
  const row = await findQuestion(app.db, id);
  if (!row) throw notFound(csMessages.questionNotFound);
  const [question] = await withComments(app, [row]);
  return question;
}

export async function listQuestionsFor(app: FastifyInstance, principal: Principal, query: QuestionListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 10;
  const scope = {
    ownerId: isCsStaff(principal) && !query.mine ? undefined : principal.id,
    search: query.search?.trim() || undefined,
    filter: query.filter,
    id: query.id,
  };
  const [rows, count] = await Promise.all([listQuestions(app.db, scope, pageSize, (page - 1) * pageSize), countQuestions(app.db, scope)]);
  return { count, results: await withComments(app, rows) };
}

export async function createQuestion(app: FastifyInstance, principal: Principal, body: CreateQuestionRequest): Promise<Question> {
  const title = requiredText(body.title, csMessages.titleRequired, 'title');
  const text = requiredText(body.body, csMessages.bodyRequired, 'body');
  const [created] = await app.db
    .insert(questions)
    .values({ userId: principal.id, title, body: text, category: body.category })
    .returning({ id: questions.id });
  return questionById(app, created.id);
}

export async function updateQuestion(
  app: FastifyInstance,
  principal: Principal,
  id: number,
  body: UpdateQuestionRequest,
): Promise<Question> {
  const row = await visibleQuestion(app, principal, id);
  const staff = isCsStaff(principal);
  const editsContent = body.title !== undefined || body.body !== undefined || body.category !== undefined;
  if (!editsContent && body.status === undefined) throw badRequest(csMessages.nothingToChange);
  if (body.status !== undefined && !staff) throw new AppError(403, csMessages.ownerNoStatus, 'FORBIDDEN', 'status');
  // Content belongs to its author and is frozen once answered, so an answer always fits its question.
  if (editsContent) {
    if (row.userId !== principal.id) throw forbidden();
    if (row.answered) throw badRequest(csMessages.answeredLocked, undefined, 'ANSWERED');
    if (row.status === 'CLOSED') throw badRequest(csMessages.closedNoComments, undefined, 'CLOSED');
  }
  await app.db
    .update(questions)
    .set({
      ...(body.title !== undefined && { title: requiredText(body.title, csMessages.titleRequired, 'title') }),
      ...(body.body !== undefined && { body: requiredText(body.body, csMessages.bodyRequired, 'body') }),
      ...(body.category !== undefined && { category: body.category }),
      ...(body.status !== undefined && { status: body.status }),
      updatedAt: sql`now()`,
    })
    .where(eq(questions.id, id));
  return questionById(app, id);
}

export async function deleteQuestion(app: FastifyInstance, principal: Principal, id: number) {
  await visibleQuestion(app, principal, id);
  await app.db.delete(questions).where(eq(questions.id, id));
  return { message: csMessages.questionDeleted };
}

/** Staff comments are answers; the owner may add a follow-up; nobody comments on a closed question. */
export async function createComment(app: FastifyInstance, principal: Principal, body: CreateCommentRequest): Promise<QuestionComment> {
  const question = await visibleQuestion(app, principal, body.question);
  const text = requiredText(body.body, csMessages.bodyRequired, 'body');
  if (question.status === 'CLOSED') throw badRequest(csMessages.closedNoComments, undefined, 'CLOSED');
  const staffAnswer = isCsStaff(principal) && question.userId !== principal.id;
  const [created] = await app.db
    .insert(questionComments)
    .values({ questionId: question.id, userId: principal.id, isStaffAnswer: staffAnswer, body: text })
    .returning({ id: questionComments.id });
  await app.db
    .update(questions)
    .set({ updatedAt: sql`now()` })
    .where(eq(questions.id, question.id));
  const comments = await commentsOf(app.db, [question.id]);
  return toComment(comments.find((comment) => comment.id === created.id)!);
}

export async function deleteComment(app: FastifyInstance, principal: Principal, id: number) {
  const [comment] = await app.db
    .select({ id: questionComments.id, userId: questionComments.userId, ownerId: questions.userId })
    .from(questionComments)
    .innerJoin(questions, eq(questions.id, questionComments.questionId))
    .where(eq(questionComments.id, id))
    .limit(1);
  const staff = isCsStaff(principal);
  // Strangers learn nothing; the question's owner sees the thread but may remove only their own words.
  if (!comment || (!staff && comment.ownerId !== principal.id)) throw notFound(csMessages.commentNotFound);
  if (!staff && comment.userId !== principal.id) throw forbidden();
  await app.db.delete(questionComments).where(eq(questionComments.id, id));
  return { message: csMessages.commentDeleted };
}

function toFaq(row: typeof faqs.$inferSelect): Faq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category as Faq['category'],
    order: row.order,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listFaq(app: FastifyInstance, query: FaqListQuery) {
  const rows = await listFaqs(app.db, { search: query.search?.trim() || undefined, category: query.category });
  return { count: rows.length, results: rows.map(toFaq) };
}

export async function saveFaq(app: FastifyInstance, body: SaveFaqRequest): Promise<{ created: boolean; faq: Faq }> {
  const values = {
    question: requiredText(body.question, csMessages.faqQuestionRequired, 'question'),
    answer: requiredRichText(body.answer, csMessages.faqAnswerRequired, 'answer'),
    category: body.category,
  };
  if (body.id === undefined) {
    // Without an order the new FAQ goes last.
    const order = body.order ?? (await app.db.select({ next: sql<number>`coalesce(max(${faqs.order}), 0)::int + 1` }).from(faqs))[0].next;
    const [created] = await app.db
      .insert(faqs)
      .values({ ...values, order })
      .returning();
    return { created: true, faq: toFaq(created) };
  }
  const [updated] = await app.db
    .update(faqs)
    .set({ ...values, ...(body.order !== undefined && { order: body.order }), updatedAt: sql`now()` })
    .where(eq(faqs.id, body.id))
    .returning();
  if (!updated) throw notFound(csMessages.faqNotFound);
  return { created: false, faq: toFaq(updated) };
}

export async function deleteFaq(app: FastifyInstance, id: number) {
  const deleted = await app.db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (!deleted.length) throw notFound(csMessages.faqNotFound);
  return { message: csMessages.faqDeleted };
}

function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    views: row.views,
    author: row.author,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listNotice(app: FastifyInstance, query: NoticeListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 10;
  const search = query.search?.trim() || undefined;
  const [rows, count] = await Promise.all([listNotices(app.db, search, pageSize, (page - 1) * pageSize), countNotices(app.db, search)]);
  return { count, results: rows.map(toNotice) };
}

export async function readNotice(app: FastifyInstance, id: number): Promise<Notice> {
  const counted = await app.db
    .update(notices)
    .set({ views: sql`${notices.views} + 1` })
    .where(eq(notices.id, id))
    .returning({ id: notices.id });
  if (!counted.length) throw notFound(csMessages.noticeNotFound);
  return toNotice((await findNotice(app.db, id))!);
}

function noticeValues(body: SaveNoticeRequest) {
  return {
    title: requiredText(body.title, csMessages.titleRequired, 'title'),
    body: requiredRichText(body.body, csMessages.bodyRequired, 'body'),
    ...(body.pinned !== undefined && { pinned: body.pinned }),
  };
}

export async function createNotice(app: FastifyInstance, principal: Principal, body: SaveNoticeRequest): Promise<Notice> {
  const [created] = await app.db
    .insert(notices)
    .values({ ...noticeValues(body), authorId: principal.id })
    .returning({ id: notices.id });
  return toNotice((await findNotice(app.db, created.id))!);
}

export async function updateNotice(app: FastifyInstance, id: number, body: SaveNoticeRequest): Promise<Notice> {
  const updated = await app.db
    .update(notices)
    .set({ ...noticeValues(body), updatedAt: sql`now()` })
    .where(eq(notices.id, id))
    .returning({ id: notices.id });
  if (!updated.length) throw notFound(csMessages.noticeNotFound);
  return toNotice((await findNotice(app.db, id))!);
}

export async function deleteNotice(app: FastifyInstance, id: number) {
  const deleted = await app.db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  if (!deleted.length) throw notFound(csMessages.noticeNotFound);
  return { message: csMessages.noticeDeleted };
}
