import type { Db } from '../../db/client';
import { AccountProfileCache } from './profile-cache';
import { prepareAccountCore } from './queries';

/** Prepared statements and the per-process profile cache of GET user (the hottest route). */
export function createAccountRepository(db: Db) {
  const accountCore = prepareAccountCore(db);
  const profiles = new AccountProfileCache(db);
  return {
    db,
    async findCore(userId: number) {
      const [core] = await accountCore.execute({ id: userId });
      return core;
    },
    profile: (userId: number, version: number) => profiles.get(userId, version),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountRepo: AccountRepository;
  }
}
