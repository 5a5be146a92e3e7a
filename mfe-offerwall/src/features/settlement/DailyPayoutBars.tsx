/**
 * A small bar chart of the payout per day in plain CSS (no chart library in this remote): one bar
 * per day, oldest on the left, heights relative to the best day. Screen readers get the label and
 * each bar's title.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { formatWon } from '@nurly/shared';
import type { SettlementDay } from '@nurly/contracts/schemas';

export function DailyPayoutBars({ days, label }: { days: SettlementDay[]; label: string }) {
  const oldestFirst = [...days].sort((a, b) => a.day.localeCompare(b.day));
  const best = Math.max(1, ...oldestFirst.map((day) => day.payout));
  return (
    <Box role="img" aria-label={label} data-testid="payout-bars" borderWidth="1px" borderRadius="md" p="3" mb="4">
      <Text fontSize="xs" color="fg.muted" mb="2">
        {label}
      </Text>
      <Flex align="end" gap="1" h="96px">
        {oldestFirst.map((day) => (
          <Flex key={day.day} direction="column" justify="end" flex="1" minW="6px" h="100%" title={`${day.day} ${formatWon(day.payout)}`}>
            <Box
              data-testid="payout-bar"
              data-day={day.day}
              h={`${Math.round((day.payout / best) * 100)}%`}
              minH={day.payout > 0 ? '2px' : '0'}
              bg={day.settled ? 'brand.solid' : 'brand.muted'}
              borderTopRadius="sm"
            />
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
