/**
 * 캠페인 (console staff only): the account's ad lines (GET admin/ads?owner_id=), newest first. The
 * ads list narrows by owner only for staff; a reseller reads no descendant's lines through any
 * scoped API, so MemberDrawer shows this tab to staff alone.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, formatDateRange, formatWon, type DataTableColumn } from '@nurly/shared';
import type { Ad } from '@nurly/contracts/schemas';
import { DRAWER_PAGE_SIZE, useMemberAds } from '../api';
import { TabState } from './TabState';

export function CampaignsTab({ accountId }: { accountId: number }) {
  const { t } = useTranslation('b2b');
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useMemberAds(accountId, page);
  const columns = useMemo<DataTableColumn<Ad>[]>(
    () => [
      { key: 'keyword', header: t('memberDrawer.campaigns.keyword'), cell: (row) => `${row.keyword} · #${row.id}` },
      { key: 'product', header: t('memberDrawer.campaigns.product'), cell: (row) => row.product_name },
      { key: 'status', header: t('memberDrawer.campaigns.status'), cell: (row) => t(`memberDrawer.campaigns.statuses.${row.status}`) },
      { key: 'period', header: t('memberDrawer.campaigns.period'), cell: (row) => formatDateRange(row.start_date, row.end_date) },
      { key: 'spent', header: t('memberDrawer.campaigns.spent'), align: 'end', cell: (row) => formatWon(row.spent) },
    ],
    [t],
  );
  if (!data) return <TabState tab="campaigns" isLoading={isLoading} error={error} hasData={false} />;
  return (
    <DataTable<Ad>
      columns={columns}
      rows={data.results}
      total={data.count}
      page={page}
      pageSize={DRAWER_PAGE_SIZE}
      pageSizeOptions={[DRAWER_PAGE_SIZE]}
      onPageChange={setPage}
      loading={isLoading}
      getRowId={(row) => row.id}
      emptyText={t('memberDrawer.campaigns.empty')}
      size="sm"
    />
  );
}
