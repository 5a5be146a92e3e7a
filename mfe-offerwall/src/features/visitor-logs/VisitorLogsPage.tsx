/**
 * `/visitor-logs`: every click a publisher reported — when, which app and mission,
 * the user key, IP and advertising id, and whether it ended completed, rejected or is still open.
 * Status, app, dates and search in the URL.
 */
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLICK_STATUSES } from '@nurly/contracts';
import { DataTable, PageHeader, formatDateTime, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import type { VisitorLog } from '@nurly/contracts/schemas';
import { LogFilterBar, NEWEST_FIRST, logFilterDefaults, type LogFilters } from '../../ui/FilterControls';
import { MissionCell } from '../../ui/MissionCell';
import { StatusChip } from '../../ui/StatusChip';
import { useAppOptions } from '../../lib/appOptions';
import { VISITOR_LOGS_PATH } from './api';

type Filters = LogFilters<'status'>;

const FILTER_DEFAULTS: Filters = logFilterDefaults('status');

export default function VisitorLogsPage() {
  const { t } = useTranslation('offerwall');
  const list = usePagedQuery<VisitorLog, Filters>(VISITOR_LOGS_PATH, { pageSize: 25, filters: FILTER_DEFAULTS, ordering: NEWEST_FIRST });
  const apps = useAppOptions();

  // Columns keep their identity between renders: DataTable renders each cell function as a component, so a new
  // function would remount every cell (losing focus and the element a click is aimed at).
  const columns = useMemo<DataTableColumn<VisitorLog>[]>(
    () => [
      { key: 'created_at', header: t('columns.createdAt'), sortable: true, cell: (row) => formatDateTime(row.created_at) },
      { key: 'app', header: t('columns.app'), cell: (row) => row.app.name },
      {
        key: 'mission',
        header: t('columns.mission'),
        cell: (row) => <MissionCell keyword={row.keyword} adId={row.ad_id} />,
      },
      { key: 'user_key', header: t('columns.userKey') },
      { key: 'ip', header: t('columns.ip'), cell: (row) => row.ip ?? '-' },
      {
        key: 'adid',
        header: t('columns.adid'),
        cell: (row) => (
          <Text fontFamily="mono" fontSize="xs">
            {row.adid ?? '-'}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('columns.status'),
        cell: (row) => (
          <StatusChip status={row.status} testId={`status-${row.id}`}>
            {t(`labels.clickStatus.${row.status}`)}
          </StatusChip>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('pages.visitorLogs.title')} description={t('pages.visitorLogs.description')} />
      <LogFilterBar
        list={list}
        apps={apps}
        searchPlaceholder={t('filters.visitorSearchPlaceholder')}
        exportPath={VISITOR_LOGS_PATH}
        exportName="offerwall-visitor-logs"
        statuses={CLICK_STATUSES.map((status) => ({ value: status, label: t(`labels.clickStatus.${status}`) }))}
      />
      <DataTable<VisitorLog> {...list.tableProps} getRowId={(row) => row.id} columns={columns} />
    </>
  );
}
