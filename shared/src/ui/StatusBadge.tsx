/**
 * A status as a coloured chip: the page passes its tone map (status → colour palette: green good,
 * gray/blue waiting, red refused, orange stopped) and the words; `data-status` carries the status.
 */
import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Status → colour palette; a status left out is the fallback tone. */
export type StatusTones<Status extends string> = Partial<Record<Status, string>>;

export interface StatusBadgeProps<Status extends string> {
  status: Status;
  tones: StatusTones<Status>;
  children: ReactNode;
  /** Palette of a status the map lacks (gray). */
  fallbackTone?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Hover text (why: a refusal's reason). */
  title?: string;
  testId?: string;
}

export function StatusBadge<Status extends string>(props: StatusBadgeProps<Status>) {
  const { status, tones, children, fallbackTone = 'gray', size, title, testId } = props;
  return (
    <Badge
      colorPalette={tones[status] ?? fallbackTone}
      variant="subtle"
      size={size}
      title={title}
      data-status={status}
      data-testid={testId}
    >
      {children}
    </Badge>
  );
}
