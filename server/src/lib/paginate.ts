/**
 * One paging and ordering contract for every list route (`PageQuery` in @nurly/contracts):
 * `page` (from 1), `page_size`, and `ordering` = comma-separated field names, `-field` descending
 * (`ordering=-created_at,id`). Each list declares the fields it allows with `defineOrdering`; an
 * unknown field is a 400 naming it. A list query takes a `PageWindow` (limit, offset, order by),
 * so the same query also serves exports (`exportWindow`: no paging, capped).
 */
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { badRequest } from './errors';

/** Most rows one export may hold: larger sets must be narrowed with filters. */
export const EXPORT_MAX_ROWS = 50_000;

export interface PageParams {
  page?: number;
  page_size?: number;
  ordering?: string;
}

export interface PageWindow {
  limit: number;
  offset: number;
  orderBy: SQL[];
  /** The page asked for (1-based); exports are page 1. */
  page: number;
}

export interface Ordering {
  /** The names a client may pass, in declaration order (documented in the route's summary). */
  readonly fields: readonly string[];
  /** ORDER BY for an `ordering` value (default order when absent); throws 400 on an unknown field. */
  parse(ordering: string | undefined): SQL[];
}

export const orderingMessages = {
  unknownField: (field: string, allowed: readonly string[]) => `정렬할 수 없는 항목입니다: ${field} (사용 가능: ${allowed.join(', ')})`,
};

/**
 * Declares a list's sortable fields (API name → column or SQL expression) and its default order.
 * `tieBreaker` (e.g. the id column) is appended to every order so pages never overlap.
 */
export function defineOrdering(fields: Record<string, AnyColumn | SQL>, options: { default: SQL[]; tieBreaker?: AnyColumn }): Ordering {
  const names = Object.keys(fields);
  return {
    fields: names,
    parse(ordering) {
      const parts = (ordering ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (!parts.length) return options.default;
      const orderBy = parts.map((part) => {
        const descending = part.startsWith('-');
        const name = descending ? part.slice(1) : part;
        if (!Object.hasOwn(fields, name)) throw badRequest(orderingMessages.unknownField(name, names), 'ordering', 'INVALID_ORDERING');
        return descending ? desc(fields[name]) : asc(fields[name]);
      });
      if (options.tieBreaker) orderBy.push(asc(options.tieBreaker));
      return orderBy;
    },
  };
}

/** A list query narrowed to its window: the window's order, then its limit and offset (pass `query.$dynamic()`). */
export function inWindow<Query extends PgSelect>(query: Query, window: PageWindow) {
  return query
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

/** A raw statement's window: `order by … limit … offset …` (what `inWindow` adds to a query). */
export function windowSql(window: PageWindow): SQL {
  return sql`order by ${sql.join(window.orderBy, sql`, `)} limit ${window.limit} offset ${window.offset}`;
}

/** The window of one page. */
export function pageWindow(query: PageParams, options: { defaultPageSize: number; ordering: Ordering }): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? options.defaultPageSize;
  return { page, limit: pageSize, offset: (page - 1) * pageSize, orderBy: options.ordering.parse(query.ordering) };
}

/** Every row matching the filters (in the requested order), up to EXPORT_MAX_ROWS. */
export function exportWindow(query: PageParams, options: { ordering: Ordering }): PageWindow {
  return { page: 1, limit: EXPORT_MAX_ROWS, offset: 0, orderBy: options.ordering.parse(query.ordering) };
}
