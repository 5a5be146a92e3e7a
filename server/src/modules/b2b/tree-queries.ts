/** The reseller tree's walks up `users.parent_id` (README "The tree"). */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';

/** A tree deeper than this is a cycle (moves refuse cycles; this only keeps a bad row from looping). */
export const MAX_TREE_DEPTH = 32;

/** `account` and its ancestors: (id, parent_id, depth) with depth 0 = the account itself. */
export const ancestorsOf = (accountId: number | SQL) => sql`
  with recursive up(id, parent_id, depth) as (
    select u.id, u.parent_id, 0 from users u where u.id = ${accountId}
    union all
    select p.id, p.parent_id, up.depth + 1 from users p join up on p.id = up.parent_id where up.depth < ${MAX_TREE_DEPTH}
  )`;

/**
 * True when `id` is a strict descendant of `ancestorId` in the reseller tree (users.parent_id):
 * one recursive walk UP from `id` (a handful of rows, whatever the subtree's size), so a single-row
 * check never reads the ancestor's whole subtree. False for the account itself and for a missing id.
 * Transfers, recalls and the audit trail ask it; the reseller scope policy may take its place.
 */
export async function isDescendant(runner: Runner, ancestorId: number, id: number): Promise<boolean> {
  if (ancestorId === id) return false;
  const [row] = await rowsOf<{ found: boolean }>(
    runner,
    sql`${ancestorsOf(id)} select exists (select 1 from up where up.id = ${ancestorId} and up.depth > 0) as found`,
  );
  return Boolean(row?.found);
}
