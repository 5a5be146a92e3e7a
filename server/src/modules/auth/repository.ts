import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  findUserByUsername: q.findUserByUsername,
  findUserByMobile: q.findUserByMobile,
  findResettableAccount: q.findResettableAccount,
  setPasswordHash: q.setPasswordHash,
  findUserByKakaoId: q.findUserByKakaoId,
  insertRefreshToken: q.insertRefreshToken,
  findRefreshToken: q.findRefreshToken,
  revokeRefreshToken: q.revokeRefreshToken,
  touchLastLogin: q.touchLastLogin,
  countRecentCodes: q.countRecentCodes,
  insertSmsCode: q.insertSmsCode,
  latestOpenCode: q.latestOpenCode,
  countFailedAttempt: q.countFailedAttempt,
  consumeCode: q.consumeCode,
  insertGuest: q.insertGuest,
  findActiveGuest: q.findActiveGuest,
  joinService: q.joinService,
  findLoginFailure: q.findLoginFailure,
  recordLoginFailure: q.recordLoginFailure,
  lockLogin: q.lockLogin,
  clearLoginFailures: q.clearLoginFailures,
  rehashPassword: q.rehashPassword,
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
