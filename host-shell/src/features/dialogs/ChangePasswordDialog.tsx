/**
 * Change-password dialog (docs/decisions/product.md#shared-screens item 8, docs/decisions/product.md#validation, docs/decisions/product.md#constants): width 340, the three Korean checks
 * client-side (passwordRules as the form's resolver: shown under the field at fault once touched
 * or on submit), the server message on failure; on success the success message, logout after
 * 3000 ms, then /login.
 */
import { Field, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, logout, postChangePassword, useAction } from '@nurly/shared';
import { TextField, useNurlyForm, type FieldErrors } from '@nurly/shared/forms';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '../../lib/config';
import { validatePasswordChange, type PasswordChangeForm, type PasswordProblem } from './passwordRules';
import { registerAccountStrings } from '../../i18n/account';

registerAccountStrings();

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the logout that follows a successful change (navigate to /login). */
  onLoggedOut: () => void;
  /** Injected in tests. */
  submit?: (body: { oldPassword: string; newPassword: string }) => Promise<{ message: string }>;
  logoutDelayMs?: number;
}

const empty: PasswordChangeForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The field each problem belongs under. */
const problemField: Record<PasswordProblem, keyof PasswordChangeForm> = {
  oldRequired: 'oldPassword',
  mismatch: 'confirmPassword',
  sameAsOld: 'newPassword',
  tooShort: 'newPassword',
};

/** The data-testid of every message of this dialog (one shows at a time). */
const ERROR_TEST_ID = 'password-error';

export function ChangePasswordDialog({
  open,
  onClose,
  onLoggedOut,
  submit = postChangePassword,
  logoutDelayMs = LOGOUT_AFTER_PASSWORD_CHANGE_MS,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation('shell');
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const form = useNurlyForm<PasswordChangeForm>({
    defaultValues: empty,
    resolver: (values) => {
      const problem = validatePasswordChange(values);
      if (!problem) return { values, errors: {} };
      const errors = { [problemField[problem]]: { type: 'validate', message: t(`password.errors.${problem}`) } };
      return { values: {}, errors: errors as FieldErrors<PasswordChangeForm> };
    },
  });
  const serverError = form.formState.errors.root?.server?.message;

  useEffect(() => {
    if (open) {
      form.reset(empty);
      setDone(false);
    }
  }, [open, form]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = useAction(submit, {
    success: t('password.success'),
    // The server's message stays in the dialog too (it also comes as a toast).
    onError: (error) => form.setError('root.server', { type: 'server', message: error.message }),
    onSuccess: () => {
      setDone(true);
      timer.current = setTimeout(() => {
        void logout().finally(onLoggedOut);
      }, logoutDelayMs);
    },
  });

  const field = (name: keyof PasswordChangeForm, label: string, autoComplete: string) => (
    <TextField name={name} type="password" label={label} autoComplete={autoComplete} disabled={done} errorTestId={ERROR_TEST_ID} />
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('password.title')}
      submitLabel={t('password.submit')}
      maxW="340px"
      testId="change-password-dialog"
      locked={done}
      saving={change.isRunning}
      form={form}
      onValid={({ oldPassword, newPassword }) => change({ oldPassword, newPassword })}
    >
      <Stack gap="3">
        {field('oldPassword', t('password.old'), 'current-password')}
        {field('newPassword', t('password.new'), 'new-password')}
        {field('confirmPassword', t('password.confirm'), 'new-password')}
        {serverError ? (
          <Field.Root invalid>
            <Field.ErrorText role="alert" data-testid={ERROR_TEST_ID}>
              {serverError}
            </Field.ErrorText>
          </Field.Root>
        ) : null}
        {done ? (
          <Field.Root>
            <Field.HelperText data-testid="password-success">{t('password.success')}</Field.HelperText>
          </Field.Root>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
