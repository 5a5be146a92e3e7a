/**
 * `/mission-logs`: every completion attempt with its status and, when refused, the
 * Korean reason; the payout (completed attempts only), the publisher's user key, the transaction id and the postback's
 * delivery with a resend for a FAILED or STOPPED one and its every attempt ("전송 기록"). Status, app, dates and search in the URL.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLETION_STATUSES, REWARD_PRODUCTS, formatTenthsWon, offerwallMessages } from '@nurly/contracts';
import { DataTable, PageHeader, formatDateTime, useAction, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import type { MissionLog } from '@nurly/contracts/schemas';
import { LogFilterBar, NEWEST_FIRST, logFilterDefaults, type LogFilters } from '../../ui/FilterControls';
import { MissionCell } from '../../ui/MissionCell';
import { StatusChip } from '../../ui/StatusChip';
import { useAppOptions } from '../../lib/appOptions';
import { PostbackHistoryDialog } from './PostbackHistoryDialog';
import { MISSION_LOGS_PATH, resendPostback } from './api';

type Filters = LogFilters<'status'>;

const FILTER_DEFAULTS: Filters = logFilterDefaults('status');

const productName = (code: string) => REWARD_PRODUCTS.find((product) => product.code === code)?.name ?? code;

export default function MissionLogsPage() {
  const { t } = useTranslation('offerwall');
  const list = usePagedQuery<MissionLog, Filters>(MISSION_LOGS_PATH, { pageSize: 25, filters: FILTER_DEFAULTS, ordering: NEWEST_FIRST });
  const apps = useAppOptions();
  const resend = useAction(resendPostback, { revalidate: [MISSION_LOGS_PATH], success: offerwallMessages.postbackResent });
  const [history, setHistory] = useState<{ postbackId: number; transactionId: string } | null>(null);

  // Columns keep their identity between renders: DataTable renders each cell function as a component, so a new
  // function would remount every cell (losing focus and the element a click is aimed at).
  const columns = useMemo<DataTableColumn<MissionLog>[]>(
    () => [
      { key: 'created_at', header: t('columns.createdAt'), sortable: true, cell: (row) => formatDateTime(row.created_at) },
      { key: 'app', header: t('columns.app'), cell: (row) => row.app.name },
      {
        key: 'mission',
        header: t('columns.mission'),
        cell: (row) => <MissionCell keyword={row.keyword} adId={row.ad_id} product={productName(row.product_code)} />,
      },
      { key: 'user_key', header: t('columns.userKey') },
      {
        key: 'status',
        header: t('columns.status'),
        cell: (row) => (
          <Stack gap="1" align="start">
            <StatusChip status={row.status} testId={`status-${row.id}`}>
              {t(`labels.completionStatus.${row.status}`)}
            </StatusChip>
            {row.reason ? (
              <Text fontSize="xs" color="red.fg" data-testid={`reason-${row.id}`}>
                {t(`labels.rejectReason.${row.reason}`)}
              </Text>
            ) : null}
            {row.seconds_after_click !== null ? (
              <Text fontSize="xs" color="fg.muted">
                {t('missions.afterClick', { seconds: row.seconds_after_click })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'payout_tenths',
        header: t('columns.payout'),
        sortable: true,
        align: 'end',
        // Only a completed mission pays the publisher; a refused one shows no payout.
        cell: (row) => (
          <Text as="span" data-testid={`payout-${row.id}`}>
            {row.payout_tenths === null ? '-' : formatTenthsWon(row.payout_tenths)}
          </Text>
        ),
      },
      {
        key: 'transaction_id',
        header: t('columns.transactionId'),
        cell: (row) => (
          <Text fontFamily="mono" fontSize="xs">
            {row.transaction_id}
          </Text>
        ),
      },
      {
        key: 'postback',
        header: t('columns.postbacks'),
        cell: (row) => {
          const postback = row.postback;
          if (!postback) return t('missions.noPostback');
          const resendable = postback.status === 'FAILED' || postback.status === 'STOPPED';
          return (
            <HStack gap="2" wrap="wrap">
              <StatusChip status={postback.status} testId={`postback-${row.id}`}>
                {t(`labels.postbackStatus.${postback.status}`)}
              </StatusChip>
              <Text fontSize="xs" color="fg.muted">
                {t('missions.attempts', { count: postback.attempts })}
                {postback.last_status_code ? ` · HTTP ${postback.last_status_code}` : ''}
                {/* The class says what a bare status cannot: no answer (timeout, refused, blocked…) or a redirect not followed. */}
                {postback.last_error && (postback.last_status_code === null || postback.last_error === 'REDIRECT')
                  ? ` · ${t(`labels.postbackFailure.${postback.last_error}`)}`
                  : ''}
              </Text>
              {postback.attempts > 0 ? (
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => setHistory({ postbackId: postback.id, transactionId: row.transaction_id })}
                  data-testid={`history-${postback.id}`}
                >
                  {t('attempts.view')}
                </Button>
              ) : null}
              {resendable ? (
                <Button
                  size="xs"
                  variant="outline"
                  loading={resend.isRunning}
                  onClick={() => void resend(postback.id)}
                  data-testid={`resend-${postback.id}`}
                >
                  {t('missions.resend')}
                </Button>
              ) : null}
            </HStack>
          );
        },
      },
    ],
    [t, resend],
  );

  return (
    <>
      <PageHeader title={t('pages.missionLogs.title')} description={t('pages.missionLogs.description')} />
      <LogFilterBar
        list={list}
        apps={apps}
        searchPlaceholder={t('filters.missionSearchPlaceholder')}
        exportPath={MISSION_LOGS_PATH}
        exportName="offerwall-mission-logs"
        statuses={COMPLETION_STATUSES.map((status) => ({ value: status, label: t(`labels.completionStatus.${status}`) }))}
      />
      <DataTable<MissionLog>
        {...list.tableProps}
        getRowId={(row) => row.id}
        columnMenu
        storageKey="offerwall-mission-logs"
        columns={columns}
      />
      <PostbackHistoryDialog target={history} onClose={() => setHistory(null)} />
    </>
  );
}
