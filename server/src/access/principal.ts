/** Who is calling and what a route declares about callers (the vocabulary of access/policy.ts). */
import type { RoleName } from '@nurly/contracts';

/**
 * Who may call a route. 'user' = any logged-in account incl. guests; 'staff' = is_staff;
 * { roles } = is_staff and at least one of the roles (docs/decisions/access.md#roles-and-permissions: guarded routes also require is_staff);
 * `resellers: true` also admits a caller with a B2B subtree scope (policy.ts `b2bScope`, docs/decisions/resellers.md#reseller-scope).
 */
export type Access = 'public' | 'user' | 'staff' | { roles: RoleName[]; resellers?: true };

export interface Principal {
  id: number;
  isStaff: boolean;
  isSuperuser: boolean;
  isGuest: boolean;
  groupId: number | null;
  /** Reseller tree tier (1 main … 4 advertiser) and parent: the reseller scope of access/policy.ts. */
  tier: number | null;
  parentId: number | null;
  roles: RoleName[];
  /**
   * Act-for (대리 접속, docs/decisions/resellers.md#act-for): the account really making the request while it acts for this
   * one (an act-for token's `act` claim, checked against its session: modules/auth/act-for.ts);
   * every money move refuses a principal that has it (policy.ts `assertNotActingFor`) and the audit
   * trail records both identities (audit `auditActorOf`).
   */
  actor?: { id: number } | null;
}
