/** Sessions and their refresh tokens (sessions.ts): auth_sessions, refresh_tokens. */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Runner } from '../../db/tx';
import { authSessions, refreshTokens, users } from '../../db/schema';

export const insertSession = (db: Runner, userId: number, now: Date) =>
  db
    .insert(authSessions)
    .values({ userId, createdAt: now, lastUsedAt: now })
    .returning({ id: authSessions.id })
    .then((rows) => rows[0].id);

export const insertRefreshToken = (db: Runner, userId: number, sessionId: number, tokenHash: string, expiresAt: Date) =>
  db.insert(refreshTokens).values({ userId, sessionId, tokenHash, expiresAt });

/** A refresh token with its session and account, by the token's hash. */
export const findRefreshToken = (db: Db, tokenHash: string) =>
  db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      sessionLastUsedAt: authSessions.lastUsedAt,
      sessionEndedAt: authSessions.endedAt,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .leftJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .then((rows) => rows[0]);

/**
 * Spends a token (rotation): only the first of concurrent uses wins; the losers see false and are
 * treated as a replay.
 */
export const spendRefreshToken = (db: Runner, id: number, now: Date) =>
  db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id })
    .then((rows) => rows.length === 1);

/**
 * Keeps the session alive (its idle clock restarts) unless it has ended meanwhile; and forgets its
 * tokens spent before `forgetSpentBefore` (a replay of one is then refused as unknown, not detected).
 */
export async function touchSession(db: Runner, sessionId: number, now: Date, forgetSpentBefore: Date): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ lastUsedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)))
    .returning({ id: authSessions.id });
  await db.delete(refreshTokens).where(and(eq(refreshTokens.sessionId, sessionId), lt(refreshTokens.usedAt, forgetSpentBefore)));
  return rows.length === 1;
}

/** Ends a session and revokes every token of its family. */
export async function endSession(db: Db, sessionId: number, reason: 'LOGOUT' | 'REUSED' | 'IDLE', now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(authSessions)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  });
}

/** A token without a session (revoked before sessions existed) is revoked on its own. */
export const revokeRefreshToken = (db: Db, id: number, now: Date) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)));

/** An account's ended sessions (and their tokens, by cascade) once they are older than `before`; run at login. */
/** One account's sessions that ended before `before` (at its login). */
export const pruneEndedSessions = (db: Db, userId: number, before: Date) =>
  db.delete(authSessions).where(and(eq(authSessions.userId, userId), lt(authSessions.endedAt, before)));

/**
 * Every session that ended before `before`, or was last refreshed before it (its newest refresh token
 * has expired since: nothing can use it again): the daily `auth.session-prune` job.
 */
export const pruneDeadSessions = (db: Db, before: Date) =>
  db
    .delete(authSessions)
    .where(or(lt(authSessions.endedAt, before), and(isNull(authSessions.endedAt), lt(authSessions.lastUsedAt, before))))
    .returning({ id: authSessions.id })
    .then((rows) => rows.length);
