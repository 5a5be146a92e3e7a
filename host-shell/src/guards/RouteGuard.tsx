/** Route guards of docs/decisions/product.md#states around every composed route and the auth pages. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { guestLogin, homePathFor, loadUser, loggedOutAtom, nurlyStore, useAuth, type RouteMeta } from '@nurly/shared';
import { variantAtom } from '../lib/state';
import { RemoteLoading } from '../federation/RemoteLoading';
import { decideRouteAccess, deniedRedirectState, isClosedToUser, isDeniedRedirect, storeRedirectPath, takeRedirectPath } from './decide';

const storeOpts = { store: nurlyStore };

/** Logged in but the user object is not loaded yet (e.g. a fresh tab with stored tokens). */
function useEnsureUserLoaded(): boolean {
  const { isLoggedIn, storedUser } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (isLoggedIn && !storedUser && !started.current) {
      started.current = true;
      // A failure here is a 401 the api client already turned into logout → /login.
      loadUser().catch(() => undefined);
    }
  }, [isLoggedIn, storedUser]);
  return isLoggedIn && !storedUser;
}

export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const variant = useAtomValue(variantAtom, storeOpts);
  const { isLoggedIn, storedUser } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}`;
  const waitingForUser = useEnsureUserLoaded();
  const [guestFailed, setGuestFailed] = useState(false);
  const { t } = useTranslation('common');

  const decision = waitingForUser
    ? null
    : decideRouteAccess({ variant, meta, user: storedUser, isLoggedIn, path, deniedText: t('accessDenied') });

  useEffect(() => {
    if (decision?.kind !== 'guest-login') return;
    // The page a logout is leaving for /login: no guest behind the login page. Read here, not while
    // rendering: the login page clears the flag as it unmounts, before a next page's guard runs this.
    if (nurlyStore.get(loggedOutAtom)) return;
    let cancelled = false;
    guestLogin().catch(() => {
      if (!cancelled) setGuestFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [decision?.kind]);

  // Lacking a role (docs/decisions/product.md#states): the login page shows the access-denied text with the user id in the
  // shell's own notice (AccessNotice), never the browser's native alert.
  const denied = decision?.kind === 'denied';
  useEffect(() => {
    if (denied) navigate('/login', { replace: true, state: deniedRedirectState('role') });
  }, [denied, navigate]);

  if (!decision) return <RemoteLoading />;
  switch (decision.kind) {
    case 'render':
      return <>{children}</>;
    case 'login':
      storeRedirectPath(decision.redirectPath);
      // A logged-in user sent here (e.g. a customer on a staff page) keeps the login form open to
      // switch accounts and says why they are there; otherwise the closed login page would bounce back and loop.
      return <Navigate to="/login" replace state={isLoggedIn ? deniedRedirectState('staff-only') : undefined} />;
    case 'guest-login':
      if (guestFailed) return <Navigate to="/login" replace />;
      return <RemoteLoading />;
    case 'denied':
      return null;
  }
}

/**
 * Login, register and forgot-password are closed to logged-in (non-guest) users: they go to
 * the stored redirect path or their home. After an access-denied redirect the login form stays
 * open so the user can switch accounts.
 */
export function AuthPageGuard({ children }: { children: ReactNode }) {
  const { isLoggedIn, storedUser } = useAuth();
  const location = useLocation();
  const deniedRedirect = isDeniedRedirect(location.state);
  if (!deniedRedirect && isClosedToUser(storedUser, isLoggedIn)) {
    return <Navigate to={takeRedirectPath() ?? homePathFor(storedUser)} replace />;
  }
  return <>{children}</>;
}
