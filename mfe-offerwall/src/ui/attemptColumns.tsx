/** The delivery log's columns, shared by the "전송 기록" page and one transaction's dialog. */
import { Box, HStack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { formatDateTime, type DataTableColumn } from '@nurly/shared';
import type { PostbackAttempt } from '@nurly/contracts/schemas';
import { StatusChip } from './StatusChip';

export function attemptColumns(t: TFunction, options: { app?: boolean; webhookId?: boolean } = {}): DataTableColumn<PostbackAttempt>[] {
  return [
    { key: 'started_at', header: t('columns.startedAt'), sortable: true, cell: (row) => formatDateTime(row.started_at) },
    ...(options.app ? [{ key: 'app', header: t('columns.app'), cell: (row: PostbackAttempt) => row.app.name }] : []),
    ...(options.webhookId
      ? [
          {
            key: 'webhook_id',
            header: t('columns.webhookId'),
            cell: (row: PostbackAttempt) => (
              <HStack gap="1" wrap="wrap">
                <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  {row.webhook_id}
                </Text>
                {row.test ? (
                  <StatusChip status="PENDING" testId={`attempt-test-${row.id}`}>
                    {t('attempts.test')}
                  </StatusChip>
                ) : null}
              </HStack>
            ),
          },
        ]
      : []),
    { key: 'attempt', header: t('columns.attempt'), cell: (row) => t('attempts.attemptNo', { n: row.attempt }) },
    {
      key: 'result',
      header: t('columns.result'),
      cell: (row) => (
        <HStack gap="2" wrap="wrap">
          <StatusChip status={row.result === 'SUCCEEDED' ? 'DELIVERED' : 'FAILED'} testId={`attempt-result-${row.id}`}>
            {t(`labels.postbackAttemptResult.${row.result}`)}
          </StatusChip>
          <Text fontSize="xs" data-testid={`attempt-answer-${row.id}`}>
            {row.status_code !== null
              ? `HTTP ${row.status_code}`
              : row.failure
                ? t(`labels.postbackFailure.${row.failure}`)
                : t('attempts.none')}
          </Text>
        </HStack>
      ),
    },
    {
      key: 'duration_ms',
      header: t('columns.duration'),
      sortable: true,
      align: 'end',
      cell: (row) => t('attempts.ms', { ms: row.duration_ms }),
    },
    {
      key: 'url',
      header: t('columns.url'),
      cell: (row) => (
        <Text fontSize="xs" wordBreak="break-all">
          {row.url}
        </Text>
      ),
    },
    {
      key: 'response_body',
      header: t('columns.responseBody'),
      cell: (row) =>
        row.response_body ? (
          <Box as="code" fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" data-testid={`attempt-body-${row.id}`}>
            {row.response_body}
          </Box>
        ) : (
          t('attempts.none')
        ),
    },
    {
      key: 'next_retry_at',
      header: t('columns.nextRetry'),
      cell: (row) => (row.next_retry_at ? formatDateTime(row.next_retry_at) : t('attempts.none')),
    },
  ];
}
