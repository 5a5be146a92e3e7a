/**
 * /campaign/:id (money-loop §3, §8): what the advertiser paid for. The campaign's status, period,
 * held points and charge — settled (the ledger's AD_DEDUCT rows) apart from 예정 (today and any day
 * not settled yet, estimated from its completions); per line and day the target, clicks,
 * completions, rejections by reason, charge and the keyword's rank (chart and table); the rejections
 * by reason with the latest refused attempts; the change log in words (Korea time). Pause/resume a
 * line and cancel the campaign where the rules allow (the same calls as the list).
 */
import { Alert, Box, Button, Card, Flex, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LIVE_AD_STATUSES } from '@nurly/contracts';
import type { AdLog, CampaignDetail } from '@nurly/contracts/schemas';
import { PageHeader, confirmDialog, errorMessage, formatWon, useAction, usePagedQuery } from '@nurly/shared';
import { AdLogTable } from '../../ui/AdLogTable';
import { StatusBadge, formatPeriod } from '../../ui/StatusBadge';
import { CAMPAIGNS_PATH, campaignLogsPath, campaignPath, deleteCampaign, useCampaignDetail } from './api';
import { CampaignLines } from './CampaignLines';
import { CampaignRejections } from './CampaignRejections';
import { GuestNotice, useIsGuestVisitor } from './GuestNotice';

export default function CampaignDetailPage() {
  const { t } = useTranslation('admin-ads');
  const id = Number(useParams().id) || null;
  const guest = useIsGuestVisitor();
  return guest ? (
    <>
      <PageHeader title={t('pages.campaignDetail.title')} description={t('pages.campaignDetail.description')} />
      <GuestNotice />
    </>
  ) : (
    <CampaignDetailView id={id} />
  );
}

const targetOf = (campaign: CampaignDetail['campaign']) =>
  campaign.channel === 'NAVER_SHOPPING'
    ? [campaign.mid && `MID ${campaign.mid}`, campaign.store_name].filter(Boolean).join(' · ')
    : [campaign.place_id && `ID ${campaign.place_id}`, campaign.place_name].filter(Boolean).join(' · ');

function CampaignDetailView({ id }: { id: number | null }) {
  const { t } = useTranslation('admin-ads');
  const { data, error, isLoading } = useCampaignDetail(id);
  const campaign = data?.campaign;
  const refresh = useMemo(() => (id ? [campaignPath(id), campaignLogsPath(id), CAMPAIGNS_PATH] : []), [id]);
  const cancel = useAction(deleteCampaign, { revalidate: refresh });
  const live = campaign ? (LIVE_AD_STATUSES as readonly string[]).includes(campaign.status) : false;

  const confirmCancel = async () => {
    if (!campaign) return;
    // Before the start the whole hold returns; after it only the future days do (spec §1, money-loop §4).
    const html = t(campaign.refundable ? 'list.cancelBeforeStart' : 'list.cancelAfterStart', { hold: formatWon(campaign.hold) });
    if (await confirmDialog({ title: t('list.cancelTitle'), html })) await cancel(campaign.id);
  };

  return (
    <>
      <PageHeader
        title={t('pages.campaignDetail.title')}
        description={campaign ? `${campaign.keyword} · ${t(`labels.channel.${campaign.channel}`)}` : t('pages.campaignDetail.description')}
        actions={
          <>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/campaign/list">{t('campaign.back')}</RouterLink>
            </Button>
            {live ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void confirmCancel()} data-testid="campaign-cancel">
                {t('campaign.cancel')}
              </Button>
            ) : null}
          </>
        }
      />
      {isLoading ? (
        <Flex justify="center" py="10">
          <Spinner />
        </Flex>
      ) : null}
      {error ? (
        <Alert.Root status="error" maxW="xl">
          <Alert.Indicator />
          <Alert.Title>{t('campaign.loadFailed')}</Alert.Title>
          <Alert.Description>{errorMessage(error)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {data && id ? (
        <Stack gap="6">
          <Summary detail={data} />
          <CampaignLines detail={data} revalidate={refresh} />
          <CampaignRejections detail={data} />
          <CampaignLog id={id} detail={data} />
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
        <Box fontWeight="semibold" data-testid={testId}>
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function Summary({ detail }: { detail: CampaignDetail }) {
  const { t } = useTranslation('admin-ads');
  const { campaign, charge } = detail;
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        <Stat label={t('campaign.summary.status')}>
          <StatusBadge status={campaign.status} />
        </Stat>
        <Stat label={t('campaign.summary.target')}>{targetOf(campaign) || '-'}</Stat>
        <Stat label={t('campaign.summary.period')}>{formatPeriod(campaign.start_date, campaign.end_date)}</Stat>
        <Stat label={t('campaign.summary.hold')} testId="campaign-hold">
          {formatWon(campaign.hold)}
        </Stat>
        <Stat label={t('campaign.summary.settled')} testId="campaign-settled">
          {formatWon(charge.settled)}
        </Stat>
        <Stat label={t('campaign.summary.estimated')} testId="campaign-estimated">
          {t('campaign.charge.estimated', { amount: formatWon(charge.estimated) })}
        </Stat>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {t('campaign.estimatedNote')}
      </Text>
    </Stack>
  );
}

function CampaignLog({ id, detail }: { id: number; detail: CampaignDetail }) {
  const { t } = useTranslation('admin-ads');
  const logs = usePagedQuery<AdLog>(campaignLogsPath(id), { pageSize: 10, urlPrefix: 'log.' });
  const names = useMemo(() => new Map(detail.campaign.lines.map((line) => [line.id, line.product_name])), [detail]);
  const lineName = useCallback((adId: number) => names.get(adId) ?? `#${adId}`, [names]);
  return (
    <Stack gap="3">
      <Text as="h2" fontWeight="semibold" fontSize="lg">
        {t('campaign.log.title')}
      </Text>
      <AdLogTable list={logs.tableProps} lineName={lineName} testId="campaign-log" />
    </Stack>
  );
}
