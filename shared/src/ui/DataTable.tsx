/**
 * Generic table with the shared footer (spec §9: page sizes 10, 25, 50, 100; empty text
 * 'no records found'; loading text 'loading data'). Server paging when `onPageChange` is given,
 * otherwise the rows are paged locally.
 */
import { Box, Flex, HStack, IconButton, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format/number';
import { Icon } from './Icon';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to the row's value at `key`. */
  cell?: (row: Row, index: number) => ReactNode;
  width?: string | number;
  align?: 'start' | 'center' | 'end';
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  loading?: boolean;
  /** Total rows on the server; defaults to rows.length (local paging). */
  total?: number;
  /** 1-based page. */
  page?: number;
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  getRowId?: (row: Row, index: number) => string | number;
  onRowClick?: (row: Row) => void;
  emptyText?: ReactNode;
  loadingText?: ReactNode;
  /** Hide the footer (e.g. short fixed lists). */
  hideFooter?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function DataTable<Row>({
  columns,
  rows,
  loading = false,
  total,
  page: controlledPage,
  pageSize: controlledPageSize,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onPageChange,
  onPageSizeChange,
  getRowId,
  onRowClick,
  emptyText,
  loadingText,
  hideFooter = false,
  size = 'md',
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const [localPage, setLocalPage] = useState(1);
  const [localPageSize, setLocalPageSize] = useState<number>(pageSizeOptions[0] ?? 10);
  const serverPaged = !!onPageChange;
  const page = controlledPage ?? localPage;
  const pageSize = controlledPageSize ?? localPageSize;
  const count = total ?? rows.length;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const visible = serverPaged ? rows : rows.slice((page - 1) * pageSize, page * pageSize);

  const goTo = (next: number) => {
    const clamped = Math.min(Math.max(1, next), pages);
    if (onPageChange) onPageChange(clamped);
    else setLocalPage(clamped);
  };
  const changePageSize = (next: number) => {
    setLocalPageSize(next);
    onPageSizeChange?.(next);
    goTo(1);
  };

  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);

  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" position="relative">
      <Table.ScrollArea>
        <Table.Root size={size} interactive={!!onRowClick} aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} width={c.width} textAlign={c.align}>
                  {c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loading && visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py={10}>
                  <HStack justify="center" gap={2} color="fg.muted">
                    <Spinner size="sm" />
                    <Text>{loadingText ?? t('loadingData')}</Text>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py={10} color="fg.muted">
                  {emptyText ?? t('noRecordsFound')}
                </Table.Cell>
              </Table.Row>
            ) : (
              visible.map((row, index) => (
                <Table.Row
                  key={getRowId ? getRowId(row, index) : index}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  cursor={onRowClick ? 'pointer' : undefined}
                >
                  {columns.map((c) => (
                    <Table.Cell key={c.key} textAlign={c.align}>
                      {c.cell ? c.cell(row, index) : defaultCell(row, c.key)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loading && visible.length > 0 ? (
        <Flex position="absolute" inset={0} bg="bg/60" align="center" justify="center" aria-label={String(t('loadingData'))}>
          <Spinner />
        </Flex>
      ) : null}
      {hideFooter ? null : (
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
            {formatNumber(first)}–{formatNumber(last)} / {t('totalCount', { count, formatted: formatNumber(count) })}
          </Text>
          <HStack gap={1}>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={String(t('previousPage'))}
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              <Icon name="chevron-left" />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={String(t('nextPage'))}
              disabled={page >= pages}
              onClick={() => goTo(page + 1)}
            >
              <Icon name="chevron-right" />
            </IconButton>
          </HStack>
        </Flex>
      )}
    </Box>
  );
}
