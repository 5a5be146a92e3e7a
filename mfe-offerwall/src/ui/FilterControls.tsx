/**
 * The console pages' filter controls: a labelled select (the '' choice is "all" and is not sent),
 * a date input, and the log pages' whole filter row. Each is a plain controlled input so a page
 * binds it to its URL state.
 */
import { Box, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@nurly/shared';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectFilterProps {
  label: string;
  /** The label of the '' ("all") choice. */
  allLabel: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  maxW?: string;
}

export function SelectFilter({ label, allLabel, options, value, onChange, testId, maxW = '220px' }: SelectFilterProps) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface DateFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

export function DateFilter({ label, value, onChange, testId }: DateFilterProps) {
  return (
    <Field.Root maxW="170px">
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="date"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </Field.Root>
  );
}

/** The URL list state the log pages share (usePagedQuery with app and date filters). */
export interface LogListState {
  search: string;
  setSearch: (value: string) => void;
  filters: { app_id: string; date_from: string; date_to: string };
  setFilters: (patch: { app_id?: string; date_from?: string; date_to?: string }) => void;
  params: Record<string, unknown>;
}

export interface LogFilterBarProps {
  list: LogListState;
  /** App choices (appOptions); the '' choice is every app. */
  apps: FilterOption[];
  /** Shown when the page has a search box. */
  searchPlaceholder?: string;
  /** The page's own selects (status, kind), after the search box. */
  children?: ReactNode;
  exportPath: string;
  exportName: string;
}

/** Search, the page's own selects, app, date range and the export: the filter row of every log page. */
export function LogFilterBar({ list, apps, searchPlaceholder, children, exportPath, exportName }: LogFilterBarProps) {
  const { t } = useTranslation('offerwall');
  return (
    <Flex gap="3" mb="3" wrap="wrap" align="end">
      {searchPlaceholder !== undefined ? (
        <Field.Root maxW="260px">
          <Field.Label>{t('filters.search')}</Field.Label>
          <Input
            size="sm"
            aria-label={t('filters.search')}
            value={list.search}
            placeholder={searchPlaceholder}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            data-testid="filter-search"
          />
        </Field.Root>
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
      <DateFilter label={t('filters.dateFrom')} value={list.filters.date_from} onChange={(date_from) => list.setFilters({ date_from })} />
      <DateFilter label={t('filters.dateTo')} value={list.filters.date_to} onChange={(date_to) => list.setFilters({ date_to })} />
      <Box flex="1" />
      <ExportButton path={exportPath} params={list.params} fallbackName={exportName} />
    </Flex>
  );
}
