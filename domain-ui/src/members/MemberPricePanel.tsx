/**
 * The frame around a member list's price table (`price-panel`): a title, an optional close button,
 * notes under the title (what the prices are, why they cannot be set) and the remote's
 * TierPriceTable (or a loading line) as children.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MemberPricePanelProps {
  title: ReactNode;
  /** Muted lines under the title. */
  notes?: ReactNode;
  close?: { label: string; onClose: () => void };
  children?: ReactNode;
}

export function MemberPricePanel({ title, notes, close, children }: MemberPricePanelProps) {
  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="price-panel">
      <Flex justify="space-between" align="center" mb={notes ? '1' : '3'} gap="2" wrap="wrap">
        <Text as="h2" fontWeight="semibold">
          {title}
        </Text>
        {close ? (
          <Button size="xs" variant="ghost" onClick={close.onClose}>
            {close.label}
          </Button>
        ) : null}
      </Flex>
      {notes ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {notes}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
