/**
 * The database half of the access policy: which accounts fall in a caller's hub or reseller
 * scope. Lists filter with the SQL fragments; single-row checks ask `mayActOnAccount`.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Principal } from './principal';
import { hubScope, isConsoleStaff, publisherScope, resellerScope } from './policy';

/** Deepest reseller tree walked (tiers 1–4 make 4 levels; the cap only guards against a cycle). */
const MAX_TREE_DEPTH = 8;

/** `column in (the subtree of rootId)`, the root included (users.parent_id, recursive). */
export function inResellerSubtree(column: SQL | typeof users.id, rootId: number): SQL {
  return sql`${column} in (
    with recursive subtree(id, depth) as (
      select id, 1 from users where id = ${rootId}
      union all
      select u.id, s.depth + 1 from users u join subtree s on u.parent_id = s.id where s.depth < ${MAX_TREE_DEPTH}
    )
    select id from subtree
  )`;
}

/** `column in (accounts of groupId)`. */
export function inHubGroup(column: SQL | typeof users.id, groupId: number): SQL {
  return sql`${column} in (select id from users where group_id = ${groupId})`;
}

/** The scopes a resource admits beyond its owner and console staff. */
export interface ScopeOptions {
  /** A HUB_ADMIN may act on accounts of its group. */
  hub?: boolean;
  /** A reseller (tier 1–3) may act on accounts of its subtree. */
  reseller?: boolean;
  /** An OFFERWALL_CLIENT may act on its own publisher rows (owner = the client). */
  publisher?: boolean;
}

/**
 * Whether the caller may act on data owned by `accountId`: its owner, console staff, and, where
 * the resource admits them, the hub admin of the account's group, a reseller above it, or the
 * publisher owning it.
 */
export async function mayActOnAccount(db: Db, principal: Principal, accountId: number, scopes: ScopeOptions = {}): Promise<boolean> {
  if (principal.id === accountId || isConsoleStaff(principal)) return true;
  const publisher = scopes.publisher ? publisherScope(principal) : null;
  if (publisher && publisher.ownerId === accountId) return true;
  const hub = scopes.hub ? hubScope(principal) : null;
  const reseller = scopes.reseller ? resellerScope(principal) : null;
  if (!hub && !reseller) return false;
  const conditions: SQL[] = [];
  if (hub) conditions.push(inHubGroup(users.id, hub.groupId));
  if (reseller) conditions.push(inResellerSubtree(users.id, reseller.rootId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${eq(users.id, accountId)} and (${sql.join(conditions, sql` or `)})`)
    .limit(1);
  return !!row;
}
