/** Queries of the demo support data (seed.ts): what is already there, and the demo rows dated `days` (and `hours`) ago. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { faqs, notices, questionComments, questions } from '../../db/schema/cs';

const daysAgo = (days: number, hours = 0) => sql`now() - make_interval(days => ${days}, hours => ${hours})`;

export const accountsNamed = (db: Db, usernames: string[]) =>
  db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames));

export const noticesTitled = (db: Db, titles: string[]) =>
  db.select({ title: notices.title }).from(notices).where(inArray(notices.title, titles));

export const insertDemoNotice = (db: Db, values: Omit<typeof notices.$inferInsert, 'createdAt' | 'updatedAt'>, age: number) =>
  db.insert(notices).values({ ...values, createdAt: daysAgo(age), updatedAt: daysAgo(age) });

export const faqsAsking = (db: Db, questionTexts: string[]) =>
  db.select({ question: faqs.question }).from(faqs).where(inArray(faqs.question, questionTexts));

export const insertDemoFaq = (db: Db, values: typeof faqs.$inferInsert) => db.insert(faqs).values(values);

export const questionTitlesOf = (db: Db, userId: number) =>
  db.select({ title: questions.title }).from(questions).where(eq(questions.userId, userId));

/** A question asked `age` days and 2 hours ago; its id. */
export async function insertDemoQuestion(
  db: Db,
  values: Omit<typeof questions.$inferInsert, 'createdAt' | 'updatedAt'>,
  age: number,
): Promise<number> {
  const [created] = await db
    .insert(questions)
    .values({ ...values, createdAt: daysAgo(age, 2), updatedAt: daysAgo(age, 2) })
    .returning({ id: questions.id });
  return created.id;
}

/** A staff answer given `age` days and 1 hour ago. */
export const insertDemoAnswer = (db: Db, values: Omit<typeof questionComments.$inferInsert, 'createdAt'>, age: number) =>
  db.insert(questionComments).values({ ...values, createdAt: daysAgo(age, 1) });
