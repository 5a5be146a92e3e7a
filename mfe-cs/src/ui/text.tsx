import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { timeAgo, useSanitizedHtml, type TimeAgoUnit } from '@nurly/shared';
import type { Notice, Question } from '@nurly/contracts/schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const NAMESPACE = 'cs';

/** Time-ago labels of the shared formatter (docs/decisions/product.md#validation thresholds) in the current language. */
export function useTimeAgo(): (date: string) => string {
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (date: string) => {
      const labels = {
        justNow: () => t('timeAgo.justNow'),
        minutes: (count: number) => t('timeAgo.minutes', { count }),
        hours: (count: number) => t('timeAgo.hours', { count }),
        days: (count: number) => t('timeAgo.days', { count }),
      } satisfies Record<TimeAgoUnit, (n: number) => string>;
      return timeAgo(date, new Date(), labels);
    },
    [t],
  );
}

/** Closed, answered (a staff comment exists) or waiting. */
export function QuestionStatusChip({ question }: { question: Pick<Question, 'status' | 'answered'> }) {
  const { t } = useTranslation(NAMESPACE);
  if (question.status === 'CLOSED') return <Badge colorPalette="gray">{t('status.closed')}</Badge>;
  return question.answered ? (
    <Badge colorPalette="green">{t('status.answered')}</Badge>
  ) : (
    <Badge colorPalette="orange">{t('status.waiting')}</Badge>
  );
}

/** A notice's title in a list: a pinned one marked and in bold. */
export function NoticeTitle({ notice }: { notice: Pick<Notice, 'title' | 'pinned'> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HStack gap={2}>
      {notice.pinned ? <Badge colorPalette="red">{t('notice.pinned')}</Badge> : null}
      <Text fontWeight={notice.pinned ? 'semibold' : 'normal'}>{notice.title}</Text>
    </HStack>
  );
}

/**
 * Rich text from the server (already sanitised there); sanitised again here as defence in depth,
 * by DOMPurify loaded on first use (empty for that moment).
 */
export function RichText({ html, ...testProps }: { html: string; 'data-testid'?: string }) {
  const sanitized = useSanitizedHtml(html) ?? '';
  return (
    <Box
      className="cs-rich-text"
      lineHeight="tall"
      css={{
        '& p': { mb: 2 },
        // The reset takes list markers away: a notice's lists keep their bullets and numbers.
        '& ul': { listStyleType: 'disc', pl: 5, mb: 2 },
        '& ol': { listStyleType: 'decimal', pl: 5, mb: 2 },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& img': { maxW: '100%' },
      }}
      dangerouslySetInnerHTML={{ __html: sanitized }}
      {...testProps}
    />
  );
}
