/**
 * Per-account back-off after repeated failed password checks. The count lives
 * in the database (login_failures), keyed by the username, so every instance agrees and unknown
 * usernames behave like known ones. It is gentle with the real owner: the first waits are short,
 * the longest is 15 minutes, 15 quiet minutes forget the failures, and a success clears them.
 * Both places that check a password against a guess use it, and share one count per account:
 * POST token (the username typed) and POST change-password (the old password, of the signed-in
 * account: a stolen access token does not buy unlimited guesses).
 */
import { AppError } from '../../lib/errors';
import type { AuthRepository } from './repository';

/** The login_failures queries of the auth repository. */
export type FailureStore = Pick<AuthRepository, 'findLoginFailure' | 'recordLoginFailure' | 'lockLogin' | 'clearLoginFailures'>;

/** Failures allowed before the first wait. */
export const FREE_FAILURES = 4;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;
/** Failures older than this (since the last one) are forgotten. */
export const FAILURE_MEMORY_MS = 15 * 60_000;

/** The wait after the n-th failure in a row: 0 up to FREE_FAILURES, then 30 s, 60 s, 120 s, … capped at 15 minutes. */
export function loginBackoffMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_WAIT_MS);
}

/** 429 with the wait in Korean ("30초", "2분"). */
export function loginBackoffError(remainingMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  const wait = seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
  return new AppError(429, `로그인 시도가 너무 많습니다. ${wait} 후 다시 시도해주세요.`, 'LOGIN_BACKOFF');
}

/**
 * Refuses (429, before any password is hashed) while `username` waits out its back-off. Returns
 * whether failures are on record, so a success knows to clear them.
 */
export async function refuseWhileBackedOff(store: FailureStore, username: string, now: Date): Promise<boolean> {
  const failure = await store.findLoginFailure(username);
  if (failure?.lockedUntil && failure.lockedUntil.getTime() > now.getTime()) throw loginBackoffError(failure.lockedUntil.getTime() - now.getTime());
  return failure !== undefined;
}

/** Counts a wrong password for `username` and starts its wait once the free failures are used. */
export async function countFailure(store: FailureStore, username: string, now: Date): Promise<void> {
  const failures = await store.recordLoginFailure(username, now, FAILURE_MEMORY_MS);
  const wait = loginBackoffMs(failures);
  if (wait > 0) await store.lockLogin(username, new Date(now.getTime() + wait));
}
