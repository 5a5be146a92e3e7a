import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { formatDateTime, formatNumber, useAuth } from '@nurly/shared';
import { useTranslation } from 'react-i18next';
import { useRefreshStatus } from './api';

/**
 * The daily refresh: progress while it runs (polled), otherwise today's coverage of my keywords.
 * The shared Naver API call budget is an operations figure, shown to staff only.
 */
export function RefreshProgress() {
  const { t } = useTranslation('keywords');
  const { user } = useAuth();
  const { data } = useRefreshStatus();
  if (!data) return null;
  const processed = data.done + data.failed + data.deferred;
  return (
    <Box borderWidth="1px" borderRadius="md" px={4} py={3} mb={4} data-testid="refresh-status">
      {data.running ? (
        <>
          <Text fontSize="sm" mb={2}>
            {t('refresh.running', { processed: formatNumber(processed), total: formatNumber(data.total) })}
          </Text>
          <Progress.Root value={data.total ? Math.round((processed / data.total) * 100) : 0} size="sm">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </>
      ) : (
        <HStack gap={4} wrap="wrap" fontSize="sm">
          <Text>{t('refresh.mine', { checked: formatNumber(data.mine.checked_today), tracked: formatNumber(data.mine.tracked) })}</Text>
          {user.is_staff ? (
            <Text color="fg.muted">{t('refresh.calls', { used: formatNumber(data.calls_used), budget: formatNumber(data.budget) })}</Text>
          ) : null}
          {data.next_run_at ? <Text color="fg.muted">{t('refresh.next', { at: formatDateTime(data.next_run_at) })}</Text> : null}
          {data.deferred > 0 && data.finished_at ? <Text color="orange.fg">{t('refresh.deferred', { count: data.deferred })}</Text> : null}
        </HStack>
      )}
    </Box>
  );
}
