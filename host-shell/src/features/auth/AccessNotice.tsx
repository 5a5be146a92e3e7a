/**
 * Shown above the login form after an access-denied redirect: the spec's access-denied
 * text with the user id, which account is logged in, why it may not open the page, and the ways
 * on — the form below to switch accounts, and the user's home when it may open it (on a console a
 * member refused one page, e.g. a hub client on /sales) or else the default site and the inquiry
 * chat (a console whose home is itself closed to the account).
 */
import { Alert, Button, Flex, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { User } from '@nurly/contracts/schemas';
import { checkRouteAccess, homePathFor, type Variant } from '@nurly/shared';
import { REWARD_INQUIRY_URL } from '../../lib/startupConfig';
import { useShell } from '../../lib/ShellContext';
import type { ComposedRoute } from '../../lib/composition';
import { accessDeniedMessage, forgetRedirectPath, type DeniedReason } from '../../guards/decide';
import { defaultSiteUrl } from './defaultSite';

/** The 'shell' key explaining why `user` may not open the page it came from. */
export function deniedExplanationKey(variant: Variant, reason: DeniedReason, user: Pick<User, 'services'>): string {
  if (reason === 'role') return 'auth.denied.role';
  if (variant === 'default') return 'auth.denied.staffOnly';
  if (variant === 'reward' && !user.services.includes('REWARD')) return 'auth.denied.notMember';
  return 'auth.denied.noConsoleRole';
}

/** Whether `user` may open its home on this deployment: always on the default site, on a console when a route there lets it in. */
export function homeOpensFor(variant: Variant, user: User, routes: readonly Pick<ComposedRoute, 'path' | 'meta'>[]): boolean {
  if (variant === 'default') return true;
  const home = routes.find((route) => route.path === homePathFor(user));
  return !!home && checkRouteAccess(user, home.meta, true) === 'allow';
}

export function AccessNotice({ variant, reason, user }: { variant: Variant; reason: DeniedReason; user: User }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  const { routes } = useShell();
  const site = t(`titleSuffix.${variant}`);
  const homeClosed = !homeOpensFor(variant, user, routes);
  return (
    <Alert.Root status="warning" mb="6" data-testid="access-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{accessDeniedMessage(user.id, tCommon('accessDenied'))}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <span>{t(deniedExplanationKey(variant, reason, user), { username: user.username, site })}</span>
            <span>{homeClosed ? t('auth.denied.consoleHelp') : t('auth.denied.switchAccount')}</span>
            <Flex gap="3" wrap="wrap">
              {homeClosed ? (
                <>
                  <Button asChild size="sm" colorPalette="brand">
                    <a href={defaultSiteUrl(window.location)}>{t('auth.denied.goDefaultSite')}</a>
                  </Button>
                  {variant === 'reward' && (
                    <Link
                      href={REWARD_INQUIRY_URL}
                      target="_blank"
                      rel="noopener noreferrer"
                      fontSize="sm"
                      alignSelf="center"
                      textDecoration="underline"
                    >
                      {t('auth.denied.rewardInquiry')}
                    </Link>
                  )}
                </>
              ) : (
                <Button asChild size="sm" colorPalette="brand">
                  {/* Going home is giving up on the page: the login form must not lead there later. */}
                  <RouterLink to={homePathFor(user)} replace onClick={forgetRedirectPath}>
                    {t('auth.denied.goHome')}
                  </RouterLink>
                </Button>
              )}
            </Flex>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
