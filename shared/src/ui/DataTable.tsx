/**
 * The one table (docs/decisions/product.md#constants: page sizes 10, 25, 50, 100; empty text 'no records found'; loading
 * text 'loading data'), on @tanstack/react-table for its state (sorting, selection, visibility,
 * paging) and Chakra for the markup.
 *
 * Server mode: give `onPageChange` (and `onOrderingChange` for sorting) — usePagedQuery's
 * `tableProps` supply all of them. Without them the rows are paged and sorted locally.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { CodeLoading } from './CodeLoading';
import { lazyComponent } from './lazyComponent';
import { PAGE_SIZE_OPTIONS } from './pageSizes';

export { PAGE_SIZE_OPTIONS };

export interface DataTableColumn<Row> {
  /** Column id; also the row property shown (and sorted) when `cell` is absent. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to the row's value at `key`. */
  cell?: (row: Row, index: number) => ReactNode;
  width?: string | number;
  align?: 'start' | 'center' | 'end';
  /** Sortable by a header click (asc → desc → none): true sorts by `key`, a string names the server's ordering field. */
  sortable?: boolean | string;
  /** Name in the columns menu when `header` is not plain text. */
  label?: string;
  /** false keeps the column out of the columns menu (always shown). */
  hideable?: boolean;
  /** Starts hidden; the user can show it from the columns menu. */
  hidden?: boolean;
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
  /** Server ordering (`-created_at,name`); with `onOrderingChange` sorting is left to the server. */
  ordering?: string;
  onOrderingChange?: (ordering: string) => void;
  getRowId?: (row: Row, index: number) => string | number;
  onRowClick?: (row: Row) => void;
  /** A checkbox column with select-all for the rows on the page. */
  selectable?: boolean;
  /** Accessible name of a row's checkbox (default '행 선택'), e.g. the product's name. */
  rowLabel?: (row: Row) => string;
  /** Controlled selection (row ids as strings); internal when absent. */
  selectedRowIds?: readonly string[];
  /** Called with the selected ids and rows whenever the selection changes. */
  onSelectionChange?: (ids: string[], rows: Row[]) => void;
  /** Bulk actions shown above the table while some rows are selected. */
  bulkActions?: (rows: Row[]) => ReactNode;
  /** A menu to show and hide columns. */
  columnMenu?: boolean;
  /** Remembers hidden columns in localStorage under this key. */
  storageKey?: string;
  /** Content on the left of the toolbar (filters, export button). */
  toolbar?: ReactNode;
  emptyText?: ReactNode;
  loadingText?: ReactNode;
  /** Hide the footer (short fixed lists: every row is shown). */
  hideFooter?: boolean;
  /**
   * A long report read whole (its totals row last): from 48em up the table scrolls inside this
   * height with its header row kept in view. Phones show cards and scroll with the page.
   */
  maxHeight?: string;
  size?: 'sm' | 'md' | 'lg';
}

// The table and @tanstack/react-table are their own chunk, fetched when a page first shows a
// table: the login page and the shell's first paint download neither.
const table = lazyComponent(() => import('./DataTableView') as Promise<{ default: ComponentType<DataTableProps<unknown>> }>, CodeLoading);

export const DataTable = table.Component as <Row>(props: DataTableProps<Row>) => ReactElement;

/** Fetches the table's code ahead of its first use (the shell calls it once the first page is up). */
export const preloadDataTable = table.preload;
