/** Act-for (act-for.ts): the accounts it names, its sessions (auth_sessions with an actor), the scope check. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Runner } from '../../db/tx';
import { authSessions, users } from '../../db/schema';

/** 404 (the route's own message) unless the account is within the caller's B2B scope. */
export { assertInScope } from '../../access/scope';

export const actForAccount = (db: Db, id: number) =>
  db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      isStaff: users.isStaff,
      isGuest: users.isGuest,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);

export interface ActForSession {
  userId: number;
  actorId: number;
  reason: string;
  now: Date;
  expiresAt: Date;
}

export const insertActForSession = (tx: Runner, { userId, actorId, reason, now, expiresAt }: ActForSession) =>
  tx
    .insert(authSessions)
    .values({ userId, createdAt: now, lastUsedAt: now, actorId, reason, expiresAt })
    .returning({ id: authSessions.id })
    .then((rows) => rows[0]);

/** Ends the act-for session unless it ended already; the rows it ended (none: nothing to audit). */
export const endActForSession = (tx: Runner, sessionId: number, now: Date) =>
  tx
    .update(authSessions)
    .set({ endedAt: now, endReason: 'ACT_FOR_END' })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)))
    .returning({ id: authSessions.id });
