/**
 * The one time a secret is shown (after create and rotate): the key and the secret with copy
 * buttons and a warning. The secret lives only in the parent's state while this is open; closing
 * drops it, and nothing can fetch it again.
 */
import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CopyButton, DialogShell } from '@nurly/shared';
import type { PublisherAppSecret } from '@nurly/contracts/schemas';

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('offerwall');
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <HStack gap="2" align="start">
        <Box
          flex="1"
          fontFamily="mono"
          fontSize="sm"
          p="2"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.muted"
          wordBreak="break-all"
          userSelect="all"
          data-testid={testId}
        >
          {value}
        </Box>
        <CopyButton text={value} copiedMessage={t('apps.copied')} failedMessage={t('apps.copyFailed')} testId={`${testId}-copy`}>
          {t('apps.copy')}
        </CopyButton>
      </HStack>
    </Stack>
  );
}

export function SecretDialog({ issued, onClose }: { issued: PublisherAppSecret | null; onClose: () => void }) {
  const { t } = useTranslation('offerwall');
  return (
    <DialogShell
      open={issued !== null}
      onClose={onClose}
      // A stray click outside must not lose a secret that is never shown again.
      closeOnInteractOutside={false}
      maxW="600px"
      title={issued ? `${t('apps.secretTitle')} · ${issued.app.name}` : null}
      cancelLabel={false}
      confirm={{ label: t('apps.close'), onConfirm: onClose, testId: 'secret-close' }}
      testId="secret-dialog"
    >
      {issued ? (
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title data-testid="secret-warning">{t('apps.secretWarning')}</Alert.Title>
          </Alert.Root>
          <CopyRow label={t('apps.secretKeyLabel')} value={issued.app.api_key} testId="issued-key" />
          <CopyRow label={t('apps.secretLabel')} value={issued.secret} testId="issued-secret" />
        </Stack>
      ) : null}
    </DialogShell>
  );
}
