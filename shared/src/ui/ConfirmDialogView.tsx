/** The confirm dialog itself (ConfirmDialog.tsx): a Chakra overlay, fetched with the first confirm. */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmQueue, settleConfirm } from './confirmQueue';
import { useExternalStore } from './externalStore';
import { useSanitizedHtml } from './sanitize';

/** An HTML body, rendered once DOMPurify (loaded on first use) has sanitised it. */
function SanitizedHtml({ html }: { html: string }) {
  const sanitized = useSanitizedHtml(html);
  return sanitized === null ? null : <div dangerouslySetInnerHTML={{ __html: sanitized }} />;
}

export function ConfirmDialogView() {
  const { t } = useTranslation('common');
  const pending = useExternalStore(confirmQueue);
  const current = pending[0];
  const confirmRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && current && !event.nativeEvent.isComposing) {
      event.preventDefault();
      settleConfirm(current.id, true);
    }
  };

  return (
    <Dialog.Root
      open={!!current}
      closeOnInteractOutside={false}
      closeOnEscape={false}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => confirmRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="700px" w="calc(100% - 32px)" onKeyDown={onKeyDown} data-testid="confirm-dialog">
            {current && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{current.title}</Dialog.Title>
                </Dialog.Header>
                {current.html ? (
                  <Dialog.Body>
                    <SanitizedHtml html={current.html} />
                  </Dialog.Body>
                ) : null}
                <Dialog.Footer justifyContent="center" gap={3}>
                  <Button variant="outline" colorPalette="gray" onClick={() => settleConfirm(current.id, false)}>
                    {current.cancelText ?? t('cancel')}
                  </Button>
                  <Button ref={confirmRef} colorPalette="brand" onClick={() => settleConfirm(current.id, true)}>
                    {current.confirmText ?? t('confirm')}
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
