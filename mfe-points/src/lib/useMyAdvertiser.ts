import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { advertiserAtom, nurlyStore, useAuth } from '@nurly/shared';
import { useAdvertiserOfUser } from './advertiser';

/** The signed-in account's business, mirrored into the shared session store. */
export function useMyAdvertiser() {
  const { storedUser } = useAuth();
  const userId = storedUser && !storedUser.is_guest ? storedUser.id : null;
  const query = useAdvertiserOfUser(userId);
  const setStored = useSetAtom(advertiserAtom, { store: nurlyStore });
  useEffect(() => {
    if (query.data !== undefined) setStored(query.data ? { ...query.data } : null);
  }, [query.data, setStored]);
  return { userId, advertiser: query.data ?? null, loading: query.isLoading, mutate: query.mutate };
}
