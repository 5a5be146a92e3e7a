/**
 * /auth — login loading (docs/decisions/product.md#screens-and-routes): completes a sign-in that arrives with tokens in the query
 * (social login callback), otherwise sends the user on: home when logged in, else /login.
 */
import { useEffect } from 'react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homePathFor, loadUser, nurlyStore, isUserLoggedInAtom, setTokens, userAtom } from '@nurly/shared';
import { takeRedirectPath } from '../../guards/decide';

export function AuthLoadingPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      const access = params.get('access');
      const refresh = params.get('refresh');
      try {
        if (access && refresh) setTokens({ access, refresh });
        if (!nurlyStore.get(isUserLoggedInAtom)) throw new Error('not logged in');
        const user = nurlyStore.get(userAtom) ?? (await loadUser());
        if (!cancelled) navigate(takeRedirectPath() ?? homePathFor(user), { replace: true });
      } catch {
        if (!cancelled) navigate('/login', { replace: true });
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [navigate, params]);
  return (
    <Center minH="100vh" data-testid="auth-loading">
      <Stack align="center" gap="3">
        <Spinner size="xl" color="brand.500" />
        <Text color="fg.muted">{t('auth.loggingIn')}</Text>
      </Stack>
    </Center>
  );
}
