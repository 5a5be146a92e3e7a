import { apiClient } from '@nurly/shared';
import type { UserList, UserListQuery } from '@nurly/contracts/schemas';

/** GET users (staff only): one page of accounts, searchable by username or phone number. */
export async function fetchUserList(query: UserListQuery): Promise<UserList> {
  const { data } = await apiClient.get<UserList>('users', { params: query });
  return data;
}
