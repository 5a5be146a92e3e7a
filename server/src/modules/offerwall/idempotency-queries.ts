/**
 * The statements of the publisher API's `Idempotency-Key` (idempotency.ts decides): a key's row in
 * offerwall_idempotency_keys claimed, read, answered, released, and the rows past their 24 h pruned.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  body: unknown;
}

/**
 * Claims the key for a request with `hash`: a new row, or one past its `expiresAt` or unanswered
 * since `abandonedBefore` taken over. True when the claim is this request's.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { appId: number; key: string; hash: string; now: Date; expiresAt: Date; abandonedBefore: Date },
): Promise<boolean> {
  const { appId, key, hash, now } = claim;
  const rows = await rowsOf<{ claimed: boolean }>(
    db,
    sql`
      insert into offerwall_idempotency_keys (app_id, key, request_hash, created_at, expires_at)
      values (${appId}, ${key}, ${hash}, ${now.toISOString()}::timestamptz, ${claim.expiresAt.toISOString()}::timestamptz)
      on conflict (app_id, key) do update set
        request_hash = excluded.request_hash, status_code = null, body = null, created_at = excluded.created_at, expires_at = excluded.expires_at
        where offerwall_idempotency_keys.expires_at <= ${now.toISOString()}::timestamptz
          or (offerwall_idempotency_keys.status_code is null
            and offerwall_idempotency_keys.created_at <= ${claim.abandonedBefore.toISOString()}::timestamptz)
      returning true as claimed`,
  );
  return rows.length > 0;
}

export async function storedIdempotencyAnswer(db: Db, appId: number, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await rowsOf<StoredAnswer>(
    db,
    sql`select request_hash, status_code, body from offerwall_idempotency_keys where app_id = ${appId} and key = ${key}`,
  );
  return row;
}

export async function saveIdempotencyAnswer(db: Db, appId: number, key: string, hash: string, status: number, body: unknown) {
  await db.execute(sql`
    update offerwall_idempotency_keys set status_code = ${status}, body = ${JSON.stringify(body)}::jsonb
    where app_id = ${appId} and key = ${key} and request_hash = ${hash} and status_code is null`);
}

export async function releaseIdempotencyKey(db: Db, appId: number, key: string, hash: string) {
  await db.execute(
    sql`delete from offerwall_idempotency_keys where app_id = ${appId} and key = ${key} and request_hash = ${hash} and status_code is null`,
  );
}

/** Deletes keys past their 24 h by the app clock (the prune job, plugin.ts). */
export async function pruneIdempotencyKeys(db: Db, appNow: Date): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (delete from offerwall_idempotency_keys where expires_at < ${appNow.toISOString()}::timestamptz returning 1)
      select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}
