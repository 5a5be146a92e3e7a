/**
 * The B2B scope (docs/decisions/resellers.md#reseller-scope), one rule in one place: every B2B route declares
 * `guards.b2bScoped`, takes `requireB2bScope(principal)` and passes every account id it is given
 * through `assertInScope` (single rows) or `inB2bScope` (list filters). Console staff: the whole
 * tree. A reseller: its descendants (and itself where the call says `self`); an id outside answers
 * the same 404 as a missing one, so a reseller learns nothing about accounts outside its subtree.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Runner } from '../db/tx';
import { forbidden, notFound } from '../lib/errors';
import { b2bScope, type B2bScope } from './policy';
import type { Principal } from './principal';

export type { B2bScope } from './policy';

/** Options of a scope check: `self` admits the scope's root itself (its own prices, ledger, sales). */
export interface ScopeCheck {
  self?: boolean;
  /** The 404's message: the route's own "not found", so an out-of-scope id reads exactly like a missing one. */
  message?: string;
}

export interface InScopeOptions extends Pick<ScopeCheck, 'self'> {
  /** The `tree_path` of the same users row as `column`, when the query has it: filters on it directly (GIN). */
  path?: SQL | AnyColumn;
}

/** The caller's B2B scope, or 403 (tier 4, guests, accounts without a reseller tier). */
export function requireB2bScope(principal: Principal): B2bScope {
  const scope = b2bScope(principal);
  if (!scope) throw forbidden();
  return scope;
}

/**
 * `column` (an account id) within the scope, as one SQL condition for list queries: `true` for the
 * whole tree, else the root's descendants (and the root with `self`), read from the indexed
 * materialised path `users.tree_path` (the account's ancestors and itself, root first).
 */
export function inB2bScope(scope: B2bScope, column: SQL | AnyColumn, options: InScopeOptions = {}): SQL {
  if (scope.kind === 'all') return sql`true`;
  const root = sql`array[${scope.rootId}::int]`;
  if (options.path)
    return options.self ? sql`${options.path} @> ${root}` : sql`(${options.path} @> ${root} and ${column} <> ${scope.rootId})`;
  const self = options.self ? sql`` : sql` and scope_member.id <> ${scope.rootId}`;
  return sql`${column} in (select scope_member.id from users scope_member where scope_member.tree_path @> ${root}${self})`;
}

/**
 * Whether `accountId` is within the scope. For the whole tree always true (the route's own lookup
 * answers a missing id); for a subtree, whether the root is on the account's path (a primary-key read).
 */
export async function isInScope(db: Runner, scope: B2bScope, accountId: number, options: Pick<ScopeCheck, 'self'> = {}): Promise<boolean> {
  if (scope.kind === 'all') return true;
  if (accountId === scope.rootId) return Boolean(options.self);
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists (select 1 from users where id = ${accountId} and tree_path @> array[${scope.rootId}::int]) as found`,
  );
  return Boolean(row?.found);
}

/** 404 (the route's own not-found message) unless `accountId` is within the scope. */
export async function assertInScope(db: Runner, scope: B2bScope, accountId: number, options: ScopeCheck = {}): Promise<void> {
  if (!(await isInScope(db, scope, accountId, options))) throw notFound(options.message);
}
