/**
 * Sign-in rules the server enforces and clients may show (server/src/modules/auth/README.md):
 * the back-off on wrong passwords and the session limits.
 */

/** Wrong passwords a client may try for one username before it waits (30 s, then doubling, at most 15 minutes). */
export const LOGIN_FREE_FAILURES = 4;
/** A client's failures are forgotten after this long without a new one. */
export const LOGIN_FAILURE_MEMORY_MS = 15 * 60_000;
/**
 * Failures for one username from all clients (within the memory above) from which the username is
 * "under pressure": a client the account has never logged in from gets one guess per memory window.
 */
export const LOGIN_PRESSURE_FAILURES = 20;
/** A session (a login and the refresh tokens rotated from it) not refreshed for this long ends. */
export const SESSION_IDLE_LIMIT_MS = 2 * 24 * 3600_000;
/** The opaque, HttpOnly cookie naming a browser to the login back-off. */
export const DEVICE_COOKIE = 'nurly_device';

const waitText = (remainingMs: number) => {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
};

export const authMessages = {
  /** 429 LOGIN_BACKOFF: this client tried too many wrong passwords. */
  loginBackoff: (remainingMs: number) => `로그인 시도가 너무 많습니다. ${waitText(remainingMs)} 후 다시 시도해주세요.`,
  /** 429 LOGIN_BACKOFF under pressure: many clients guessed; a known device or a password reset gets in at once. */
  loginPressure: (remainingMs: number) =>
    `이 아이디로 로그인 시도가 많아 ${waitText(remainingMs)} 후 다시 시도할 수 있습니다. 로그인한 적이 있는 기기에서 로그인하거나 휴대폰 인증으로 비밀번호를 재설정해주세요.`,
  sessionEnded: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  unlocked: '로그인 제한을 해제했습니다.',
} as const;
