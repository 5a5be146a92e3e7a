/**
 * DataTable's view (DataTable.tsx documents the props): loaded on a page's first table, so
 * @tanstack/react-table stays out of the first paint.
 */
import { Box, Button, Checkbox, Flex, HStack, Spinner, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrdering, parseOrdering } from '../server-state/ordering';
import {
  ColumnMenu,
  TableFooter,
  ariaSort,
  defaultCell,
  labelOf,
  readHidden,
  resolve,
  sortFieldOf,
  stackedOnPhones,
  writeHidden,
} from './DataTableParts';
import { PAGE_SIZE_OPTIONS } from './pageSizes';
import type { DataTableColumn, DataTableProps } from './DataTable';

const SELECT_COLUMN = '__select';

export default function DataTableView<Row>({
  columns,
  rows,
  loading = false,
  total,
  page: controlledPage,
  pageSize: controlledPageSize,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onPageChange,
  onPageSizeChange,
  ordering,
  onOrderingChange,
  getRowId,
  onRowClick,
  selectable = false,
  rowLabel,
  selectedRowIds,
  onSelectionChange,
  bulkActions,
  columnMenu = false,
  storageKey,
  toolbar,
  emptyText,
  loadingText,
  hideFooter = false,
  maxHeight,
  size = 'md',
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  /** A column's definition, and the name a screen reader and a phone card give it (untitled: 관리). */
  const definitionOf = (column: { columnDef: { meta?: unknown } }) => (column.columnDef.meta as { column: DataTableColumn<Row> }).column;
  const nameOf = (definition: DataTableColumn<Row>) => labelOf(definition) || String(t('untitledColumn'));
  const serverPaged = !!onPageChange;
  const serverSorted = !!onOrderingChange;

  const [localPage, setLocalPage] = useState(1);
  const [localPageSize, setLocalPageSize] = useState<number>(pageSizeOptions[0] ?? 10);
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [localSelection, setLocalSelection] = useState<RowSelectionState>({});
  const [visibility, setVisibility] = useState<VisibilityState>(() => {
    const hidden = readHidden(storageKey) ?? columns.filter((c) => c.hidden).map((c) => c.key);
    return Object.fromEntries(hidden.map((id) => [id, false]));
  });

  const page = controlledPage ?? localPage;
  const pageSize = hideFooter && !serverPaged ? Math.max(rows.length, 1) : (controlledPageSize ?? localPageSize);
  const count = total ?? rows.length;
  const pages = Math.max(1, Math.ceil(count / pageSize));

  // The server's ordering fields mapped onto column ids (and back on a header click).
  const sorting = useMemo<SortingState>(() => {
    if (!serverSorted) return localSorting;
    return parseOrdering(ordering).flatMap(({ field, desc }) => {
      const column = columns.find((c) => c.sortable && sortFieldOf(c) === field);
      return column ? [{ id: column.key, desc }] : [];
    });
  }, [serverSorted, localSorting, ordering, columns]);

  const rowSelection = useMemo<RowSelectionState>(
    () => (selectedRowIds ? Object.fromEntries(selectedRowIds.map((id) => [id, true])) : localSelection),
    [selectedRowIds, localSelection],
  );

  const rowIdOf = (row: Row, index: number) => String(getRowId ? getRowId(row, index) : index);

  const changeSelection = (next: RowSelectionState) => {
    const ids = Object.keys(next).filter((id) => next[id]);
    if (!selectedRowIds) setLocalSelection(Object.fromEntries(ids.map((id) => [id, true])));
    onSelectionChange?.(
      ids,
      rows.filter((row, index) => ids.includes(rowIdOf(row, index))),
    );
  };

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = columns.map((c) => ({
      id: c.key,
      accessorFn: (row: Row) => (row as Record<string, unknown>)[c.key],
      header: () => c.header,
      cell: (context) => (c.cell ? c.cell(context.row.original, context.row.index) : defaultCell(context.row.original, c.key)),
      enableSorting: !!c.sortable,
      enableHiding: c.hideable !== false,
      meta: { column: c },
    }));
    return selectable ? [{ id: SELECT_COLUMN, enableSorting: false, enableHiding: false, header: () => null }, ...defs] : defs;
  }, [columns, selectable]);

  const table = useReactTable<Row>({
    data: rows,
    columns: columnDefs,
    getRowId: rowIdOf,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: serverSorted ? undefined : getSortedRowModel(),
    getPaginationRowModel: serverPaged ? undefined : getPaginationRowModel(),
    manualSorting: serverSorted,
    manualPagination: serverPaged,
    rowCount: count,
    // asc → desc → none on every column, whatever its value type.
    sortDescFirst: false,
    enableSortingRemoval: true,
    enableRowSelection: selectable,
    autoResetPageIndex: false,
    state: { sorting, rowSelection, columnVisibility: visibility, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting);
      if (!serverSorted) {
        setLocalSorting(next);
        return;
      }
      const fields = next.flatMap(({ id, desc }) => {
        const column = columns.find((c) => c.key === id);
        return column ? [{ field: sortFieldOf(column), desc }] : [];
      });
      onOrderingChange(formatOrdering(fields));
    },
    onRowSelectionChange: (updater) => changeSelection(resolve(updater, rowSelection)),
    onColumnVisibilityChange: (updater) => {
      const next = resolve(updater, visibility);
      setVisibility(next);
      writeHidden(storageKey, next);
    },
  });

  // The selection is of the rows on screen: rows that leave (another page, a filter, a delete) leave it.
  const rowIdsKey = rows.map(rowIdOf).join('\u0000');
  useEffect(() => {
    const present = new Set(rowIdsKey ? rowIdsKey.split('\u0000') : []);
    const selected = Object.keys(rowSelection).filter((id) => rowSelection[id]);
    if (selected.some((id) => !present.has(id)))
      changeSelection(Object.fromEntries(selected.filter((id) => present.has(id)).map((id) => [id, true])));
    // Only a change of the rows prunes the selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowIdsKey]);

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

  const visibleRows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const showToolbar = !!toolbar || columnMenu || (!!bulkActions && selectedRows.length > 0);

  const selectAllState = table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false;

  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" position="relative">
      {showToolbar ? (
        <Flex px={3} py={2} gap={2} align="center" wrap="wrap" borderBottomWidth="1px">
          <HStack gap={2} flex="1" wrap="wrap">
            {toolbar}
          </HStack>
          {bulkActions && selectedRows.length > 0 ? (
            <HStack gap={2} data-testid="table-bulk-actions">
              <Text fontSize="sm" color="fg.muted">
                {t('selectedCount', { count: selectedRows.length })}
              </Text>
              {bulkActions(selectedRows)}
            </HStack>
          ) : null}
          {columnMenu && hideableColumns.length > 0 ? <ColumnMenu columns={columns} hideableColumns={hideableColumns} /> : null}
        </Flex>
      ) : null}
      <Table.ScrollArea
        maxH={maxHeight ? { base: 'none', md: maxHeight } : undefined}
        // A region that scrolls on its own is reached by keyboard too (arrow keys scroll it once focused).
        tabIndex={maxHeight ? 0 : undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        data-testid={maxHeight ? 'table-scroll' : undefined}
      >
        <Table.Root
          size={size}
          interactive={!!onRowClick}
          stickyHeader={!!maxHeight}
          aria-busy={loading}
          role="table"
          css={stackedOnPhones}
        >
          <Table.Header role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} role="row">
                {group.headers.map((header) => {
                  if (header.column.id === SELECT_COLUMN) {
                    return (
                      <Table.ColumnHeader key={header.id} width="40px" role="columnheader">
                        <Checkbox.Root
                          size="sm"
                          checked={selectAllState}
                          disabled={visibleRows.length === 0}
                          onCheckedChange={(e) => table.toggleAllPageRowsSelected(e.checked === true)}
                        >
                          <Checkbox.HiddenInput aria-label={String(t('selectAllRows'))} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.ColumnHeader>
                    );
                  }
                  const definition = definitionOf(header.column);
                  const direction = header.column.getIsSorted();
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      role="columnheader"
                      width={definition.width}
                      textAlign={definition.align}
                      aria-sort={header.column.getCanSort() ? ariaSort(direction) : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <Button
                          variant="plain"
                          size="sm"
                          px={0}
                          h="auto"
                          minW={0}
                          fontWeight="inherit"
                          fontSize="inherit"
                          color="inherit"
                          onClick={header.column.getToggleSortingHandler()}
                          data-testid={`sort-${definition.key}`}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <Box as="span" aria-hidden color={direction ? 'fg' : 'fg.subtle'} fontSize="xs">
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                          </Box>
                        </Button>
                      ) : definition.header === '' || definition.header == null ? (
                        // A column without a title (row actions) is still named for screen readers.
                        <VisuallyHidden>{nameOf(definition)}</VisuallyHidden>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body role="rowgroup">
            {loading && visibleRows.length === 0 ? (
              <Table.Row role="row">
                <Table.Cell colSpan={leafColumns.length} textAlign="center" py={10} role="cell">
                  <HStack justify="center" gap={2} color="fg.muted">
                    <Spinner size="sm" />
                    <Text>{loadingText ?? t('loadingData')}</Text>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : visibleRows.length === 0 ? (
              <Table.Row role="row">
                <Table.Cell colSpan={leafColumns.length} textAlign="center" py={10} color="fg.muted" role="cell">
                  {emptyText ?? t('noRecordsFound')}
                </Table.Cell>
              </Table.Row>
            ) : (
              visibleRows.map((row) => (
                <Table.Row
                  key={row.id}
                  role="row"
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  cursor={onRowClick ? 'pointer' : undefined}
                  data-selected={row.getIsSelected() ? '' : undefined}
                >
                  {row.getVisibleCells().map((cell) =>
                    cell.column.id === SELECT_COLUMN ? (
                      // A click on the checkbox selects; it does not open the row.
                      <Table.Cell key={cell.id} role="cell" data-label={String(t('selectRow'))} onClick={(e) => e.stopPropagation()}>
                        <Checkbox.Root
                          size="sm"
                          checked={row.getIsSelected()}
                          onCheckedChange={(e) => row.toggleSelected(e.checked === true)}
                        >
                          <Checkbox.HiddenInput aria-label={rowLabel ? rowLabel(row.original) : String(t('selectRow'))} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    ) : (
                      <Table.Cell
                        key={cell.id}
                        role="cell"
                        data-label={nameOf(definitionOf(cell.column))}
                        textAlign={definitionOf(cell.column).align}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Cell>
                    ),
                  )}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loading && visibleRows.length > 0 ? (
        <Flex position="absolute" inset={0} bg="bg/60" align="center" justify="center" aria-label={String(t('loadingData'))}>
          <Spinner />
        </Flex>
      ) : null}
      {hideFooter ? null : (
        <TableFooter
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          changePageSize={changePageSize}
          // Before the first answer there is no range to tell ("0–0 / 총 0건" would be a false empty list).
          range={loading && rows.length === 0 ? null : { first, last, count }}
          page={page}
          pages={pages}
          goTo={goTo}
        />
      )}
    </Box>
  );
}
