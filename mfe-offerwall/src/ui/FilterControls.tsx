/**
 * The log pages' whole filter row (search, the page's own selects, app, date range, export) on the
 * shared filter blocks (`FilterBar`, `SearchFilter`, `SelectFilter`, `DateRangeFilter` of @nurly/shared).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, ExportButton, FilterBar, SearchFilter, SelectFilter, type FilterOption } from '@nurly/shared';

/** A log page's filters ('' = not filtered): its own (`status`, `kind`), then app and date range. */
export type LogFilters<Own extends string> = Record<Own | 'app_id' | 'date_from' | 'date_to', string>;

/** The order a log page opens in: newest first (the server also accepts `created_at` ascending). */
export const NEWEST_FIRST = '-created_at';

/** Every filter of a log page unset. */
export const logFilterDefaults = <Own extends string>(...own: Own[]): LogFilters<Own> =>
  Object.fromEntries([...own, 'app_id', 'date_from', 'date_to'].map((key) => [key, ''])) as LogFilters<Own>;

/** The URL list state the log pages share (usePagedQuery with app and date filters). */
export interface LogListState {
  search: string;
  setSearch: (value: string) => void;
  filters: { app_id: string; date_from: string; date_to: string; status?: string };
  setFilters: (patch: { app_id?: string; date_from?: string; date_to?: string; status?: string }) => void;
  params: Record<string, unknown>;
}

export interface LogFilterBarProps {
  list: LogListState;
  /** App choices (appOptions); the '' choice is every app. */
  apps: FilterOption[];
  /** Shown when the page has a search box. */
  searchPlaceholder?: string;
  /** The status choices of a log with a `status` filter (the '' choice is every status), after the search box. */
  statuses?: FilterOption[];
  /** The page's own selects (a kind), after the status. */
  children?: ReactNode;
  exportPath: string;
  exportName: string;
}

/** Search, the page's own selects, app, date range and the export: the filter row of every log page. */
export function LogFilterBar({ list, apps, searchPlaceholder, statuses, children, exportPath, exportName }: LogFilterBarProps) {
  const { t } = useTranslation('offerwall');
  return (
    <FilterBar mb="3" end={<ExportButton path={exportPath} params={list.params} fallbackName={exportName} />}>
      {searchPlaceholder !== undefined ? (
        <SearchFilter
          type="text"
          maxW="260px"
          label={t('filters.search')}
          value={list.search}
          placeholder={searchPlaceholder}
          onChange={list.setSearch}
          testId="filter-search"
        />
      ) : null}
      {statuses ? (
        <SelectFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          maxW="150px"
          options={statuses}
          value={list.filters.status ?? ''}
          onChange={(status) => list.setFilters({ status })}
          testId="filter-status"
        />
      ) : null}
      {children}
      <SelectFilter
        label={t('filters.app')}
        allLabel={t('filters.allApps')}
        options={apps}
        value={list.filters.app_id}
        onChange={(app_id) => list.setFilters({ app_id })}
        testId="filter-app"
      />
      <DateRangeFilter
        fromLabel={t('filters.dateFrom')}
        toLabel={t('filters.dateTo')}
        from={list.filters.date_from}
        to={list.filters.date_to}
        onChange={({ from, to }) => list.setFilters({ date_from: from, date_to: to })}
        testIdPrefix="filter-date"
      />
    </FilterBar>
  );
}
