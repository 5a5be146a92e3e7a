/**
 * A small bar chart of the payout per day in plain CSS (no chart library in this remote): one bar
 * per day, oldest on the left, heights relative to the best day. The value axis shows ₩0 and the
 * best day's payout, the day axis the first and the last day, and a legend tells settled days from
 * those not settled yet. Screen readers get the label and each bar's title.
 */
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWon } from '@nurly/shared';
import type { SettlementDay } from '@nurly/contracts/schemas';

const settledColor = 'brand.solid';
const unsettledColor = 'brand.muted';

function LegendItem({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1">
      <Box w="2.5" h="2.5" borderRadius="sm" bg={color} />
      <Text>{label}</Text>
    </HStack>
  );
}

export function DailyPayoutBars({ days, label }: { days: SettlementDay[]; label: string }) {
  const { t } = useTranslation('offerwall');
  const oldestFirst = [...days].sort((a, b) => a.day.localeCompare(b.day));
  const best = Math.max(1, ...oldestFirst.map((day) => day.payout));
  const first = oldestFirst[0]?.day;
  const last = oldestFirst[oldestFirst.length - 1]?.day;
  return (
    <Box role="img" aria-label={label} data-testid="payout-bars" borderWidth="1px" borderRadius="md" p="3" mb="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2" fontSize="xs" color="fg.muted">
        <Text>{label}</Text>
        <HStack gap="3" aria-hidden>
          <LegendItem color={settledColor} label={t('settlement.legendSettled')} />
          <LegendItem color={unsettledColor} label={t('settlement.legendUnsettled')} />
        </HStack>
      </Flex>
      <Flex gap="2">
        <Flex
          direction="column"
          justify="space-between"
          h="96px"
          fontSize="xs"
          color="fg.muted"
          textAlign="end"
          data-testid="payout-axis-values"
        >
          <Text>{formatWon(best)}</Text>
          <Text>{formatWon(0)}</Text>
        </Flex>
        <Box flex="1" minW="0">
          <Flex align="end" gap="1" h="96px" borderBottomWidth="1px" borderLeftWidth="1px" borderColor="border.emphasized">
            {oldestFirst.map((day) => (
              <Flex
                key={day.day}
                direction="column"
                justify="end"
                flex="1"
                minW="6px"
                h="100%"
                title={`${formatDate(day.day)} ${formatWon(day.payout)}`}
              >
                <Box
                  data-testid="payout-bar"
                  data-day={day.day}
                  h={`${Math.round((day.payout / best) * 100)}%`}
                  minH={day.payout > 0 ? '2px' : '0'}
                  bg={day.settled ? settledColor : unsettledColor}
                  borderTopRadius="sm"
                />
              </Flex>
            ))}
          </Flex>
          <Flex justify="space-between" mt="1" fontSize="xs" color="fg.muted" data-testid="payout-axis-days">
            <Text>{formatDate(first)}</Text>
            {last !== first ? <Text>{formatDate(last)}</Text> : null}
          </Flex>
        </Box>
      </Flex>
    </Box>
  );
}
