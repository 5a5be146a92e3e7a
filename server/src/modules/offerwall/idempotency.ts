/**
 * `Idempotency-Key` on the publisher API's writes (POST clicks, POST clicks/{id}/complete): a
 * publisher retrying after a timeout gets the first answer back instead of a second click.
 *
 * The key's row (offerwall_idempotency_keys, per app, shared by every instance) is claimed by the
 * first request with one insert; the answer it gives (its status and body, a 4xx included) is
 * stored on the row. A later request with the key and the same method, path and body (their
 * sha256) gets that answer back; with another request, 422 IDEMPOTENCY_KEY_REUSED; while the first
 * still runs, 409 IDEMPOTENCY_IN_PROGRESS. A failure that is not an answer (5xx, a signature
 * replay) releases the claim so the retry runs; a claim left unanswered for a minute (its instance
 * stopped) is taken over. Keys are kept 24 h by the app clock; a row past that is claimed anew, and
 * the prune job (index.ts) deletes them.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A claim still unanswered after this long was abandoned (its instance stopped between the claim and
 * the answer): the next request with the key runs. Far beyond any request's time.
 */
export const ABANDONED_AFTER_MS = 60_000;

export const idempotencyMessages = {
  reused: '이 Idempotency-Key는 다른 요청에 이미 사용되었습니다. 요청마다 새 키를 사용해주세요.',
  inProgress: '같은 Idempotency-Key의 요청을 아직 처리하고 있습니다. 잠시 후 다시 시도해주세요.',
} as const;

export interface IdempotencyDeps {
  db: Db;
  clock: Clock;
}

/** What the route sends: the first answer, `replayed` when it comes from the stored row. */
export interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** Object keys sorted at every level: the same JSON body hashes the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(canonical(body ?? null))}`)
    .digest('hex');
}

interface StoredRow {
  request_hash: string;
  status_code: number | null;
  body: unknown;
}

/** Claims the key (new, past its 24 h, or abandoned) for this request: true when this request runs. */
async function claim(deps: IdempotencyDeps, appId: number, key: string, hash: string): Promise<boolean> {
  const now = deps.clock.now();
  const rows = await rowsOf<{ claimed: boolean }>(
    deps.db,
    sql`
      insert into offerwall_idempotency_keys (app_id, key, request_hash, created_at, expires_at)
      values (${appId}, ${key}, ${hash}, ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz)
      on conflict (app_id, key) do update set
        request_hash = excluded.request_hash, status_code = null, body = null, created_at = excluded.created_at, expires_at = excluded.expires_at
        where offerwall_idempotency_keys.expires_at <= ${now.toISOString()}::timestamptz
          or (offerwall_idempotency_keys.status_code is null
            and offerwall_idempotency_keys.created_at <= ${new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString()}::timestamptz)
      returning true as claimed`,
  );
  return rows.length > 0;
}

async function stored(db: Db, appId: number, key: string): Promise<StoredRow | undefined> {
  const [row] = await rowsOf<StoredRow>(
    db,
    sql`select request_hash, status_code, body from offerwall_idempotency_keys where app_id = ${appId} and key = ${key}`,
  );
  return row;
}

async function save(db: Db, appId: number, key: string, hash: string, status: number, body: unknown) {
  await db.execute(sql`
    update offerwall_idempotency_keys set status_code = ${status}, body = ${JSON.stringify(body)}::jsonb
    where app_id = ${appId} and key = ${key} and request_hash = ${hash} and status_code is null`);
}

async function release(db: Db, appId: number, key: string, hash: string) {
  await db.execute(
    sql`delete from offerwall_idempotency_keys where app_id = ${appId} and key = ${key} and request_hash = ${hash} and status_code is null`,
  );
}

/** The error answers a retry may get back: a request's own 4xx, never a signature replay. */
function storable(error: unknown): error is AppError {
  return error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500 && error.code !== 'REPLAYED';
}

/**
 * Runs `work` once per key: `status` is its success status. `beforeAnswer` runs on every path that
 * does not run `work` (the completion route records the request's signature there, which its
 * batch does otherwise).
 */
export async function idempotent(
  deps: IdempotencyDeps,
  appId: number,
  key: string | undefined,
  request: { method: string; url: string; body: unknown },
  status: number,
  work: () => Promise<unknown>,
  beforeAnswer: () => Promise<void> = async () => {},
): Promise<Answer> {
  if (key === undefined) return { status, body: await work(), replayed: false };
  const hash = requestHash(request.method, request.url, request.body);
  // Twice at most: a row released or pruned between the claim and the read is claimed again.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claim(deps, appId, key, hash)) {
      let body: unknown;
      try {
        body = await work();
      } catch (error) {
        if (storable(error))
          await save(deps.db, appId, key, hash, error.statusCode, { message: error.message, code: error.code, field: error.field });
        else await release(deps.db, appId, key, hash);
        throw error;
      }
      await save(deps.db, appId, key, hash, status, body);
      return { status, body, replayed: false };
    }
    const row = await stored(deps.db, appId, key);
    if (!row) continue;
    await beforeAnswer();
    if (row.request_hash !== hash) throw new AppError(422, idempotencyMessages.reused, 'IDEMPOTENCY_KEY_REUSED', 'idempotency-key');
    if (row.status_code === null) throw new AppError(409, idempotencyMessages.inProgress, 'IDEMPOTENCY_IN_PROGRESS', 'idempotency-key');
    return { status: row.status_code, body: row.body, replayed: true };
  }
  throw new AppError(409, idempotencyMessages.inProgress, 'IDEMPOTENCY_IN_PROGRESS', 'idempotency-key');
}

/** Deletes keys past their 24 h by the app clock (the prune job, index.ts). */
export async function pruneIdempotencyKeys(db: Db, appNow: Date): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (delete from offerwall_idempotency_keys where expires_at < ${appNow.toISOString()}::timestamptz returning 1)
      select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}
