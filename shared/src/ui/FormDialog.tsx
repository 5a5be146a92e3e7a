import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Label of the submit button; cancel is the common '취 소'. */
  submitLabel: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving?: boolean;
  maxW?: string;
  testId?: string;
  children: ReactNode;
}

/** A centred dialog holding one form: title, body, cancel and submit (Enter submits the form). */
export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  onSubmit,
  saving = false,
  maxW = '600px',
  testId,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} w="calc(100% - 32px)" data-testid={testId}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
