/**
 * The one list of domain modules (one column = one folder, docs/decisions/architecture.md#layout; shape: server/README.md
 * "Adding a module"). Each module's plugin.ts is a fastify-plugin with a name and dependencies (its
 * index.ts is its face, what other modules import): it
 * decorates its repository and registers its routes (under /api, every route declaring a guard
 * from access/policy.ts). Its demo seeder runs after the accounts seed (embedded default only)
 * and in the test snapshot.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { seedDemoFortnight } from '../demo/fortnight';
import { seedDemo } from '../db/seed';
import accountModule from './account/plugin';
import adsModule from './ads/plugin';
import advertisersModule from './advertisers/plugin';
import auditModule from './audit/plugin';
import authModule from './auth/plugin';
import b2bModule from './b2b/plugin';
import csModule from './cs/plugin';
import { seedCs } from './cs/seed';
import groupsModule from './groups/plugin';
import hubModule from './hub/plugin';
import invoicesModule from './invoices/plugin';
import { seedInvoicesDemo } from './invoices/seed';
import keywordsModule from './keywords/plugin';
import offerwallModule from './offerwall/plugin';
import operationsModule from './operations/plugin';
import { seedOfferwallDemo } from './offerwall/seed';
import { seedKeywordsDemo } from './keywords/seed';
import optionsModule from './options/plugin';
import pointsModule from './points/plugin';
import reconciliationModule from './reconciliation/plugin';
import { seedPoints } from './points/seed';
import searchModule from './search/plugin';
import settlementModule from './settlement/plugin';
import uploadsModule from './uploads/plugin';
import usersModule from './users/plugin';

export { default as metricsModule } from './metrics/plugin';
export { default as siteModule } from './site/plugin';
/** At the root before the site module (its admin API under /api; /remotes.json reads its registry). */
export { default as releasesModule } from './releases/plugin';

/** Registered in this order under /api; `dependencies` of each plugin make a wrong order fail at start. */
export const apiModules: FastifyPluginAsync[] = [
  authModule,
  accountModule,
  groupsModule,
  optionsModule,
  usersModule,
  searchModule,
  keywordsModule,
  csModule,
  pointsModule,
  advertisersModule,
  adsModule,
  settlementModule,
  invoicesModule,
  uploadsModule,
  offerwallModule,
  b2bModule,
  // The tree's audit trail (its reads ask b2b's isDescendant).
  auditModule,
  hubModule,
  // The money jobs in sight of staff (reads what settlement, offerwall and keywords write).
  operationsModule,
  // Last: its checks read what every module above writes.
  reconciliationModule,
];

/** Demo seeders in dependency order; each is idempotent. */
export const demoSeeders: { name: string; seed: (db: Db) => Promise<void> }[] = [
  { name: 'accounts', seed: seedDemo },
  { name: 'keywords', seed: seedKeywordsDemo },
  { name: 'cs', seed: seedCs },
  // The customer's business (its top-up requests need it).
  { name: 'points', seed: seedPoints },
  // The demo publisher app, whose traffic the fortnight plays.
  { name: 'offerwall', seed: seedOfferwallDemo },
  // The last 15 days through the real services: tier prices, deposits, transfers, campaigns, traffic,
  // settlements and margin credits, a margin payout (demo/).
  { name: 'fortnight', seed: seedDemoFortnight },
  // The invoices of every settled demo month and their states.
  { name: 'invoices', seed: seedInvoicesDemo },
];

export async function runDemoSeeds(db: Db): Promise<void> {
  for (const seeder of demoSeeders) await seeder.seed(db);
}
