/** The balance dialog for top-ups (spec §9: width 600). */
import { Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Advertiser } from '@nurly/contracts/schemas';
import { TopUpForm } from './TopUpForm';

export interface TopUpDialogProps {
  open: boolean;
  advertiser: Advertiser;
  onClose: () => void;
}

export function TopUpDialog({ open, advertiser, onClose }: TopUpDialogProps) {
  const { t } = useTranslation('points');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="600px" w="calc(100% - 32px)" data-testid="top-up-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('topUp.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <TopUpForm advertiser={advertiser} onCancel={onClose} onDone={onClose} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
