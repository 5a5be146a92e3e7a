/**
 * Who is logged in during a test: a user of a given role (staff roles as the spec's §6 accounts),
 * a plain customer, a guest account (docs/decisions/product.md#states guest mode) or nobody. The session is written to the
 * real jotai store and tokens, so the axios interceptor sends a bearer token like in the browser,
 * and the default `GET user` handler answers with the same user.
 */
import type { RoleName } from '@nurly/contracts';
import type { User } from '@nurly/contracts/schemas';
import { balanceAtom, clearSession, nurlyStore, setTokens, userAtom } from '../auth/store';

/** The access token the test session sends; handlers can check `Authorization: Bearer …` against it. */
export const TEST_ACCESS_TOKEN = 'test-access-token';
export const TEST_REFRESH_TOKEN = 'test-refresh-token';

/** 'customer' is a logged-in account without roles; 'guest' a logged-in guest account; 'anonymous' nobody. */
export type TestUserKind = 'customer' | 'guest' | 'anonymous' | RoleName;

/** Any user: a kind, a list of roles, or a full/partial user object (merged onto a customer). */
export type TestUser = TestUserKind | RoleName[] | (Partial<User> & { id?: number });

const usernames: Record<Exclude<TestUserKind, 'anonymous'>, string> = {
  customer: 'customer',
  guest: 'Guest_1a2b3c',
  NURLY_ADMIN: 'admin',
  NURLY_STAFF: 'staff',
  HUB_CLIENT: 'hubclient',
  HUB_ADMIN: 'hubadmin',
  HUB_MEMBER: 'hubmember',
  OFFERWALL_CLIENT: 'offerwall',
};

/** A user of the given roles: staff whenever there is a role (docs/decisions/access.md#roles-and-permissions "guarded routes also require is_staff"). */
export function makeUser(roles: RoleName[] = [], extra: Partial<User> = {}): User {
  return {
    id: 7,
    username: roles.length ? usernames[roles[0]] : 'customer',
    mobile: '01012345678',
    point: 0,
    held: 0,
    available: 0,
    is_guest: false,
    is_staff: roles.length > 0,
    is_superuser: roles.includes('NURLY_ADMIN'),
    tier: null,
    group: null,
    roles: roles.map((name) => ({ name })),
    apps: [],
    agrees: {},
    services: [],
    ...extra,
  };
}

/** The User object of a test user; null for 'anonymous'. */
export function testUser(who: TestUser = 'customer'): User | null {
  if (who === 'anonymous') return null;
  if (who === 'customer') return makeUser();
  if (who === 'guest') return makeUser([], { id: 99, username: usernames.guest, is_guest: true, mobile: null });
  if (typeof who === 'string') return makeUser([who]);
  if (Array.isArray(who)) return makeUser(who);
  return makeUser(
    (who.roles ?? []).map((role) => role.name),
    who,
  );
}

let currentUser: User | null = null;

/** The user the default `GET user` handler answers with (null: 401). */
export function sessionUser(): User | null {
  return currentUser;
}

/** Logs the test user in (tokens, user, balance) or out, in the shared store. */
export function signIn(who: TestUser = 'customer'): User | null {
  const user = testUser(who);
  currentUser = user;
  clearSession();
  if (user) {
    setTokens({ access: TEST_ACCESS_TOKEN, refresh: TEST_REFRESH_TOKEN });
    nurlyStore.set(userAtom, user);
    nurlyStore.set(balanceAtom, user.point);
  }
  return user;
}

/**
 * Ends the session: nothing of an earlier login reaches the next render. Only sessionStorage
 * (where the session lives) is cleared; a test's localStorage preferences are its own.
 */
export function resetSession(): void {
  currentUser = null;
  clearSession();
  nurlyStore.set(balanceAtom, 0);
  sessionStorage.clear();
}
