/** Queries of the per-account upload quota (quota.ts): its lock and the uploads it counts. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/tx';
import { advertiserFiles } from '../../db/schema/points';
import { missionImages } from '../../db/schema/uploads';

/** The account's upload lock, held until the transaction ends. */
export async function lockUploadQuota(tx: Tx, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nurly.uploads'), ${ownerId})`);
}

/** Count and bytes of the account's uploads of every kind made after `since`. */
export async function uploadsSince(db: Runner, ownerId: number, since: Date): Promise<{ count: number; bytes: number }> {
  const used = { count: 0, bytes: 0 };
  // One after the other: inside a transaction both run on its one connection anyway.
  for (const table of [advertiserFiles, missionImages]) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${table.size}), 0)::bigint` })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), gt(table.createdAt, since)));
    used.count += Number(row?.count ?? 0);
    used.bytes += Number(row?.bytes ?? 0);
  }
  return used;
}
