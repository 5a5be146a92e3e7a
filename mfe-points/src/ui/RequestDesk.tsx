/**
 * The staff desk shared by /admin/deposit and /admin/withdrawal: requests filtered by status
 * (PENDING first), paged; a pending request is approved after a confirm dialog or rejected with
 * a reason. Each page supplies its statuses, calls, texts and the columns that differ.
 */
import { Badge, Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, PageHeader, confirmDialog, errorMessage, notify, type DataTableColumn } from '@nurly/shared';
import type { MessageBody } from '@nurly/contracts/schemas';
import { formatEntryDate } from '../features/history/rows';
import { ReasonDialog } from './ReasonDialog';

export interface DeskRequest<Status extends string> {
  id: number;
  status: Status;
  created_at: string;
  username: string;
  reject_reason?: string | null;
}

export interface DeskQuery<Status extends string> {
  status?: Status;
  page: number;
  page_size: number;
}

export interface RequestDeskProps<Status extends string, Row extends DeskRequest<Status>> {
  /** i18n key prefix of the desk's texts: `${prefix}.status.*`, `${prefix}.reject`, `${prefix}.rejectTitle`, `${prefix}.rejected`. */
  prefix: 'deposit' | 'withdrawal';
  title: string;
  description: string;
  /** Filter choices, the default (PENDING) first. */
  statuses: (Status | 'ALL')[];
  statusColor: Record<Status, string>;
  useRequests: (query: DeskQuery<Status>) => {
    data?: { count: number; results: Row[] };
    isLoading: boolean;
    mutate: () => Promise<unknown>;
  };
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
  statuses,
  statusColor,
  useRequests,
  approve,
  reject,
  columns,
  statusTitle,
  settled,
  testIdPrefix,
}: RequestDeskProps<Status, Row>) {
  const { t } = useTranslation('points');
  const [status, setStatus] = useState<Status | 'ALL'>(statuses[0]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const { data, isLoading, mutate } = useRequests({ status: status === 'ALL' ? undefined : status, page, page_size: pageSize });
  const statusLabel = (value: string) => t(`${prefix}.status.${value}`);
  const testId = (suffix: string) => (testIdPrefix ? `${testIdPrefix}-${suffix}` : undefined);

  const confirmApproval = async (row: Row) => {
    const ok = await confirmDialog(approve.confirm(row));
    if (!ok) return;
    try {
      const response = await approve.post(row.id);
      notify.success(response.message || approve.done);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
    await mutate();
  };

  const submitRejection = async (reason: string) => {
    if (!rejecting) return;
    try {
      const response = await reject(rejecting.id, reason);
      notify.success(response.message || t(`${prefix}.rejected`));
      setRejecting(null);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
    await mutate();
  };

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <NativeSelect.Root size="sm" width="160px">
            <NativeSelect.Field
              value={status}
              aria-label={t('columns.status')}
              data-testid={testId('status-filter')}
              onChange={(e) => {
                setStatus(e.currentTarget.value as Status | 'ALL');
                setPage(1);
              }}
            >
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
      />
      <DataTable<Row>
        loading={isLoading}
        rows={data?.results ?? []}
        total={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        getRowId={(row) => row.id}
        columns={[
          { key: 'created_at', header: t('columns.requestedAt'), cell: (row) => formatEntryDate(row.created_at) },
          { key: 'username', header: t('columns.username') },
          ...columns,
          {
            key: 'status',
            header: t('columns.status'),
            cell: (row) => (
              <Badge colorPalette={statusColor[row.status]} title={statusTitle?.(row)}>
                {statusLabel(row.status)}
              </Badge>
            ),
          },
          {
            key: 'actions',
            header: t('columns.actions'),
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
      <ReasonDialog open={!!rejecting} title={t(`${prefix}.rejectTitle`)} onClose={() => setRejecting(null)} onSubmit={submitRejection} />
    </>
  );
}
