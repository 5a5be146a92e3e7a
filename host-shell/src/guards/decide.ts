/**
 * Spec §4 route guard as a pure decision, on top of shared `checkRouteAccess`:
 * - staff route, not logged-in staff → /login;
 * - lacking a required role → access-denied alert with the user id, then /login;
 * - other routes on the default site: a visitor who is not logged in becomes a guest;
 *   on the consoles (reward, hub, offerwall) such a visitor goes to /login.
 */
import { checkRouteAccess, type AccessUser, type RouteMeta, type Variant } from '@nurly/shared';

export const ACCESS_DENIED_MESSAGE = '접근 권한이 없습니다. 관리자에게 문의하세요.';

export type GuardDecision =
  { kind: 'render' } | { kind: 'login'; redirectPath: string } | { kind: 'guest-login' } | { kind: 'denied'; message: string };

export interface GuardInput {
  variant: Variant;
  meta: Pick<RouteMeta, 'isStaff' | 'roles' | 'requiresAuth'>;
  user: (AccessUser & { id: number }) | null;
  isLoggedIn: boolean;
  /** Where the user was going: restored after login. */
  path: string;
  /** The translated access-denied text (Korean by default). */
  deniedText?: string;
}

export function accessDeniedMessage(userId: number | undefined, text: string = ACCESS_DENIED_MESSAGE): string {
  return userId === undefined ? text : `${text} (ID: ${userId})`;
}

export function decideRouteAccess({ variant, meta, user, isLoggedIn, path, deniedText }: GuardInput): GuardDecision {
  const result = checkRouteAccess(user, meta, isLoggedIn);
  if (result === 'allow') return { kind: 'render' };
  if (result === 'denied') return { kind: 'denied', message: accessDeniedMessage(user?.id, deniedText) };
  const guarded = !!meta.isStaff || (meta.roles?.length ?? 0) > 0;
  if (!guarded && !isLoggedIn && variant === 'default') return { kind: 'guest-login' };
  return { kind: 'login', redirectPath: path };
}

/** The auth pages (login, register, forgot-password) are closed to logged-in, non-guest users. */
export function isClosedToUser(user: { is_guest: boolean } | null, isLoggedIn: boolean): boolean {
  return isLoggedIn && !!user && !user.is_guest;
}

/**
 * Why a logged-in user was sent to /login: 'staff-only' — the page is for staff (or, on a console,
 * for members with a console role) and the user is neither; 'role' — staff lacking the page's role.
 */
export type DeniedReason = 'staff-only' | 'role';

/** Navigation state of an access-denied redirect to /login. */
export interface DeniedRedirectState {
  denied: true;
  reason: DeniedReason;
}

export function deniedRedirectState(reason: DeniedReason): DeniedRedirectState {
  return { denied: true, reason };
}

/** /login opened by an access-denied redirect (navigation state): the form stays open to switch accounts. */
export function isDeniedRedirect(locationState: unknown): boolean {
  return (locationState as { denied?: boolean } | null)?.denied === true;
}

/** The reason of an access-denied redirect, or null for an ordinary visit to /login. */
export function deniedReasonOf(locationState: unknown): DeniedReason | null {
  if (!isDeniedRedirect(locationState)) return null;
  return (locationState as { reason?: unknown }).reason === 'role' ? 'role' : 'staff-only';
}

export const REDIRECT_PATH_KEY = 'redirectPath';

export function storeRedirectPath(path: string): void {
  try {
    if (path && !path.startsWith('/login') && path !== '/auth') localStorage.setItem(REDIRECT_PATH_KEY, path);
  } catch {
    // Without storage the user lands on the home page after login.
  }
}

/** Forgets the stored path without leading there (the user chose to go elsewhere). */
export function forgetRedirectPath(): void {
  try {
    localStorage.removeItem(REDIRECT_PATH_KEY);
  } catch {
    // Nothing stored without storage.
  }
}

/** Reads and forgets the stored path. */
export function takeRedirectPath(): string | null {
  try {
    const value = localStorage.getItem(REDIRECT_PATH_KEY);
    localStorage.removeItem(REDIRECT_PATH_KEY);
    return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
  } catch {
    return null;
  }
}
