import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as f from './failure-queries';
import * as q from './queries';
import * as s from './session-queries';

const queries = {
  findUserByUsername: q.findUserByUsername,
  findUserByMobile: q.findUserByMobile,
  findUserById: q.findUserById,
  findResettableAccount: q.findResettableAccount,
  setPasswordHash: q.setPasswordHash,
  findUserByKakaoId: q.findUserByKakaoId,
  insertSession: s.insertSession,
  insertRefreshToken: s.insertRefreshToken,
  findRefreshToken: s.findRefreshToken,
  spendRefreshToken: s.spendRefreshToken,
  touchSession: s.touchSession,
  endSession: s.endSession,
  revokeRefreshToken: s.revokeRefreshToken,
  pruneEndedSessions: s.pruneEndedSessions,
  pruneDeadSessions: s.pruneDeadSessions,
  touchLastLogin: q.touchLastLogin,
  countRecentCodes: q.countRecentCodes,
  insertSmsCode: q.insertSmsCode,
  latestOpenCode: q.latestOpenCode,
  countFailedAttempt: q.countFailedAttempt,
  consumeCode: q.consumeCode,
  insertGuest: q.insertGuest,
  findActiveGuest: q.findActiveGuest,
  joinService: q.joinService,
  reservePasswordCheck: f.reservePasswordCheck,
  findLoginFailure: f.findLoginFailure,
  usernameFailures: f.usernameFailures,
  clearClientFailures: f.clearClientFailures,
  clearLoginFailures: f.clearLoginFailures,
  isTrustedDevice: f.isTrustedDevice,
  trustDevice: f.trustDevice,
  recordPressureAlert: f.recordPressureAlert,
  recordLoginAlert: f.recordLoginAlert,
  recentLoginAlerts: f.recentLoginAlerts,
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
