import type { FastifyBaseLogger } from 'fastify';
import type { JWT } from '@fastify/jwt';
import { fullYearsOn, MIN_AGE, PASSWORD_MIN_LENGTH, type ServiceCode } from '@nurly/contracts';
import { randomDigits, randomToken, sha256Hex } from '../../lib/crypto';
import { AppError, badRequest, messages, unauthorized } from '../../lib/errors';
import { hashPassword, needsRehash, scryptParams, verifyPassword } from '../../lib/password';
import type { Clock } from '../../lib/clock';
import type { AuthConfig } from './config';
import { clientKey } from './client';
import { passwordCheckFailed, passwordCheckPassed, reservePasswordCheck, type PasswordCheck } from './login-backoff';
import type { SignupFields, SmsCodePurpose } from './queries';
import type { AuthRepository } from './repository';
import { startSession } from './sessions';
import type { SmsSender } from './sms';

export { logout, refreshAccess } from './sessions';

/** What the auth services need: the repository, the clock, the `auth` config section, the signer, SMS. */
export interface AuthDeps {
  repo: AuthRepository;
  clock: Clock;
  config: AuthConfig;
  jwt: Pick<JWT, 'sign'>;
  sms: SmsSender;
  log: FastifyBaseLogger;
}

/** Digits only; Korean mobile numbers 010/011/016/017/018/019 with 10–11 digits. */
export function normalizeMobile(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (!/^01[016789]\d{7,8}$/.test(digits)) throw badRequest('휴대폰 번호 형식이 올바르지 않습니다.', 'mobile');
  return digits;
}

export const phoneInUse = () => new AppError(409, messages.phoneInUse, 'PHONE_IN_USE', 'mobile');
export const usernameInUse = () => new AppError(409, messages.usernameInUse, 'USERNAME_IN_USE', 'username');

/** The scrypt parameters of new hashes (auth.passwordScryptLog2N). */
export const passwordParams = (config: Pick<AuthConfig, 'passwordScryptLog2N'>) => scryptParams(config.passwordScryptLog2N);

/** Who checks a password: the address and the device cookie's hash (client.ts). */
export interface PasswordClient {
  ip: string;
  deviceHash: string | null;
}

/**
 * The back-off's view of one password check: the client is the device when the account has
 * logged in from it before, else the address.
 */
export async function passwordCheckOf(
  repo: Pick<AuthRepository, 'isTrustedDevice'>,
  username: string,
  userId: number | null,
  client: PasswordClient,
): Promise<PasswordCheck> {
  const trusted = userId !== null && client.deviceHash !== null && (await repo.isTrustedDevice(userId, client.deviceHash));
  return { username, client: clientKey(client.deviceHash, trusted, client.ip), trusted };
}

/**
 * POST token. The account is read first (no hash), then the check's slot is reserved (or refused)
 * before any hash runs; unknown usernames hash too, so timing does not tell which exist.
 */
export async function login(deps: AuthDeps, username: string, password: string, client: PasswordClient) {
  const { repo, clock, config } = deps;
  const now = clock.now();
  const params = passwordParams(config);
  const user = await repo.findUserByUsername(username);
  const check = await passwordCheckOf(repo, username, user?.id ?? null, client);
  await reservePasswordCheck(repo, check, now);
  const valid = user ? await verifyPassword(password, user.passwordHash) : (await hashPassword(password, params), false);
  if (!user || !valid || !user.isActive) {
    await passwordCheckFailed(repo, check, user?.id ?? null, now);
    throw unauthorized(messages.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await passwordCheckPassed(repo, check);
  if (client.deviceHash) await repo.trustDevice(user.id, client.deviceHash, now);
  // Hashes from before the cost was raised are upgraded now, while the password is at hand.
  if (needsRehash(user.passwordHash, params)) await repo.rehashPassword(user.id, user.passwordHash, await hashPassword(password, params));
  await repo.touchLastLogin(user.id);
  return startSession(deps, user.id, user.tokenVersion);
}

export async function checkAvailability({ repo }: Pick<AuthDeps, 'repo'>, input: { username?: string; mobile?: string }) {
  if (!input.username && !input.mobile) throw badRequest('아이디 또는 휴대폰 번호를 입력해주세요.', 'username');
  if (input.username && (await repo.findUserByUsername(input.username))) throw usernameInUse();
  if (input.mobile && (await repo.findUserByMobile(normalizeMobile(input.mobile)))) throw phoneInUse();
}

const codeHash = (mobile: string, code: string) => sha256Hex(`${mobile}:${code}`);

/** The per-number hourly limit (every purpose counts), checked before anything is sent or not sent. */
async function assertCodeQuota(deps: AuthDeps, mobile: string) {
  const recent = await deps.repo.countRecentCodes(mobile, new Date(deps.clock.now().getTime() - 3600_000));
  if (recent >= deps.config.smsMaxPerHour) {
    throw new AppError(429, '인증번호 요청 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.', 'SMS_LIMIT', 'mobile');
  }
}

async function issueCode(deps: AuthDeps, mobile: string, purpose: SmsCodePurpose, text: (code: string) => string) {
  const code = randomDigits(6);
  await deps.repo.insertSmsCode(
    mobile,
    codeHash(mobile, code),
    new Date(deps.clock.now().getTime() + deps.config.smsCodeTtlSeconds * 1000),
    purpose,
  );
  try {
    await deps.sms.send({ mobile, code, purpose, text: text(code) });
  } catch (error) {
    deps.log.error({ err: error }, 'SMS sending failed');
    throw new AppError(502, '인증번호 발송에 실패했습니다. 잠시 후 다시 시도해주세요.', 'SMS_FAILED');
  }
}

export async function sendSignupCode(deps: AuthDeps, rawMobile: string) {
  const mobile = normalizeMobile(rawMobile);
  if (await deps.repo.findUserByMobile(mobile)) throw phoneInUse();
  await assertCodeQuota(deps, mobile);
  await issueCode(deps, mobile, 'SIGNUP', (code) => `[더널리] 인증번호 [${code}]를 입력해주세요.`);
  return { message: '인증번호가 발송되었습니다.', expires_in: deps.config.smsCodeTtlSeconds };
}

/**
 * Forgotten password, step 1: a code to the member's phone. The answer is the
 * same whether or not a member has the number, so the form cannot be used to find out who is one.
 */
export async function sendPasswordResetCode(deps: AuthDeps, rawMobile: string) {
  const mobile = normalizeMobile(rawMobile);
  await assertCodeQuota(deps, mobile);
  if (await deps.repo.findResettableAccount(mobile)) {
    await issueCode(deps, mobile, 'RESET', (code) => `[더널리] 비밀번호 재설정 인증번호 [${code}]를 입력해주세요.`);
  } else {
    // Counted like a sent code, so probing numbers meets the same hourly limit.
    await deps.repo.insertSmsCode(mobile, codeHash(mobile, randomToken(16)), deps.clock.now(), 'RESET');
  }
  return { message: '가입된 휴대폰 번호라면 인증번호가 발송됩니다.', expires_in: deps.config.smsCodeTtlSeconds };
}

/**
 * Step 2: the code and a new password (docs/decisions/product.md#validation rules). Every session of the account ends (the
 * users_end_sessions trigger); the answer names the account, whose id may be forgotten too.
 */
export async function resetPassword(deps: AuthDeps, input: { mobile: string; code: string; new_password: string }) {
  const mobile = normalizeMobile(input.mobile);
  if (input.new_password.length < PASSWORD_MIN_LENGTH) throw badRequest(messages.passwordTooShort, 'new_password', 'PASSWORD_TOO_SHORT');
  await consumeCode(deps, mobile, input.code, 'RESET');
  const account = await deps.repo.findResettableAccount(mobile);
  if (!account) throw badRequest('인증번호가 올바르지 않습니다.', 'code', 'CODE_MISMATCH');
  await deps.repo.setPasswordHash(account.id, await hashPassword(input.new_password, passwordParams(deps.config)));
  return { message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.', username: account.username };
}

/** Checks the latest open code of the purpose for the number; counts failed attempts and consumes it on success. */
async function consumeCode(deps: AuthDeps, mobile: string, code: string, purpose: SmsCodePurpose) {
  const { repo } = deps;
  const row = await repo.latestOpenCode(mobile, purpose);
  if (!row) throw badRequest('인증번호를 먼저 요청해주세요.', 'code', 'CODE_REQUIRED');
  if (row.expiresAt.getTime() <= deps.clock.now().getTime())
    throw badRequest('인증번호가 만료되었습니다. 다시 요청해주세요.', 'code', 'CODE_EXPIRED');
  if (row.attempts >= deps.config.smsMaxAttempts) {
    throw badRequest('인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.', 'code', 'CODE_ATTEMPTS');
  }
  if (row.codeHash !== codeHash(mobile, code)) {
    await repo.countFailedAttempt(row.id);
    throw badRequest('인증번호가 올바르지 않습니다.', 'code', 'CODE_MISMATCH');
  }
  await repo.consumeCode(row.id);
}

export interface SignupInput {
  username: string;
  password: string;
  mobile: string;
  code: string;
  birth_date: string;
  member_type: 'INDIVIDUAL' | 'BUSINESS' | 'CORPORATION';
  service?: ServiceCode;
  guest_username?: string;
}

export async function signup(deps: AuthDeps, input: SignupInput) {
  const { repo } = deps;
  if (input.password.length < 4) throw badRequest(messages.passwordTooShort, 'password');
  if (Number.isNaN(Date.parse(input.birth_date)) || fullYearsOn(input.birth_date, deps.clock.seoulDay()) < MIN_AGE) {
    throw badRequest('만 14세 이상만 가입할 수 있습니다.', 'birth_date', 'UNDER_AGE');
  }
  const mobile = normalizeMobile(input.mobile);
  if (await repo.findUserByMobile(mobile)) throw phoneInUse();
  const existing = await repo.findUserByUsername(input.username);
  if (existing) throw usernameInUse();
  let guestId: number | null = null;
  if (input.guest_username) {
    const guest = await repo.findUserByUsername(input.guest_username);
    if (!guest || !guest.isGuest) throw badRequest('게스트 계정을 찾을 수 없습니다.', 'guest_username', 'GUEST_NOT_FOUND');
    guestId = guest.id;
  }
  await consumeCode(deps, mobile, input.code, 'SIGNUP');
  const passwordHash = await hashPassword(input.password, passwordParams(deps.config));
  const service = input.service ?? 'THENURLY';
  const fields: SignupFields = {
    username: input.username,
    passwordHash,
    mobile,
    birthDate: input.birth_date,
    memberType: input.member_type,
    isGuest: false,
  };
  try {
    return await repo.transaction(async (tx) => {
      let id: number;
      if (guestId !== null) {
        // Converting a guest keeps its id, so everything it already owns stays attached.
        await tx.convertGuest(guestId, fields);
        id = guestId;
      } else {
        const created = await tx.insertUser(fields);
        id = created.id;
      }
      await tx.joinService(id, service);
      return { id, username: input.username };
    });
  } catch (error) {
    // Two concurrent signups: the unique indexes decide.
    const constraint =
      (error as { constraint?: string; cause?: { constraint?: string } }).constraint ??
      (error as { cause?: { constraint?: string } }).cause?.constraint;
    if (constraint === 'users_mobile_unique') throw phoneInUse();
    if (constraint === 'users_username_unique') throw usernameInUse();
    throw error;
  }
}

/**
 * guest-signup (docs/decisions/product.md#states, docs/decisions/product.md#entities guestId). A browser that sends the guest id it was given gets the same
 * guest back (logging out, or changing a password, must not create an account
 * each time); otherwise a new guest. The id is the guest's username, which is also its password,
 * so knowing it grants nothing more than it already does. A converted (now full) account is never
 * handed out as a guest.
 */
export async function guestSignup({ repo, config }: Pick<AuthDeps, 'repo' | 'config'>, guestId?: string | null) {
  if (guestId && GUEST_USERNAME.test(guestId)) {
    const known = await repo.findActiveGuest(guestId);
    if (known) return { guest: known, created: false };
  }
  // 48 url-safe random characters; the guest logs in with it as both username and password (docs/decisions/product.md#states).
  const username = `guest_${randomToken(36)}`;
  return { guest: await repo.insertGuest(username, await hashPassword(username, passwordParams(config))), created: true };
}

const GUEST_USERNAME = /^guest_[A-Za-z0-9_-]{48}$/;

export async function oauthLogin(deps: AuthDeps, kakaoUserId: string) {
  const user = await deps.repo.findUserByKakaoId(kakaoUserId);
  if (!user || !user.isActive) {
    throw new AppError(404, '카카오 계정과 연결된 회원이 없습니다. 회원가입 후 이용해주세요.', 'OAUTH_NOT_LINKED');
  }
  return startSession(deps, user.id, user.tokenVersion);
}
