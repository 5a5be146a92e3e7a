import type { Db } from '../../db/client';
import { createRepository } from '../../lib/repository';
import { AccountProfileCache } from './profile-cache';
import * as q from './queries';

const { prepareAccountProfile, ...queries } = q;

/**
 * The account's writes (agreements, memberships, password) and the per-process profile cache of
 * GET user (the hottest route); the account row itself is read by the access plugin
 * (access/session.ts) on every authenticated request.
 */
export function createAccountRepository(db: Db) {
  const profiles = new AccountProfileCache(prepareAccountProfile(db));
  return {
    ...createRepository(db, queries),
    profile: (userId: number, version: number) => profiles.get(userId, version),
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountRepo: AccountRepository;
  }
}
