/**
 * Act-for (대리 접속, docs/decisions/resellers.md#act-for): while the signed-in account is being acted for (GET user
 * `actor`), every console page shows who is acting for whom and the time left, with the button that
 * ends it (POST act-for/end) and puts the actor's own session back (shared `endActingFor`). When the
 * time runs out the tab returns to the actor the same way.
 */
import { Alert, Button, Flex } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endActingFor, useAuth } from '@nurly/shared';
import { registerConsoleStrings } from '../../i18n/console';

registerConsoleStrings();

/** mm:ss of what is left until `expiresAt` (never negative). */
export function remainingOf(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function ActForBanner({ leave = (path: string) => window.location.assign(path) }: { leave?: (path: string) => void }) {
  const { t } = useTranslation('shell');
  const { storedUser, isLoggedIn } = useAuth();
  const actor = isLoggedIn ? storedUser?.actor : null;
  const [now, setNow] = useState(() => Date.now());
  const [ending, setEnding] = useState(false);
  const expiresAt = actor?.expires_at;

  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const end = useCallback(async () => {
    setEnding(true);
    try {
      await endActingFor();
    } finally {
      // A fresh page: nothing the account's console loaded stays in the actor's tab.
      leave('/');
    }
  }, [leave]);

  const over = Boolean(expiresAt) && new Date(expiresAt!).getTime() <= now;
  useEffect(() => {
    if (over && !ending) void end();
  }, [over, ending, end]);

  if (!actor || !storedUser) return null;
  return (
    <Alert.Root status="warning" variant="solid" borderRadius="0" data-testid="act-for-banner" role="status">
      <Alert.Indicator />
      <Flex flex="1" align="center" justify="space-between" gap="3" wrap="wrap">
        <Alert.Title data-testid="act-for-text">
          {t('actFor.banner', {
            actor: actor.name || actor.username,
            account: storedUser.username,
            remaining: remainingOf(actor.expires_at, now),
          })}
        </Alert.Title>
        <Button size="xs" variant="surface" loading={ending} onClick={() => void end()} data-testid="act-for-end">
          {t('actFor.end')}
        </Button>
      </Flex>
    </Alert.Root>
  );
}
