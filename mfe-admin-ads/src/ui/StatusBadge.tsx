/**
 * An ad or campaign status as a coloured chip, with the delivery reason (why it is or is not running)
 * beside it, or for a paused line who paused it and why.
 */
import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AdDeliveryReason, AdPauseKind, AdStatus } from '@nurly/contracts';
import { StatusBadge as SharedStatusBadge, formatDateRange } from '@nurly/shared';
import { STATUS_COLORS } from '@nurly/domain-ui';

export function StatusBadge({
  status,
  delivery,
  reason,
  pausedBy,
}: {
  status: AdStatus;
  delivery?: AdDeliveryReason;
  reason?: string | null;
  /** Who holds a paused line; shown with the reason ("관리자 일시정지: 사유") instead of the delivery reason. */
  pausedBy?: AdPauseKind | null;
}) {
  const { t } = useTranslation('admin-ads');
  const pauseNote = status === 'PAUSED' && pausedBy ? pauseNoteOf(t, pausedBy, reason) : null;
  return (
    <HStack gap="1" wrap="wrap">
      <SharedStatusBadge status={status} tones={STATUS_COLORS} title={reason ?? undefined} testId="status-badge">
        {t(`labels.status.${status}`)}
      </SharedStatusBadge>
      {pauseNote ? (
        // A long pause reason wraps in two lines (the whole of it on hover) instead of widening the desk's 상태 column.
        <Text
          as="span"
          fontSize="xs"
          color={pausedBy === 'OWNER' ? 'fg.muted' : 'orange.fg'}
          maxW="12rem"
          lineClamp={2}
          title={pauseNote}
          data-testid="paused-by"
        >
          {pauseNote}
        </Text>
      ) : delivery && delivery !== 'SERVING' && delivery !== 'IN_REVIEW' ? (
        <Text as="span" fontSize="xs" color="fg.muted">
          {t(`labels.delivery.${delivery}`)}
        </Text>
      ) : null}
    </HStack>
  );
}

/** "관리자 일시정지: 사유" (or the holder alone without a reason). */
export function pauseNoteOf(t: TFunction, pausedBy: AdPauseKind, reason: string | null | undefined): string {
  const who = t(`labels.pausedBy.${pausedBy}`);
  return reason ? t('labels.pauseNote', { who, reason }) : who;
}

/** "2026. 12. 1. ~ 2026. 12. 31." (the shared date format). */
export function formatPeriod(start: string, end: string): string {
  return formatDateRange(start, end);
}
