/** A coloured status chip; the colour says good (green), waiting (gray/blue), refused (red) or stopped (orange). */
import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const colors = {
  ACTIVE: 'green',
  DISABLED: 'gray',
  OPEN: 'blue',
  COMPLETED: 'green',
  REJECTED: 'red',
  PENDING: 'gray',
  DELIVERED: 'green',
  STOPPED: 'orange',
  FAILED: 'red',
} as const satisfies Record<string, string>;

export type ChipStatus = keyof typeof colors;

export function StatusChip({ status, children, testId }: { status: ChipStatus; children: ReactNode; testId?: string }) {
  return (
    <Badge colorPalette={colors[status]} variant="subtle" data-status={status} data-testid={testId}>
      {children}
    </Badge>
  );
}
