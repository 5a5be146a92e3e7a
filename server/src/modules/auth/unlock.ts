/**
 * The desk's side of the login back-off: clearing an account's failures (every client), and the
 * owner's list of what it was told (login_alerts). There is no audit table: an unlock is logged
 * (staff id, account, failures cleared) and recorded as the owner's UNLOCKED alert.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LoginAlertList } from '@nurly/contracts/schemas';
import { authMessages } from '@nurly/contracts';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { AuthRepository } from './repository';

interface UnlockDeps {
  repo: AuthRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}

export async function unlockLogin({ repo, clock, log }: UnlockDeps, staffId: number, userId: number) {
  const account = await repo.findUserById(userId);
  if (!account) throw notFound();
  const failures = await repo.clearLoginFailures(account.username);
  await repo.recordLoginAlert(account.id, 'UNLOCKED', failures, clock.now());
  log.info({ staffId, userId: account.id, failures }, 'login back-off cleared by staff');
  return { message: authMessages.unlocked };
}

export async function loginAlerts({ repo }: Pick<UnlockDeps, 'repo'>, userId: number): Promise<LoginAlertList> {
  const rows = await repo.recentLoginAlerts(userId);
  return {
    results: rows.map((row) => ({
      kind: row.kind as 'PRESSURE' | 'UNLOCKED',
      failures: row.failures,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
