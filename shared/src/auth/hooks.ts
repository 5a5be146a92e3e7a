import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { User } from '@nurly/contracts/schemas';
import { userRoleNames } from '@nurly/contracts';
import type { RoleName } from '@nurly/contracts';
import { guestLogin, loadUser, login, logout, setTokens } from './actions';
import { accessTokenAtom, balanceAtom, guestUser, isUserLoggedInAtom, nurlyStore, selectedAppAtom, userAtom } from './store';

const opts = { store: nurlyStore };

/** The stored user when logged in, else the default guest (docs/decisions/product.md#states guest mode). */
export function useCurrentUser(): User {
  const loggedIn = useAtomValue(isUserLoggedInAtom, opts);
  const user = useAtomValue(userAtom, opts);
  return loggedIn && user ? user : guestUser;
}

export function useUserRoles(): RoleName[] {
  const user = useCurrentUser();
  return useMemo(() => userRoleNames(user), [user]);
}

/** Session state and the actions, for components. */
export function useAuth() {
  const isLoggedIn = useAtomValue(isUserLoggedInAtom, opts);
  const storedUser = useAtomValue(userAtom, opts);
  const accessToken = useAtomValue(accessTokenAtom, opts);
  const balance = useAtomValue(balanceAtom, opts);
  const user = useCurrentUser();
  return {
    isLoggedIn,
    /** The stored user (null before loadUser); `user` falls back to the guest. */
    storedUser,
    user,
    accessToken,
    balance,
    login,
    logout,
    loadUser,
    guestLogin,
    setTokens,
  };
}

/**
 * Spec §4: with apps, the selection defaults to the first app (a stored choice among the user's
 * apps is kept); without apps the stored selection is kept.
 */
export function resolveSelectedApp(user: Pick<User, 'apps'>, stored: string | null): string | null {
  if (user.apps.length === 0) return stored;
  return stored && user.apps.some((a) => a.key === stored) ? stored : user.apps[0].key;
}

/** The app selector's state; changing the app stores it. */
export function useSelectedApp() {
  const user = useCurrentUser();
  const stored = useAtomValue(selectedAppAtom, opts);
  const setStored = useSetAtom(selectedAppAtom, opts);
  const selectedApp = resolveSelectedApp(user, stored);
  const setSelectedApp = useCallback((key: string) => setStored(key), [setStored]);
  return { apps: user.apps, selectedApp, setSelectedApp };
}
