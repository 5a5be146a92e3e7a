/**
 * The global confirm dialog (spec §9): persistent (no close on outside click or Esc), max width
 * 700, sanitised HTML body, '취 소' / '확 인', Enter confirms, optional cancel callback.
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createExternalStore, useExternalStore } from './externalStore';
import { useSanitizedHtml } from './sanitize';

export interface ConfirmOptions {
  title: string;
  /** HTML body; sanitised before rendering. */
  html?: string;
  confirmText?: string;
  cancelText?: string;
  onCancel?: () => void;
}

interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

const queue = createExternalStore<PendingConfirm[]>([]);
let nextId = 1;

/** Opens the dialog; resolves true on confirm, false on cancel (after running onCancel). */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    queue.set([...queue.get(), { ...options, id: nextId++, resolve }]);
  });
}

/** Cancels every open or queued dialog (e.g. on logout); their promises resolve false. */
export function closeAllConfirmDialogs(): void {
  const pending = queue.get();
  queue.set([]);
  pending.forEach((c) => c.resolve(false));
}

/** An HTML body, rendered once DOMPurify (loaded on first use) has sanitised it. */
function SanitizedHtml({ html }: { html: string }) {
  const sanitized = useSanitizedHtml(html);
  return sanitized === null ? null : <div dangerouslySetInnerHTML={{ __html: sanitized }} />;
}

function settle(id: number, confirmed: boolean): void {
  const current = queue.get().find((c) => c.id === id);
  if (!current) return;
  queue.set(queue.get().filter((c) => c.id !== id));
  if (!confirmed) current.onCancel?.();
  current.resolve(confirmed);
}

export function ConfirmDialogHost() {
  const { t } = useTranslation('common');
  const pending = useExternalStore(queue);
  const current = pending[0];
  const confirmRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && current && !event.nativeEvent.isComposing) {
      event.preventDefault();
      settle(current.id, true);
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
                  <Button variant="outline" colorPalette="gray" onClick={() => settle(current.id, false)}>
                    {current.cancelText ?? t('cancel')}
                  </Button>
                  <Button ref={confirmRef} colorPalette="brand" onClick={() => settle(current.id, true)}>
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
