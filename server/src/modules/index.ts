/**
 * The one list of domain modules (one column = one folder, DESIGN.md §2). Add a module here:
 * its routes are registered under /api (every route declares config.access), its demo seeder runs
 * after the accounts seed (embedded default only) and in the test snapshot.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { seedDemo } from '../db/seed';
import authRoutes from './auth/routes';
import accountRoutes from './account/routes';
import groupRoutes from './groups/routes';
import optionRoutes from './options/routes';
import userRoutes from './users/routes';
import searchRoutes from './search/routes';
import keywordRoutes from './keywords/routes';
import { seedKeywordsDemo } from './keywords/seed';
import csRoutes from './cs/routes';
import { seedCs } from './cs/seed';
import pointRoutes from './points/routes';
import { seedPoints } from './points/seed';
import advertiserRoutes from './advertisers/routes';

// FastifyPluginAsyncTypebox plugins are FastifyPluginAsync with a type provider; registration is the same.
export const apiModules: { name: string; routes: FastifyPluginAsync }[] = [
  { name: 'auth', routes: authRoutes as unknown as FastifyPluginAsync },
  { name: 'account', routes: accountRoutes as unknown as FastifyPluginAsync },
  { name: 'groups', routes: groupRoutes as unknown as FastifyPluginAsync },
  { name: 'options', routes: optionRoutes as unknown as FastifyPluginAsync },
  { name: 'users', routes: userRoutes as unknown as FastifyPluginAsync },
  { name: 'search', routes: searchRoutes as unknown as FastifyPluginAsync },
  { name: 'keywords', routes: keywordRoutes as unknown as FastifyPluginAsync },
  { name: 'cs', routes: csRoutes as unknown as FastifyPluginAsync },
  { name: 'points', routes: pointRoutes as unknown as FastifyPluginAsync },
  { name: 'advertisers', routes: advertiserRoutes as unknown as FastifyPluginAsync },
];

/** Demo seeders in dependency order; each is idempotent. */
export const demoSeeders: { name: string; seed: (db: Db) => Promise<void> }[] = [
  { name: 'accounts', seed: seedDemo },
  { name: 'keywords', seed: seedKeywordsDemo },
  { name: 'cs', seed: seedCs },
  { name: 'points', seed: seedPoints },
];

export async function runDemoSeeds(db: Db): Promise<void> {
  for (const seeder of demoSeeders) await seeder.seed(db);
}
