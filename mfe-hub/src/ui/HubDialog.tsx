/**
 * The hub's dialogs that are not forms (an ad's history, the bulk upload, the member's invoice): a
 * title, the body, a close button followed by any further actions, and the corner close button. One
 * piece, so they open, close and read alike; forms use `FormDialog` of @nurly/shared.
 */
import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '@nurly/shared';

interface HubDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: ReactNode;
  size: 'lg' | 'xl';
  testId: string;
  /** Footer buttons after the close button. */
  actions?: ReactNode;
  /** 'inside': a long body scrolls within the dialog (the invoice sheet). */
  scrollBehavior?: 'inside';
  children: ReactNode;
}

export function HubDialog({ open, onClose, title, closeLabel, size, testId, actions, scrollBehavior, children }: HubDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {closeLabel}
              </Button>
              {actions}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A read that failed: what could not be loaded, and the server's message (spec §8). */
export function LoadFailedAlert({ title, error, testId }: { title: ReactNode; error: unknown; testId?: string }) {
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
      <Alert.Description>{errorMessage(error)}</Alert.Description>
    </Alert.Root>
  );
}
