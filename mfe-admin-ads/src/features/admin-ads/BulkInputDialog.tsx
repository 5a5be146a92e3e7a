/** What a bulk action needs from staff first: a reason (reject, pause), a new end date (extend) or a new daily volume. */
import { Input } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_DAILY_VOLUME_MAX, AD_DAILY_VOLUME_MIN, AD_REASON_MAX_LENGTH, adMessages, isCalendarDay } from '@nurly/contracts';
import { FormDialog } from '@nurly/shared';
import { FieldFrame, NumberField, TextareaField, useFormContext, useNurlyForm } from '@nurly/shared/forms';
import type { UpdateAdRequest } from '@nurly/contracts/schemas';

export type BulkInputKind = 'reject' | 'pause' | 'extend' | 'change_volume';

interface BulkInputValues {
  reason: string;
  end_date: string;
  daily_volume: number | null;
}

export interface BulkInputDialogProps {
  kind: BulkInputKind | null;
  count: number;
  /** The earliest acceptable new end date (the latest end date among the selection + 1). */
  minEndDate: string;
  onClose: () => void;
  onSubmit: (body: UpdateAdRequest) => Promise<unknown>;
}

const TITLE_KEYS: Record<BulkInputKind, string> = {
  reject: 'admin.rejectTitle',
  pause: 'admin.pauseTitle',
  extend: 'admin.extendTitle',
  change_volume: 'admin.volumeTitle',
};

function EndDateField({ min }: { min: string }) {
  const { t } = useTranslation('admin-ads');
  const { register } = useFormContext<BulkInputValues>();
  return (
    <FieldFrame name="end_date" label={t('admin.newEndDate')} required>
      <Input
        type="date"
        min={min}
        data-testid="bulk-end-date"
        {...register('end_date', {
          validate: (value) => (!isCalendarDay(value) ? adMessages.dateInvalid : value < min ? adMessages.extendNotLater : true),
        })}
      />
    </FieldFrame>
  );
}

export function BulkInputDialog({ kind, count, minEndDate, onClose, onSubmit }: BulkInputDialogProps) {
  const { t } = useTranslation('admin-ads');
  const form = useNurlyForm<BulkInputValues>({ defaultValues: { reason: '', end_date: minEndDate, daily_volume: null } });
  useEffect(() => {
    if (kind) form.reset({ reason: '', end_date: minEndDate, daily_volume: null });
  }, [kind, minEndDate, form]);

  const submit = (values: BulkInputValues) => {
    if (!kind) return undefined;
    if (kind === 'extend') return onSubmit({ action: 'extend', end_date: values.end_date });
    if (kind === 'change_volume') return onSubmit({ action: 'change_volume', daily_volume: values.daily_volume ?? 0 });
    const reason = values.reason.trim();
    return onSubmit({ action: kind, ...(reason ? { reason } : {}) });
  };

  return (
    <FormDialog
      open={!!kind}
      onClose={onClose}
      title={kind ? t(TITLE_KEYS[kind], { count }) : ''}
      submitLabel={kind === 'reject' ? t('admin.reject') : t('admin.apply')}
      submitColor={kind === 'reject' ? 'red' : 'brand'}
      maxW="480px"
      form={form}
      onValid={submit}
      testId="bulk-dialog"
      submitTestId="bulk-submit"
    >
      {kind === 'reject' || kind === 'pause' ? (
        <TextareaField
          name="reason"
          label={t('admin.reason')}
          required={kind === 'reject' ? adMessages.reasonRequired : false}
          maxLength={AD_REASON_MAX_LENGTH}
          testId="bulk-reason"
        />
      ) : null}
      {kind === 'extend' ? <EndDateField min={minEndDate} /> : null}
      {kind === 'change_volume' ? (
        <NumberField
          name="daily_volume"
          label={t('admin.newVolume')}
          required={adMessages.volumeOutOfRange}
          min={AD_DAILY_VOLUME_MIN}
          max={AD_DAILY_VOLUME_MAX}
          unit="건"
          testId="bulk-volume"
        />
      ) : null}
    </FormDialog>
  );
}
