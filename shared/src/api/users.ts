/** User administration calls (docs/decisions/product.md#api-calls "Users and points"): GET returns { count, results }. */
import useSWR from 'swr';
import type { CreateUserRequest, UpdateUserRequest, UserList, UserListItem, UserListQuery } from '@nurly/contracts/schemas';
import { apiClient } from './client';

export async function getUsers(query: UserListQuery = {}): Promise<UserList> {
  const { data } = await apiClient.get<UserList>('users', { params: query });
  return data;
}

/** @public */
export async function postUser(body: CreateUserRequest): Promise<UserListItem> {
  const { data } = await apiClient.post<UserListItem>('users', body);
  return data;
}

/** @public */
export async function patchUser(id: number, body: UpdateUserRequest): Promise<UserListItem> {
  const { data } = await apiClient.patch<UserListItem>(`users/${id}`, body);
  return data;
}

/** @public */
export async function deleteUser(id: number): Promise<void> {
  await apiClient.delete(`users/${id}`);
}

/** Paged user list; pass null to fetch nothing. Keeps the previous page while the next loads. @public */
export function useUsers(query: UserListQuery | null = {}) {
  return useSWR<UserList>(query ? ['users', query] : null, () => getUsers(query ?? {}), { keepPreviousData: true });
}
