import type { Db } from '../../db/client';
import { AccountProfileCache } from './profile-cache';

/**
 * The per-process profile cache of GET user (the hottest route); the account row itself is read
 * by the access plugin (access/session.ts) on every authenticated request.
 */
export function createAccountRepository(db: Db) {
  const profiles = new AccountProfileCache(db);
  return {
    db,
    profile: (userId: number, version: number) => profiles.get(userId, version),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountRepo: AccountRepository;
  }
}
