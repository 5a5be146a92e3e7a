/**
 * The body of `StandaloneShell` (StandaloneShell.tsx), fetched when a standalone page renders it:
 * no deployed page does, so it is not part of the code every page downloads.
 */
import { Box, Button, Card, Container, Field, Flex, Heading, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link as RouterLink, Navigate, Route, Routes } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { loadUser, login, logout } from '../auth/actions';
import { useCurrentUser } from '../auth/hooks';
import { isUserLoggedInAtom, nurlyStore, userAtom } from '../auth/store';
import type { RemoteDefinition, RemoteRoute } from '../federation/types';
import { checkRouteAccess, type Variant } from '@nurly/contracts';
import { addRemoteResources } from '../i18n';
import { NurlyProvider } from './NurlyProvider';
import { standaloneVariant, type StandaloneShellProps } from './StandaloneShell';

function LoginForm() {
  const { t } = useTranslation('common');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(username, password);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container maxW="sm" py={16}>
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit}>
            <Stack gap={4}>
              <Heading size="lg">{t('login')}</Heading>
              <Field.Root required>
                <Field.Label>{t('username')}</Field.Label>
                <Input autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
              </Field.Root>
              <Field.Root required invalid={!!error}>
                <Field.Label>{t('password')}</Field.Label>
                <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={busy}>
                {t('login')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

function GuardedRoute({ route }: { route: RemoteRoute }) {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const loggedIn = useAtomValue(isUserLoggedInAtom, { store: nurlyStore });
  const access = checkRouteAccess(loggedIn ? user : null, route.meta, loggedIn);
  if (access === 'login') return <LoginForm />;
  if (access === 'denied') {
    return (
      <Box p={8} role="alert">
        {t('accessDenied')} (ID: {user.id})
      </Box>
    );
  }
  const Element = route.element;
  return (
    <Suspense
      fallback={
        <Flex p={8} justify="center">
          <Spinner />
        </Flex>
      }
    >
      <Element />
    </Suspense>
  );
}

function StandaloneLayout({ definition, variant }: { definition: RemoteDefinition; variant: Variant }) {
  const { t } = useTranslation(definition.i18n.namespace);
  const loggedIn = useAtomValue(isUserLoggedInAtom, { store: nurlyStore });
  const storedUser = useAtomValue(userAtom, { store: nurlyStore });
  const user = useCurrentUser();
  const routes = useMemo(() => definition.routes.filter((r) => r.variants.includes(variant)), [definition, variant]);

  useEffect(() => {
    if (loggedIn && !storedUser) void loadUser().catch(() => undefined);
  }, [loggedIn, storedUser]);

  return (
    <Box minH="100vh">
      <HStack as="header" px={4} py={2} borderBottomWidth="1px" gap={4} wrap="wrap">
        <Text fontWeight="bold">
          {definition.key} · {variant}
        </Text>
        {routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={r.name} asChild fontSize="sm">
              <RouterLink to={r.path}>{t(r.meta.title)}</RouterLink>
            </Link>
          ))}
        <Box flex="1" />
        {loggedIn ? (
          <HStack>
            <Text fontSize="sm">{user.username}</Text>
            <Button size="xs" variant="outline" onClick={() => void logout()}>
              {t('common:logout')}
            </Button>
          </HStack>
        ) : null}
      </HStack>
      <Box p={4}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.name} path={r.path} element={<GuardedRoute route={r} />} />
          ))}
          <Route path="*" element={routes[0] ? <Navigate to={routes.find((r) => !r.path.includes(':'))?.path ?? '/'} replace /> : null} />
        </Routes>
      </Box>
    </Box>
  );
}

export function StandaloneShellView({ definition, variant }: StandaloneShellProps) {
  const resolved = useMemo(() => variant ?? standaloneVariant(), [variant]);
  useMemo(() => addRemoteResources(definition.i18n.namespace, definition.i18n.resources), [definition]);
  return (
    <NurlyProvider variant={resolved}>
      <BrowserRouter>
        <StandaloneLayout definition={definition} variant={resolved} />
      </BrowserRouter>
    </NurlyProvider>
  );
}
