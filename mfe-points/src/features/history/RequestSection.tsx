/** The frame of a request section under the point history (margin payouts, withdrawals): a titled box with its rule. */
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function RequestSection({ title, rule, testId, children }: { title: string; rule: string; testId: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} mt="6" data-testid={testId}>
      <Heading as="h2" size="md" mb="1">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {rule}
      </Text>
      {children}
    </Box>
  );
}
