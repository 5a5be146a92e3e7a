/**
 * /forgot-password: the phone number the account was registered with → a code
 * by SMS → a new password (docs/decisions/product.md#validation: at least 4 characters, typed twice). The server ends every
 * old session; the page then names the account (its id may be forgotten too) and leads to login.
 */
import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@nurly/contracts';
import { formatPhone, useAction } from '@nurly/shared';
import { Form, TextField, useNurlyForm } from '@nurly/shared/forms';
import { SUPPORT_CHAT_URL } from '../../lib/config';
import { REWARD_INQUIRY_URL } from '../../lib/startupConfig';
import { useShell } from '../../lib/ShellContext';
import { AuthCard } from './AuthCard';
import { postPasswordReset, postPasswordResetCode } from './passwordResetApi';
import { digitsOnly } from './registerRules';
import { registerAccountStrings } from '../../i18n/account';

registerAccountStrings();

interface ResetValues {
  mobile: string;
  code: string;
  new_password: string;
  confirm: string;
}

const MOBILE_PATTERN = /^01[016789]\d{7,8}$/;

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const chat = variant === 'reward' ? REWARD_INQUIRY_URL : SUPPORT_CHAT_URL;
  const form = useNurlyForm<ResetValues>({ defaultValues: { mobile: '', code: '', new_password: '', confirm: '' } });
  const [codeSent, setCodeSent] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const sendCode = useAction((mobile: string) => postPasswordResetCode(mobile), { form, onSuccess: () => setCodeSent(true) });
  const reset = useAction(
    (values: ResetValues) => postPasswordReset({ mobile: values.mobile, code: values.code, new_password: values.new_password }),
    {
      form,
      onSuccess: (result) => setDoneFor(result.username),
    },
  );

  const requestCode = async () => {
    if (await form.trigger('mobile')) await sendCode(digitsOnly(form.getValues('mobile')));
  };

  if (doneFor) {
    return (
      <AuthCard title={t('auth.forgotTitle')}>
        <Stack gap="4" data-testid="reset-done">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{t('auth.reset.done', { username: doneFor })}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="brand">
            <RouterLink to="/login">{t('auth.backToLogin')}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.reset.intro')}>
      <Form form={form} testId="reset-form" onSubmit={(values) => reset({ ...values, mobile: digitsOnly(values.mobile) })}>
        <Stack gap="4">
          <HStack align="flex-end" gap="2">
            <TextField
              name="mobile"
              label={t('auth.reset.mobile')}
              required
              inputMode="numeric"
              autoComplete="tel"
              placeholder="010-1234-5678"
              normalize={(value) => formatPhone(digitsOnly(value)) || value}
              validate={(value) => MOBILE_PATTERN.test(digitsOnly(String(value ?? ''))) || t('auth.reset.mobileInvalid')}
              testId="reset-mobile"
            />
            <Button
              variant="outline"
              flexShrink={0}
              loading={sendCode.isRunning}
              onClick={() => void requestCode()}
              data-testid="reset-send-code"
            >
              {codeSent ? t('auth.reset.resendCode') : t('auth.reset.sendCode')}
            </Button>
          </HStack>
          {codeSent ? (
            <>
              <TextField
                name="code"
                label={t('auth.reset.code')}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                testId="reset-code"
              />
              <TextField
                name="new_password"
                type="password"
                label={t('auth.reset.newPassword')}
                required
                autoComplete="new-password"
                validate={(value) => String(value ?? '').length >= PASSWORD_MIN_LENGTH || t('auth.reset.tooShort')}
                testId="reset-new-password"
              />
              <TextField
                name="confirm"
                type="password"
                label={t('auth.reset.confirm')}
                required
                autoComplete="new-password"
                validate={(value, values) => value === values.new_password || t('auth.reset.mismatch')}
                testId="reset-confirm"
              />
              <Button type="submit" colorPalette="brand" loading={reset.isRunning} data-testid="reset-submit">
                {t('auth.reset.submit')}
              </Button>
            </>
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            {t('auth.reset.noPhone')}{' '}
            <Link href={chat} target="_blank" rel="noopener noreferrer" textDecoration="underline">
              {t('auth.contactSupport')}
            </Link>
          </Text>
          <Link asChild fontSize="sm" alignSelf="center">
            <RouterLink to="/login">{t('auth.backToLogin')}</RouterLink>
          </Link>
        </Stack>
      </Form>
    </AuthCard>
  );
}
