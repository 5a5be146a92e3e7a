import type { ApiError } from '@nurly/shared';
import type { UserList, UserListQuery } from '@nurly/contracts/schemas';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { fetchUserList } from './api';

/** One page of the user list; `null` makes no request (the viewer is not staff). */
export function useUserList(query: UserListQuery | null) {
  return useSWR<UserList, ApiError, readonly [string, UserListQuery] | null>(query ? ['users', query] : null, ([, q]) => fetchUserList(q), {
    keepPreviousData: true,
  });
}

/** `value` once it has stopped changing for `delayMs` (search-as-you-type without a call per key). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
