/** A small dialog asking staff for a reason (reject a top-up or a withdrawal). */
import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}

export function ReasonDialog({ open, title, onClose, onSubmit }: ReasonDialogProps) {
  const { t } = useTranslation('points');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const missing = !reason.trim();
  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setSaving(true);
    try {
      await onSubmit(reason.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" w="calc(100% - 32px)" data-testid="reason-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required invalid={touched && missing}>
                <Field.Label>{t('deposit.rejectReason')}</Field.Label>
                <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} data-testid="reason-input" />
                {touched && missing ? <Field.ErrorText>{t('deposit.rejectReasonRequired')}</Field.ErrorText> : null}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('advertiser.cancel')}
              </Button>
              <Button colorPalette="red" loading={saving} onClick={() => void submit()} data-testid="reason-submit">
                {t('deposit.reject')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
