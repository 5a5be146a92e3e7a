/**
 * `/campaign/:id` on the reward site and the hub console: the same campaign detail as the default
 * site's advertiser sees (GET assistant/campaingns/{id}, /logs) — for a hub client the ads its hub
 * registered for it, for the hub console its group's. Status, period, held points and the charge
 * settled apart from 예정; per line and day the target, clicks, completions, rejections by reason,
 * charge and the keyword's rank; rejections by reason with the latest refused attempts; the change log
 * in words (Korea time). The chart of the default site lives in its remote (recharts is not loaded
 * here): this view shows the same figures as tables.
 */
import { Badge, Button, Card, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatTenthsWon } from '@nurly/contracts';
import type { AdHistory, AdLog, AdRejection, CampaignDetail } from '@nurly/contracts/schemas';
import { DataTable, PageHeader, formatDateTime, formatNumber, formatWon, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import { LoadFailedAlert } from '../../ui/HubDialog';
import type { Deployment } from '../ads/AdsPage';
import { campaignLogsPath, useCampaignDetail } from './api';
import { useLogText } from './logText';

/** Where the list of this campaign's channel is, per deployment (routes.tsx). */
const listPath: Record<Deployment, Record<CampaignDetail['campaign']['channel'], string>> = {
  reward: { NAVER_SHOPPING: '/', NAVER_PLACE: '/place' },
  hub: { NAVER_SHOPPING: '/shopping', NAVER_PLACE: '/place' },
};

export function CampaignDetailPage({ deployment }: { deployment: Deployment }) {
  const { t } = useTranslation('hub');
  const id = Number(useParams().id) || null;
  const { data, error, isLoading } = useCampaignDetail(id);
  const campaign = data?.campaign;
  return (
    <>
      <PageHeader
        title={t('pages.campaign.title')}
        description={
          campaign
            ? `${campaign.keyword} · ${campaign.store_name ?? campaign.place_name ?? campaign.mid ?? campaign.place_id ?? ''}`
            : t('pages.campaign.description')
        }
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={listPath[deployment][campaign?.channel ?? 'NAVER_SHOPPING']}>{t('campaign.back')}</RouterLink>
          </Button>
        }
      />
      {isLoading ? (
        <Flex justify="center" py="10">
          <Spinner />
        </Flex>
      ) : null}
      {error ? <LoadFailedAlert title={t('campaign.loadFailed')} error={error} testId="campaign-error" /> : null}
      {data && id ? (
        <Stack gap="6">
          <Summary detail={data} />
          {data.campaign.lines.map((line) => {
            const entry = data.lines.find((candidate) => candidate.ad_id === line.id);
            return (
              <Card.Root key={line.id} data-testid={`campaign-line-${line.id}`}>
                <Card.Header>
                  <Heading as="h2" size="md">
                    {t('campaign.line.title', {
                      product: line.product_name,
                      volume: formatNumber(line.daily_volume),
                      price: formatTenthsWon(line.unit_price_tenths),
                    })}{' '}
                    <Badge>{t(`ads.status.${line.status}`)}</Badge>
                  </Heading>
                  {entry ? (
                    <Text fontSize="sm" color="fg.muted" data-testid={`line-totals-${line.id}`}>
                      {t('campaign.line.totals', {
                        completions: formatNumber(entry.totals.completions),
                        rejections: formatNumber(entry.totals.rejections),
                        settled: formatWon(entry.totals.charge.settled),
                        estimated: formatWon(entry.totals.charge.estimated),
                      })}
                    </Text>
                  ) : null}
                </Card.Header>
                <Card.Body>
                  <Days days={entry?.days ?? []} />
                </Card.Body>
              </Card.Root>
            );
          })}
          <Rejections detail={data} />
          <Log id={id} detail={data} />
        </Stack>
      ) : null}
    </>
  );
}

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text as="div" fontWeight="semibold" data-testid={testId}>
          {children}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Summary({ detail }: { detail: CampaignDetail }) {
  const { t } = useTranslation('hub');
  const { campaign, charge } = detail;
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        <Stat label={t('campaign.summary.status')}>
          <HStack gap="1" wrap="wrap">
            <Badge>{t(`ads.status.${campaign.status}`)}</Badge>
            {campaign.service === 'HUB' ? <Badge colorPalette="purple">{t('campaign.hubRegistered')}</Badge> : null}
          </HStack>
        </Stat>
        <Stat label={t('campaign.summary.period')}>{`${campaign.start_date} ~ ${campaign.end_date}`}</Stat>
        <Stat label={t('campaign.summary.hold')}>{formatWon(campaign.hold)}</Stat>
        <Stat label={t('campaign.summary.settled')} testId="campaign-settled">
          {formatWon(charge.settled)}
        </Stat>
        <Stat label={t('campaign.summary.estimated')} testId="campaign-estimated">
          {t('campaign.estimated', { amount: formatWon(charge.estimated) })}
        </Stat>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {t('campaign.estimatedNote')}
      </Text>
    </Stack>
  );
}

function Days({ days }: { days: AdHistory[] }) {
  const { t } = useTranslation('hub');
  const rows = useMemo(() => [...days].reverse(), [days]);
  const columns = useMemo<DataTableColumn<AdHistory>[]>(
    () => [
      { key: 'day', header: t('campaign.days.day') },
      { key: 'target_volume', header: t('campaign.days.target'), align: 'end', cell: (row) => formatNumber(row.target_volume) },
      { key: 'clicks', header: t('campaign.days.clicks'), align: 'end', cell: (row) => formatNumber(row.clicks) },
      { key: 'completions', header: t('campaign.days.completions'), align: 'end', cell: (row) => formatNumber(row.completions) },
      {
        key: 'rejections',
        header: t('campaign.days.rejections'),
        align: 'end',
        cell: (row) => (
          <Stack gap="0" align="end">
            <Text as="span">{formatNumber(row.rejections)}</Text>
            {Object.entries(row.rejection_reasons).map(([reason, count]) => (
              <Text as="span" key={reason} fontSize="xs" color="fg.muted">
                {t(`campaign.reasons.${reason}`, { defaultValue: reason })} {formatNumber(count)}
              </Text>
            ))}
          </Stack>
        ),
      },
      {
        key: 'charge',
        header: t('campaign.days.charge'),
        align: 'end',
        cell: (row) => (row.settled ? formatWon(row.charge) : t('campaign.estimated', { amount: formatWon(row.charge) })),
      },
      {
        key: 'rank',
        header: t('campaign.days.rank'),
        align: 'end',
        cell: (row) => (row.rank === null ? t('ads.noRank') : t('ads.rankValue', { rank: row.rank })),
      },
    ],
    [t],
  );
  return (
    <DataTable<AdHistory>
      rows={rows}
      columns={columns}
      getRowId={(row) => row.day}
      emptyText={t('campaign.days.empty')}
      size="sm"
      hideFooter={rows.length <= 10}
    />
  );
}

function Rejections({ detail }: { detail: CampaignDetail }) {
  const { t } = useTranslation('hub');
  const reasons = Object.entries(detail.rejection_reasons).sort((a, b) => b[1] - a[1]);
  const names = useMemo(() => new Map(detail.campaign.lines.map((line) => [line.id, line.product_name])), [detail]);
  const columns = useMemo<DataTableColumn<AdRejection>[]>(
    () => [
      { key: 'created_at', header: t('campaign.rejections.at'), cell: (row) => formatDateTime(row.created_at) },
      { key: 'ad_id', header: t('campaign.rejections.line'), cell: (row) => names.get(row.ad_id) ?? `#${row.ad_id}` },
      {
        key: 'reason',
        header: t('campaign.rejections.reason'),
        cell: (row) =>
          row.answer === null
            ? t(`campaign.reasons.${row.reason}`)
            : `${t(`campaign.reasons.${row.reason}`)} · ${t('campaign.rejections.answer', { answer: row.answer })}`,
      },
      {
        key: 'seconds_after_click',
        header: '',
        align: 'end',
        cell: (row) => (row.seconds_after_click === null ? '' : t('campaign.rejections.afterClick', { seconds: row.seconds_after_click })),
      },
    ],
    [t, names],
  );
  return (
    <Stack gap="3" data-testid="campaign-rejections">
      <Heading as="h2" size="md">
        {t('campaign.rejections.title')}
      </Heading>
      {reasons.length ? (
        <HStack gap="2" wrap="wrap" data-testid="rejection-reasons">
          {reasons.map(([reason, count]) => (
            <Badge key={reason} colorPalette="red" variant="subtle">
              {t(`campaign.reasons.${reason}`, { defaultValue: reason })} · {t('campaign.rejections.count', { n: formatNumber(count) })}
            </Badge>
          ))}
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('campaign.rejections.empty')}
        </Text>
      )}
      {detail.rejections.length ? (
        <>
          <Text fontSize="sm" fontWeight="semibold">
            {t('campaign.rejections.evidence')}
          </Text>
          <DataTable<AdRejection> rows={detail.rejections} getRowId={(row) => row.id} size="sm" hideFooter columns={columns} />
        </>
      ) : null}
    </Stack>
  );
}

function Log({ id, detail }: { id: number; detail: CampaignDetail }) {
  const { t } = useTranslation('hub');
  const logs = usePagedQuery<AdLog>(campaignLogsPath(id), { pageSize: 10, urlPrefix: 'log.' });
  const describe = useLogText();
  const names = useMemo(() => new Map(detail.campaign.lines.map((line) => [line.id, line.product_name])), [detail]);
  const columns = useMemo<DataTableColumn<AdLog>[]>(
    () => [
      { key: 'created_at', header: t('campaign.log.at'), cell: (row) => formatDateTime(row.created_at) },
      { key: 'ad_id', header: t('campaign.log.line'), cell: (row) => names.get(row.ad_id) ?? `#${row.ad_id}` },
      { key: 'field', header: t('campaign.log.field'), cell: (row) => describe(row).field },
      { key: 'change', header: t('campaign.log.change'), cell: (row) => describe(row).change },
      { key: 'actor', header: t('campaign.log.actor'), cell: (row) => row.actor?.username ?? t('campaign.log.system') },
      { key: 'reason', header: t('campaign.log.reason'), cell: (row) => row.reason ?? '' },
    ],
    [t, describe, names],
  );
  return (
    <Stack gap="3" data-testid="campaign-log">
      <Heading as="h2" size="md">
        {t('campaign.log.title')}
      </Heading>
      <DataTable<AdLog> {...logs.tableProps} getRowId={(row) => row.id} size="sm" columns={columns} />
    </Stack>
  );
}

export function RewardCampaignPage() {
  return <CampaignDetailPage deployment="reward" />;
}

export function HubCampaignPage() {
  return <CampaignDetailPage deployment="hub" />;
}
