import { mutate } from 'swr';
import { loadUser } from '@nurly/shared';

/** Every list showing ledger rows: the simple history, the full history (GET point) and the deposit desk. */
export const HISTORY_PATHS = ['admin/b2b/balance', 'point', 'admin/b2b/balance/requests'];

/** Reloads the user (its point is the live balance) and every cached history list. */
export async function refreshBalance(): Promise<void> {
  await Promise.all([loadUser().catch(() => undefined), mutate((key) => Array.isArray(key) && HISTORY_PATHS.includes(key[0] as string))]);
}
