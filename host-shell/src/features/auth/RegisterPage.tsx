/**
 * /register (docs/decisions/product.md#screens-and-routes, docs/decisions/product.md#api-calls): signup/check for the username, signup/sendcode for the phone, then
 * signup. A guest who registers keeps their data (guest_username) and is signed in again.
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, Flex, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, homePathFor, login, logout, notify, postSendCode, postSignup, postSignupCheck, useAuth } from '@nurly/shared';
import { useShell } from '../../lib/ShellContext';
import { TermsDialog } from '../../ui/TermsDialog';
import type { TermsKind } from '../../ui/terms';
import { AuthCard } from './AuthCard';
import { memberTypes, type MemberType } from '@nurly/contracts';
import { digitsOnly, validateRegister, type RegisterErrors, type RegisterForm } from './registerRules';
import { registerAccountStrings } from '../../i18n/account';

registerAccountStrings();

const initial: RegisterForm = {
  username: '',
  password: '',
  passwordConfirm: '',
  mobile: '',
  code: '',
  birthDate: '',
  memberType: 'INDIVIDUAL',
  agreeTerms: false,
};

export function RegisterPage() {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const { user, isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(initial);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [usernameOk, setUsernameOk] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'check' | 'code' | 'submit' | null>(null);
  const [terms, setTerms] = useState<TermsKind | null>(null);
  const guestUsername = isLoggedIn && user.is_guest ? user.username : undefined;

  /** Client checks give keys; server failures give ready text. */
  const shown = (value: string | undefined) => (value ? t(`register.errors.${value}`, { defaultValue: value }) : undefined);

  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === 'username') setUsernameOk(null);
  };

  const checkUsername = async () => {
    const found = validateRegister(form).username;
    if (found) return setErrors((e) => ({ ...e, username: found }));
    setBusy('check');
    try {
      const response = await postSignupCheck({ username: form.username });
      setUsernameOk(form.username);
      setErrors((e) => ({ ...e, username: undefined }));
      notify.success(response.message || t('register.usernameAvailable'));
    } catch (error) {
      setErrors((e) => ({ ...e, username: errorMessage(error) }));
    } finally {
      setBusy(null);
    }
  };

  const sendCode = async () => {
    const found = validateRegister(form).mobile;
    if (found) return setErrors((e) => ({ ...e, mobile: found }));
    setBusy('code');
    try {
      const mobile = digitsOnly(form.mobile);
      await postSignupCheck({ mobile });
      const response = await postSendCode(mobile);
      setCodeSent(true);
      setErrors((e) => ({ ...e, mobile: undefined }));
      notify.success(response.message || t('register.codeSent'));
    } catch (error) {
      setErrors((e) => ({ ...e, mobile: errorMessage(error) }));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(form);
    if (!found.username && usernameOk !== form.username) found.username = t('register.checkUsernameFirst');
    if (!found.mobile && !codeSent) found.mobile = t('register.sendCodeFirst');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy('submit');
    try {
      const response = await postSignup({
        username: form.username,
        password: form.password,
        mobile: digitsOnly(form.mobile),
        code: form.code,
        birth_date: form.birthDate,
        member_type: form.memberType,
        service: variant === 'reward' ? 'REWARD' : 'THENURLY',
        ...(guestUsername ? { guest_username: guestUsername } : {}),
      });
      notify.success(response.message || t('register.done'));
      if (guestUsername) await logout();
      const signedIn = await login(form.username, form.password);
      navigate(homePathFor(signedIn), { replace: true });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard title={t('register.title')} subtitle={guestUsername ? t('register.guestSubtitle') : t('register.subtitle')} width="md">
      <form onSubmit={onSubmit} noValidate data-testid="register-form">
        <Stack gap="4">
          <Field.Root invalid={!!errors.username} required>
            <Field.Label>{t('auth.username')}</Field.Label>
            <Flex gap="2" w="full">
              <Input autoComplete="username" value={form.username} onChange={(e) => set('username', e.target.value)} />
              <Button variant="outline" onClick={() => void checkUsername()} loading={busy === 'check'} flexShrink={0}>
                {usernameOk === form.username && form.username ? t('register.checked') : t('register.checkUsername')}
              </Button>
            </Flex>
            <Field.ErrorText>{shown(errors.username)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>{t('auth.password')}</Field.Label>
            <Input type="password" autoComplete="new-password" value={form.password} onChange={(e) => set('password', e.target.value)} />
            <Field.ErrorText>{shown(errors.password)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.passwordConfirm} required>
            <Field.Label>{t('register.passwordConfirm')}</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              value={form.passwordConfirm}
              onChange={(e) => set('passwordConfirm', e.target.value)}
            />
            <Field.ErrorText>{shown(errors.passwordConfirm)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.mobile} required>
            <Field.Label>{t('register.mobile')}</Field.Label>
            <Flex gap="2" w="full">
              <Input
                inputMode="numeric"
                autoComplete="tel"
                placeholder="010-0000-0000"
                value={form.mobile}
                onChange={(e) => set('mobile', e.target.value)}
              />
              <Button variant="outline" onClick={() => void sendCode()} loading={busy === 'code'} flexShrink={0}>
                {codeSent ? t('register.resendCode') : t('register.sendCode')}
              </Button>
            </Flex>
            <Field.ErrorText>{shown(errors.mobile)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.code} required>
            <Field.Label>{t('register.code')}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={form.code}
              onChange={(e) => set('code', digitsOnly(e.target.value))}
              disabled={!codeSent}
            />
            <Field.ErrorText>{shown(errors.code)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.birthDate} required>
            <Field.Label>{t('register.birthDate')}</Field.Label>
            <Input type="date" value={form.birthDate} onChange={(e) => set('birthDate', e.target.value)} />
            <Field.HelperText>{t('register.ageHint')}</Field.HelperText>
            <Field.ErrorText>{shown(errors.birthDate)}</Field.ErrorText>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('register.memberType')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.memberType} onChange={(e) => set('memberType', e.target.value as MemberType)}>
                {memberTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`register.memberTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={!!errors.agreeTerms}>
            <Flex align="center" justify="space-between" w="full" gap="2">
              <Checkbox.Root checked={form.agreeTerms} onCheckedChange={(e) => set('agreeTerms', e.checked === true)} colorPalette="brand">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('register.agreeTerms')}</Checkbox.Label>
              </Checkbox.Root>
              <Flex gap="2" fontSize="sm">
                <Link as="button" onClick={() => setTerms('service')} textDecoration="underline">
                  {t('agreement.items.service')}
                </Link>
                <Link as="button" onClick={() => setTerms('privacy')} textDecoration="underline">
                  {t('agreement.items.privacy')}
                </Link>
              </Flex>
            </Flex>
            <Field.ErrorText>{shown(errors.agreeTerms)}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy === 'submit'} w="full">
            {t('register.submit')}
          </Button>
          <Text fontSize="sm" textAlign="center">
            {t('register.haveAccount')}{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/login">{t('auth.login')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
      <TermsDialog kind={terms} onClose={() => setTerms(null)} />
    </AuthCard>
  );
}
