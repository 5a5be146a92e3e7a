/**
 * DataTableView's parts (DataTableView.tsx): the default cell, the hidden columns remembered per
 * table, the `aria-sort` value, the columns menu, the footer (page size, range, previous/next) and
 * the phone layout.
 */
import { Button, Flex, HStack, IconButton, Menu, NativeSelect, Portal, Text, type SystemStyleObject } from '@chakra-ui/react';
import type { Column, Updater, VisibilityState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format/number';
import { Icon } from './Icon';
import type { DataTableColumn } from './DataTable';

export function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A column's name: its `label`, else its header when that is plain text. */
export const labelOf = <Row,>(column: DataTableColumn<Row>): string | undefined =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/**
 * Below 48em (phones) each row is a card: its cells stack, each after its column's name
 * (`data-label`), so the figures and the actions at the end are on screen without scrolling
 * sideways. The header row stays for screen readers only, and the elements keep their table roles
 * (set explicitly: `display: block` drops them in some browsers).
 */
export const stackedOnPhones: SystemStyleObject = {
  '@media screen and (max-width: 47.99em)': {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '&, & tbody, & tr, & td': { display: 'block', width: '100%' },
    '& tbody tr': { borderBottomWidth: '1px', px: '3', py: '2' },
    '& tbody td': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      alignItems: 'center',
      columnGap: '3',
      rowGap: '1',
      borderBottomWidth: '0',
      px: '0',
      py: '1',
      textAlign: 'end',
      minHeight: '8',
    },
    // Wide content (a nested list) takes a line of its own under the name instead of overflowing.
    '& tbody td > *': { minWidth: 0, maxWidth: '100%' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      color: 'fg.muted',
      fontWeight: 'medium',
      textAlign: 'start',
      flexShrink: 0,
      maxWidth: '45%',
    },
  },
};

export const sortFieldOf = <Row,>(column: DataTableColumn<Row>) => (typeof column.sortable === 'string' ? column.sortable : column.key);
export const resolve = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

export function readHidden(storageKey: string | undefined): string[] | null {
  if (!storageKey) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(`nurly.table.${storageKey}`) ?? 'null') as unknown;
    return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

export function writeHidden(storageKey: string | undefined, visibility: VisibilityState): void {
  if (!storageKey) return;
  try {
    const hidden = Object.entries(visibility)
      .filter(([, visible]) => !visible)
      .map(([id]) => id);
    localStorage.setItem(`nurly.table.${storageKey}`, JSON.stringify(hidden));
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

export const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';

/** The '표시할 열' menu: a checkbox per hideable column (its `label`, else its string header). */
export function ColumnMenu<Row>({
  columns,
  hideableColumns,
}: {
  columns: DataTableColumn<Row>[];
  hideableColumns: Column<Row, unknown>[];
}) {
  const { t } = useTranslation('common');
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" data-testid="table-columns">
          {t('columns')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {hideableColumns.map((column) => {
              const definition = columns.find((c) => c.key === column.id);
              const label = (definition && labelOf(definition)) ?? column.id;
              return (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={column.getIsVisible()}
                  onCheckedChange={(checked) => column.toggleVisibility(checked)}
                >
                  {label}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export interface TableFooterProps {
  pageSize: number;
  pageSizeOptions: readonly number[];
  changePageSize: (size: number) => void;
  /** Rows first–last of count; null before the first answer (no range to tell yet). */
  range: { first: number; last: number; count: number } | null;
  page: number;
  pages: number;
  goTo: (page: number) => void;
}

export function TableFooter({ pageSize, pageSizeOptions, changePageSize, range, page, pages, goTo }: TableFooterProps) {
  const { t } = useTranslation('common');
  return (
    <Flex px={4} py={2} gap={4} align="center" justify="flex-end" wrap="wrap" borderTopWidth="1px" fontSize="sm">
      <HStack gap={2}>
        <Text color="fg.muted">{t('rowsPerPage')}</Text>
        <NativeSelect.Root size="xs" width="72px">
          <NativeSelect.Field
            aria-label={String(t('rowsPerPage'))}
            value={pageSize}
            onChange={(e) => changePageSize(Number(e.currentTarget.value))}
          >
            {pageSizeOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text color="fg.muted" data-testid="table-range">
        {range
          ? `${formatNumber(range.first)}–${formatNumber(range.last)} / ${t('totalCount', { count: range.count, formatted: formatNumber(range.count) })}`
          : null}
      </Text>
      <HStack gap={1}>
        <IconButton size="xs" variant="ghost" aria-label={String(t('previousPage'))} disabled={page <= 1} onClick={() => goTo(page - 1)}>
          <Icon name="chevron-left" />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={String(t('nextPage'))} disabled={page >= pages} onClick={() => goTo(page + 1)}>
          <Icon name="chevron-right" />
        </IconButton>
      </HStack>
    </Flex>
  );
}
