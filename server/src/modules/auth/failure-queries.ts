/** The login back-off's data (login-backoff.ts): login_failures, trusted_devices, login_alerts. */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAlerts, loginFailures, trustedDevices } from '../../db/schema';

export interface Reservation {
  username: string;
  client: string;
  now: Date;
  memoryMs: number;
  /** Failures before the first wait (0 under pressure). */
  freeFailures: number;
  /** Under pressure a client gets one check per memory window. */
  pressure: boolean;
}

/**
 * One atomic statement: counts the check as a failure of (username, client) and sets the wait it
 * earns, unless the client is waiting (or, under pressure, has failed within the memory): then no
 * row comes back and the check is refused. Concurrent checks serialise on the row, so no more pass
 * than the limit allows. Rows forgotten for the memory are swept first.
 */
export async function reservePasswordCheck(db: Db, r: Reservation): Promise<boolean> {
  const now = r.now.toISOString();
  const forgetBefore = new Date(r.now.getTime() - r.memoryMs).toISOString();
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, sql`${forgetBefore}::timestamptz`));
  const failures = sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore}::timestamptz then 1 else ${loginFailures.failures} + 1 end`;
  const waitUntil = (n: SQL) =>
    sql`case when ${n} <= ${r.freeFailures} then null
      else ${now}::timestamptz + least(30000 * power(2, least(${n} - ${r.freeFailures} - 1, 10)), 900000) * interval '1 millisecond' end`;
  const rows = await db
    .insert(loginFailures)
    .values({
      username: r.username,
      client: r.client,
      failures: 1,
      lastFailureAt: r.now,
      lockedUntil: r.freeFailures >= 1 ? null : sql`${waitUntil(sql`1`)}`,
    })
    .onConflictDoUpdate({
      target: [loginFailures.username, loginFailures.client],
      set: { failures, lastFailureAt: r.now, lockedUntil: waitUntil(failures) },
      setWhere: sql`${loginFailures.lastFailureAt} < ${forgetBefore}::timestamptz or (
        (${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= ${now}::timestamptz) and not ${r.pressure})`,
    })
    .returning({ failures: loginFailures.failures });
  return rows.length === 1;
}

export const findLoginFailure = (db: Db, username: string, client: string) =>
  db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.client, client)))
    .limit(1)
    .then((rows) => rows[0]);

/** Failures for the username from every client within the memory. */
export const usernameFailures = (db: Db, username: string, now: Date, memoryMs: number) =>
  db
    .select({ n: sql<number>`coalesce(sum(${loginFailures.failures}), 0)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gte(loginFailures.lastFailureAt, new Date(now.getTime() - memoryMs))))
    .then((rows) => Number(rows[0]?.n ?? 0));

export const clearClientFailures = (db: Db, username: string, client: string) =>
  db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.client, client)));

/** Every client's failures for the username (the desk's unlock; a new password does it in the users trigger). */
export const clearLoginFailures = (db: Db, username: string) =>
  db
    .delete(loginFailures)
    .where(eq(loginFailures.username, username))
    .returning({ failures: loginFailures.failures })
    .then((rows) => rows.reduce((sum, row) => sum + row.failures, 0));

export const isTrustedDevice = (db: Db, userId: number, deviceHash: string) =>
  db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.deviceHash, deviceHash)))
    .limit(1)
    .then((rows) => rows.length === 1);

export const trustDevice = (db: Db, userId: number, deviceHash: string, now: Date) =>
  db
    .insert(trustedDevices)
    .values({ userId, deviceHash, lastLoginAt: now })
    .onConflictDoUpdate({ target: [trustedDevices.userId, trustedDevices.deviceHash], set: { lastLoginAt: now } });

/**
 * A PRESSURE alert for the owner unless one was recorded within `everyMs` (concurrent failures may
 * both record one: the account screen shows the newest).
 */
export async function recordPressureAlert(db: Db, userId: number, failures: number, now: Date, everyMs: number): Promise<void> {
  const [recent] = await db
    .select({ id: loginAlerts.id })
    .from(loginAlerts)
    .where(
      and(eq(loginAlerts.userId, userId), eq(loginAlerts.kind, 'PRESSURE'), gte(loginAlerts.createdAt, new Date(now.getTime() - everyMs))),
    )
    .limit(1);
  if (!recent) await db.insert(loginAlerts).values({ userId, kind: 'PRESSURE', failures, createdAt: now });
}

export const recordLoginAlert = (db: Db, userId: number, kind: 'PRESSURE' | 'UNLOCKED', failures: number, now: Date) =>
  db.insert(loginAlerts).values({ userId, kind, failures, createdAt: now });

export const recentLoginAlerts = (db: Db, userId: number, limit = 20) =>
  db
    .select({ kind: loginAlerts.kind, failures: loginAlerts.failures, createdAt: loginAlerts.createdAt })
    .from(loginAlerts)
    .where(eq(loginAlerts.userId, userId))
    .orderBy(desc(loginAlerts.createdAt), desc(loginAlerts.id))
    .limit(limit);
