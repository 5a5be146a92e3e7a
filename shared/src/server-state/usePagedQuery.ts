/**
 * A server list's state in the URL query string: page, page_size, ordering, search and the page's
 * filters, so a list survives a reload and can be linked. The SWR key is the API path and the
 * request params, so every change fetches its page and a revalidation by path refreshes it.
 *
 * Server contract: `GET path?page=&page_size=&search=&ordering=-a,b&<filters>` → `{ count, results }`.
 * Defaults are not written to the URL; a filter, search, ordering or page-size change goes back to page 1.
 * The URL is read and written through `useUrlSearch` (useUrlFilters.ts), as the report pages' filters are.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { swrFetcher } from '../api/client';
import { parseQuery, stringifyQuery } from '../api/queryString';
import { PAGE_SIZE_OPTIONS } from '../ui/pageSizes';
import { useUrlSearch } from './useUrlFilters';

export interface PagedList<Row> {
  count: number;
  results: Row[];
}

/** A filter's value as the URL carries it. */
export type FilterValue = string | string[] | undefined;
export type FilterValues = Record<string, FilterValue>;

/** What is sent to the server (and what ExportButton repeats): paging, ordering, search, filters, fixed params. */
export type ListParams = { page: number; page_size: number; ordering?: string; search?: string } & Record<string, unknown>;

export interface ListState<Filters extends FilterValues> {
  page: number;
  pageSize: number;
  /** '' = no ordering (the server's default order). */
  ordering: string;
  search: string;
  filters: Filters;
}

export interface UsePagedQueryOptions<Row, Filters extends FilterValues> {
  /** Default page size (10). */
  pageSize?: number;
  /** Default ordering, e.g. '-created_at' ('' = the server's order). */
  ordering?: string;
  /**
   * Every filter the list reads from the URL, with its default ('' or undefined for none). An
   * empty value is not sent: a select's 'all' choice is the value ''.
   */
  filters?: Filters;
  /** Params sent with every request but never put in the URL (an owner id, a fixed type). */
  fixed?: Record<string, unknown>;
  /** Prefix of this list's URL keys, for two lists on one page ('dep.' → dep.page). */
  urlPrefix?: string;
  /** A typed search waits this long (ms) before it is sent, so a search box does not ask per keystroke (300). */
  searchDelayMs?: number;
  /** Fetches one page; default: GET `path` with the params through the shared client. */
  fetcher?: (path: string, params: ListParams) => Promise<PagedList<Row>>;
  /** Extra SWR options (keepPreviousData is on). */
  swr?: SWRConfiguration<PagedList<Row>>;
}

/** The props usePagedQuery hands to DataTable. */
export interface PagedTableProps<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  ordering: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onOrderingChange: (ordering: string) => void;
}

export interface PagedQuery<Row, Filters extends FilterValues> extends ListState<Filters> {
  data: PagedList<Row> | undefined;
  rows: Row[];
  count: number;
  isLoading: boolean;
  error: unknown;
  /** Revalidates this list. */
  mutate: () => Promise<unknown>;
  /** The SWR key ([path, params]); null while `path` is null. */
  key: readonly [string, ListParams] | null;
  /** The request params of the current page. */
  params: ListParams;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setOrdering: (ordering: string) => void;
  setSearch: (search: string) => void;
  /** Merges into the filters (undefined or '' removes one); back to page 1. */
  setFilters: (filters: Partial<Filters>) => void;
  /** Filters and search back to their defaults; back to page 1. */
  resetFilters: () => void;
  tableProps: PagedTableProps<Row>;
}

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SEARCH_DELAY_MS = 300;

/** `value`, once it has stopped changing for `delayMs` (the first value at once: a linked search loads directly). */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function positiveInt(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

function filterValue(value: unknown): FilterValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return undefined;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

interface Defaults<Filters extends FilterValues> {
  pageSize: number;
  ordering: string;
  filters: Filters;
  prefix: string;
}

/** The list state read from a query string. */
export function readListState<Filters extends FilterValues>(search: string, defaults: Defaults<Filters>): ListState<Filters> {
  const raw = parseQuery(search) as Record<string, unknown>;
  const at = (key: string) => raw[`${defaults.prefix}${key}`];
  const sizes = new Set<number>([...PAGE_SIZE_OPTIONS, defaults.pageSize]);
  const pageSize = positiveInt(at('page_size'));
  const ordering = at('ordering');
  const filters = Object.fromEntries(
    Object.keys(defaults.filters).map((key) => {
      const value = filterValue(at(key));
      return [key, value === undefined ? defaults.filters[key] : value];
    }),
  ) as Filters;
  return {
    page: positiveInt(at('page')) ?? 1,
    pageSize: pageSize && sizes.has(pageSize) ? pageSize : defaults.pageSize,
    ordering: typeof ordering === 'string' ? ordering : defaults.ordering,
    search: typeof at('search') === 'string' ? (at('search') as string) : '',
    filters,
  };
}

/** The query string of a list state (defaults left out), keeping the URL's other keys. */
export function writeListState<Filters extends FilterValues>(
  search: string,
  state: ListState<Filters>,
  defaults: Defaults<Filters>,
): string {
  const raw = parseQuery(search) as Record<string, unknown>;
  const own = ['page', 'page_size', 'ordering', 'search', ...Object.keys(defaults.filters)].map((key) => `${defaults.prefix}${key}`);
  const next: Record<string, unknown> = Object.fromEntries(Object.entries(raw).filter(([key]) => !own.includes(key)));
  const put = (key: string, value: unknown) => {
    next[`${defaults.prefix}${key}`] = value;
  };
  if (state.page !== 1) put('page', String(state.page));
  if (state.pageSize !== defaults.pageSize) put('page_size', String(state.pageSize));
  // An ordering cleared against a default one is written empty, so a reload keeps it cleared.
  if (state.ordering !== defaults.ordering) put('ordering', state.ordering);
  if (state.search) put('search', state.search);
  // A filter cleared against a non-empty default ('all' against 'PENDING') is written empty too.
  for (const [key, value] of Object.entries(state.filters)) {
    if (!sameValue(value, defaults.filters[key])) put(key, isEmpty(value) ? '' : value);
  }
  return stringifyQuery(next);
}

/** The request params of a list state: empty values are not sent. */
export function listParams(state: ListState<FilterValues>, fixed: Record<string, unknown> = {}): ListParams {
  const params: ListParams = { page: state.page, page_size: state.pageSize };
  if (state.ordering) params.ordering = state.ordering;
  // The URL keeps what is typed (spaces included, so a search box can bind to it); the server gets it trimmed.
  if (state.search.trim()) params.search = state.search.trim();
  for (const [key, value] of Object.entries(state.filters)) if (!isEmpty(value)) params[key] = value;
  return { ...params, ...fixed };
}

const EMPTY_FILTERS = {};

export function usePagedQuery<Row, Filters extends FilterValues = FilterValues>(
  path: string | null,
  options: UsePagedQueryOptions<Row, Filters> = {},
): PagedQuery<Row, Filters> {
  const { pageSize = DEFAULT_PAGE_SIZE, ordering = '', urlPrefix = '', searchDelayMs = DEFAULT_SEARCH_DELAY_MS, fetcher, swr } = options;
  const filterDefaults = (options.filters ?? EMPTY_FILTERS) as Filters;
  // Options are usually object literals: compare them by value so the state does not churn.
  const filtersJson = JSON.stringify(filterDefaults);
  const fixedJson = JSON.stringify(options.fixed ?? {});
  const defaults = useMemo<Defaults<Filters>>(
    () => ({ pageSize, ordering, filters: JSON.parse(filtersJson) as Filters, prefix: urlPrefix }),
    [pageSize, ordering, filtersJson, urlPrefix],
  );

  const { search, replace } = useUrlSearch();
  const state = useMemo(() => readListState(search, defaults), [search, defaults]);

  // Two setters in one event (DataTable's page size then page 1) build on each other: `replace`
  // hands each the query string the previous one wrote.
  const update = useCallback(
    (change: (current: ListState<Filters>) => ListState<Filters>) =>
      replace((current) => writeListState(current, change(readListState(current, defaults)), defaults)),
    [replace, defaults],
  );

  const setPage = useCallback((page: number) => update((s) => ({ ...s, page: Math.max(1, Math.floor(page)) })), [update]);
  const setPageSize = useCallback((size: number) => update((s) => ({ ...s, pageSize: size, page: 1 })), [update]);
  const setOrdering = useCallback((next: string) => update((s) => ({ ...s, ordering: next, page: 1 })), [update]);
  const setSearch = useCallback((next: string) => update((s) => ({ ...s, search: next, page: 1 })), [update]);
  const setFilters = useCallback(
    (changes: Partial<Filters>) => update((s) => ({ ...s, filters: { ...s.filters, ...changes }, page: 1 })),
    [update],
  );
  const resetFilters = useCallback(() => update((s) => ({ ...s, filters: defaults.filters, search: '', page: 1 })), [update, defaults]);

  const sentSearch = useDebouncedValue(state.search, searchDelayMs);
  const params = useMemo(
    () => listParams({ ...state, search: sentSearch }, JSON.parse(fixedJson) as Record<string, unknown>),
    [state, sentSearch, fixedJson],
  );
  const key = useMemo(() => (path ? ([path, params] as const) : null), [path, params]);
  const { data, error, isLoading, mutate } = useSWR<PagedList<Row>>(
    key,
    fetcher ? ([keyPath, keyParams]: readonly [string, ListParams]) => fetcher(keyPath, keyParams) : swrFetcher,
    { keepPreviousData: true, ...swr },
  );

  const rows = data?.results ?? [];
  const count = data?.count ?? 0;
  return {
    ...state,
    data,
    rows,
    count,
    isLoading,
    error,
    mutate: () => mutate(),
    key,
    params,
    setPage,
    setPageSize,
    setOrdering,
    setSearch,
    setFilters,
    resetFilters,
    tableProps: {
      rows,
      total: count,
      loading: isLoading,
      page: state.page,
      pageSize: state.pageSize,
      ordering: state.ordering,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
      onOrderingChange: setOrdering,
    },
  };
}
