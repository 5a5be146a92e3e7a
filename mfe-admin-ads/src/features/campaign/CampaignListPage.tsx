/**
 * /campaign/list (docs/decisions/product.md#screens-and-routes): the customer's campaigns with their lines — status and delivery reason,
 * today's progress against the target, hold and spend, period — pause/resume per line, cancel a
 * campaign with the refund rule explained (docs/decisions/product.md#who-and-terms, docs/decisions/money-loop.md#holds), filters in the URL, each
 * campaign's detail page (/campaign/:id) and each line's drawer (the same ad detail staff see).
 */
import { Box, Button, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AD_CHANNELS, AD_STATUSES, LIVE_AD_STATUSES, mayResumeAd } from '@nurly/contracts';
import {
  DataTable,
  EmptyState,
  FilterBar,
  PageHeader,
  SearchFilter,
  SelectFilter,
  confirmDialog,
  formatNumber,
  formatWon,
  useAction,
  usePagedQuery,
} from '@nurly/shared';
import type { Ad, Campaign } from '@nurly/contracts/schemas';
import { GuestNotice, useIsGuestVisitor } from '@nurly/domain-ui';
import { StatusBadge, formatPeriod } from '../../ui/StatusBadge';
import { putAd } from '../../lib/ads';
import { CAMPAIGNS_PATH, deleteCampaign } from './api';
import { LOW_BALANCE_PATH, LowBalanceNotice } from './LowBalanceNotice';

const AdDetailDrawer = lazy(() => import('../../ui/AdDetailDrawer'));

const isLive = (status: Campaign['status']) => (LIVE_AD_STATUSES as readonly string[]).includes(status);

export default function CampaignListPage() {
  const { t } = useTranslation('admin-ads');
  const guest = useIsGuestVisitor();
  return (
    <>
      <PageHeader
        title={t('pages.campaignList.title')}
        description={t('pages.campaignList.description')}
        actions={
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to="/campaign/add">{t('list.add')}</RouterLink>
          </Button>
        }
      />
      {guest ? (
        <GuestNotice namespace="admin-ads" testId="guest-campaign-notice" />
      ) : (
        <>
          <LowBalanceNotice />
          <CampaignList />
        </>
      )}
    </>
  );
}

function CampaignList() {
  const { t } = useTranslation('admin-ads');
  const list = usePagedQuery<Campaign, { status: string; channel: string }>(CAMPAIGNS_PATH, {
    pageSize: 10,
    filters: { status: '', channel: '' },
  });
  const [detail, setDetail] = useState<Ad | null>(null);
  const changeLine = useAction((ad: Ad, action: 'pause' | 'resume') => putAd(ad.id, { action }), {
    revalidate: [CAMPAIGNS_PATH, LOW_BALANCE_PATH],
  });
  const cancel = useAction(deleteCampaign, { revalidate: [CAMPAIGNS_PATH, LOW_BALANCE_PATH] });
  const filtered = !!(list.filters.status || list.filters.channel || list.search.trim());

  const confirmCancel = async (campaign: Campaign) => {
    // Before the start the whole hold returns; after it only the future days do (docs/decisions/product.md#who-and-terms, docs/decisions/money-loop.md#holds).
    const html = t(campaign.refundable ? 'list.cancelBeforeStart' : 'list.cancelAfterStart', { hold: formatWon(campaign.hold) });
    const ok = await confirmDialog({ title: t('list.cancelTitle'), html });
    if (ok) await cancel(campaign.id);
  };

  return (
    <>
      <FilterBar mb="3">
        <SearchFilter
          label={t('list.search')}
          type="text"
          maxW="280px"
          value={list.search}
          placeholder={t('list.searchPlaceholder')}
          onChange={list.setSearch}
        />
        <SelectFilter
          label={t('columns.status')}
          hideLabel
          allLabel={t('list.allStatuses')}
          options={AD_STATUSES.map((status) => ({ value: status, label: t(`labels.status.${status}`) }))}
          value={list.filters.status}
          onChange={(status) => list.setFilters({ status })}
          testId="campaign-status-filter"
          maxW="160px"
          minW="160px"
        />
        <SelectFilter
          label={t('form.channel')}
          hideLabel
          allLabel={t('list.allChannels')}
          options={AD_CHANNELS.map((channel) => ({ value: channel, label: t(`labels.channel.${channel}`) }))}
          value={list.filters.channel}
          onChange={(channel) => list.setFilters({ channel })}
          testId="campaign-channel-filter"
          maxW="140px"
          minW="140px"
        />
      </FilterBar>
      <DataTable<Campaign>
        {...list.tableProps}
        getRowId={(row) => row.id}
        emptyText={
          filtered ? undefined : (
            <EmptyState
              title={t('list.empty')}
              action={
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to="/campaign/add">{t('list.emptyAction')}</RouterLink>
                </Button>
              }
            />
          )
        }
        columns={[
          {
            key: 'keyword',
            header: t('columns.target'),
            sortable: true,
            cell: (row) => (
              <Stack gap="0">
                <Link asChild fontWeight="semibold">
                  <RouterLink to={`/campaign/${row.id}`} data-testid={`open-campaign-${row.id}`}>
                    {row.keyword}
                  </RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {t(`labels.channel.${row.channel}`)} ·{' '}
                  {row.channel === 'NAVER_SHOPPING' ? (row.mid ?? row.store_name ?? row.url) : (row.place_name ?? row.place_id ?? row.url)}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'status',
            header: t('columns.status'),
            sortable: true,
            cell: (row) => <StatusBadge status={row.status} />,
          },
          {
            key: 'lines',
            header: t('columns.lines'),
            cell: (row) => (
              <Stack gap="2" minW="320px">
                {row.lines.map((line) => (
                  <LineRow
                    key={line.id}
                    line={line}
                    onOpen={() => setDetail(line)}
                    onToggle={(action) => void changeLine(line, action)}
                    busy={changeLine.isRunning}
                  />
                ))}
              </Stack>
            ),
          },
          {
            key: 'hold',
            header: t('columns.money'),
            align: 'end',
            cell: (row) => (
              <Stack gap="0" fontSize="sm">
                <Text>{t('list.hold', { amount: formatWon(row.hold) })}</Text>
                <Text color="fg.muted">{t('list.spent', { amount: formatWon(row.spent) })}</Text>
              </Stack>
            ),
          },
          {
            key: 'start_date',
            header: t('columns.period'),
            sortable: true,
            cell: (row) => <Text fontSize="sm">{formatPeriod(row.start_date, row.end_date)}</Text>,
          },
          {
            key: 'actions',
            header: '',
            hideable: false,
            cell: (row) => (
              <HStack gap="2" justify="end">
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={`/campaign/${row.id}`}>{t('list.detail')}</RouterLink>
                </Button>
                {isLive(row.status) ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => void confirmCancel(row)}
                    data-testid={`cancel-${row.id}`}
                  >
                    {t('list.cancel')}
                  </Button>
                ) : null}
              </HStack>
            ),
          },
        ]}
      />
      {detail ? (
        <Suspense fallback={null}>
          <AdDetailDrawer key={detail.id} ad={detail} staff={false} onClose={() => setDetail(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function LineRow({
  line,
  onOpen,
  onToggle,
  busy,
}: {
  line: Ad;
  onOpen: () => void;
  onToggle: (action: 'pause' | 'resume') => void;
  busy: boolean;
}) {
  const { t } = useTranslation('admin-ads');
  const target = line.today.target || line.daily_volume;
  const percent = target ? Math.min(100, Math.round((line.today.completions / target) * 100)) : 0;
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" data-testid={`line-${line.id}`}>
      <HStack justify="space-between" gap="2">
        <Link as="button" fontWeight="medium" fontSize="sm" onClick={onOpen} data-testid={`open-line-${line.id}`}>
          {line.product_name}
        </Link>
        <StatusBadge status={line.status} delivery={line.delivery} reason={line.status_reason} pausedBy={line.paused_by} />
      </HStack>
      <HStack gap="2" mt="1">
        <Progress.Root
          value={percent}
          size="xs"
          flex="1"
          colorPalette="brand"
          aria-label={t('list.progress', { done: line.today.completions, target })}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {t('list.progress', { done: formatNumber(line.today.completions), target: formatNumber(target) })}
        </Text>
        {line.status === 'ACTIVE' ? (
          <Button size="2xs" variant="outline" disabled={busy} onClick={() => onToggle('pause')} data-testid={`pause-${line.id}`}>
            {t('list.pause')}
          </Button>
        ) : null}
        {/* A pause by the desk (or the hub console) is theirs to lift: no resume for the owner then. */}
        {line.status === 'PAUSED' && mayResumeAd('OWNER', line.paused_by) ? (
          <Button size="2xs" variant="outline" disabled={busy} onClick={() => onToggle('resume')} data-testid={`resume-${line.id}`}>
            {t('list.resume')}
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}
