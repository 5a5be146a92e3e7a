import { mutate } from 'swr';
import { loadUser } from '@nurly/shared';

/** Reloads the user (its point is the live balance) and every cached history list. */
export async function refreshBalance(): Promise<void> {
  await Promise.all([
    loadUser().catch(() => undefined),
    mutate((key) => Array.isArray(key) && (key[0] === 'admin/b2b/balance' || key[0] === 'admin/b2b/balance/requests')),
  ]);
}

/** Clipboard write that never throws (permissions differ per browser). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
