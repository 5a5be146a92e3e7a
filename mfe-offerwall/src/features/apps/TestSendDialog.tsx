/** The answer to "테스트 전송": the one attempt just made (status or failure, time, the answer's first bytes). */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogShell, formatDateTime } from '@nurly/shared';
import type { TestPostbackResult } from '@nurly/contracts/schemas';
import { StatusChip } from '../../ui/StatusChip';

export function TestSendDialog({ sent, onClose }: { sent: TestPostbackResult | null; onClose: () => void }) {
  const { t } = useTranslation('offerwall');
  const attempt = sent?.attempt;
  return (
    <DialogShell
      open={sent !== null}
      onClose={onClose}
      maxW="640px"
      title={attempt ? t('apps.testSendTitle', { name: attempt.app.name }) : null}
      cancelLabel={false}
      confirm={{ label: t('attempts.close'), onConfirm: onClose, testId: 'test-send-close' }}
      testId="test-send-dialog"
    >
      {attempt ? (
        <Stack gap="3">
          <Text fontSize="sm">{t('apps.testSendHelp')}</Text>
          <StatusChip status={attempt.result === 'SUCCEEDED' ? 'DELIVERED' : 'FAILED'} testId="test-send-result">
            {t(`labels.postbackAttemptResult.${attempt.result}`)}
          </StatusChip>
          <Text fontSize="sm" data-testid="test-send-answer">
            {attempt.status_code !== null
              ? `HTTP ${attempt.status_code}`
              : attempt.failure
                ? t(`labels.postbackFailure.${attempt.failure}`)
                : '-'}
            {' · '}
            {t('attempts.ms', { ms: attempt.duration_ms })}
            {' · '}
            {formatDateTime(attempt.started_at)}
          </Text>
          <Text fontSize="xs" fontFamily="mono" wordBreak="break-all" data-testid="test-send-id">
            webhook-id: {attempt.webhook_id}
          </Text>
          <Text fontSize="xs" wordBreak="break-all">
            {attempt.url}
          </Text>
          {attempt.response_body ? (
            <Box
              as="pre"
              fontFamily="mono"
              fontSize="xs"
              p="2"
              borderWidth="1px"
              borderRadius="md"
              bg="bg.muted"
              whiteSpace="pre-wrap"
              data-testid="test-send-body"
            >
              {attempt.response_body}
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </DialogShell>
  );
}
