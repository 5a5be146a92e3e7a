/** Session actions (docs/decisions/product.md#states): plain functions on the shared store, usable outside React. */
import type { User } from '@nurly/contracts/schemas';
import { getUser, postActForEnd, postGuestSignup, postLogout, postToken } from '../api/auth';
import { ACT_FOR_ASIDE_KEY, actorTokensAside } from './actFor';
import {
  balanceAtom,
  clearSession,
  guestIdAtom,
  isUserLoggedInAtom,
  loggedOutAtom,
  nurlyStore,
  refreshTokenAtom,
  setTokens,
  userAtom,
} from './store';

const store = nurlyStore;

/** GET user; stores the user and its point as the balance. */
export async function loadUser(): Promise<User> {
  const user = await getUser();
  store.set(userAtom, user);
  store.set(balanceAtom, user.point);
  return user;
}

/**
 * Logout clears user, both tokens, the flag and the advertiser; the server call is best effort.
 * It marks the session as ended by the user (loggedOutAtom): no guest is signed up on the way to /login.
 */
export async function logout(): Promise<void> {
  const refresh = store.get(refreshTokenAtom);
  // Logging out while acting for someone (대리 접속) ends that session and the actor's own.
  const aside = actorTokensAside();
  try {
    if (aside) {
      sessionStorage.removeItem(ACT_FOR_ASIDE_KEY);
      await postActForEnd().catch(() => undefined);
      if (aside.refresh) await postLogout(aside.refresh);
    }
    if (refresh) await postLogout(refresh);
  } catch {
    // The local session ends regardless of the server's answer.
  } finally {
    store.set(loggedOutAtom, true);
    clearSession();
  }
}

/** POST token, store tokens, load the user. A failed login logs out silently and rethrows. */
export async function login(username: string, password: string): Promise<User> {
  try {
    const tokens = await postToken({ username, password });
    setTokens(tokens);
    return await loadUser();
  } catch (error) {
    clearSession();
    throw error;
  }
}

/**
 * Guest flow (docs/decisions/product.md#states): when not logged in, a guest signup is made, then a login with the
 * returned username as both username and password. On failure the flag and guest id are cleared.
 * Returns the logged-in user (or null when a session already existed).
 */
export async function guestLogin(): Promise<User | null> {
  if (store.get(isUserLoggedInAtom)) return null;
  try {
    const guest = await postGuestSignup(store.get(guestIdAtom));
    store.set(guestIdAtom, guest.username);
    const tokens = await postToken({ username: guest.username, password: guest.username });
    setTokens(tokens);
    return await loadUser();
  } catch (error) {
    store.set(isUserLoggedInAtom, false);
    store.set(guestIdAtom, null);
    throw error;
  }
}

export { setTokens, clearSession };
