/**
 * 캠페인: the account's ad lines (GET admin/ads?owner_id=), newest first. Staff list any account's; a
 * reseller its descendants' (the server scopes `owner_id` to its subtree), read-only: the tab says so,
 * and the server refuses its writes on them.
 */
import { useMemo, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, formatWon, type DataTableColumn } from '@nurly/shared';
import type { Ad } from '@nurly/contracts/schemas';
import { useMemberAds } from '../api';
import { DrawerTable } from './DrawerTable';
import { TabState } from './TabState';

export function CampaignsTab({ accountId, readOnly = false }: { accountId: number; readOnly?: boolean }) {
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
    <>
      {readOnly ? (
        <Text fontSize="sm" color="fg.muted" mb="3" data-testid="campaigns-read-only">
          {t('memberDrawer.campaigns.readOnly')}
        </Text>
      ) : null}
      <DrawerTable<Ad>
        columns={columns}
        rows={data.results}
        total={data.count}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        emptyText={t('memberDrawer.campaigns.empty')}
      />
    </>
  );
}
