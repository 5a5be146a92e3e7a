/** The reseller tree's subtree test (README "The tree"): a plain function of a database or transaction. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { ancestorsOf } from './price-chain';

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
