/**
 * Limits of numbers a client may send. Row ids are PostgreSQL `integer` (int4): anything above
 * MAX_ID can match no row and would overflow the column, so schemas refuse it with a 400.
 */
export const MAX_ID = 2_147_483_647;
/** Highest page number a list accepts (page × page size stays far inside `bigint` offsets). */
export const MAX_PAGE = 1_000_000;
