/** Customer support: plain values shared by the browser and the server (the schemas in ../schemas/cs.ts are built from them). */

export const QUESTION_CATEGORIES = ['POINT', 'CAMPAIGN', 'KEYWORD', 'ACCOUNT', 'ETC'] as const;

export const FAQ_CATEGORIES = ['POINT', 'REFUND', 'CAMPAIGN', 'ACCOUNT', 'ETC'] as const;

/** OPEN = waiting for (more) answers; CLOSED = closed by staff (no more comments). */
export const QUESTION_STATUSES = ['OPEN', 'CLOSED'] as const;

export const TITLE_MAX = 200;

export const QUESTION_BODY_MAX = 5000;

export const COMMENT_BODY_MAX = 5000;

export const RICH_BODY_MAX = 100_000;

/** answered / unanswered / closed filters are for staff; a customer's filter applies to their own. */
export const QUESTION_FILTERS = ['answered', 'unanswered', 'closed'] as const;
