/** A small dialog asking staff for a reason (reject a top-up or a withdrawal). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@nurly/shared';
import { TextareaField, useNurlyForm } from '@nurly/shared/forms';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Receives the trimmed reason; the caller reports the outcome (useAction) and closes on success. */
  onSubmit: (reason: string) => Promise<void>;
}

/** The server's limit (RejectTopUpRequest / withdrawal reject body). */
const REASON_MAX_LENGTH = 500;

export function ReasonDialog({ open, title, onClose, onSubmit }: ReasonDialogProps) {
  const { t } = useTranslation('points');
  const form = useNurlyForm<{ reason: string }>({ defaultValues: { reason: '' } });
  useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={t('deposit.reject')}
      submitColor="red"
      maxW="500px"
      testId="reason-dialog"
      submitTestId="reason-submit"
      form={form}
      onValid={({ reason }) => onSubmit(reason.trim())}
    >
      <TextareaField
        name="reason"
        label={t('deposit.rejectReason')}
        required={t('deposit.rejectReasonRequired')}
        maxLength={REASON_MAX_LENGTH}
        testId="reason-input"
      />
    </FormDialog>
  );
}
