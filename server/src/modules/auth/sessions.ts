/**
 * Sessions (auth_sessions): a login, and the refresh tokens rotated from it (its family).
 *
 * - Access tokens carry the session id (`sid`); the access plugin honours one only while its
 *   session has not ended (read with the account, in the database: every instance agrees at once).
 * - token/refresh spends the refresh token sent and answers a new one. A spent token presented
 *   again (a copy in someone else's hands, or the owner's after theft) ends the whole session: every
 *   token of the family, the newest included, and its access tokens.
 * - A session not refreshed for SESSION_IDLE_LIMIT_MS (2 days) ends at its next refresh.
 * - Logout ends the session of the refresh token sent (its access tokens answer 401 at once).
 */
import { authMessages, SESSION_IDLE_LIMIT_MS } from '@nurly/contracts';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { unauthorized } from '../../lib/errors';
import type { AuthDeps } from './service';

const refreshRefused = () => unauthorized(authMessages.sessionEnded, 'REFRESH_INVALID');

/**
 * `ver` is the account's token version when signed: the access plugin refuses the token once the
 * version has moved (password change, deactivation), long before it expires; `sid` its session.
 */
export function signAccess(
  { jwt, config }: Pick<AuthDeps, 'jwt' | 'config'>,
  userId: number,
  tokenVersion: number,
  sessionId: number,
): string {
  return jwt.sign({ sub: String(userId), typ: 'access', ver: tokenVersion, sid: sessionId }, { expiresIn: config.accessTokenTtlSeconds });
}

const refreshExpiry = (deps: Pick<AuthDeps, 'clock' | 'config'>) =>
  new Date(deps.clock.now().getTime() + deps.config.refreshTokenTtlSeconds * 1000);

/** A new session for a login: its first refresh token and an access token naming it. */
export async function startSession(deps: AuthDeps, userId: number, tokenVersion: number) {
  const now = deps.clock.now();
  const refresh = randomToken(32);
  const sessionId = await deps.repo.transaction(async (tx) => {
    const id = await tx.insertSession(userId, now);
    await tx.insertRefreshToken(userId, id, sha256Hex(refresh), refreshExpiry(deps));
    return id;
  });
  // This account's sessions that ended longer ago than a refresh token lives are dead weight (the
  // ones left idle go with the daily auth.session-prune job).
  await deps.repo.pruneEndedSessions(userId, new Date(now.getTime() - deps.config.refreshTokenTtlSeconds * 1000));
  return { access: signAccess(deps, userId, tokenVersion, sessionId), refresh };
}

/** token/refresh: rotates the refresh token; a replay ends the family, an idle session ends. */
export async function refreshAccess(deps: AuthDeps, refresh: string) {
  const { repo, clock } = deps;
  const now = clock.now();
  const row = await repo.findRefreshToken(sha256Hex(refresh));
  if (!row || row.sessionId === null || !row.isActive || row.sessionEndedAt) throw refreshRefused();
  const sessionId = row.sessionId;
  if (row.usedAt) {
    await repo.endSession(sessionId, 'REUSED', now);
    deps.log.warn({ sessionId, userId: row.userId }, 'a spent refresh token was presented again: session ended');
    throw refreshRefused();
  }
  if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) throw refreshRefused();
  if (row.sessionLastUsedAt && now.getTime() - row.sessionLastUsedAt.getTime() > SESSION_IDLE_LIMIT_MS) {
    await repo.endSession(sessionId, 'IDLE', now);
    throw refreshRefused();
  }
  const next = randomToken(32);
  const rotated = await repo.transaction(async (tx) => {
    if (!(await tx.spendRefreshToken(row.id, now))) return false;
    if (!(await tx.touchSession(sessionId, now, new Date(now.getTime() - SESSION_IDLE_LIMIT_MS)))) return false;
    await tx.insertRefreshToken(row.userId, sessionId, sha256Hex(next), refreshExpiry(deps));
    return true;
  });
  if (!rotated) {
    // Another request spent it first (or the session ended meanwhile): the same token twice is a replay.
    await repo.endSession(sessionId, 'REUSED', now);
    throw refreshRefused();
  }
  return { access: signAccess(deps, row.userId, row.tokenVersion, sessionId), refresh: next };
}

/** Logout: the session of the refresh token ends (its access tokens with it); unknown tokens are ignored. */
export async function logout(deps: Pick<AuthDeps, 'repo' | 'clock'>, refresh: string) {
  const row = await deps.repo.findRefreshToken(sha256Hex(refresh));
  if (!row) return;
  if (row.sessionId === null) await deps.repo.revokeRefreshToken(row.id, deps.clock.now());
  else await deps.repo.endSession(row.sessionId, 'LOGOUT', deps.clock.now());
}
