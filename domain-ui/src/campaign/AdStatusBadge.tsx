/** An ad or campaign status as a coloured chip (the contract's label): StatusBadge of @nurly/shared with the ad tones. */
import type { AdStatus } from '@nurly/contracts';
import { StatusBadge } from '@nurly/shared';
import { useDomainTranslation } from '../i18n';

/** The tone of each ad status, the same in every console. */
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
    <StatusBadge status={status} tones={STATUS_COLORS} title={title} testId="status-badge">
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
