import { Type, type Static } from 'typebox';
import {
  QUESTION_CATEGORIES,
  FAQ_CATEGORIES,
  QUESTION_STATUSES,
  TITLE_MAX,
  QUESTION_BODY_MAX,
  COMMENT_BODY_MAX,
  RICH_BODY_MAX,
  QUESTION_FILTERS,
} from '../values/cs';
import { literals } from './literals';
import { exportableListQuery, Id, listQuery, Paged, requestBody, SearchParam } from './common';
import { withTitles } from './titles';

/**
 * Customer support (docs/decisions/product.md#api-calls "Campaigns and support"): questions with comments, FAQ, notices.
 * Question and comment text is plain text; notice and FAQ bodies are rich text the server
 * stores sanitised.
 */

export const QuestionCategory = literals(QUESTION_CATEGORIES);
export type QuestionCategory = Static<typeof QuestionCategory>;

export const FaqCategory = literals(FAQ_CATEGORIES);
export type FaqCategory = Static<typeof FaqCategory>;

export const QuestionStatus = literals(QUESTION_STATUSES);
export type QuestionStatus = Static<typeof QuestionStatus>;

const Author = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  is_staff: Type.Boolean(),
});

export const QuestionComment = Type.Object({
  id: Type.Integer(),
  question: Type.Integer(),
  body: Type.String(),
  author: Author,
  created_at: Type.String(),
});
export type QuestionComment = Static<typeof QuestionComment>;

export const Question = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  category: QuestionCategory,
  status: QuestionStatus,
  /** True once a staff member has commented. */
  answered: Type.Boolean(),
  author: Author,
  comments: Type.Array(QuestionComment),
  comment_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Question = Static<typeof Question>;

export const QuestionList = Paged(Question);
export type QuestionList = Static<typeof QuestionList>;

export const QuestionListQuery = exportableListQuery(10, 100, {
  search: SearchParam,
  filter: Type.Optional(literals(QUESTION_FILTERS)),
  /** One question (deep links from global search). */
  id: Type.Optional(Id),
  /** CS staff: only their own questions (the customer page); others always get only their own. */
  mine: Type.Optional(Type.Boolean()),
});
export type QuestionListQuery = Static<typeof QuestionListQuery>;
export type QuestionFilter = NonNullable<QuestionListQuery['filter']>;

export const CreateQuestionRequest = requestBody({
  title: Type.String({ maxLength: TITLE_MAX }),
  body: Type.String({ maxLength: QUESTION_BODY_MAX }),
  category: QuestionCategory,
});
export type CreateQuestionRequest = Static<typeof CreateQuestionRequest>;

/** The owner edits title/body/category while unanswered; staff change status (close/reopen). */
export const UpdateQuestionRequest = requestBody({
  title: Type.Optional(Type.String({ maxLength: TITLE_MAX })),
  body: Type.Optional(Type.String({ maxLength: QUESTION_BODY_MAX })),
  category: Type.Optional(QuestionCategory),
  status: Type.Optional(QuestionStatus),
});
export type UpdateQuestionRequest = Static<typeof UpdateQuestionRequest>;

export const CreateCommentRequest = requestBody({
  question: Id,
  body: Type.String({ maxLength: COMMENT_BODY_MAX }),
});
export type CreateCommentRequest = Static<typeof CreateCommentRequest>;

export const Faq = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  /** Sanitised HTML. */
  answer: Type.String(),
  category: FaqCategory,
  order: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Faq = Static<typeof Faq>;

export const FaqListQuery = withTitles(
  Type.Object({
    search: SearchParam,
    category: Type.Optional(FaqCategory),
  }),
);
export type FaqListQuery = Static<typeof FaqListQuery>;

export const FaqList = Paged(Faq);
export type FaqList = Static<typeof FaqList>;

/** Create when `id` is absent, otherwise update that FAQ. */
export const SaveFaqRequest = requestBody({
  id: Type.Optional(Id),
  question: Type.String({ maxLength: TITLE_MAX }),
  answer: Type.String({ maxLength: RICH_BODY_MAX }),
  category: FaqCategory,
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});
export type SaveFaqRequest = Static<typeof SaveFaqRequest>;

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Sanitised HTML. */
  body: Type.String(),
  pinned: Type.Boolean(),
  views: Type.Integer(),
  author: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Notice = Static<typeof Notice>;

export const NoticeListQuery = listQuery(10, 100, {
  search: SearchParam,
});
export type NoticeListQuery = Static<typeof NoticeListQuery>;

export const NoticeList = Paged(Notice);
export type NoticeList = Static<typeof NoticeList>;

export const SaveNoticeRequest = requestBody({
  title: Type.String({ maxLength: TITLE_MAX }),
  body: Type.String({ maxLength: RICH_BODY_MAX }),
  pinned: Type.Optional(Type.Boolean()),
});
export type SaveNoticeRequest = Static<typeof SaveNoticeRequest>;
