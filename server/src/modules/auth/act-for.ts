/**
 * Act-for (대리 접속, docs/decisions/resellers.md#act-for; README "Act for"): console staff, or a reseller within its
 * subtree (access/scope.ts), open a descendant's console as that account, with a reason.
 *
 * - The actor gets an access token for the account with an `act` claim (its own id) and a session of
 *   its own (`auth_sessions` with `actor_id`, `reason`, `expires_at` 30 minutes on): no refresh
 *   token, so it cannot be renewed. The access guard honours it only with the actor it names, while
 *   the actor is active and before `expires_at` (app clock), and sets `principal.actor`.
 * - The principal is the account: what is created is the account's (campaigns); every audited write
 *   names both (audit `auditActorOf`); money never moves (policy.ts `assertNotActingFor`).
 * - Start and end each write an `ACT_FOR` audit row (actor, on behalf of, account, request id).
 */
import type { JWT } from '@fastify/jwt';
import { ACT_FOR_TTL_MS, actForMessages, type ActForRequest, type ActForResponse } from '@nurly/contracts/schemas';
import { assertNotActingFor } from '../../access/policy';
import { requireB2bScope } from '../../access/scope';
import type { SessionAccount } from '../../access/session';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../types';
import { recordAudit } from '../audit';
import type { AuthRepository } from './repository';

export interface ActForDeps {
  repo: AuthRepository;
  clock: Clock;
  jwt: Pick<JWT, 'sign'>;
}

/** POST act-for: a 30-minute, non-refreshable access token for a descendant, and its audit row. */
export async function startActFor(deps: ActForDeps, principal: Principal, body: ActForRequest, requestId: string): Promise<ActForResponse> {
  const { repo, clock, jwt } = deps;
  assertNotActingFor(principal, actForMessages.alreadyActing);
  const scope = requireB2bScope(principal);
  if (body.account_id === principal.id) throw badRequest(actForMessages.self, 'account_id', 'ACT_FOR_SELF');
  const reason = body.reason.trim();
  if (reason.length < 2) throw badRequest('대리 접속 사유를 2자 이상 입력해주세요.', 'reason', 'INVALID');
  // A reseller: strict descendants only; outside its subtree reads exactly like a missing account.
  await repo.assertInScope(scope, body.account_id, { message: actForMessages.accountNotFound });
  const [target, actor] = await Promise.all([repo.actForAccount(body.account_id), repo.actForAccount(principal.id)]);
  if (!target || !target.isActive || !actor) throw notFound(actForMessages.accountNotFound);
  if (target.isStaff || target.isGuest) throw new AppError(403, actForMessages.notAllowed, 'ACT_FOR_NOT_ALLOWED');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ACT_FOR_TTL_MS);
  const sessionId = await repo.transaction(async (tx) => {
    const row = await tx.insertActForSession({ userId: target.id, actorId: actor.id, reason, now, expiresAt });
    await recordAudit(tx.handle, {
      action: 'ACT_FOR',
      actorId: actor.id,
      onBehalfOfId: target.id,
      accountId: target.id,
      before: null,
      after: { event: 'START', session_id: row.id, reason, expires_at: expiresAt.toISOString() },
      requestId,
      at: now,
    });
    return row.id;
  });
  // The token's own lifetime matches the session's; the session's `expires_at` (app clock) decides.
  const access = jwt.sign(
    { sub: String(target.id), typ: 'access', ver: target.tokenVersion, sid: sessionId, act: actor.id },
    { expiresIn: Math.ceil(ACT_FOR_TTL_MS / 1000) },
  );
  const named = (account: { id: number; username: string; name: string | null }) => ({
    id: account.id,
    username: account.username,
    name: account.name,
  });
  return { access, expires_at: expiresAt.toISOString(), account: named(target), actor: named(actor) };
}

/** POST act-for/end (with the act-for token): the session ends, its token answers 401 from now on. */
export async function endActFor(
  deps: Pick<ActForDeps, 'repo' | 'clock'>,
  account: SessionAccount,
  requestId: string,
): Promise<{ message: string }> {
  const acting = account.actingFor;
  if (!acting) throw badRequest(actForMessages.notActing, undefined, 'NOT_ACTING_FOR');
  const now = deps.clock.now();
  await deps.repo.transaction(async (tx) => {
    const ended = await tx.endActForSession(acting.sessionId, now);
    if (!ended.length) return;
    await recordAudit(tx.handle, {
      action: 'ACT_FOR',
      actorId: acting.actor.id,
      onBehalfOfId: account.id,
      accountId: account.id,
      before: { session_id: acting.sessionId, expires_at: acting.expiresAt.toISOString() },
      after: { event: 'END', session_id: acting.sessionId, ended_at: now.toISOString() },
      requestId,
      at: now,
    });
  });
  return { message: actForMessages.ended };
}
