/** /login (docs/decisions/product.md#screens-and-routes): username and password, Korean validation, the server message on failure. */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, homePathFor, loggedOutAtom, login, nurlyStore, useAuth } from '@nurly/shared';
import { AUTH_PAGES_BY_VARIANT } from '../../lib/authPages';
import { useShell } from '../../lib/ShellContext';
import { deniedReasonOf, isClosedToUser, takeRedirectPath } from '../../guards/decide';
import { AccessNotice } from './AccessNotice';
import { AuthCard } from './AuthCard';

/** Missing fields; the values are 'auth.errors' keys of the shell namespace. */
export function validateLogin(username: string, password: string): { username?: string; password?: string } {
  const errors: { username?: string; password?: string } = {};
  if (!username.trim()) errors.username = 'auth.errors.username';
  if (!password) errors.password = 'auth.errors.password';
  return errors;
}

export function LoginPage() {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const navigate = useNavigate();
  // Exactly one place leads on after a login, and reads (and forgets) the remembered page once:
  // AuthPageGuard does as soon as the user is logged in, except after an access-denied redirect,
  // where it keeps this form open and the page itself leads on.
  const deniedReason = deniedReasonOf(useLocation().state);
  const leadsOnItself = deniedReason !== null;
  // The logged-in account that may not open the page it came from (a guest just logs in).
  const { isLoggedIn, storedUser } = useAuth();
  const deniedUser = deniedReason && isClosedToUser(storedUser, isLoggedIn) ? storedUser : null;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // After a logout no guest is signed up while this page shows; leaving it (for a page, or the
  // register page) is a visit again, in guest mode on the default site.
  useEffect(() => () => nurlyStore.set(loggedOutAtom, false), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    setServerError(null);
    if (found.username || found.password) return;
    setLoading(true);
    try {
      const user = await login(username.trim(), password);
      if (leadsOnItself) navigate(takeRedirectPath() ?? homePathFor(user), { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  const canRegister = AUTH_PAGES_BY_VARIANT[variant].includes('/register');
  const canRecover = AUTH_PAGES_BY_VARIANT[variant].includes('/forgot-password');
  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {deniedReason && deniedUser && <AccessNotice variant={variant} reason={deniedReason} user={deniedUser} />}
      <form onSubmit={onSubmit} noValidate data-testid="login-form">
        <Stack gap="4">
          <Field.Root invalid={!!errors.username}>
            <Field.Label>{t('auth.username')}</Field.Label>
            <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
            <Field.ErrorText>{errors.username && t(errors.username)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password}>
            <Field.Label>{t('auth.password')}</Field.Label>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Field.ErrorText>{errors.password && t(errors.password)}</Field.ErrorText>
          </Field.Root>
          {serverError && (
            <Text color="fg.error" fontSize="sm" role="alert" data-testid="login-error">
              {serverError}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" loading={loading} w="full">
            {t('auth.login')}
          </Button>
          <Flex justify="space-between" fontSize="sm">
            {canRecover ? (
              <Link asChild color="fg.muted">
                <RouterLink to="/forgot-password">{t('auth.forgotPassword')}</RouterLink>
              </Link>
            ) : (
              <span />
            )}
            {canRegister && (
              <Link asChild color="brand.fg">
                <RouterLink to="/register">{t('auth.register')}</RouterLink>
              </Link>
            )}
          </Flex>
        </Stack>
      </form>
    </AuthCard>
  );
}
