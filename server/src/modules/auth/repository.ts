import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  findUserByUsername: q.findUserByUsername,
  findUserByMobile: q.findUserByMobile,
  findUserByKakaoId: q.findUserByKakaoId,
  insertRefreshToken: q.insertRefreshToken,
  findRefreshToken: q.findRefreshToken,
  revokeRefreshToken: q.revokeRefreshToken,
  revokeAllRefreshTokens: q.revokeAllRefreshTokens,
  touchLastLogin: q.touchLastLogin,
  countRecentCodes: q.countRecentCodes,
  insertSmsCode: q.insertSmsCode,
  latestOpenCode: q.latestOpenCode,
  countFailedAttempt: q.countFailedAttempt,
  consumeCode: q.consumeCode,
  insertGuest: q.insertGuest,
  joinService: q.joinService,
};

export type AuthRepository = Repository<typeof queries>;

export function createAuthRepository(db: Db): AuthRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    authRepo: AuthRepository;
  }
}
