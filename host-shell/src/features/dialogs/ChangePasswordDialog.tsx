/**
 * Change-password dialog (spec §2 item 8, §5, §9): width 340, the three Korean checks
 * client-side, the server message on failure; on success the success message, logout after
 * 3000 ms, then /login.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage, logout, notify, postChangePassword } from '@nurly/shared';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS } from '../../app/config';
import { validatePasswordChange, type PasswordChangeForm } from './passwordRules';

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

export function ChangePasswordDialog({
  open,
  onClose,
  onLoggedOut,
  submit = postChangePassword,
  logoutDelayMs = LOGOUT_AFTER_PASSWORD_CHANGE_MS,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation('shell');
  const [form, setForm] = useState<PasswordChangeForm>(empty);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (open) {
      setForm(empty);
      setError(null);
      setDone(false);
    }
  }, [open]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(form);
    if (problem) {
      setError(t(`password.errors.${problem}`));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await submit({ oldPassword: form.oldPassword, newPassword: form.newPassword });
      setDone(true);
      notify.success(t('password.success'));
      timer.current = setTimeout(() => {
        void logout().finally(onLoggedOut);
      }, logoutDelayMs);
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof PasswordChangeForm, label: string, autoComplete: string) => (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input
        type="password"
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        disabled={done}
      />
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !done && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="340px" w="calc(100% - 32px)" data-testid="change-password-dialog">
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('password.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {field('oldPassword', t('password.old'), 'current-password')}
                  {field('newPassword', t('password.new'), 'new-password')}
                  {field('confirmPassword', t('password.confirm'), 'new-password')}
                  {error && (
                    <Field.Root invalid>
                      <Field.ErrorText role="alert" data-testid="password-error">
                        {error}
                      </Field.ErrorText>
                    </Field.Root>
                  )}
                  {done && (
                    <Field.Root>
                      <Field.HelperText data-testid="password-success">{t('password.success')}</Field.HelperText>
                    </Field.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={done}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} disabled={done}>
                  {t('password.submit')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
