/**
 * `/visitor-logs` (issue 14 item 6): every click a publisher reported — when, which app and mission,
 * the user key, IP and advertising id, and whether it ended completed, rejected or is still open.
 * Status, app, dates and search in the URL.
 */
import { Box, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLICK_STATUSES } from '@nurly/contracts';
import { DataTable, ExportButton, PageHeader, formatDateTime, usePagedQuery, useUserRoles, type DataTableColumn } from '@nurly/shared';
import type { VisitorLog } from '@nurly/contracts/schemas';
import { DateFilter, SelectFilter } from '../../ui/FilterControls';
import { StatusChip } from '../../ui/StatusChip';
import { useApps } from '../apps/api';
import { appOptions } from '../apps/appOptions';
import { VISITOR_LOGS_PATH } from './api';

type Filters = { status: string; app_id: string; date_from: string; date_to: string };

const FILTER_DEFAULTS: Filters = { status: '', app_id: '', date_from: '', date_to: '' };

export default function VisitorLogsPage() {
  const { t } = useTranslation('offerwall');
  const staff = useUserRoles().includes('NURLY_ADMIN');
  const list = usePagedQuery<VisitorLog, Filters>(VISITOR_LOGS_PATH, { pageSize: 25, filters: FILTER_DEFAULTS });
  const { data: apps } = useApps();

  // Columns keep their identity between renders: DataTable renders each cell function as a component, so a new
  // function would remount every cell (losing focus and the element a click is aimed at).
  const columns = useMemo<DataTableColumn<VisitorLog>[]>(
    () => [
      { key: 'created_at', header: t('columns.createdAt'), sortable: true, cell: (row) => formatDateTime(row.created_at) },
      { key: 'app', header: t('columns.app'), cell: (row) => row.app.name },
      {
        key: 'mission',
        header: t('columns.mission'),
        cell: (row) => (
          <Stack gap="0">
            <Text fontWeight="semibold">{row.keyword}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('missions.adRef', { id: row.ad_id })}
            </Text>
          </Stack>
        ),
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
      <Flex gap="3" mb="3" wrap="wrap" align="end">
        <Field.Root maxW="260px">
          <Field.Label>{t('filters.search')}</Field.Label>
          <Input
            size="sm"
            aria-label={t('filters.search')}
            value={list.search}
            placeholder={t('filters.visitorSearchPlaceholder')}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            data-testid="filter-search"
          />
        </Field.Root>
        <SelectFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          maxW="150px"
          options={CLICK_STATUSES.map((status) => ({ value: status, label: t(`labels.clickStatus.${status}`) }))}
          value={list.filters.status}
          onChange={(status) => list.setFilters({ status })}
          testId="filter-status"
        />
        <SelectFilter
          label={t('filters.app')}
          allLabel={t('filters.allApps')}
          options={appOptions(apps?.results ?? [], staff)}
          value={list.filters.app_id}
          onChange={(app_id) => list.setFilters({ app_id })}
          testId="filter-app"
        />
        <DateFilter label={t('filters.dateFrom')} value={list.filters.date_from} onChange={(date_from) => list.setFilters({ date_from })} />
        <DateFilter label={t('filters.dateTo')} value={list.filters.date_to} onChange={(date_to) => list.setFilters({ date_to })} />
        <Box flex="1" />
        <ExportButton path={VISITOR_LOGS_PATH} params={list.params} fallbackName="offerwall-visitor-logs" />
      </Flex>
      <DataTable<VisitorLog> {...list.tableProps} getRowId={(row) => row.id} columns={columns} />
    </>
  );
}
