/** A member drawer tab's table: one page of DRAWER_PAGE_SIZE rows with its pager, small. */
import { DataTable, type DataTableColumn } from '@nurly/shared';
import { DRAWER_PAGE_SIZE } from '../api';

export function DrawerTable<Row extends { id: number | string }>(props: {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  emptyText: string;
}) {
  const { columns, rows, total, page, onPageChange, loading, emptyText } = props;
  return (
    <DataTable<Row>
      columns={columns}
      rows={rows}
      total={total}
      page={page}
      pageSize={DRAWER_PAGE_SIZE}
      pageSizeOptions={[DRAWER_PAGE_SIZE]}
      onPageChange={onPageChange}
      loading={loading}
      getRowId={(row) => row.id}
      emptyText={emptyText}
      size="sm"
    />
  );
}
