/**
 * The dashboard's running campaigns: the customer's campaigns with an ACTIVE line, each linking to its
 * detail (/campaign/:id, the admin-ads remote) with today's completions against the target and the
 * charge settled so far; the rest behind a link to the list.
 */
import { HStack, Link, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, formatNumber, formatWon } from '@nurly/shared';
import { useRunningCampaigns } from './api';
import { DashboardCard } from './DashboardCard';

export function RunningCampaigns({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('keywords');
  const { data, isLoading } = useRunningCampaigns(enabled);
  const campaigns = data?.results ?? [];
  return (
    <DashboardCard
      title={`${t('dashboard.runningCampaigns')} ${data?.count ? `(${formatNumber(data.count)})` : ''}`}
      link={{ to: '/campaign/list', label: t('dashboard.allCampaigns') }}
    >
      {enabled && isLoading ? <Spinner size="sm" /> : null}
      {!isLoading && campaigns.length === 0 ? (
        <EmptyState icon="dashboard" title={t('dashboard.noCampaigns')} description={t('dashboard.noCampaignsHint')} />
      ) : null}
      {campaigns.length ? (
        <Stack gap="3" data-testid="running-campaigns">
          {campaigns.map((campaign) => {
            const target = campaign.today.target;
            const percent = target ? Math.min(100, Math.round((campaign.today.completions / target) * 100)) : 0;
            const progress = t('dashboard.campaignProgress', {
              done: formatNumber(campaign.today.completions),
              target: formatNumber(target),
            });
            return (
              <Stack key={campaign.id} gap="1" data-testid={`running-campaign-${campaign.id}`}>
                <HStack justify="space-between" fontSize="sm" gap="2">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={`/campaign/${campaign.id}`}>{campaign.keyword}</RouterLink>
                  </Link>
                  <Text color="fg.muted" truncate>
                    {campaign.lines.map((line) => line.product_name).join(', ')}
                  </Text>
                </HStack>
                <HStack gap="2">
                  <Progress.Root value={percent} size="xs" flex="1" colorPalette="brand" aria-label={progress}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {progress} · {t('dashboard.campaignSpent', { amount: formatWon(campaign.spent) })}
                  </Text>
                </HStack>
              </Stack>
            );
          })}
        </Stack>
      ) : null}
    </DashboardCard>
  );
}
