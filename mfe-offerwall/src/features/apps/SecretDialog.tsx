/**
 * The one time a secret is shown (after create and rotate): the key and the secret with copy
 * buttons and a warning. The secret lives only in the parent's state while this is open; closing
 * drops it, and nothing can fetch it again.
 */
import { Alert, Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notify } from '@nurly/shared';
import type { PublisherAppSecret } from '@nurly/contracts/schemas';

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('offerwall');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('apps.copied'));
    } catch {
      notify.error(t('apps.copyFailed'));
    }
  };
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
        <Button size="sm" variant="outline" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {t('apps.copy')}
        </Button>
      </HStack>
    </Stack>
  );
}

export function SecretDialog({ issued, onClose }: { issued: PublisherAppSecret | null; onClose: () => void }) {
  const { t } = useTranslation('offerwall');
  return (
    <Dialog.Root
      open={issued !== null}
      onOpenChange={(event) => !event.open && onClose()}
      // A stray click outside must not lose a secret that is never shown again.
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="600px" w="calc(100% - 32px)" data-testid="secret-dialog">
            {issued ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>
                    {t('apps.secretTitle')} · {issued.app.name}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Alert.Root status="warning">
                      <Alert.Indicator />
                      <Alert.Title data-testid="secret-warning">{t('apps.secretWarning')}</Alert.Title>
                    </Alert.Root>
                    <CopyRow label={t('apps.secretKeyLabel')} value={issued.app.api_key} testId="issued-key" />
                    <CopyRow label={t('apps.secretLabel')} value={issued.secret} testId="issued-secret" />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="brand" onClick={onClose} data-testid="secret-close">
                    {t('apps.close')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
