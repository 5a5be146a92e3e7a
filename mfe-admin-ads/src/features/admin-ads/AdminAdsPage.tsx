/**
 * The staff ad desk behind the six /admin/{,nr/,hub/}{shopping,place} pages (docs/decisions/product.md#screens-and-routes, docs/decisions/money-loop.md#campaigns):
 * one service and channel per page. Status counters (admin/options statistics, a click filters),
 * filters in the URL, server sorting and paging, Excel/CSV export, bulk approve / reject / pause /
 * resume / extend / change volume (one PUT per ad, one summary toast), staff registering an ad for
 * a client, and the ad detail (where one pending ad is approved or rejected).
 */
import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_MAX_RANK_CHOICES, AD_STATUSES, formatTenthsWon, shiftDay, type AdChannel, type AdService } from '@nurly/contracts';
import {
  DataTable,
  DateRangeFilter,
  DialogShell,
  ExportButton,
  FilterBar,
  PageHeader,
  SearchFilter,
  SelectFilter,
  formatDate,
  formatNumber,
  formatWon,
  notify,
  useAction,
  usePagedQuery,
} from '@nurly/shared';
import type { Ad, UpdateAdRequest } from '@nurly/contracts/schemas';
import { StatusBadge, formatPeriod } from '../../ui/StatusBadge';
import { AdForm } from '../../ui/AdForm';
import { AD_OPTIONS_PATH, ADS_PATH, useAdOptions } from '../../lib/ads';
import { BulkInputDialog, type BulkInputKind } from './BulkInputDialog';
import { updateAds, type BulkResult } from './bulk';

const AdDetailDrawer = lazy(() => import('../../ui/AdDetailDrawer'));

export interface AdminAdsPageProps {
  service: AdService;
  channel: AdChannel;
  /** i18n key under `pages.` (title and description). */
  page: 'adminShopping' | 'adminPlace' | 'adminNrShopping' | 'adminNrPlace' | 'adminHubShopping' | 'adminHubPlace';
}

type Filters = { status: string; owner_id: string; date_from: string; date_to: string; max_rank: string };

const FILTER_DEFAULTS: Filters = { status: '', owner_id: '', date_from: '', date_to: '', max_rank: '' };

/** The latest end date among the ads: an extension must go past every one of them. */
const latestEnd = (ads: Ad[]) => ads.reduce((latest, ad) => (ad.end_date > latest ? ad.end_date : latest), '');
/** The first day an extension may end on: the day after the latest end of `ads` ('' when there is none). */
const dayAfterLatestEnd = (ads: Ad[]) => {
  const end = latestEnd(ads);
  return end ? shiftDay(end, 1) : '';
};

export function AdminAdsPage({ service, channel, page }: AdminAdsPageProps) {
  const { t } = useTranslation('admin-ads');
  const list = usePagedQuery<Ad, Filters>(ADS_PATH, {
    pageSize: 25,
    ordering: '-created_at',
    filters: FILTER_DEFAULTS,
    fixed: { service, channel },
  });
  const { data: options } = useAdOptions({ service, channel });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [pending, setPending] = useState<{ kind: BulkInputKind; ads: Ad[] } | null>(null);
  const [detail, setDetail] = useState<Ad | null>(null);
  const [registering, setRegistering] = useState(false);

  const summary = (result: BulkResult) =>
    result.failures.length
      ? t('admin.summaryFirstError', {
          done: result.done,
          failed: result.failed,
          id: result.failures[0].id,
          message: result.failures[0].message,
        })
      : t('admin.summary', { done: result.done, failed: result.failed });
  const bulk = useAction(updateAds, {
    revalidate: [ADS_PATH, AD_OPTIONS_PATH],
    success: false,
    onSuccess: (result) => {
      if (result.failed) notify.warning(summary(result));
      else notify.success(summary(result));
      setSelectedIds([]);
      setPending(null);
    },
  });
  const runBulk = (ads: Ad[], body: UpdateAdRequest) =>
    bulk(
      ads.map((ad) => ad.id),
      body,
    );

  const statistics = options?.statistics ?? {};
  const counter = (value: string, label: string, count: number | undefined) => {
    const active = list.filters.status === value;
    return (
      <Button
        key={value || 'total'}
        size="sm"
        variant={active ? 'solid' : 'outline'}
        colorPalette={active ? 'brand' : 'gray'}
        aria-pressed={active}
        onClick={() => list.setFilters({ status: value })}
        data-testid={`counter-${value || 'total'}`}
      >
        {label}{' '}
        <Text as="span" fontWeight="bold" ms="1">
          {formatNumber(count ?? 0)}
        </Text>
      </Button>
    );
  };
  const maxRanks = options?.maxRanks.length ? options.maxRanks : [...AD_MAX_RANK_CHOICES];

  return (
    <>
      <PageHeader
        title={t(`pages.${page}.title`)}
        description={t(`pages.${page}.description`)}
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => setRegistering(true)} data-testid="register-ad">
            {t('admin.register')}
          </Button>
        }
      />
      <Wrap gap="2" mb="3" role="group" aria-label={t('admin.counters')} data-testid="status-counters">
        {counter('', t('admin.total'), statistics.total)}
        {AD_STATUSES.map((status) => counter(status, t(`labels.status.${status}`), statistics[status]))}
      </Wrap>
      <FilterBar
        mb="3"
        end={
          <ExportButton
            path={ADS_PATH}
            params={list.params}
            fallbackName={`ads-${service.toLowerCase()}-${channel === 'NAVER_SHOPPING' ? 'shopping' : 'place'}`}
          />
        }
      >
        <SearchFilter
          label={t('list.search')}
          type="text"
          maxW="280px"
          value={list.search}
          placeholder={t('admin.searchPlaceholder')}
          onChange={list.setSearch}
        />
        <SelectFilter
          label={t('admin.owner')}
          allLabel={t('admin.allOwners')}
          options={(options?.clients ?? []).map((client) => ({
            value: String(client.id),
            label: client.name ? `${client.name} (${client.username})` : client.username,
          }))}
          value={list.filters.owner_id}
          onChange={(owner_id) => list.setFilters({ owner_id })}
        />
        <DateRangeFilter
          fromLabel={t('admin.dateFrom')}
          toLabel={t('admin.dateTo')}
          from={list.filters.date_from}
          to={list.filters.date_to}
          onChange={({ from, to }) => list.setFilters({ date_from: from, date_to: to })}
          testIdPrefix="filter-date"
        />
        <SelectFilter
          label={t('admin.maxRank')}
          allLabel={t('admin.anyRank')}
          options={maxRanks.map((rank) => ({ value: String(rank), label: t('admin.rankUpTo', { rank }) }))}
          value={list.filters.max_rank}
          onChange={(max_rank) => list.setFilters({ max_rank })}
          maxW="140px"
        />
      </FilterBar>
      <DataTable<Ad>
        {...list.tableProps}
        getRowId={(row) => row.id}
        columnMenu
        storageKey="admin-ads-desk"
        selectable
        rowLabel={(row) => t('admin.selectAd', { id: row.id })}
        selectedRowIds={selectedIds}
        onSelectionChange={(ids) => setSelectedIds(ids)}
        onRowClick={(row) => setDetail(row)}
        bulkActions={(rows) => (
          <HStack gap="2" wrap="wrap" data-testid="bulk-actions">
            <Text fontSize="sm" fontWeight="semibold">
              {t('admin.selected', { count: rows.length })}
            </Text>
            <Button
              size="xs"
              colorPalette="brand"
              loading={bulk.isRunning}
              onClick={() => void runBulk(rows, { action: 'approve' })}
              data-testid="bulk-approve"
            >
              {t('admin.approve')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => setPending({ kind: 'reject', ads: rows })}
              data-testid="bulk-reject"
            >
              {t('admin.reject')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'pause', ads: rows })} data-testid="bulk-pause">
              {t('admin.pause')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              loading={bulk.isRunning}
              onClick={() => void runBulk(rows, { action: 'resume' })}
              data-testid="bulk-resume"
            >
              {t('admin.resume')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'extend', ads: rows })} data-testid="bulk-extend">
              {t('admin.extend')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={() => setPending({ kind: 'change_volume', ads: rows })}
              data-testid="bulk-volume-open"
            >
              {t('admin.changeVolume')}
            </Button>
          </HStack>
        )}
        columns={[
          { key: 'id', header: t('columns.id'), sortable: true, width: '70px' },
          {
            key: 'owner',
            header: t('columns.advertiser'),
            cell: (row) => (
              <Stack gap="0">
                <Text fontSize="sm">{row.owner.name ?? row.owner.username}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {row.owner.username}
                  {row.group ? ` · ${row.group.name}` : ''}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'keyword',
            header: t('columns.target'),
            sortable: true,
            cell: (row) => (
              <Stack gap="0">
                <Text fontWeight="semibold">{row.keyword}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {row.channel === 'NAVER_SHOPPING'
                    ? row.mid
                      ? `MID ${row.mid}`
                      : row.url
                    : row.place_id
                      ? `ID ${row.place_id}`
                      : row.url}
                  {row.store_name || row.place_name ? ` · ${row.store_name ?? row.place_name}` : ''}
                </Text>
              </Stack>
            ),
          },
          { key: 'product_name', header: t('columns.rewardProduct'), sortable: 'product_code' },
          {
            key: 'daily_volume',
            header: t('columns.dailyVolume'),
            sortable: true,
            align: 'end',
            cell: (row) => formatNumber(row.daily_volume),
          },
          {
            key: 'today',
            header: t('columns.today'),
            align: 'end',
            cell: (row) => `${formatNumber(row.today.completions)} / ${formatNumber(row.today.target || row.daily_volume)}`,
          },
          {
            key: 'unit_price_tenths',
            header: t('columns.unitPrice'),
            sortable: true,
            align: 'end',
            cell: (row) => formatTenthsWon(row.unit_price_tenths),
          },
          {
            key: 'rank',
            header: t('columns.rank'),
            sortable: true,
            align: 'end',
            cell: (row) => (row.rank ? t('detail.rankValue', { rank: row.rank }) : '-'),
          },
          {
            key: 'start_date',
            header: t('columns.period'),
            sortable: true,
            cell: (row) => <Text fontSize="sm">{formatPeriod(row.start_date, row.end_date)}</Text>,
          },
          {
            key: 'status',
            header: t('columns.status'),
            sortable: true,
            cell: (row) => <StatusBadge status={row.status} delivery={row.delivery} reason={row.status_reason} pausedBy={row.paused_by} />,
          },
          {
            key: 'hold',
            header: t('columns.money'),
            align: 'end',
            hidden: true,
            cell: (row) => `${formatWon(row.hold)} / ${formatWon(row.spent)}`,
          },
          {
            key: 'open_reports',
            header: t('columns.reports'),
            align: 'end',
            cell: (row) => (row.open_reports ? <Text color="red.fg">{t('admin.reportsOpen', { count: row.open_reports })}</Text> : '-'),
          },
          { key: 'created_at', header: t('columns.createdAt'), sortable: true, cell: (row) => formatDate(row.created_at) },
        ]}
      />
      <BulkInputDialog
        kind={pending?.kind ?? null}
        count={pending?.ads.length ?? 0}
        minEndDate={pending ? dayAfterLatestEnd(pending.ads) : ''}
        onClose={() => setPending(null)}
        onSubmit={(body) => (pending ? runBulk(pending.ads, body) : Promise.resolve())}
      />
      <RegisterAdDialog
        open={registering}
        service={service}
        channel={channel}
        customers={options?.customers ?? []}
        onClose={() => setRegistering(false)}
        onCreated={() => {
          setRegistering(false);
          void list.mutate();
        }}
      />
      {detail ? (
        <Suspense fallback={null}>
          <AdDetailDrawer key={detail.id} ad={detail} staff onClose={() => setDetail(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

interface RegisterAdDialogProps {
  open: boolean;
  service: AdService;
  channel: AdChannel;
  customers: { id: number; username: string; name: string | null }[];
  onClose: () => void;
  onCreated: () => void;
}

/** Staff register an ad for a client: the campaign form with the client chosen and the console's service. */
function RegisterAdDialog({ open, service, channel, customers, onClose, onCreated }: RegisterAdDialogProps) {
  const { t } = useTranslation('admin-ads');
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      size="xl"
      scrollBehavior="inside"
      title={t('admin.registerTitle', { service: t(`labels.service.${service}`), channel: t(`labels.channel.${channel}`) })}
      cancelLabel={false}
      closeButton
      closeButtonLabel={t('detail.close')}
      testId="register-dialog"
    >
      {open ? <AdForm staff={{ service, customers }} channel={channel} onCreated={onCreated} /> : null}
    </DialogShell>
  );
}
