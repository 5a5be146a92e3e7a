/**
 * The campaign's lines, one card each: the reward product, daily volume and unit price, status and
 * delivery reason, pause/resume where the rules allow (an ACTIVE line pauses, a PAUSED one resumes:
 * PUT admin/ads/{id}, as on the list), the line's totals and its days (DayHistory: chart and table).
 */
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Ad, CampaignDetail } from '@nurly/contracts/schemas';
import { formatNumber, formatWon, useAction, type KeyMatcher } from '@nurly/shared';
import { formatTenthsWon } from '@nurly/contracts';
import { DayHistory } from '../../ui/DayHistory';
import { StatusBadge } from '../../ui/StatusBadge';
import { putAd } from '../ads/api';

export function CampaignLines({ detail, revalidate }: { detail: CampaignDetail; revalidate: readonly KeyMatcher[] }) {
  const { t } = useTranslation('admin-ads');
  const change = useAction((ad: Ad, action: 'pause' | 'resume') => putAd(ad.id, { action }), { revalidate });
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
                  <StatusBadge status={line.status} delivery={line.delivery} reason={line.status_reason} />
                  {line.status === 'ACTIVE' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={change.isRunning}
                      onClick={() => void change(line, 'pause')}
                      data-testid={`pause-${line.id}`}
                    >
                      {t('campaign.line.pause')}
                    </Button>
                  ) : null}
                  {line.status === 'PAUSED' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={change.isRunning}
                      onClick={() => void change(line, 'resume')}
                      data-testid={`resume-${line.id}`}
                    >
                      {t('campaign.line.resume')}
                    </Button>
                  ) : null}
                </HStack>
              </HStack>
            </Card.Header>
            <Card.Body>
              <DayHistory days={days?.days ?? []} newestFirst />
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
