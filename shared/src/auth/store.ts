/**
 * Session state (docs/decisions/product.md#states, docs/decisions/product.md#constants): one jotai store shared by the React tree (NurlyProvider) and the
 * axios interceptors, so a refresh inside a request is seen by every component at once.
 * Session values persist in sessionStorage.
 */
import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Group, User } from '@nurly/contracts/schemas';
import type { ServiceCode } from '@nurly/contracts';

export const nurlyStore = createStore();

function sessionJSON<T>() {
  return createJSONStorage<T>(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage) as Storage);
}

/** Read the stored value on first use: the interceptors read atoms that no component mounted. */
function sessionAtom<T>(key: string, initial: T) {
  return atomWithStorage<T>(`nurly.${key}`, initial, sessionJSON<T>(), { getOnInit: true });
}

export const accessTokenAtom = sessionAtom<string | null>('accessToken', null);
export const refreshTokenAtom = sessionAtom<string | null>('refreshToken', null);
export const isUserLoggedInAtom = sessionAtom<boolean>('isUserLoggedIn', false);
export const userAtom = sessionAtom<User | null>('user', null);
/**
 * The browser's guest (docs/decisions/product.md#entities guestId). Kept in localStorage, not the tab's session, and not
 * cleared by logout: guest-signup with it returns the same guest, so a browser has one guest
 * account however often it logs out or opens a tab.
 */
export const guestIdAtom = atomWithStorage<string | null>(
  'nurly.guestId',
  null,
  createJSONStorage<string | null>(() => (typeof localStorage === 'undefined' ? undefined : localStorage) as Storage),
  { getOnInit: true },
);

/**
 * Set by an explicit logout; cleared by the next login and when the login page is left. While it
 * is set the route guard signs no guest up: the page the logout leaves re-renders logged out for a
 * moment before /login replaces it, and on the default site that moment started a guest session
 * behind the login page. In memory only: a reload or a later visit to a page is guest mode again.
 */
export const loggedOutAtom = atom(false);

/** The advertiser (business registration) of the current account, owned by the points remote. */
export interface Advertiser {
  id: number;
  name?: string;
  [field: string]: unknown;
}
export const advertiserAtom = sessionAtom<Advertiser | null>('advertiser', null);

/** Registration dialog: create mode without an item id, edit mode with one (docs/decisions/product.md#states). */
export interface AdvertiserDialogState {
  open: boolean;
  item: Advertiser | null;
}
export const advertiserDialogAtom = atom<AdvertiserDialogState>({ open: false, item: null });

/** Live point balance; loadUser() seeds it from user.point. */
export const balanceAtom = sessionAtom<number>('balance', 0);
export const groupsAtom = sessionAtom<Group[]>('groups', []);

/** Agreement state per service, keyed by user id (the dialog shows once per user and service). */
export type AgreementsState = Record<ServiceCode, Record<string, boolean>>;
/** @public */
export const agreementsAtom = sessionAtom<AgreementsState>('agreements', { THENURLY: {}, REWARD: {} });

/** Key of the app chosen in the app selector. */
export const selectedAppAtom = sessionAtom<string | null>('selectedApp', null);

/** The default user of a visitor who is not logged in (docs/decisions/product.md#states guest mode). */
export const guestUser: User = Object.freeze({
  id: 0,
  username: 'Guest',
  mobile: null,
  point: 0,
  held: 0,
  available: 0,
  is_guest: true,
  is_staff: false,
  is_superuser: false,
  tier: null,
  group: null,
  roles: [],
  apps: [],
  agrees: {},
  services: [],
}) as User;

export interface Tokens {
  access: string;
  /** Null for an act-for token (대리 접속): it cannot be refreshed. */
  refresh: string | null;
}

/** Logged out → logged in happens when tokens are set (docs/decisions/product.md#states). */
export function setTokens({ access, refresh }: Tokens, store = nurlyStore): void {
  store.set(loggedOutAtom, false);
  store.set(accessTokenAtom, access);
  store.set(refreshTokenAtom, refresh);
  store.set(isUserLoggedInAtom, true);
}

/** Local part of logout: user, both tokens, the flag and the advertiser (docs/decisions/product.md#states). */
export function clearSession(store = nurlyStore): void {
  store.set(userAtom, null);
  store.set(accessTokenAtom, null);
  store.set(refreshTokenAtom, null);
  store.set(isUserLoggedInAtom, false);
  store.set(advertiserAtom, null);
}
