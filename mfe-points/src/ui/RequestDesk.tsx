/**
 * The staff desk shared by /admin/deposit and /admin/withdrawal: requests filtered by status
 * (PENDING first), paged and sorted on the server with the state in the URL, exportable; a pending
 * request is approved after a confirm dialog or rejected with a reason. Each page supplies its
 * list path, statuses, calls, texts and the columns that differ.
 */
import { Badge, Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportButton, PageHeader, confirmDialog, useAction, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import type { MessageBody } from '@nurly/contracts/schemas';
import { formatEntryDate } from '../lib/entry-date';
import { ReasonDialog } from './ReasonDialog';

export interface DeskRequest<Status extends string> {
  id: number;
  status: Status;
  created_at: string;
  username: string;
  reject_reason?: string | null;
}

/** The 'all statuses' choice: an empty filter, which is not sent. */
const ALL = '';

export interface RequestDeskProps<Status extends string, Row extends DeskRequest<Status>> {
  /** i18n key prefix of the desk's texts: `${prefix}.status.*`, `${prefix}.reject`, `${prefix}.rejectTitle`, `${prefix}.rejected`. */
  prefix: 'deposit' | 'withdrawal';
  title: string;
  description: string;
  /** The list's API path (GET with page, page_size, ordering, status; `format` exports it). */
  path: string;
  /** Filter choices, the default (PENDING) first; 'ALL' is every status. */
  statuses: (Status | 'ALL')[];
  statusColor: Record<Status, string>;
  approve: {
    label: string;
    /** Title and HTML body of the confirm dialog for this row. */
    confirm: (row: Row) => { title: string; html: string };
    post: (id: number) => Promise<MessageBody>;
    /** Success toast when the server sends no message. */
    done: string;
  };
  reject: (id: number, reason: string) => Promise<MessageBody>;
  /** Columns between "requested at, username" and "status, actions". */
  columns: DataTableColumn<Row>[];
  /** Tooltip of the status badge. */
  statusTitle?: (row: Row) => string | undefined;
  /** Actions cell of a settled (non-pending) request. */
  settled?: (row: Row) => ReactNode;
  /** data-testid prefix of the filter and row buttons (`${testIdPrefix}-status-filter`, …); none when absent. */
  testIdPrefix?: string;
}

export function RequestDesk<Status extends string, Row extends DeskRequest<Status>>({
  prefix,
  title,
  description,
  path,
  statuses,
  statusColor,
  approve,
  reject,
  columns,
  statusTitle,
  settled,
  testIdPrefix,
}: RequestDeskProps<Status, Row>) {
  const { t } = useTranslation('points');
  const defaultStatus = statuses[0] === 'ALL' ? ALL : statuses[0];
  const list = usePagedQuery<Row, { status: string }>(path, { pageSize: 25, filters: { status: defaultStatus } });
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const statusLabel = (value: string) => t(`${prefix}.status.${value}`);
  const testId = (suffix: string) => (testIdPrefix ? `${testIdPrefix}-${suffix}` : undefined);

  const approveRequest = useAction(approve.post, { revalidate: [path], success: approve.done });
  const rejectRequest = useAction(reject, {
    revalidate: [path],
    success: t(`${prefix}.rejected`),
    onSuccess: () => setRejecting(null),
  });

  const confirmApproval = async (row: Row) => {
    if (await confirmDialog(approve.confirm(row))) await approveRequest(row.id);
  };

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <HStack gap="2">
            <NativeSelect.Root size="sm" width="160px">
              <NativeSelect.Field
                value={list.filters.status}
                aria-label={t('columns.status')}
                data-testid={testId('status-filter')}
                onChange={(e) => list.setFilters({ status: e.currentTarget.value })}
              >
                {statuses.map((s) => (
                  <option key={s} value={s === 'ALL' ? ALL : s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <ExportButton path={path} params={list.params} testId={testIdPrefix ? `${testIdPrefix}-export` : undefined} />
          </HStack>
        }
      />
      <DataTable<Row>
        {...list.tableProps}
        getRowId={(row) => row.id}
        columnMenu
        storageKey={`${prefix}-desk`}
        columns={[
          { key: 'created_at', header: t('columns.requestedAt'), sortable: true, cell: (row) => formatEntryDate(row.created_at) },
          { key: 'username', header: t('columns.username'), sortable: true },
          ...columns,
          {
            key: 'status',
            header: t('columns.status'),
            sortable: true,
            cell: (row) => (
              <Badge colorPalette={statusColor[row.status]} title={statusTitle?.(row)}>
                {statusLabel(row.status)}
              </Badge>
            ),
          },
          {
            key: 'actions',
            header: t('columns.actions'),
            hideable: false,
            cell: (row) =>
              row.status === 'PENDING' ? (
                <HStack gap="1">
                  <Button
                    size="xs"
                    colorPalette="brand"
                    onClick={() => void confirmApproval(row)}
                    data-testid={testId(`confirm-${row.id}`)}
                  >
                    {approve.label}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setRejecting(row)}
                    data-testid={testId(`reject-${row.id}`)}
                  >
                    {t(`${prefix}.reject`)}
                  </Button>
                </HStack>
              ) : (
                (settled?.(row) ?? null)
              ),
          },
        ]}
      />
      <ReasonDialog
        open={!!rejecting}
        title={t(`${prefix}.rejectTitle`)}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (rejecting) await rejectRequest(rejecting.id, reason);
        }}
      />
    </>
  );
}
