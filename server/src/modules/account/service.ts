import type { User } from '@nurly/contracts/schemas';
import type { ServiceCode } from '@nurly/contracts';
import { AppError, badRequest, messages, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SessionAccount } from '../../access/session';
import type { Clock } from '../../lib/clock';
import type { AuthConfig } from '../auth';
import { passwordCheckFailed, passwordCheckPassed, reservePasswordCheck, type FailureStore } from '../auth';
import { passwordCheckOf, passwordParams, type PasswordClient } from '../auth';
import type { AuthRepository } from '../auth';
import type { AccountProfile } from './queries';
import type { AccountRepository } from './repository';

export interface AccountDeps {
  repo: AccountRepository;
  /** The auth section: the password hashing cost. */
  config: Pick<AuthConfig, 'passwordScryptLog2N'>;
  clock: Clock;
  /** The failed-password count shared with POST token (auth/login-backoff.ts). */
  failures: FailureStore & Pick<AuthRepository, 'isTrustedDevice'>;
}

/** Required agreement kinds per service; marketing is optional (docs/decisions/product.md#validation). */
const requiredKinds = ['SERVICE', 'PRIVACY'] as const;

export function toUser(core: SessionAccount, profile: AccountProfile): User {
  return {
    id: core.id,
    username: core.username,
    mobile: core.mobile,
    point: core.point,
    held: core.held,
    available: Math.max(0, core.point - core.held),
    is_guest: core.isGuest,
    is_staff: core.isStaff,
    is_superuser: core.isSuperuser,
    tier: core.tier,
    group: core.groupId !== null && core.groupName !== null ? { id: core.groupId, name: core.groupName } : null,
    roles: profile.roles,
    apps: profile.apps,
    agrees: profile.agrees,
    services: profile.services,
    actor: core.actingFor
      ? {
          id: core.actingFor.actor.id,
          username: core.actingFor.actor.username,
          name: core.actingFor.actor.name,
          expires_at: core.actingFor.expiresAt.toISOString(),
        }
      : null,
  };
}

/** GET user: the signed-in account (read by the access plugin) plus its cached profile. */
export async function currentUser({ repo }: AccountDeps, account: SessionAccount): Promise<User> {
  const profile = await repo.profile(account.id, account.profileVersion);
  if (!profile) throw unauthorized();
  return toUser(account, profile);
}

export async function saveAgreements({ repo }: AccountDeps, userId: number, entries: { hasAgree: boolean; type: string }[]) {
  const parsed = entries.map((entry) => {
    const [service, ...rest] = entry.type.split('_');
    return { service: service as ServiceCode, kind: rest.join('_'), agreed: entry.hasAgree };
  });
  const servicesTouched = [...new Set(parsed.map((entry) => entry.service))];
  for (const service of servicesTouched) {
    for (const kind of requiredKinds) {
      const entry = parsed.find((candidate) => candidate.service === service && candidate.kind === kind);
      if (!entry || !entry.agreed) {
        throw badRequest('서비스 이용약관과 개인정보 수집 및 이용에 동의해주세요.', 'type', 'AGREEMENT_REQUIRED');
      }
    }
  }
  await repo.transaction(async (tx) => {
    for (const entry of parsed) await tx.upsertAgreement(userId, entry);
    // Agreeing to a service's terms is joining that service.
    for (const service of servicesTouched) await tx.joinService(userId, service);
  });
  return { message: '약관 동의가 완료되었습니다.' };
}

/**
 * A wrong old password is a failed password check of the account, counted with its failed logins
 * from the same client (auth/login-backoff.ts): the slot is reserved before the hash, so after the
 * free failures the client waits (429, the login message) before either route hashes another
 * guess; the right old password clears the client's count.
 */
export async function changePassword(
  { repo, config, clock, failures }: AccountDeps,
  account: Pick<SessionAccount, 'id' | 'username'>,
  oldPassword: string,
  newPassword: string,
  client: PasswordClient,
) {
  const userId = account.id;
  const now = clock.now();
  const user = await repo.findPasswordHash(userId);
  if (!user) throw unauthorized();
  const check = await passwordCheckOf(failures, account.username, userId, client);
  await reservePasswordCheck(failures, check, now);
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    await passwordCheckFailed(failures, check, userId, now);
    throw badRequest(messages.wrongOldPassword, 'oldPassword', 'WRONG_PASSWORD');
  }
  await passwordCheckPassed(failures, check);
  if (oldPassword === newPassword) throw badRequest(messages.passwordSameAsOld, 'newPassword', 'PASSWORD_SAME');
  if (newPassword.length < 4) throw badRequest(messages.passwordTooShort, 'newPassword', 'PASSWORD_TOO_SHORT');
  const passwordHash = await hashPassword(newPassword, passwordParams(config));
  // The users_end_sessions trigger (migration 0006) revokes every refresh token and moves the token
  // version, so this and every other access token of the account stop working at once.
  await repo.setPasswordHash(userId, passwordHash);
  return { message: '비밀번호가 변경되었습니다. 잠시 후 로그인 화면으로 이동합니다.' };
}

/** Leaving one service deletes the account only in that service: its membership and agreements. */
export async function leaveService({ repo }: AccountDeps, userId: number, service: ServiceCode) {
  const removed = await repo.transaction(async (tx) => {
    const rows = await tx.deleteMembership(userId, service);
    await tx.deleteAgreements(userId, service);
    return rows;
  });
  if (removed === 0) throw new AppError(404, '가입되어 있지 않은 서비스입니다.', 'NOT_A_MEMBER', 'service');
  return { message: '서비스 탈퇴가 완료되었습니다.' };
}
