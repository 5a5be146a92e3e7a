import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FaqCategory, QuestionFilter } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { faqs, notices, questionComments, questions } from '../../db/schema/cs';

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

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
    const pattern = `%${escapeLike(scope.search)}%`;
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

export function listQuestions(db: Db, scope: QuestionScope, limit: number, offset: number) {
  return db
    .select(questionColumns)
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .where(questionWhere(scope))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(limit)
    .offset(offset);
}

export async function countQuestions(db: Db, scope: QuestionScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .where(questionWhere(scope));
  return row?.count ?? 0;
}

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
    const pattern = `%${escapeLike(filter.search)}%`;
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

const noticeSearch = (search?: string) => (search ? ilike(notices.title, `%${escapeLike(search)}%`) : undefined);

export function listNotices(db: Db, search: string | undefined, limit: number, offset: number) {
  return db
    .select(noticeColumns)
    .from(notices)
    .leftJoin(users, eq(users.id, notices.authorId))
    .where(noticeSearch(search))
    .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotices(db: Db, search: string | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .where(noticeSearch(search));
  return row?.count ?? 0;
}

export async function findNotice(db: Db, id: number) {
  const [row] = await db
    .select(noticeColumns)
    .from(notices)
    .leftJoin(users, eq(users.id, notices.authorId))
    .where(eq(notices.id, id))
    .limit(1);
  return row;
}
