/**
 * Notice for reward-hub users on the legacy domain (spec §2 item 14): the old domain stops
 * working after 15 April 2025; only its one button dismisses it, leaving for the merged site.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MERGED_SITE_URL } from '../../app/config';

export function HubNoticeDialog({ open, leave = (url: string) => window.location.assign(url) }: { open: boolean; leave?: (url: string) => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="480px" w="calc(100% - 32px)" data-testid="hub-notice-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('hubNotice.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{t('hubNotice.body', { url: MERGED_SITE_URL })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" w="full" onClick={() => leave(MERGED_SITE_URL)}>
                {t('hubNotice.go')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
