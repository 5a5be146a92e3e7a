import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FaqCategory, QuestionFilter } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { countOf } from '../../db/rows';
import { users } from '../../db/schema';
import { faqs, notices, questionComments, questions } from '../../db/schema/cs';
import { containsPattern } from '../../lib/escape-like';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

/** A question counts as answered once any staff comment exists (deleting it un-answers). */
export const answeredSql = sql<boolean>`exists (select 1 from question_comments qc where qc.question_id = ${questions.id} and qc.is_staff_answer)`;

export interface QuestionScope {
  /** Only this user's questions; undefined = every question (CS staff). */
  ownerId?: number;
  search?: string;
  filter?: QuestionFilter;
  id?: number;
}

function questionWhere(scope: QuestionScope): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.ownerId !== undefined) conditions.push(eq(questions.userId, scope.ownerId));
  if (scope.id !== undefined) conditions.push(eq(questions.id, scope.id));
  if (scope.search) {
    const pattern = containsPattern(scope.search);
    const matches = [ilike(questions.title, pattern), ilike(questions.body, pattern)];
    if (scope.ownerId === undefined) matches.push(ilike(users.username, pattern), ilike(users.name, pattern));
    conditions.push(or(...matches)!);
  }
  if (scope.filter === 'closed') conditions.push(eq(questions.status, 'CLOSED'));
  if (scope.filter === 'answered') conditions.push(and(eq(questions.status, 'OPEN'), answeredSql)!);
  if (scope.filter === 'unanswered') conditions.push(and(eq(questions.status, 'OPEN'), sql`not ${answeredSql}`)!);
  return conditions.length ? and(...conditions) : undefined;
}

const questionColumns = {
  id: questions.id,
  userId: questions.userId,
  username: users.username,
  authorIsStaff: users.isStaff,
  title: questions.title,
  body: questions.body,
  category: questions.category,
  status: questions.status,
  answered: answeredSql,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
};

export type QuestionRow = Awaited<ReturnType<typeof listQuestions>>[number];

/** Sortable fields of GET cs/questions (`ordering`); newest first by default. */
export const questionOrdering = defineOrdering(
  { id: questions.id, created_at: questions.createdAt, updated_at: questions.updatedAt, title: questions.title, status: questions.status },
  { default: [desc(questions.createdAt), desc(questions.id)], tieBreaker: questions.id },
);

export function listQuestions(db: Db, scope: QuestionScope, window: PageWindow) {
  return inWindow(
    db.select(questionColumns).from(questions).innerJoin(users, eq(users.id, questions.userId)).where(questionWhere(scope)).$dynamic(),
    window,
  );
}

export const countQuestions = (db: Db, scope: QuestionScope): Promise<number> =>
  countOf(db.select({ n: count() }).from(questions).innerJoin(users, eq(users.id, questions.userId)).where(questionWhere(scope)));

export async function findQuestion(db: Db, id: number) {
  const [row] = await db
    .select(questionColumns)
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .where(eq(questions.id, id))
    .limit(1);
  return row;
}

export type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

export function commentsOf(db: Db, questionIds: number[]) {
  if (!questionIds.length) return Promise.resolve([]);
  return db
    .select({
      id: questionComments.id,
      questionId: questionComments.questionId,
      userId: questionComments.userId,
      username: users.username,
      isStaffAnswer: questionComments.isStaffAnswer,
      body: questionComments.body,
      createdAt: questionComments.createdAt,
    })
    .from(questionComments)
    .leftJoin(users, eq(users.id, questionComments.userId))
    .where(inArray(questionComments.questionId, questionIds))
    .orderBy(asc(questionComments.createdAt), asc(questionComments.id));
}

/** Open questions without a staff answer (the staff desk's work queue). */
export async function countUnanswered(db: Db): Promise<{ unanswered: number; recent: number }> {
  const [row] = await db
    .select({
      unanswered: sql<number>`count(*) filter (where ${questions.status} = 'OPEN' and not ${answeredSql})::int`,
      recent: sql<number>`count(*) filter (where ${questions.createdAt} >= now() - interval '24 hours')::int`,
    })
    .from(questions);
  return { unanswered: row?.unanswered ?? 0, recent: row?.recent ?? 0 };
}

export interface FaqFilter {
  search?: string;
  category?: FaqCategory;
}

export function listFaqs(db: Db, filter: FaqFilter) {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern))!);
  }
  if (filter.category) conditions.push(eq(faqs.category, filter.category));
  return db
    .select()
    .from(faqs)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(faqs.order), asc(faqs.id));
}

const noticeColumns = {
  id: notices.id,
  title: notices.title,
  body: notices.body,
  pinned: notices.pinned,
  views: notices.views,
  author: sql<string | null>`coalesce(${users.name}, ${users.username})`,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
};

export type NoticeRow = Awaited<ReturnType<typeof listNotices>>[number];

const noticeSearch = (search?: string) => (search ? ilike(notices.title, containsPattern(search)) : undefined);

/** Sortable fields of GET cs/notice; pinned first, newest first by default. */
export const noticeOrdering = defineOrdering(
  { id: notices.id, created_at: notices.createdAt, title: notices.title, views: notices.views, pinned: notices.pinned },
  { default: [desc(notices.pinned), desc(notices.createdAt), desc(notices.id)], tieBreaker: notices.id },
);

export function listNotices(db: Db, search: string | undefined, window: PageWindow) {
  return inWindow(
    db.select(noticeColumns).from(notices).leftJoin(users, eq(users.id, notices.authorId)).where(noticeSearch(search)).$dynamic(),
    window,
  );
}

export const countNotices = (db: Db, search: string | undefined): Promise<number> =>
  countOf(db.select({ n: count() }).from(notices).where(noticeSearch(search)));

export async function findNotice(db: Db, id: number) {
  const [row] = await db
    .select(noticeColumns)
    .from(notices)
    .leftJoin(users, eq(users.id, notices.authorId))
    .where(eq(notices.id, id))
    .limit(1);
  return row;
}

// ---- writes -------------------------------------------------------------------------------------

export async function insertQuestion(db: Db, values: typeof questions.$inferInsert): Promise<number> {
  const [created] = await db.insert(questions).values(values).returning({ id: questions.id });
  return created.id;
}

export const updateQuestionRow = (db: Db, id: number, values: Partial<typeof questions.$inferInsert>) =>
  db
    .update(questions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(questions.id, id));

export const deleteQuestionRow = (db: Db, id: number) => db.delete(questions).where(eq(questions.id, id));

export async function insertComment(db: Db, values: typeof questionComments.$inferInsert): Promise<number> {
  const [created] = await db.insert(questionComments).values(values).returning({ id: questionComments.id });
  return created.id;
}

export async function findCommentOwnership(db: Db, id: number) {
  const [row] = await db
    .select({ id: questionComments.id, userId: questionComments.userId, ownerId: questions.userId })
    .from(questionComments)
    .innerJoin(questions, eq(questions.id, questionComments.questionId))
    .where(eq(questionComments.id, id))
    .limit(1);
  return row;
}

export const deleteCommentRow = (db: Db, id: number) => db.delete(questionComments).where(eq(questionComments.id, id));

export async function nextFaqOrder(db: Db): Promise<number> {
  const [row] = await db.select({ next: sql<number>`coalesce(max(${faqs.order}), 0)::int + 1` }).from(faqs);
  return row.next;
}

export async function insertFaq(db: Db, values: typeof faqs.$inferInsert) {
  const [created] = await db.insert(faqs).values(values).returning();
  return created;
}

export async function updateFaqRow(db: Db, id: number, values: Partial<typeof faqs.$inferInsert>) {
  const [updated] = await db
    .update(faqs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(faqs.id, id))
    .returning();
  return updated;
}

export async function deleteFaqRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return deleted.length > 0;
}

/** Counts one read; false when the notice does not exist. */
export async function countNoticeView(db: Db, id: number): Promise<boolean> {
  const counted = await db
    .update(notices)
    .set({ views: sql`${notices.views} + 1` })
    .where(eq(notices.id, id))
    .returning({ id: notices.id });
  return counted.length > 0;
}

export async function insertNotice(db: Db, values: typeof notices.$inferInsert): Promise<number> {
  const [created] = await db.insert(notices).values(values).returning({ id: notices.id });
  return created.id;
}

export async function updateNoticeRow(db: Db, id: number, values: Partial<typeof notices.$inferInsert>): Promise<boolean> {
  const updated = await db
    .update(notices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notices.id, id))
    .returning({ id: notices.id });
  return updated.length > 0;
}

export async function deleteNoticeRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  return deleted.length > 0;
}

/** Global search: notices by title. */
export function searchNotices(db: Db, q: string, limit: number) {
  return db
    .select({ id: notices.id, title: notices.title, pinned: notices.pinned })
    .from(notices)
    .where(ilike(notices.title, containsPattern(q)))
    .orderBy(desc(notices.pinned), desc(notices.createdAt))
    .limit(limit);
}

/** Global search: the caller's own questions by title. */
export function searchOwnQuestions(db: Db, userId: number, q: string, limit: number) {
  return db
    .select({ id: questions.id, title: questions.title })
    .from(questions)
    .where(and(eq(questions.userId, userId), ilike(questions.title, containsPattern(q))))
    .orderBy(desc(questions.createdAt))
    .limit(limit);
}
