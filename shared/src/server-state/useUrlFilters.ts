/**
 * URL state for a page's filters: the query string is the state, so a reload or a shared link shows
 * the same rows. `useUrlSearch` is the primitive (the query string and a writer that replaces the
 * history entry; two writes in one event build on each other) — `usePagedQuery` keeps its list state
 * with it; `useUrlFilters` is a report's flat filters (from/to days, a grouping, an id) with defaults.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlSearch {
  /** The current query string (without '?'). */
  search: string;
  /** Replaces the query string with `change(current)`; `current` includes a write made earlier in the same event. */
  replace: (change: (current: string) => string) => void;
}

export function useUrlSearch(): UrlSearch {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // The router's search params only change on the next render: keep the latest written string.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [search]);
  const replace = useCallback(
    (change: (current: string) => string) => {
      const next = change(pending.current ?? search);
      pending.current = next;
      setSearchParams(new URLSearchParams(next), { replace: true });
    },
    [search, setSearchParams],
  );
  return { search, replace };
}

export interface UrlFilters<Key extends string> {
  /** Every key's value: the URL's, else its default. */
  filters: Record<Key, string>;
  /** The non-empty values, for the request (an empty value is an open end or 'all': not sent). */
  params: Partial<Record<Key, string>>;
  setFilter: (key: Key, value: string) => void;
  setFilters: (changes: Partial<Record<Key, string>>) => void;
}

/**
 * A page's filters in the URL: a value equal to its default is left out, one cleared against a
 * non-empty default is written empty (`to=`) so a reload keeps it cleared; other keys of the URL stay.
 * Pass the defaults fixed when the page opens (a default range does not move at midnight).
 */
export function useUrlFilters<Key extends string>(defaults: Record<Key, string>): UrlFilters<Key> {
  const { search, replace } = useUrlSearch();
  // Defaults are usually an object literal: compare them by value.
  const defaultsJson = JSON.stringify(defaults);
  const fixed = useMemo(() => JSON.parse(defaultsJson) as Record<Key, string>, [defaultsJson]);
  const filters = useMemo(() => {
    const query = new URLSearchParams(search);
    return Object.fromEntries(Object.entries<string>(fixed).map(([key, value]) => [key, query.get(key) ?? value])) as Record<Key, string>;
  }, [search, fixed]);
  const params = useMemo(
    () => Object.fromEntries(Object.entries<string>(filters).filter(([, value]) => value !== '')) as Partial<Record<Key, string>>,
    [filters],
  );
  const setFilters = useCallback(
    (changes: Partial<Record<Key, string>>) =>
      replace((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [Key, string | undefined][]) {
          if (value === undefined || value === fixed[key]) next.delete(key);
          else next.set(key, value);
        }
        return next.toString();
      }),
    [replace, fixed],
  );
  const setFilter = useCallback((key: Key, value: string) => setFilters({ [key]: value } as Partial<Record<Key, string>>), [setFilters]);
  return { filters, params, setFilter, setFilters };
}
