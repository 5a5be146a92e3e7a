/**
 * The shopping and place ad screens of both deployments, one page with the
 * channel and the deployment as parameters:
 *  - hub console (`/shopping`, `/place`): the group's HUB ads for its clients (a hub client: its
 *    own), a client filter and column, registration for a client (single or Excel bulk), pause,
 *    resume, extend (the hub admin any live line, a hub client its own only while in review);
 *  - reward site (`/`, `/place`): the caller's own NR ads and the HUB ads its hub registered for it
 *    (marked so), registration, pause, resume.
 * Both: status and keyword filters in the URL, today's progress (completions / daily volume), the
 * keyword's rank, status chips with who paused a line and why, the volume-and-rank history of each
 * ad and a link to its campaign's detail (/campaign/:id). Resume is offered only to whoever may lift
 * the pause (the desk's pause is the desk's).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AD_STATUSES, adActorOfRoles, mayExtendAd, mayResumeAd, type AdChannel } from '@nurly/contracts';
import type { Ad } from '@nurly/contracts/schemas';
import {
  DataTable,
  FilterBar,
  PageHeader,
  SearchFilter,
  SelectFilter,
  StatusBadge,
  confirmDialog,
  formatDate,
  formatNumber,
  useAction,
  usePagedQuery,
  useUserRoles,
  type DataTableColumn,
} from '@nurly/shared';
import { STATUS_COLORS } from '@nurly/domain-ui';
import type { Deployment } from '../../lib/deployment';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { HUB_ADS_PATH, putAdAction, useClients } from './api';
import { BulkUploadDialog } from './BulkUploadDialog';
import { ExtendDialog } from './ExtendDialog';
import { HistoryDialog } from './HistoryDialog';
import { PauseDialog } from './PauseDialog';
import { RegisterAdDialog } from './RegisterAdDialog';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Props {
  channel: AdChannel;
  deployment: Deployment;
}

export function AdsPage({ channel, deployment }: Props) {
  const { t } = useTranslation('hub');
  const hub = deployment === 'hub';
  const page = channel === 'NAVER_PLACE' ? 'place' : 'shopping';
  const list = usePagedQuery<Ad, { status: string; client_id: string }>(HUB_ADS_PATH, {
    pageSize: 25,
    filters: { status: '', client_id: '' },
    fixed: { channel },
  });
  const clients = useClients(hub);
  const clientList = useMemo(() => clients.data?.results ?? [], [clients.data]);
  const [registering, setRegistering] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [extending, setExtending] = useState<Ad | null>(null);
  const [history, setHistory] = useState<Ad | null>(null);

  // Who the caller is on these lines (the desk, the hub admin, a hub member, or the owner): the
  // contracts' line rules say whether it may lift a pause or extend, as the server decides.
  const roles = useUserRoles();
  const actor = useMemo(() => adActorOfRoles(roles), [roles]);

  const [pausing, setPausing] = useState<Ad | null>(null);
  const resume = useAction((ad: Ad) => putAdAction(ad.id, 'resume'), { revalidate: [HUB_ADS_PATH] });
  const confirmResume = async (ad: Ad) => {
    const confirmed = await confirmDialog({
      title: t('ads.confirm.resumeTitle'),
      // The body is HTML: the keyword is the customer's text, escaped here (and not again by i18next).
      html: t('ads.confirm.resumeBody', { keyword: escapeHtml(ad.keyword), interpolation: { escapeValue: false } }),
    });
    if (confirmed) await resume(ad);
  };

  const columns = useMemo<DataTableColumn<Ad>[]>(() => {
    const target = (ad: Ad) =>
      channel === 'NAVER_PLACE' ? (ad.place_name ?? ad.place_id ?? ad.url ?? '-') : (ad.store_name ?? ad.mid ?? ad.url ?? '-');
    const all: (DataTableColumn<Ad> | null)[] = [
      hub
        ? {
            key: 'client',
            header: t('ads.columns.client'),
            cell: (ad) => (
              <Stack gap="0">
                <Text>{ad.owner.name ?? ad.owner.username}</Text>
                {ad.owner.name ? (
                  <Text fontSize="xs" color="fg.muted">
                    {ad.owner.username}
                  </Text>
                ) : null}
              </Stack>
            ),
          }
        : null,
      { key: 'product_name', header: t('ads.columns.product') },
      {
        key: 'keyword',
        header: t('ads.columns.keyword'),
        cell: (ad) => (
          <Stack gap="0" align="start">
            <Link asChild>
              <RouterLink to={`/campaign/${ad.campaign_id}`} data-testid={`open-campaign-${ad.id}`}>
                {ad.keyword}
              </RouterLink>
            </Link>
            {/* On the reward site, an ad the member's hub registered for it (charged to it, on its invoice). */}
            {!hub && ad.service === 'HUB' ? (
              <Badge colorPalette="purple" size="sm" data-testid={`hub-registered-${ad.id}`}>
                {t('campaign.hubRegistered')}
                {ad.group ? ` · ${ad.group.name}` : ''}
              </Badge>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'target',
        header: t('ads.columns.target'),
        cell: (ad) => (
          <Text maxW="48" truncate title={target(ad)}>
            {target(ad)}
          </Text>
        ),
      },
      { key: 'daily_volume', header: t('ads.columns.dailyVolume'), align: 'end', cell: (ad) => formatNumber(ad.daily_volume) },
      { key: 'period', header: t('ads.columns.period'), cell: (ad) => `${formatDate(ad.start_date)} ~ ${formatDate(ad.end_date)}` },
      {
        key: 'today',
        header: t('ads.columns.today'),
        align: 'end',
        cell: (ad) => (
          <Text as="span" data-testid={`progress-${ad.id}`}>
            {t('ads.progress', { done: formatNumber(ad.today.completions), target: formatNumber(ad.daily_volume) })}
          </Text>
        ),
      },
      {
        key: 'rank',
        header: t('ads.columns.rank'),
        align: 'end',
        cell: (ad) => (ad.rank === null ? t('ads.noRank') : t('ads.rankValue', { rank: ad.rank })),
      },
      {
        key: 'status',
        header: t('ads.columns.status'),
        cell: (ad) => (
          <Stack gap="0.5" align="start">
            <StatusBadge status={ad.status} tones={STATUS_COLORS} title={ad.status_reason ?? undefined} testId={`status-${ad.id}`}>
              {t(`ads.status.${ad.status}`)}
            </StatusBadge>
            {ad.status === 'PAUSED' && ad.paused_by ? (
              <Text fontSize="xs" color={ad.paused_by === 'OWNER' ? 'fg.muted' : 'orange.fg'} data-testid={`paused-by-${ad.id}`}>
                {ad.status_reason
                  ? t('ads.pauseNote', { who: t(`ads.pausedBy.${ad.paused_by}`), reason: ad.status_reason })
                  : t(`ads.pausedBy.${ad.paused_by}`)}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'actions',
        header: t('ads.columns.actions'),
        hideable: false,
        cell: (ad) => (
          <HStack gap="1" wrap="wrap">
            {ad.status === 'ACTIVE' ? (
              <Button size="2xs" variant="outline" onClick={() => setPausing(ad)} data-testid={`pause-${ad.id}`}>
                {t('ads.actions.pause')}
              </Button>
            ) : null}
            {ad.status === 'PAUSED' && mayResumeAd(actor, ad.paused_by) ? (
              <Button
                size="2xs"
                variant="outline"
                colorPalette="green"
                onClick={() => void confirmResume(ad)}
                data-testid={`resume-${ad.id}`}
              >
                {t('ads.actions.resume')}
              </Button>
            ) : null}
            {hub && mayExtendAd(actor, ad.status) ? (
              <Button size="2xs" variant="outline" onClick={() => setExtending(ad)} data-testid={`extend-${ad.id}`}>
                {t('ads.actions.extend')}
              </Button>
            ) : null}
            <Button size="2xs" variant="ghost" onClick={() => setHistory(ad)} data-testid={`history-${ad.id}`}>
              {t('ads.actions.history')}
            </Button>
          </HStack>
        ),
      },
    ];
    return all.filter((column): column is DataTableColumn<Ad> => column !== null);
    // confirmResume changes every render but only reads `resume` and `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, hub, channel, resume, actor]);

  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
      <Stack gap="4">
        <FilterBar
          end={
            <>
              <Button size="sm" variant="outline" onClick={() => setBulk(true)} data-testid="open-bulk">
                {t('ads.actions.bulk')}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => setRegistering(true)} data-testid="open-register">
                {t('ads.actions.register')}
              </Button>
            </>
          }
        >
          <SelectFilter
            label={t('ads.filters.status')}
            allLabel={t('ads.filters.allStatuses')}
            options={AD_STATUSES.map((status) => ({ value: status, label: t(`ads.status.${status}`) }))}
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
            minW="32"
            testId="filter-status"
          />
          {hub && clientList.length > 1 ? (
            <SelectFilter
              label={t('ads.filters.client')}
              allLabel={t('ads.filters.allClients')}
              options={clientList.map((client) => ({
                value: String(client.id),
                label: client.name ? `${client.name} (${client.username})` : client.username,
              }))}
              value={list.filters.client_id}
              onChange={(client_id) => list.setFilters({ client_id })}
              minW="40"
              testId="filter-client"
            />
          ) : null}
          <SearchFilter
            label={t('ads.filters.search')}
            hideLabel
            placeholder={t('ads.filters.search')}
            value={list.search}
            onChange={list.setSearch}
            testId="filter-search"
          />
        </FilterBar>
        {list.error ? <LoadFailedAlert title={t('ads.loadFailed')} error={list.error} testId="ads-error" /> : null}
        <DataTable<Ad>
          {...list.tableProps}
          columns={columns}
          getRowId={(ad) => ad.id}
          emptyText={t('ads.empty')}
          columnMenu
          storageKey={`hub.ads.${deployment}.${page}`}
        />
      </Stack>
      <RegisterAdDialog
        open={registering}
        onClose={() => setRegistering(false)}
        channel={channel}
        deployment={deployment}
        clients={clientList}
      />
      <BulkUploadDialog open={bulk} onClose={() => setBulk(false)} channel={channel} />
      <PauseDialog ad={pausing} onClose={() => setPausing(null)} />
      <ExtendDialog ad={extending} onClose={() => setExtending(null)} />
      <HistoryDialog ad={history} onClose={() => setHistory(null)} />
    </>
  );
}
