/** Customer support column (docs/decisions/architecture.md#domain-map): questions → comments, FAQ, notices. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accountRef, createdAt, requiredRef, users } from './accounts';

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    userId: accountRef('user_id', 'cascade'),
    title: varchar('title', { length: 200 }).notNull(),
    /** Plain text (rendered as text, never HTML). */
    body: text('body').notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    /** OPEN or CLOSED. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_user_idx').on(t.userId, t.createdAt),
    index('questions_created_idx').on(t.createdAt),
    check('questions_status_valid', sql`${t.status} in ('OPEN', 'CLOSED')`),
  ],
);

export const questionComments = pgTable(
  'question_comments',
  {
    id: serial('id').primaryKey(),
    questionId: requiredRef('question_id', () => questions.id, 'cascade'),
    /** Null when the author's account is gone; the comment (e.g. a staff answer) stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the author was staff when writing: an answer stays an answer. */
    isStaffAnswer: boolean('is_staff_answer').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('question_comments_question_idx').on(t.questionId, t.createdAt)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: varchar('question', { length: 200 }).notNull(),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_order_idx').on(t.order, t.id)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    views: integer('views').notNull().default(0),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_list_idx').on(t.pinned, t.createdAt)],
);
