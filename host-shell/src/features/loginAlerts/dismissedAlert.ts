/**
 * The newest login alert each account's user dismissed, kept in localStorage per user id
 * ('nurly.loginAlert.dismissed.<id>' = its created_at): a dismissed alert stays hidden after a
 * reload or the next login, in every tab, and a newer one shows again.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const DISMISSED_KEY_PREFIX = 'nurly.loginAlert.dismissed.';

const listeners = new Set<() => void>();
/** Dismissals that storage refused (full or blocked): kept for this page only. */
const unsaved = new Map<number, string>();

function storageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings)
  }
}

export function readDismissedAt(userId: number, storage: Storage | undefined = storageOrUndefined()): string | null {
  try {
    const stored = storage?.getItem(`${DISMISSED_KEY_PREFIX}${userId}`);
    if (stored) return stored;
  } catch {
    // blocked storage: what this page dismissed
  }
  return unsaved.get(userId) ?? null;
}

export function writeDismissedAt(userId: number, createdAt: string, storage: Storage | undefined = storageOrUndefined()): void {
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(`${DISMISSED_KEY_PREFIX}${userId}`, createdAt);
    unsaved.delete(userId);
  } catch {
    unsaved.set(userId, createdAt);
  }
  listeners.forEach((listener) => listener());
}

/** True when the alert created at `createdAt` is newer than the dismissed one (or none was dismissed). */
export function isNewerThanDismissed(createdAt: string, dismissedAt: string | null): boolean {
  if (dismissedAt === null) return true;
  const dismissed = Date.parse(dismissedAt);
  return Number.isNaN(dismissed) || Date.parse(createdAt) > dismissed;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(DISMISSED_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The dismissed created_at of `userId` (null: none, or no user) and the function that dismisses one. */
export function useDismissedAlert(userId: number | null): [string | null, (createdAt: string) => void] {
  const dismissedAt = useSyncExternalStore(
    subscribe,
    () => (userId === null ? null : readDismissedAt(userId)),
    () => null,
  );
  const dismiss = useCallback(
    (createdAt: string) => {
      if (userId !== null) writeDismissedAt(userId, createdAt);
    },
    [userId],
  );
  return [dismissedAt, dismiss];
}
