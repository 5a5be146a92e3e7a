/**
 * B2B module (money-loop §1, §2, §7): the reseller tree, tier prices, the live summary
 * and sales for the staff console (mfe-b2b). The price chain itself (price-chain.ts) is plain
 * functions the ads module calls without this plugin. Decisions: README.md.
 */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { ancestorsOf } from './price-chain';
import { createB2bRepository } from './repository';
import { b2bRoutes } from './routes';

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

export default fp(
  async function b2bModule(app) {
    app.decorate('b2bRepo', createB2bRepository(app.db));
    await app.register(b2bRoutes);
  },
  { name: 'nurly-b2b', dependencies: ['nurly-access', 'nurly-auth', 'nurly-settlement'], fastify: '5.x' },
);
