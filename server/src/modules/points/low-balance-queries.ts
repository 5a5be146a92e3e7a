/** The statements of the low-balance alerts (low-balance.ts): the running lines, the state row, the sweep. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner, Tx } from '../../db/tx';
import { users } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { advertisers, lowBalanceAlerts } from '../../db/schema/points';

const RUNNING = ['PENDING', 'ACTIVE'];

export type LowBalanceAlertRow = typeof lowBalanceAlerts.$inferSelect;
type AlertValues = Omit<typeof lowBalanceAlerts.$inferInsert, 'accountId'>;

/** The account's running lines (PENDING, ACTIVE) whose period meets the Seoul days `today` … `last`. */
export function runningLinesBetween(db: Runner, accountId: number, today: string, last: string) {
  return db
    .select({ dailyVolume: ads.dailyVolume, unitPriceTenths: ads.unitPriceTenths, startDate: ads.startDate, endDate: ads.endDate })
    .from(ads)
    .where(
      and(eq(ads.ownerId, accountId), inArray(ads.status, RUNNING), sql`${ads.endDate} >= ${today}`, sql`${ads.startDate} <= ${last}`),
    );
}

/** The cached balance of an account (0 when there is none). */
export async function pointOf(db: Runner, accountId: number): Promise<number> {
  const [account] = await db.select({ point: users.point }).from(users).where(eq(users.id, accountId));
  return Number(account?.point ?? 0);
}

export async function lowBalanceState(db: Runner, accountId: number): Promise<LowBalanceAlertRow | undefined> {
  const [state] = await db.select().from(lowBalanceAlerts).where(eq(lowBalanceAlerts.accountId, accountId));
  return state;
}

/** The account's state row, locked for the rest of the transaction (the alert decision). */
export async function lockLowBalanceState(tx: Tx, accountId: number): Promise<LowBalanceAlertRow | undefined> {
  const [state] = await tx.select().from(lowBalanceAlerts).where(eq(lowBalanceAlerts.accountId, accountId)).for('update');
  return state;
}

export async function fireLowBalanceAlert(tx: Tx, accountId: number, values: AlertValues): Promise<void> {
  await tx
    .insert(lowBalanceAlerts)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: lowBalanceAlerts.accountId, set: values });
}

export async function clearLowBalanceAlert(tx: Tx, accountId: number, now: Date): Promise<void> {
  await tx.update(lowBalanceAlerts).set({ clearedAt: now, updatedAt: now }).where(eq(lowBalanceAlerts.accountId, accountId));
}

/** The advertiser's registered addresses (the alert mail goes to the first). */
export async function advertiserEmailsOf(db: Runner, accountId: number): Promise<string[] | undefined> {
  const [advertiser] = await db.select({ emails: advertisers.emails }).from(advertisers).where(eq(advertisers.userId, accountId));
  return advertiser?.emails;
}

export async function markLowBalanceMailed(db: Runner, accountId: number, at: Date): Promise<void> {
  await db.update(lowBalanceAlerts).set({ mailedAt: at }).where(eq(lowBalanceAlerts.accountId, accountId));
}

/** Every account with a running line or an active alert: the settlement run's sweep. */
export async function lowBalanceWatchIds(db: Runner): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select owner_id as id from ads where status in ('PENDING', 'ACTIVE')
        union select account_id from low_balance_alerts where alerted_at is not null and cleared_at is null
        order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Staff menu: advertisers whose low-balance alert is active. */
export const countActiveAlerts = (db: Runner): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(lowBalanceAlerts)
      .where(and(sql`${lowBalanceAlerts.alertedAt} is not null`, sql`${lowBalanceAlerts.clearedAt} is null`)),
  );
