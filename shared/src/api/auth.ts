/** Account calls (docs/decisions/product.md#api-calls "Auth and account") and their SWR hooks. */
import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import type {
  ActForRequest,
  ActForResponse,
  AgreesRequest,
  ChangePasswordRequest,
  GlobalSearchResult,
  Group,
  GuestSignupResponse,
  MenuStatus,
  MenuStatusRequest,
  MessageBody,
  RefreshResponse,
  SendCodeResponse,
  SignupCheckRequest,
  SignupRequest,
  SignupResponse,
  TokenRequest,
  TokenResponse,
  User,
} from '@nurly/contracts/schemas';
import type { ServiceCode } from '@nurly/contracts';
import { balanceAtom, groupsAtom, isUserLoggedInAtom, nurlyStore, userAtom } from '../auth/store';
import { apiClient } from './client';

export async function postToken(body: TokenRequest): Promise<TokenResponse> {
  const { data } = await apiClient.post<TokenResponse>('token', body, { skipAuthRefresh: true, anonymous: true });
  return data;
}

/** @public */
export async function postTokenRefresh(refresh: string): Promise<RefreshResponse> {
  const { data } = await apiClient.post<RefreshResponse>('token/refresh', { refresh }, { skipAuthRefresh: true, anonymous: true });
  return data;
}

export async function getUser(query?: Record<string, string | number | boolean>): Promise<User> {
  const { data } = await apiClient.get<User>('user', { params: query });
  return data;
}

export async function postGuestSignup(guestId: string | null): Promise<GuestSignupResponse> {
  const { data } = await apiClient.post<GuestSignupResponse>('guest-signup', { guestId }, { anonymous: true });
  return data;
}

export async function postSignupCheck(body: SignupCheckRequest): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>('signup/check', body);
  return data;
}

/** Sends an auth number to the phone. */
export async function postSendCode(mobile: string): Promise<SendCodeResponse> {
  const { data } = await apiClient.post<SendCodeResponse>('signup/sendcode', { mobile });
  return data;
}

/** The new account's id and username (a message when the server adds one). */
export async function postSignup(body: SignupRequest): Promise<SignupResponse & Partial<MessageBody>> {
  const { data } = await apiClient.post<SignupResponse & Partial<MessageBody>>('signup', body);
  return data;
}

export async function postAgrees(body: AgreesRequest): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>('agrees', body);
  return data;
}

export async function postChangePassword(body: ChangePasswordRequest): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>('change-password', body);
  return data;
}

export async function getGroups(): Promise<Group[]> {
  const { data } = await apiClient.get<Group[]>('groups');
  return data;
}

/** Superuser group switch; the caller reloads the user (or the page) afterwards. */
export async function postGroup(group: number): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>('groups', { group });
  return data;
}

/** POST act-for (대리 접속): a 30-minute access token for a descendant, without a refresh token. */
export async function postActFor(body: ActForRequest): Promise<ActForResponse> {
  const { data } = await apiClient.post<ActForResponse>('act-for', body);
  return data;
}

/** Ends the act-for session of the current (act-for) token; a 401 (already over) must not refresh. */
export async function postActForEnd(): Promise<void> {
  await apiClient.post('act-for/end', {}, { skipAuthRefresh: true });
}

/** Revokes the refresh token server-side; a 401 here must not start the refresh loop. */
export async function postLogout(refresh: string | null): Promise<void> {
  await apiClient.post('logout', { refresh }, { skipAuthRefresh: true });
}

export async function getMenuStatus(): Promise<MenuStatus> {
  const { data } = await apiClient.get<MenuStatus>('options/menu/status');
  return data;
}

/** Counts for the given menu keys. @public */
export async function postMenuStatus(menus: MenuStatusRequest['menus']): Promise<MenuStatus> {
  const { data } = await apiClient.post<MenuStatus>('options/menu/status', { menus });
  return data;
}

export async function getGlobalSearch(q: string): Promise<GlobalSearchResult[]> {
  const { data } = await apiClient.get<GlobalSearchResult[]>('global-search', { params: { q } });
  return data;
}

/** Leaving one service deletes the account only in that service (docs/decisions/product.md#who-and-terms). @public */
export async function postLeaveService(service: ServiceCode): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>('user/leave', { service });
  return data;
}

export const MENU_STATUS_REFRESH_MS = 5 * 60 * 1000;

/** GET user while logged in (SWR key 'user'); a fresh answer also updates userAtom and the balance. @public */
export function useUser() {
  const loggedIn = useAtomValue(isUserLoggedInAtom, { store: nurlyStore });
  return useSWR<User>(loggedIn ? 'user' : null, () => getUser(), {
    onSuccess: (user) => {
      nurlyStore.set(userAtom, user);
      nurlyStore.set(balanceAtom, user.point);
    },
  });
}

/** Hub groups for the superuser group selector; mirrored into groupsAtom. */
export function useGroups(enabled = true) {
  const loggedIn = useAtomValue(isUserLoggedInAtom, { store: nurlyStore });
  return useSWR<Group[]>(loggedIn && enabled ? 'groups' : null, getGroups, {
    onSuccess: (groups) => nurlyStore.set(groupsAtom, groups),
  });
}

/** Menu status counts (NURLY_ADMIN only: pass enabled accordingly), refreshed every 5 minutes. */
export function useMenuStatus(enabled: boolean) {
  return useSWR<MenuStatus>(enabled ? 'options/menu/status' : null, getMenuStatus, { refreshInterval: MENU_STATUS_REFRESH_MS });
}

/** Global search results; an empty query fetches nothing. @public */
export function useGlobalSearch(q: string) {
  const query = q.trim();
  return useSWR<GlobalSearchResult[]>(query ? ['global-search', query] : null, () => getGlobalSearch(query), {
    keepPreviousData: true,
  });
}
