/** Reading the audit trail (README.md): staff see every account's, a reseller its descendants'. */
import { auditActionNames, auditMessages, type AuditEvent, type AuditQuery } from '@nurly/contracts/schemas';
import { isConsoleStaff, resellerScope } from '../../access/policy';
import { forbidden, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import type { AuditRow } from './queries';
import type { AuditRepository } from './repository';

export interface AuditDeps {
  repo: AuditRepository;
  /** The reseller tree's subtree test (b2b's face, given by the routes: b2b records audit rows, so audit does not import it). */
  isDescendant: (ancestorId: number, id: number) => Promise<boolean>;
}

/** Who an audit row names for a request: the real actor, and the account it acts for (대리 접속) when it does. */
export function auditActorOf(principal: Principal, requestId?: string | null) {
  const acting = principal.actor ?? null;
  return { actorId: acting ? acting.id : principal.id, onBehalfOfId: acting ? principal.id : null, requestId: requestId ?? null };
}

/**
 * Staff read every account's trail; a reseller (tier 1–3) its strict descendants' — any other id
 * answers the same 404 as a missing account; an account without a subtree (tier 4, guests) 403.
 */
async function assertMayRead({ isDescendant }: AuditDeps, principal: Principal, accountId: number): Promise<void> {
  if (isConsoleStaff(principal)) return;
  if (!resellerScope(principal)) throw forbidden();
  if (!(await isDescendant(principal.id, accountId))) throw notFound(auditMessages.accountNotFound);
}

export async function listAudit(deps: AuditDeps, principal: Principal, query: AuditQuery, window: PageWindow) {
  const { repo } = deps;
  await assertMayRead(deps, principal, query.account_id);
  const filter = { accountId: query.account_id, action: query.action };
  const [rows, count] = await Promise.all([repo.auditRows(filter, window), repo.countAuditRows(filter)]);
  const ids = [...new Set(rows.flatMap((row) => [row.actorId, row.onBehalfOfId, row.accountId]).filter((id): id is number => id !== null))];
  const names = new Map((await repo.accountNames(ids)).map((account) => [account.id, account]));
  if (!count && !(await repo.accountNames([query.account_id])).length) throw notFound(auditMessages.accountNotFound);
  const named = (id: number | null) => (id === null ? null : (names.get(id) ?? { id, username: String(id), name: null }));
  return { count, results: rows.map((row) => toAuditEvent(row, named)) };
}

function toAuditEvent(row: AuditRow, named: (id: number | null) => AuditEvent['actor']): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditEvent['action'],
    action_name: auditActionNames[row.action as AuditEvent['action']] ?? row.action,
    actor: named(row.actorId),
    on_behalf_of: named(row.onBehalfOfId),
    account: named(row.accountId)!,
    before: row.before ?? null,
    after: row.after ?? null,
    request_id: row.requestId,
  };
}
