import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, serviceMemberships, smsCodes, users } from '../../db/schema';

export const findUserByUsername = (db: Db, username: string) =>
  db.select().from(users).where(eq(users.username, username)).limit(1).then((rows) => rows[0]);

export const findUserByMobile = (db: Db, mobile: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1).then((rows) => rows[0]);

export const insertRefreshToken = (db: Db, userId: number, tokenHash: string, expiresAt: Date) =>
  db.insert(refreshTokens).values({ userId, tokenHash, expiresAt });

export const findRefreshToken = (db: Db, tokenHash: string) =>
  db
    .select({ id: refreshTokens.id, userId: refreshTokens.userId, expiresAt: refreshTokens.expiresAt, revokedAt: refreshTokens.revokedAt, isActive: users.isActive })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .then((rows) => rows[0]);

export const revokeRefreshToken = (db: Db, tokenHash: string) =>
  db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));

export const revokeAllRefreshTokens = (db: Db, userId: number) =>
  db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

export const countRecentCodes = (db: Db, mobile: string, since: Date) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)))
    .then((rows) => rows[0]?.count ?? 0);

export const latestOpenCode = (db: Db, mobile: string) =>
  db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .then((rows) => rows[0]);

export const joinService = (db: Db, userId: number, service: string) =>
  db.insert(serviceMemberships).values({ userId, service }).onConflictDoNothing();

export const touchLastLogin = (db: Db, userId: number) => db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, userId));

export const insertSmsCode = (db: Db, mobile: string, codeHash: string, expiresAt: Date) => db.insert(smsCodes).values({ mobile, codeHash, expiresAt });

export const countFailedAttempt = (db: Db, codeId: number) =>
  db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, codeId));

export const consumeCode = (db: Db, codeId: number) => db.update(smsCodes).set({ consumedAt: sql`now()` }).where(eq(smsCodes.id, codeId));

export const insertGuest = (db: Db, username: string, passwordHash: string) =>
  db
    .insert(users)
    .values({ username, passwordHash, isGuest: true })
    .returning({ id: users.id, username: users.username })
    .then((rows) => rows[0]);

export const findUserByKakaoId = (db: Db, kakaoId: string) =>
  db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(users.kakaoId, kakaoId))
    .limit(1)
    .then((rows) => rows[0]);
