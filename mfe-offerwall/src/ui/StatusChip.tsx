/** A coloured status chip (StatusBadge of @nurly/shared): good (green), waiting (gray/blue), refused (red) or stopped (orange). */
import type { ReactNode } from 'react';
import { StatusBadge } from '@nurly/shared';

const tones = {
  ACTIVE: 'green',
  DISABLED: 'gray',
  OPEN: 'blue',
  COMPLETED: 'green',
  REJECTED: 'red',
  PENDING: 'gray',
  DELIVERED: 'green',
  STOPPED: 'orange',
  FAILED: 'red',
  UNPAID: 'orange',
  PAID: 'green',
} as const satisfies Record<string, string>;

export type ChipStatus = keyof typeof tones;

export function StatusChip({ status, children, testId }: { status: ChipStatus; children: ReactNode; testId?: string }) {
  return (
    <StatusBadge status={status} tones={tones} testId={testId}>
      {children}
    </StatusBadge>
  );
}
