/** An ad or campaign status as a coloured chip, with the delivery reason (why it is or is not running) beside it. */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdDeliveryReason, AdStatus } from '@nurly/contracts';

export const STATUS_COLORS: Record<AdStatus, string> = {
  PENDING: 'orange',
  ACTIVE: 'green',
  PAUSED: 'yellow',
  REJECTED: 'red',
  CANCELLED: 'gray',
  ENDED: 'purple',
};

export function StatusBadge({ status, delivery, reason }: { status: AdStatus; delivery?: AdDeliveryReason; reason?: string | null }) {
  const { t } = useTranslation('admin-ads');
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={STATUS_COLORS[status]} title={reason ?? undefined} data-testid="status-badge">
        {t(`labels.status.${status}`)}
      </Badge>
      {delivery && delivery !== 'SERVING' && delivery !== 'IN_REVIEW' ? (
        <Text as="span" fontSize="xs" color="fg.muted">
          {t(`labels.delivery.${delivery}`)}
        </Text>
      ) : null}
    </HStack>
  );
}

/** "2026-12-01 ~ 2026-12-31". */
export function formatPeriod(start: string, end: string): string {
  return `${start} ~ ${end}`;
}
