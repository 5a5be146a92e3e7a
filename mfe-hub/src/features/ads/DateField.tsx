/** A required YYYY-MM-DD field (the browser's date picker) with the forms' label and error layout. */
import { useTranslation } from 'react-i18next';
import { Input } from '@chakra-ui/react';
import { FieldFrame, useFormContext, type FieldValues, type Validate } from '@nurly/shared/forms';

interface Props {
  name: string;
  label: string;
  testId?: string;
  /** Return true, or the message to show. */
  validate?: Validate<unknown, FieldValues>;
}

export function DateField({ name, label, testId, validate }: Props) {
  const { t } = useTranslation('common');
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={label} required>
      <Input
        type="date"
        aria-label={label}
        data-testid={testId}
        {...register(name, {
          required: t('validation.required'),
          pattern: { value: /^\d{4}-\d{2}-\d{2}$/, message: t('validation.pattern') },
          validate: validate ? { own: validate } : undefined,
        })}
      />
    </FieldFrame>
  );
}
