/**
 * One ad line in full (staff consoles and the customer's campaign list): its fields, status and
 * reason, the daily history (chart + table: completed volume against the keyword's rank that day),
 * the change log (paged) and, for staff, reported problems with a resolve action. Loaded lazily
 * with the chart library. Staff review a pending ad here (ReviewActions: 승인 / 반려 behind the
 * confirm dialog); the drawer then shows the ad as the server answered it.
 */
import { Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, formatDate, formatNumber, formatWon, useAction, usePagedQuery } from '@nurly/shared';
import { TextareaField, useNurlyForm } from '@nurly/shared/forms';
import { AD_REASON_MAX_LENGTH, formatTenthsWon } from '@nurly/contracts';
import type { Ad, AdLog, AdReport } from '@nurly/contracts/schemas';
import { StatusBadge, formatPeriod } from './StatusBadge';
import { ADS_PATH } from '../lib/ads';
import { AdLogTable, DayHistory, DetailDrawer, DetailItem } from '@nurly/domain-ui';
import HistoryChart from '@nurly/domain-ui/chart';
import { adLogsPath, adOptionsPath, postResolveReport, useAdHistories, useAdReports } from '../lib/ad-detail-api';
import { ReviewActions } from './ReviewActions';

export interface AdDetailDrawerProps {
  ad: Ad;
  /** Console staff also see and resolve reported problems. */
  staff: boolean;
  onClose: () => void;
}

export default function AdDetailDrawer({ ad: opened, staff, onClose }: AdDetailDrawerProps) {
  const { t } = useTranslation('admin-ads');
  // The ad as last answered by the server (a review from this drawer replaces it); callers key the
  // drawer by the ad's id, so another ad starts afresh.
  const [ad, setAd] = useState(opened);
  const { data: histories } = useAdHistories(ad.id);
  const days = histories?.results ?? [];
  const logs = usePagedQuery<AdLog>(adLogsPath(ad.id), { pageSize: 10, urlPrefix: 'log.' });
  const rankText = (rank: number | null) => (rank ? t('detail.rankValue', { rank }) : t('detail.noRank'));
  const target =
    ad.channel === 'NAVER_SHOPPING'
      ? [ad.mid && `MID ${ad.mid}`, ad.store_name, ad.url]
      : [ad.place_id && `ID ${ad.place_id}`, ad.place_name, ad.url];

  return (
    <DetailDrawer
      title={t('detail.title', { id: ad.id })}
      testId="ad-detail"
      size="xl"
      onClose={onClose}
      actions={staff ? <ReviewActions ad={ad} onChanged={setAd} /> : null}
    >
      <Stack gap="6">
        <SimpleGrid templateColumns="120px 1fr" columnGap="4" rowGap="2">
          <DetailItem label={t('detail.status')}>
            <StatusBadge status={ad.status} delivery={ad.delivery} reason={ad.status_reason} pausedBy={ad.paused_by} />
          </DetailItem>
          {ad.status_reason ? <DetailItem label={t('detail.reason')}>{ad.status_reason}</DetailItem> : null}
          <DetailItem label={t('detail.owner')}>{ad.owner.name ? `${ad.owner.name} (${ad.owner.username})` : ad.owner.username}</DetailItem>
          <DetailItem label={t('detail.service')}>
            {t(`labels.service.${ad.service}`)}
            {ad.group ? ` · ${ad.group.name}` : ''}
          </DetailItem>
          <DetailItem label={t('detail.channel')}>{t(`labels.channel.${ad.channel}`)}</DetailItem>
          <DetailItem label={t('detail.product')}>{ad.product_name}</DetailItem>
          <DetailItem label={t('detail.keyword')}>{ad.keyword}</DetailItem>
          <DetailItem label={t('detail.target')}>
            <Text wordBreak="break-all">{target.filter(Boolean).join(' · ') || '-'}</Text>
          </DetailItem>
          <DetailItem label={t('detail.rank')}>{rankText(ad.rank)}</DetailItem>
          <DetailItem label={t('detail.dailyVolume')}>{formatNumber(ad.daily_volume)}</DetailItem>
          <DetailItem label={t('detail.period')}>
            {formatPeriod(ad.start_date, ad.end_date)} ({t('estimate.days', { count: ad.days })})
          </DetailItem>
          <DetailItem label={t('detail.unitPrice')}>{formatTenthsWon(ad.unit_price_tenths)}</DetailItem>
          <DetailItem label={t('detail.plannedCost')}>{formatWon(ad.planned_cost)}</DetailItem>
          <DetailItem label={t('detail.hold')}>{formatWon(ad.hold)}</DetailItem>
          <DetailItem label={t('detail.spent')}>{formatWon(ad.spent)}</DetailItem>
          {ad.question ? <DetailItem label={t('detail.question')}>{ad.question}</DetailItem> : null}
          {ad.answers.length ? <DetailItem label={t('detail.answers')}>{ad.answers.join(', ')}</DetailItem> : null}
          {ad.memo ? <DetailItem label={t('detail.memo')}>{ad.memo}</DetailItem> : null}
        </SimpleGrid>

        <Stack gap="3">
          <Heading as="h3" size="sm">
            {t('detail.history')}
          </Heading>
          <DayHistory days={days} loading={!histories} chart={HistoryChart} />
        </Stack>

        <Stack gap="3">
          <Heading as="h3" size="sm">
            {t('detail.log')}
          </Heading>
          <AdLogTable list={logs.tableProps} />
        </Stack>

        {staff ? <Reports ad={ad} /> : null}
      </Stack>
    </DetailDrawer>
  );
}

/** Problems members or publishers reported on the ad (sold out, wrong answer, …); staff resolve them with a note. */
function Reports({ ad }: { ad: Ad }) {
  const { t } = useTranslation('admin-ads');
  const { data } = useAdReports(ad.id, true);
  const [resolving, setResolving] = useState<AdReport | null>(null);
  const form = useNurlyForm<{ resolution: string }>({ defaultValues: { resolution: '' } });
  useEffect(() => {
    if (resolving) form.reset({ resolution: '' });
  }, [resolving, form]);
  const resolve = useAction(postResolveReport, {
    form,
    revalidate: [adOptionsPath(ad.id), ADS_PATH],
    onSuccess: () => setResolving(null),
  });
  const reports = data?.results ?? [];
  return (
    <Stack gap="3" data-testid="ad-reports">
      <Heading as="h3" size="sm">
        {t('detail.reports')}
      </Heading>
      {data && reports.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('detail.reportsEmpty')}
        </Text>
      ) : null}
      {reports.map((report) => (
        <HStack key={report.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" align="start">
          <Stack gap="1">
            <HStack gap="2">
              <Badge colorPalette={report.status === 'OPEN' ? 'red' : 'gray'}>
                {report.status === 'OPEN' ? t('detail.open') : t('detail.resolved')}
              </Badge>
              <Text fontWeight="semibold">{t(`labels.report.${report.type}`)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {report.reporter?.username ?? '-'} · {formatDate(report.created_at)}
              </Text>
            </HStack>
            {report.memo ? <Text fontSize="sm">{report.memo}</Text> : null}
            {report.resolution ? (
              <Text fontSize="sm" color="fg.muted">
                → {report.resolution}
              </Text>
            ) : null}
          </Stack>
          {report.status === 'OPEN' ? (
            <Button size="xs" onClick={() => setResolving(report)} data-testid={`resolve-${report.id}`}>
              {t('detail.resolve')}
            </Button>
          ) : null}
        </HStack>
      ))}
      <FormDialog
        open={!!resolving}
        onClose={() => setResolving(null)}
        title={t('detail.resolveTitle')}
        submitLabel={t('detail.resolve')}
        form={form}
        testId="resolve-dialog"
        submitTestId="resolve-submit"
        onValid={({ resolution }) => (resolving ? resolve(ad.id, resolving.id, resolution.trim()) : undefined)}
      >
        <TextareaField
          name="resolution"
          label={t('detail.resolution')}
          required
          maxLength={AD_REASON_MAX_LENGTH}
          testId="resolution-input"
        />
      </FormDialog>
    </Stack>
  );
}
