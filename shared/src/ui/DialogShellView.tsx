/** The dialog shell itself (DialogShell.tsx): a Chakra overlay, fetched when a page first renders one. */
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DialogShellProps } from './DialogShell';

export function DialogShellView(props: DialogShellProps) {
  const { open, onClose, title, children, cancelLabel, confirm, actions, busy = false, size, maxW, scrollBehavior, testId } = props;
  const { closeButton = false, closeButtonLabel, closeOnInteractOutside = true } = props;
  const { t } = useTranslation('common');
  const footer = cancelLabel !== false || confirm || actions;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && !busy && onClose()}
      closeOnInteractOutside={closeOnInteractOutside}
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} w={maxW ? 'calc(100% - 32px)' : undefined} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={footer ? undefined : '6'}>{children}</Dialog.Body>
            {footer ? (
              <Dialog.Footer>
                {cancelLabel !== false ? (
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    {cancelLabel ?? t('cancel')}
                  </Button>
                ) : null}
                {confirm ? (
                  <Button
                    colorPalette={confirm.color ?? 'brand'}
                    onClick={confirm.onConfirm}
                    loading={busy}
                    disabled={confirm.disabled}
                    data-testid={confirm.testId}
                  >
                    {confirm.label}
                  </Button>
                ) : null}
                {actions}
              </Dialog.Footer>
            ) : null}
            {closeButton ? (
              <Dialog.CloseTrigger asChild disabled={busy}>
                <CloseButton size="sm" aria-label={closeButtonLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
