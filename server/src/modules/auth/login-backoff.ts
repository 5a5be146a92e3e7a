/**
 * The back-off on wrong passwords, per (username, client) (client.ts), in the database
 * (login_failures) so every instance agrees; unknown usernames behave like known ones.
 *
 * - A check reserves its slot before the hash runs: one atomic upsert counts it as a failure and
 *   starts the wait when the free failures are used, or refuses (429 LOGIN_BACKOFF) with no hash.
 *   So a burst of concurrent guesses runs at most FREE_FAILURES + 1 hashes per client, then none
 *   until the wait ends. The right password turns the reservation back (deletes the client's row).
 * - The waits: none for the first LOGIN_FREE_FAILURES, then 30 s, 60 s, 120 s, … at most 15
 *   minutes; 15 quiet minutes forget a client's failures.
 * - One client's failures never slow another: the owner from its own device, or from anywhere it
 *   has not failed, is not refused because of someone else's guesses.
 * - Under pressure (LOGIN_PRESSURE_FAILURES failures for the username from all clients within the
 *   memory), a client the account has never logged in from needs more proof: one guess per memory
 *   window (a trusted device, or a password reset by SMS, gets in at once). The owner is told
 *   (login_alerts, at most once a day).
 *
 * Both places that check a password use it: POST token and POST change-password (the old password
 * of the signed-in account, keyed by its client the same way, sharing the count with its logins).
 */
import { authMessages, LOGIN_FAILURE_MEMORY_MS, LOGIN_FREE_FAILURES, LOGIN_PRESSURE_FAILURES } from '@nurly/contracts';
import { AppError } from '../../lib/errors';
import type { AuthRepository } from './repository';

/** The login_failures queries of the auth repository. */
export type FailureStore = Pick<
  AuthRepository,
  'reservePasswordCheck' | 'findLoginFailure' | 'clearClientFailures' | 'usernameFailures' | 'recordPressureAlert'
>;

export const FREE_FAILURES = LOGIN_FREE_FAILURES;
export const FAILURE_MEMORY_MS = LOGIN_FAILURE_MEMORY_MS;
export const PRESSURE_FAILURES = LOGIN_PRESSURE_FAILURES;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;
/** The owner hears of pressure at most this often. */
export const ALERT_EVERY_MS = 24 * 3600_000;

/** The wait after the n-th failure in a row: 0 up to FREE_FAILURES, then 30 s, 60 s, 120 s, … capped at 15 minutes. */
export function loginBackoffMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(failures - FREE_FAILURES - 1, 10), MAX_WAIT_MS);
}

/** 429 with the wait in Korean ("30초", "2분"). */
export function loginBackoffError(remainingMs: number, pressure = false): AppError {
  const message = pressure ? authMessages.loginPressure(remainingMs) : authMessages.loginBackoff(remainingMs);
  return new AppError(429, message, 'LOGIN_BACKOFF');
}

/** Who checks a password: the account's username and the client's key (client.ts clientKey). */
export interface PasswordCheck {
  username: string;
  client: string;
  /** Whether the account has logged in from this client's device before (exempt from pressure). */
  trusted: boolean;
}

/**
 * Reserves the check's slot (counted as a failure until `passed`), or refuses with the wait: call
 * it before hashing anything.
 */
export async function reservePasswordCheck(store: FailureStore, check: PasswordCheck, now: Date): Promise<void> {
  const pressure = !check.trusted && (await store.usernameFailures(check.username, now, FAILURE_MEMORY_MS)) >= PRESSURE_FAILURES;
  const reserved = await store.reservePasswordCheck({
    ...check,
    now,
    memoryMs: FAILURE_MEMORY_MS,
    freeFailures: pressure ? 0 : FREE_FAILURES,
    pressure,
  });
  if (reserved) return;
  const row = await store.findLoginFailure(check.username, check.client);
  const lockedMs = row?.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
  const forgottenMs = row ? row.lastFailureAt.getTime() + FAILURE_MEMORY_MS - now.getTime() : 0;
  throw loginBackoffError(Math.max(lockedMs, pressure ? forgottenMs : 0, 1000), pressure);
}

/** The right password: the client's failures (its reservation included) are forgotten. */
export async function passwordCheckPassed(store: FailureStore, check: PasswordCheck): Promise<void> {
  await store.clearClientFailures(check.username, check.client);
}

/**
 * A wrong password (already counted by its reservation): when it puts the username under pressure
 * and the account exists, the owner is told (at most once a day).
 */
export async function passwordCheckFailed(store: FailureStore, check: PasswordCheck, userId: number | null, now: Date): Promise<void> {
  if (userId === null) return;
  const failures = await store.usernameFailures(check.username, now, FAILURE_MEMORY_MS);
  if (failures >= PRESSURE_FAILURES) await store.recordPressureAlert(userId, failures, now, ALERT_EVERY_MS);
}
