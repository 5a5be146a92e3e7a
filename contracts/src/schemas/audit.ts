import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS } from '../values/audit';
import { Id, listQuery, Nullable, Paged } from './common';
import { literals } from './literals';

/**
 * GET admin/b2b/audit (docs/decisions/resellers.md#audit): the audit trail of one account of the reseller tree,
 * newest first, readable by staff and by the account's ancestors.
 */
export const AuditActionSchema = literals(AUDIT_ACTIONS);

const AuditAccount = Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()) });

export const AuditEvent = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  action: AuditActionSchema,
  /** Korean name of the action (auditActionNames). */
  action_name: Type.String(),
  /** Who made the change. */
  actor: Nullable(AuditAccount),
  /** The account the actor was acting for (대리 접속), when it was. */
  on_behalf_of: Nullable(AuditAccount),
  /** The account the change is about. */
  account: AuditAccount,
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  request_id: Nullable(Type.String()),
});
export type AuditEvent = Static<typeof AuditEvent>;

export const AuditQuery = listQuery(25, 200, {
  account_id: Id,
  action: Type.Optional(AuditActionSchema),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditList = Paged(AuditEvent);
export type AuditList = Static<typeof AuditList>;
