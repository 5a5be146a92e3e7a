/**
 * The live cost estimate of the form (docs/decisions/money-loop.md#holds): per line volume × days × price and the total,
 * against the available balance (balance − holds). Over budget: a warning with a link to top up.
 */
import { Alert, Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber, formatWon } from '@nurly/shared';
import { formatTenthsWon } from '@nurly/contracts';
import type { CampaignProduct } from '@nurly/contracts/schemas';
import type { CampaignEstimate } from '../lib/cost';

export interface CostEstimateProps {
  estimate: CampaignEstimate;
  products: CampaignProduct[];
  /** The caller's available won; null when it is not the payer's (staff registering for a client). */
  available: number | null;
  held: number | null;
}

export function CostEstimate({ estimate, products, available, held }: CostEstimateProps) {
  const { t } = useTranslation('admin-ads');
  const nameOf = (code: string) => products.find((product) => product.code === code)?.name ?? code;
  const missing = available === null ? 0 : estimate.total - available;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" data-testid="cost-estimate">
      <Stack gap="2">
        <Text fontWeight="bold">{t('estimate.title')}</Text>
        {estimate.lines.length === 0 || estimate.days === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('estimate.noLines')}
          </Text>
        ) : (
          estimate.lines.map((line) => (
            <HStack key={line.code} justify="space-between" fontSize="sm" data-testid={`estimate-${line.code}`}>
              <Text>
                {t('estimate.line', {
                  name: nameOf(line.code),
                  volume: formatNumber(line.dailyVolume),
                  days: estimate.days,
                  price: formatTenthsWon(line.priceTenths),
                })}
              </Text>
              <Text fontWeight="semibold">{formatWon(line.total)}</Text>
            </HStack>
          ))
        )}
        <Separator />
        <HStack justify="space-between">
          <Text fontWeight="bold">
            {t('estimate.total')}
            {estimate.days
              ? ` (${t('estimate.days', { count: estimate.days })}, ${t('estimate.perDay', { amount: formatWon(estimate.perDay) })})`
              : ''}
          </Text>
          <Text fontWeight="bold" fontSize="lg" data-testid="estimate-total">
            {formatWon(estimate.total)}
          </Text>
        </HStack>
        {available === null ? (
          <Text fontSize="xs" color="fg.muted">
            {t('estimate.staffNote')}
          </Text>
        ) : (
          <HStack justify="space-between" fontSize="sm">
            <Text>
              {t('estimate.available')}
              {held ? ` · ${t('estimate.held', { amount: formatWon(held) })}` : ''}
            </Text>
            <Text data-testid="estimate-available">{formatWon(available)}</Text>
          </HStack>
        )}
        <Text fontSize="xs" color="fg.muted">
          {t('estimate.rounding')}
        </Text>
        {missing > 0 ? (
          <Alert.Root status="warning" data-testid="over-budget">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('estimate.overBudget', { missing: formatWon(missing) })}</Alert.Description>
            </Alert.Content>
            <Button asChild size="sm" colorPalette="orange">
              <RouterLink to="/point/buy">{t('estimate.buyPoints')}</RouterLink>
            </Button>
          </Alert.Root>
        ) : null}
      </Stack>
    </Box>
  );
}
