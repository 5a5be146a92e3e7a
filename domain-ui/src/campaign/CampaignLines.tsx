/**
 * The campaign's lines, one card each: the reward product, daily volume and unit price, its status
 * and what the remote lets its user do with it (`status`, `actions`), the line's totals and its days
 * (DayHistory, with the remote's chart if it passes one).
 */
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { formatTenthsWon } from '@nurly/contracts';
import type { Ad, CampaignDetail } from '@nurly/contracts/schemas';
import { formatNumber, formatWon } from '@nurly/shared';
import { useDomainTranslation } from '../i18n';
import { AdStatusBadge } from './AdStatusBadge';
import { DayHistory, type DayChartProps } from './DayHistory';

export interface CampaignLinesProps {
  detail: CampaignDetail;
  /** A line's status; its status badge without it. */
  status?: (line: Ad) => ReactNode;
  /** Buttons beside a line's status (e.g. pause/resume). */
  actions?: (line: Ad) => ReactNode;
  chart?: ComponentType<DayChartProps>;
}

export function CampaignLines({ detail, status, actions, chart }: CampaignLinesProps) {
  const { t } = useDomainTranslation();
  return (
    <Stack gap="4">
      {detail.campaign.lines.map((line) => {
        const days = detail.lines.find((entry) => entry.ad_id === line.id);
        const totals = days?.totals ?? { completions: 0, rejections: 0, charge: { settled: 0, estimated: 0 } };
        return (
          <Card.Root key={line.id} data-testid={`campaign-line-${line.id}`}>
            <Card.Header>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="1">
                  <Heading as="h2" size="md">
                    {t('campaign.line.title', {
                      product: line.product_name,
                      volume: formatNumber(line.daily_volume),
                      price: formatTenthsWon(line.unit_price_tenths),
                    })}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted" data-testid={`line-totals-${line.id}`}>
                    {t('campaign.line.totals', {
                      completions: formatNumber(totals.completions),
                      rejections: formatNumber(totals.rejections),
                      settled: formatWon(totals.charge.settled),
                      estimated: formatWon(totals.charge.estimated),
                    })}
                  </Text>
                </Stack>
                <HStack gap="2">
                  {status ? status(line) : <AdStatusBadge status={line.status} title={line.status_reason ?? undefined} />}
                  {actions?.(line)}
                </HStack>
              </HStack>
            </Card.Header>
            <Card.Body>
              <DayHistory days={days?.days ?? []} newestFirst chart={chart} />
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
