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
 * the prune job (plugin.ts) deletes them.
 */
import { createHash } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { OfferwallRepository } from './repository';

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
  repo: OfferwallRepository;
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

/** Claims the key (new, past its 24 h, or abandoned) for this request: true when this request runs. */
async function claim(deps: IdempotencyDeps, appId: number, key: string, hash: string): Promise<boolean> {
  const now = deps.clock.now();
  return deps.repo.claimIdempotencyKey({
    appId,
    key,
    hash,
    now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    abandonedBefore: new Date(now.getTime() - ABANDONED_AFTER_MS),
  });
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
          await deps.repo.saveIdempotencyAnswer(appId, key, hash, error.statusCode, {
            message: error.message,
            code: error.code,
            field: error.field,
          });
        else await deps.repo.releaseIdempotencyKey(appId, key, hash);
        throw error;
      }
      await deps.repo.saveIdempotencyAnswer(appId, key, hash, status, body);
      return { status, body, replayed: false };
    }
    const row = await deps.repo.storedIdempotencyAnswer(appId, key);
    if (!row) continue;
    await beforeAnswer();
    if (row.request_hash !== hash) throw new AppError(422, idempotencyMessages.reused, 'IDEMPOTENCY_KEY_REUSED', 'idempotency-key');
    if (row.status_code === null) throw new AppError(409, idempotencyMessages.inProgress, 'IDEMPOTENCY_IN_PROGRESS', 'idempotency-key');
    return { status: row.status_code, body: row.body, replayed: true };
  }
  throw new AppError(409, idempotencyMessages.inProgress, 'IDEMPOTENCY_IN_PROGRESS', 'idempotency-key');
}
