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
import type { faqs } from '../../db/schema/cs';
import { assertVisibleOr404, isConsoleStaff, ownerFilter } from '../../access/policy';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import type { CommentRow, NoticeRow, QuestionRow } from './queries';
import type { CsRepository } from './repository';

export interface CsDeps {
  repo: CsRepository;
}
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

async function withComments(repo: CsRepository, rows: QuestionRow[]): Promise<Question[]> {
  const comments = await repo.commentsOf(rows.map((row) => row.id));
  return rows.map((row) =>
    toQuestion(
      row,
      comments.filter((comment) => comment.questionId === row.id),
    ),
  );
}

/** The question if the caller may see it (owner or the CS desk); a stranger gets the same 404 as a missing row. */
async function visibleQuestion(repo: CsRepository, principal: Principal, id: number): Promise<QuestionRow> {
  const row = await repo.findQuestion(id);
  if (!row) throw notFound(csMessages.questionNotFound);
  assertVisibleOr404(principal, row.userId, csMessages.questionNotFound);
  return row;
}

async function questionById(repo: CsRepository, id: number): Promise<Question> {
  const row = await repo.findQuestion(id);
  if (!row) throw notFound(csMessages.questionNotFound);
  const [question] = await withComments(repo, [row]);
  return question;
}

/** Customers see their own questions; the CS desk sees all (or only its own with `mine`). */
export async function listQuestionsFor({ repo }: CsDeps, principal: Principal, query: QuestionListQuery, window: PageWindow) {
  const scope = {
    ownerId: ownerFilter(principal, { mine: query.mine }),
    search: query.search?.trim() || undefined,
    filter: query.filter,
    id: query.id,
  };
  const [rows, count] = await Promise.all([repo.listQuestions(scope, window), repo.countQuestions(scope)]);
  return { count, results: await withComments(repo, rows) };
}

export async function createQuestion({ repo }: CsDeps, principal: Principal, body: CreateQuestionRequest): Promise<Question> {
  const title = requiredText(body.title, csMessages.titleRequired, 'title');
  const text = requiredText(body.body, csMessages.bodyRequired, 'body');
  const id = await repo.insertQuestion({ userId: principal.id, title, body: text, category: body.category });
  return questionById(repo, id);
}

export async function updateQuestion({ repo }: CsDeps, principal: Principal, id: number, body: UpdateQuestionRequest): Promise<Question> {
  const row = await visibleQuestion(repo, principal, id);
  const editsContent = body.title !== undefined || body.body !== undefined || body.category !== undefined;
  if (!editsContent && body.status === undefined) throw badRequest(csMessages.nothingToChange);
  if (body.status !== undefined && !isConsoleStaff(principal)) throw new AppError(403, csMessages.ownerNoStatus, 'FORBIDDEN', 'status');
  // Content belongs to its author and is frozen once answered, so an answer always fits its question.
  if (editsContent) {
    if (row.userId !== principal.id) throw forbidden();
    if (row.answered) throw badRequest(csMessages.answeredLocked, undefined, 'ANSWERED');
    if (row.status === 'CLOSED') throw badRequest(csMessages.closedNoComments, undefined, 'CLOSED');
  }
  await repo.updateQuestionRow(id, {
    ...(body.title !== undefined && { title: requiredText(body.title, csMessages.titleRequired, 'title') }),
    ...(body.body !== undefined && { body: requiredText(body.body, csMessages.bodyRequired, 'body') }),
    ...(body.category !== undefined && { category: body.category }),
    ...(body.status !== undefined && { status: body.status }),
  });
  return questionById(repo, id);
}

export async function deleteQuestion({ repo }: CsDeps, principal: Principal, id: number) {
  await visibleQuestion(repo, principal, id);
  await repo.deleteQuestionRow(id);
  return { message: csMessages.questionDeleted };
}

/** Desk comments are answers; the owner may add a follow-up; nobody comments on a closed question. */
export async function createComment({ repo }: CsDeps, principal: Principal, body: CreateCommentRequest): Promise<QuestionComment> {
  const question = await visibleQuestion(repo, principal, body.question);
  const text = requiredText(body.body, csMessages.bodyRequired, 'body');
  if (question.status === 'CLOSED') throw badRequest(csMessages.closedNoComments, undefined, 'CLOSED');
  const staffAnswer = isConsoleStaff(principal) && question.userId !== principal.id;
  const id = await repo.insertComment({ questionId: question.id, userId: principal.id, isStaffAnswer: staffAnswer, body: text });
  await repo.updateQuestionRow(question.id, {});
  const comments = await repo.commentsOf([question.id]);
  return toComment(comments.find((comment) => comment.id === id)!);
}

export async function deleteComment({ repo }: CsDeps, principal: Principal, id: number) {
  const comment = await repo.findCommentOwnership(id);
  // Strangers learn nothing; the question's owner sees the thread but may remove only their own words.
  if (!comment) throw notFound(csMessages.commentNotFound);
  assertVisibleOr404(principal, comment.ownerId, csMessages.commentNotFound);
  if (!isConsoleStaff(principal) && comment.userId !== principal.id) throw forbidden();
  await repo.deleteCommentRow(id);
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

export async function listFaq({ repo }: CsDeps, query: FaqListQuery) {
  const rows = await repo.listFaqs({ search: query.search?.trim() || undefined, category: query.category });
  return { count: rows.length, results: rows.map(toFaq) };
}

export async function saveFaq({ repo }: CsDeps, body: SaveFaqRequest): Promise<{ created: boolean; faq: Faq }> {
  const values = {
    question: requiredText(body.question, csMessages.faqQuestionRequired, 'question'),
    answer: requiredRichText(body.answer, csMessages.faqAnswerRequired, 'answer'),
    category: body.category,
  };
  if (body.id === undefined) {
    // Without an order the new FAQ goes last.
    const order = body.order ?? (await repo.nextFaqOrder());
    return { created: true, faq: toFaq(await repo.insertFaq({ ...values, order })) };
  }
  const updated = await repo.updateFaqRow(body.id, { ...values, ...(body.order !== undefined && { order: body.order }) });
  if (!updated) throw notFound(csMessages.faqNotFound);
  return { created: false, faq: toFaq(updated) };
}

export async function deleteFaq({ repo }: CsDeps, id: number) {
  if (!(await repo.deleteFaqRow(id))) throw notFound(csMessages.faqNotFound);
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

export async function listNotice({ repo }: CsDeps, query: NoticeListQuery, window: PageWindow) {
  const search = query.search?.trim() || undefined;
  const [rows, count] = await Promise.all([repo.listNotices(search, window), repo.countNotices(search)]);
  return { count, results: rows.map(toNotice) };
}

export async function readNotice({ repo }: CsDeps, id: number): Promise<Notice> {
  if (!(await repo.countNoticeView(id))) throw notFound(csMessages.noticeNotFound);
  return toNotice((await repo.findNotice(id))!);
}

function noticeValues(body: SaveNoticeRequest) {
  return {
    title: requiredText(body.title, csMessages.titleRequired, 'title'),
    body: requiredRichText(body.body, csMessages.bodyRequired, 'body'),
    ...(body.pinned !== undefined && { pinned: body.pinned }),
  };
}

export async function createNotice({ repo }: CsDeps, principal: Principal, body: SaveNoticeRequest): Promise<Notice> {
  const id = await repo.insertNotice({ ...noticeValues(body), authorId: principal.id });
  return toNotice((await repo.findNotice(id))!);
}

export async function updateNotice({ repo }: CsDeps, id: number, body: SaveNoticeRequest): Promise<Notice> {
  if (!(await repo.updateNoticeRow(id, noticeValues(body)))) throw notFound(csMessages.noticeNotFound);
  return toNotice((await repo.findNotice(id))!);
}

export async function deleteNotice({ repo }: CsDeps, id: number) {
  if (!(await repo.deleteNoticeRow(id))) throw notFound(csMessages.noticeNotFound);
  return { message: csMessages.noticeDeleted };
}
