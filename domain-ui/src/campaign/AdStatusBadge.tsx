/** An ad or campaign status as a coloured chip (the contract's label). */
import { Badge } from '@chakra-ui/react';
import type { AdStatus } from '@nurly/contracts';
import { useDomainTranslation } from '../i18n';

export const STATUS_COLORS: Record<AdStatus, string> = {
  PENDING: 'orange',
  ACTIVE: 'green',
  PAUSED: 'yellow',
  REJECTED: 'red',
  CANCELLED: 'gray',
  ENDED: 'purple',
};

export function AdStatusBadge({ status, title }: { status: AdStatus; title?: string }) {
  const { t } = useDomainTranslation();
  return (
    <Badge colorPalette={STATUS_COLORS[status]} title={title} data-testid="status-badge">
      {t(`status.${status}`)}
    </Badge>
  );
}
