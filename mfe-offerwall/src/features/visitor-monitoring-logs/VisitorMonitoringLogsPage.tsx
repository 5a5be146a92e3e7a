/**
 * `/visitor-monitoring-logs`: flags raised per app and day — many users from one
 * IP or device, completions too fast after the click, high answer-failure rates, one user key
 * hammering — with the subject (the IP, device or user key) and how often. Kind, app and dates in
 * the URL. Flags are evidence for review; nothing here changes a completion.
 */
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MONITORING_FLAG_KINDS, flagDetailValues, flagDetailsText } from '@nurly/contracts';
import { DataTable, PageHeader, SelectFilter, formatDate, formatNumber, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import type { MonitoringFlag } from '@nurly/contracts/schemas';
import { LogFilterBar, logFilterDefaults, type LogFilters } from '../../ui/FilterControls';
import { useAppOptions } from '../../lib/appOptions';
import { MONITORING_PATH } from './api';

type Filters = LogFilters<'kind'>;

const FILTER_DEFAULTS: Filters = logFilterDefaults('kind');

export default function VisitorMonitoringLogsPage() {
  const { t } = useTranslation('offerwall');
  const list = usePagedQuery<MonitoringFlag, Filters>(MONITORING_PATH, { pageSize: 25, filters: FILTER_DEFAULTS });
  const apps = useAppOptions();

  // Columns keep their identity between renders: DataTable renders each cell function as a component, so a new
  // function would remount every cell (losing focus and the element a click is aimed at).
  const columns = useMemo<DataTableColumn<MonitoringFlag>[]>(
    () => [
      { key: 'day', header: t('columns.day'), sortable: true, cell: (row) => formatDate(row.day) },
      { key: 'app', header: t('columns.app'), cell: (row) => row.app.name },
      {
        key: 'kind',
        header: t('columns.kind'),
        cell: (row) => (
          <Text color="orange.fg" fontWeight="medium" data-testid={`kind-${row.id}`}>
            {t(`labels.flagKind.${row.kind}`)}
          </Text>
        ),
      },
      {
        key: 'subject',
        header: t('columns.subject'),
        cell: (row) => (
          <Text fontFamily="mono" fontSize="sm">
            {row.subject}
          </Text>
        ),
      },
      { key: 'count', header: t('columns.count'), sortable: true, align: 'end', cell: (row) => formatNumber(row.count) },
      {
        key: 'details',
        header: t('columns.details'),
        cell: (row) => {
          // The kind's sentence in the user's language; details that do not fit it, as they are.
          const values = flagDetailValues(row.kind, row.details);
          return (
            <Text fontSize="sm" color="fg.muted" data-testid={`details-${row.id}`}>
              {values ? t(`labels.flagDetails.${row.kind}`, values) : flagDetailsText(row.kind, row.details)}
            </Text>
          );
        },
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('pages.visitorMonitoringLogs.title')} description={t('pages.visitorMonitoringLogs.description')} />
      <LogFilterBar list={list} apps={apps} exportPath={MONITORING_PATH} exportName="offerwall-monitoring">
        <SelectFilter
          label={t('filters.kind')}
          allLabel={t('filters.allKinds')}
          maxW="240px"
          options={MONITORING_FLAG_KINDS.map((kind) => ({ value: kind, label: t(`labels.flagKind.${kind}`) }))}
          value={list.filters.kind}
          onChange={(kind) => list.setFilters({ kind })}
          testId="filter-kind"
        />
      </LogFilterBar>
      <DataTable<MonitoringFlag> {...list.tableProps} getRowId={(row) => row.id} columns={columns} />
    </>
  );
}
