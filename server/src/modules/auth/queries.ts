import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Runner } from '../../db/tx';
import { serviceMemberships, smsCodes, users } from '../../db/schema';

export const findUserByUsername = (db: Db, username: string) =>
  db
    .select()
    .from(users)
    .where(eq(users.username, username))
    .limit(1)
    .then((rows) => rows[0]);

export const findUserByMobile = (db: Db, mobile: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, mobile))
    .limit(1)
    .then((rows) => rows[0]);

/** The account a password reset by SMS is for: one phone number per member (docs/decisions/product.md#who-and-terms). */
export const findResettableAccount = (db: Db, mobile: string) =>
  db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.isGuest, false), eq(users.isActive, true)))
    .limit(1)
    .then((rows) => rows[0]);

/** Sets a new password hash; the users_end_sessions trigger (0006) ends every session of the account. */
export const setPasswordHash = (db: Db, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

// Revoking all of an account's refresh tokens is the users_end_sessions trigger's job (migration
// 0006): it runs on every change of the password or the active flag, whoever makes it.

export const countRecentCodes = (db: Db, mobile: string, since: Date) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)))
    .then((rows) => rows[0]?.count ?? 0);

/** Codes are per purpose: a signup code never resets a password, nor the other way round. */
export type SmsCodePurpose = 'SIGNUP' | 'RESET';

export const latestOpenCode = (db: Db, mobile: string, purpose: SmsCodePurpose = 'SIGNUP') =>
  db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .then((rows) => rows[0]);

export const joinService = (db: Runner, userId: number, service: string) =>
  db.insert(serviceMemberships).values({ userId, service }).onConflictDoNothing();

/** The account fields signup writes (a new account, or a guest converted in place). */
export type SignupFields = Pick<typeof users.$inferInsert, 'username' | 'passwordHash' | 'mobile' | 'birthDate' | 'memberType' | 'isGuest'>;

/** Converts the guest into the account (its id kept, so what it owns stays attached). */
export const convertGuest = (tx: Runner, guestId: number, fields: SignupFields) =>
  tx
    .update(users)
    .set(fields)
    .where(and(eq(users.id, guestId), eq(users.isGuest, true)));

export const insertUser = (tx: Runner, fields: SignupFields) =>
  tx
    .insert(users)
    .values(fields)
    .returning({ id: users.id })
    .then((rows) => rows[0]);

export const touchLastLogin = (db: Db, userId: number) =>
  db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, userId));

export const insertSmsCode = (db: Db, mobile: string, codeHash: string, expiresAt: Date, purpose: SmsCodePurpose = 'SIGNUP') =>
  db.insert(smsCodes).values({ mobile, codeHash, expiresAt, purpose });

export const countFailedAttempt = (db: Db, codeId: number) =>
  db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, codeId));

export const consumeCode = (db: Db, codeId: number) =>
  db
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(eq(smsCodes.id, codeId));

export const findActiveGuest = (db: Db, username: string) =>
  db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.username, username), eq(users.isGuest, true), eq(users.isActive, true)))
    .limit(1)
    .then((rows) => rows[0]);

export const insertGuest = (db: Db, username: string, passwordHash: string) =>
  db
    .insert(users)
    .values({ username, passwordHash, isGuest: true })
    .returning({ id: users.id, username: users.username })
    .then((rows) => rows[0]);

export const findUserByKakaoId = (db: Db, kakaoId: string) =>
  db
    .select({ id: users.id, isActive: users.isActive, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.kakaoId, kakaoId))
    .limit(1)
    .then((rows) => rows[0]);

/**
 * Stores a stronger hash of the same password (login after the cost was raised). Marked as a
 * rehash so the users_end_sessions trigger (migration 0006) keeps the account's sessions; only
 * replaces the hash it verified, so a concurrent password change wins.
 */
export const rehashPassword = (db: Db, userId: number, verifiedHash: string, passwordHash: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('nurly.password_rehash', 'on', true)`);
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, verifiedHash)));
  });

export const findUserById = (db: Db, id: number) =>
  db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
