/**
 * A campaign's detail page body (docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#one-source-of-truth), as the default site's advertiser, a hub client
 * and the hub console see it (GET assistant/campaingns/{id}, /logs): the summary, each line day by
 * day, the rejections by reason with the latest refused attempts, and the change log in words (Korea
 * time). What differs per remote comes in as props: the buttons beside the title (`actions`: back to
 * its list, cancel), a line's status and buttons, and the chart.
 */
import { Alert, Flex, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Ad, AdLog, CampaignDetail } from '@nurly/contracts/schemas';
import { PageHeader, errorMessage, usePagedQuery } from '@nurly/shared';
import { useDomainTranslation } from '../i18n';
import { AdLogTable } from './AdLogTable';
import { campaignLogsPath, useCampaignDetail } from './api';
import { CampaignLines } from './CampaignLines';
import { CampaignRejections } from './CampaignRejections';
import { CampaignSummary } from './CampaignSummary';
import type { DayChartProps } from './DayHistory';

export interface CampaignDetailViewProps {
  id: number | null;
  /** The buttons beside the title; `campaign` is undefined until it has loaded. */
  actions?: (campaign: CampaignDetail['campaign'] | undefined) => ReactNode;
  /** A line's status (CampaignLines). */
  lineStatus?: (line: Ad) => ReactNode;
  /** Buttons beside a line's status (CampaignLines). */
  lineActions?: (line: Ad) => ReactNode;
  /** The day chart of every line (HistoryChart of '@nurly/domain-ui/chart'); tables only without it. */
  chart?: ComponentType<DayChartProps>;
  /** A notice under the title (the customer's low-balance warning). */
  notice?: ReactNode;
}

export function CampaignDetailView({ id, actions, lineStatus, lineActions, chart, notice }: CampaignDetailViewProps) {
  const { t } = useDomainTranslation();
  const { data, error, isLoading } = useCampaignDetail(id);
  const campaign = data?.campaign;
  return (
    <>
      <PageHeader
        title={t('campaign.title')}
        description={campaign ? `${campaign.keyword} · ${t(`channel.${campaign.channel}`)}` : t('campaign.description')}
        actions={actions?.(campaign)}
      />
      {notice}
      {isLoading ? (
        <Flex justify="center" py="10">
          <Spinner />
        </Flex>
      ) : null}
      {error ? (
        <Alert.Root status="error" maxW="xl" data-testid="campaign-error">
          <Alert.Indicator />
          <Alert.Title>{t('campaign.loadFailed')}</Alert.Title>
          <Alert.Description>{errorMessage(error)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {data && id ? (
        <Stack gap="6">
          <CampaignSummary detail={data} />
          <CampaignLines detail={data} status={lineStatus} actions={lineActions} chart={chart} />
          <CampaignRejections detail={data} />
          <CampaignLog id={id} detail={data} />
        </Stack>
      ) : null}
    </>
  );
}

function CampaignLog({ id, detail }: { id: number; detail: CampaignDetail }) {
  const { t } = useDomainTranslation();
  const logs = usePagedQuery<AdLog>(campaignLogsPath(id), { pageSize: 10, urlPrefix: 'log.' });
  const names = useMemo(() => new Map(detail.campaign.lines.map((line) => [line.id, line.product_name])), [detail]);
  const lineName = useCallback((adId: number) => names.get(adId) ?? `#${adId}`, [names]);
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('campaign.logTitle')}
      </Heading>
      <AdLogTable list={logs.tableProps} lineName={lineName} testId="campaign-log" />
    </Stack>
  );
}
