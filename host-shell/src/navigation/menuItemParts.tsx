/**
 * Pieces of a side-menu item: its status badges (beside the name on the wide menu, on the icon's
 * corner on the narrow rail) and the rail's tooltip naming an icon-only item.
 */
import type { ReactElement } from 'react';
import { Badge, Box, Flex, Portal, Tooltip } from '@chakra-ui/react';
import { Icon } from '@nurly/shared';
import type { MenuStatus } from '@nurly/contracts/schemas';
import type { MenuLink } from './composeNav';

export function StatusBadges({ status }: { status: MenuStatus[string] | undefined }) {
  if (!status) return null;
  return (
    <Flex gap="1">
      {status.successCount > 0 && (
        <Badge colorPalette="green" size="sm" title={status.successHint}>
          {status.successCount}
        </Badge>
      )}
      {status.errorCount > 0 && (
        <Badge colorPalette="red" size="sm" title={status.errorHint}>
          {status.errorCount}
        </Badge>
      )}
    </Flex>
  );
}

type ItemStatus = MenuStatus[string];

/** A group's counts on the narrow rail: the sum over its children (whose rows are hidden there). */
export function groupStatus(link: MenuLink, status: MenuStatus | undefined): ItemStatus | undefined {
  const entries = [link, ...(link.children ?? [])].map((l) => status?.[l.key]).filter((e): e is ItemStatus => e !== undefined);
  if (entries.length === 0) return undefined;
  const hints = (pick: (e: ItemStatus) => string) => [...new Set(entries.map(pick).filter(Boolean))].join(', ');
  return {
    successCount: entries.reduce((n, e) => n + e.successCount, 0),
    successHint: hints((e) => e.successHint),
    errorCount: entries.reduce((n, e) => n + e.errorCount, 0),
    errorHint: hints((e) => e.errorHint),
  };
}

const railCount = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The accessible name of an icon-only rail item: its menu name, then the counts its icon shows (in
 * the order they are drawn, each with its hint), so the visible text is part of the name (WCAG 2.5.3).
 */
export function railName(label: string, status: ItemStatus | undefined): string {
  const counts: string[] = [];
  const count = (n: number, hint: string) => `${railCount(n)}${hint ? ` (${hint})` : ''}`;
  if (status && status.errorCount > 0) counts.push(count(status.errorCount, status.errorHint));
  if (status && status.successCount > 0) counts.push(count(status.successCount, status.successHint));
  return [label, ...counts].join(' ');
}

/** The status counts on the rail's icon: errors on the top corner, successes on the bottom one. */
function RailBadges({ status }: { status: ItemStatus | undefined }) {
  if (!status) return null;
  const corner = {
    position: 'absolute',
    right: '-2.5',
    size: 'xs',
    variant: 'solid',
    rounded: 'full',
    minW: '4',
    px: '1',
    justifyContent: 'center',
  } as const;
  return (
    <>
      {status.errorCount > 0 && (
        <Badge {...corner} top="-2" colorPalette="red" title={status.errorHint} data-testid="rail-badge-error">
          {railCount(status.errorCount)}
        </Badge>
      )}
      {/* Two counts read as two numbers, not one (the name lists both: railName). */}
      {status.errorCount > 0 && status.successCount > 0 && ' '}
      {status.successCount > 0 && (
        <Badge {...corner} bottom="-2" colorPalette="green" title={status.successHint} data-testid="rail-badge-success">
          {railCount(status.successCount)}
        </Badge>
      )}
    </>
  );
}

export function ItemIcon({ link, status }: { link: MenuLink; status?: ItemStatus }) {
  return (
    <Box position="relative" display="inline-flex">
      <Icon name={link.icon ?? 'mdi-web'} />
      <RailBadges status={status} />
    </Box>
  );
}

/** On the narrow rail an item shows only its icon: its name opens beside it on hover and focus. */
export function RailTooltip({ label, show, children }: { label: string; show: boolean; children: ReactElement }) {
  if (!show) return children;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
