/**
 * Per-account back-off after repeated failed logins (issue 11, finding 2). The count lives in the
 * database (login_failures), keyed by the username typed, so every instance agrees and unknown
 * usernames behave like known ones. It is gentle with the real owner: the first waits are short,
 * the longest is 15 minutes, 15 quiet minutes forget the failures, and a success clears them.
 */
import { AppError } from '../../lib/errors';

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
