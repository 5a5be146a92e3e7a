import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { MAX_ID, MAX_PAGE } from '../values/ids';
import { withTitles } from './titles';

/** Every error body carries a Korean message (default '에러가 발생했습니다.'). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  field: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

/**
 * A row id in a path, query or body. Every id a client sends uses this one schema: the database
 * column is int4, so a larger number is a 400 here instead of a database error.
 */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** A list's page number (1-based); past MAX_PAGE is a 400, never an offset overflow. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });

/**
 * An item of a list of texts (answers, allowed IPs): a string with a non-blank character. A null
 * item is refused by the type, and an empty or blank one (what coercion would make of a null) by
 * `minLength`/`pattern`, so `[null, null]` never passes as an empty list.
 */
export const NonBlankItem = (options: { maxLength: number }) => Type.String({ minLength: 1, pattern: '\\S', ...options });

export const IdParams = withTitles(Type.Object({ id: Id }));

/**
 * A request body: these properties and no other (an unknown one is a 400), each titled for the
 * error messages.
 */
export const requestBody = <P extends TProperties>(properties: P) => withTitles(Type.Object(properties, { additionalProperties: false }));
export type IdParams = Static<typeof IdParams>;

/** Paged list query; page sizes of the generic table footer are 10, 25, 50, 100. */
/**
 * List ordering: comma-separated field names, `-field` descending (`-created_at,id`). Each list
 * route allows its own fields; an unknown one is a 400 naming it.
 */
export const OrderingParam = Type.String({ maxLength: 200, description: '정렬: 쉼표로 구분한 항목, -항목은 내림차순' });

/** `?format=csv|xlsx` on exportable lists: every matching row (no paging) as a download. */
export const ExportFormatParam = Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { description: '내보내기 형식' });
export type ExportFormat = Static<typeof ExportFormatParam>;

/**
 * The paging properties of a list query: `page` and `page_size` (1 to `maxPageSize`, default
 * `pageSize`). The server's page window reads the default from here.
 */
export const pageParams = (pageSize: number, maxPageSize: number) => ({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPageSize, default: pageSize })),
});

/** `pageParams` and the list's `ordering`. */
export const sortedPageParams = (pageSize: number, maxPageSize: number) => ({
  ...pageParams(pageSize, maxPageSize),
  ordering: Type.Optional(OrderingParam),
});

/**
 * A paged list's query: its own `filters`, then `page`, `page_size` (default `pageSize`, at most
 * `maxPageSize`) and `ordering`; every property titled for the error messages.
 */
export const listQuery = <P extends TProperties>(pageSize: number, maxPageSize: number, filters: P) =>
  withTitles(Type.Object({ ...filters, ...sortedPageParams(pageSize, maxPageSize) }));

/** `listQuery` of a list that also answers `?format=csv|xlsx` with every matching row. */
export const exportableListQuery = <P extends TProperties>(pageSize: number, maxPageSize: number, filters: P) =>
  withTitles(Type.Object({ ...filters, ...sortedPageParams(pageSize, maxPageSize), format: Type.Optional(ExportFormatParam) }));

/** A list's free-text search (contains), at most 200 characters. */
export const SearchParam = Type.Optional(Type.String({ maxLength: 200 }));

export const PageQuery = Type.Object({
  ...pageParams(10, 1000),
  search: SearchParam,
  ordering: Type.Optional(OrderingParam),
});
export type PageQuery = Static<typeof PageQuery>;

export const Paged = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ count: Type.Integer(), results: Type.Array(item) });

/** A value or null (a field the server always sends, empty as null). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A calendar day (Asia/Seoul) as YYYY-MM-DD; the services check it is a real date. */
export const Day = Type.String({ maxLength: 10 });

/** An optional range of days, both ends included: `date_from` to `date_to`. */
export const dayRangeParams = { date_from: Type.Optional(Day), date_to: Type.Optional(Day) };

/**
 * A report's range (the rule: values/date-range.ts): `date_from`/`date_to`, plus their first spelling
 * `from`/`to`, still accepted from the remotes already released (deprecated).
 */
export const reportRangeParams = {
  ...dayRangeParams,
  from: Type.Optional(Type.String({ maxLength: 10, deprecated: true, description: 'date_from의 이전 이름' })),
  to: Type.Optional(Type.String({ maxLength: 10, deprecated: true, description: 'date_to의 이전 이름' })),
};
