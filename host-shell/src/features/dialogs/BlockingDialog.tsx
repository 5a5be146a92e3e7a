/**
 * A dialog the user cannot dismiss (no Escape, no click outside, no close button): only its own
 * footer action moves on. The shell's agreement and legacy-domain notices.
 */
import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface BlockingDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  maxW: string;
  testId: string;
}

export function BlockingDialog({ open, title, children, footer, maxW, testId }: BlockingDialogProps) {
  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} w="calc(100% - 32px)" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
