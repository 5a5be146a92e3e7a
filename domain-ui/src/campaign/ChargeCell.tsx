/**
 * A day's charge (docs/decisions/money-loop.md#one-source-of-truth): the settled amount (its AD_DEDUCT row) as it is, a day not settled
 * yet as its estimate marked 예정, never one passed off as the other.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { formatWon } from '@nurly/shared';
import type { AdHistory } from '@nurly/contracts/schemas';
import { useDomainTranslation } from '../i18n';

export function ChargeCell({ day }: { day: Pick<AdHistory, 'day' | 'settled' | 'charge'> }) {
  const { t } = useDomainTranslation();
  if (day.settled)
    return (
      <Text as="span" data-testid={`charge-${day.day}`}>
        {formatWon(day.charge)}
      </Text>
    );
  return (
    <HStack as="span" gap="1" justify="end" data-testid={`charge-${day.day}`}>
      <Text as="span" color="fg.muted">
        {formatWon(day.charge)}
      </Text>
      <Badge colorPalette="orange" size="sm" variant="subtle">
        {t('charge.estimated')}
      </Badge>
    </HStack>
  );
}
