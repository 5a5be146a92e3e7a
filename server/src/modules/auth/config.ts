/**
 * The `auth` section of the app config (src/config.ts): tokens, signup SMS codes, Kakao, rate limits.
 * The codes' provider is the `messaging` section (lib/messaging).
 */
import { Type, type Static } from 'typebox';
import { intFrom, stringFrom, type Env } from '../../lib/env';
import { RECOMMENDED_SCRYPT_LOG2N } from '../../lib/password';

/**
 * The development secret this repository once shipped. It is public, so it is refused everywhere:
 * configuring it stops the start, and nothing is ever signed with it.
 */
export const DEFAULT_JWT_SECRET = 'nurly-dev-secret-change-me-please-0123456789';

export const AuthConfigSchema = Type.Object({
  /** null = a random secret per installation, kept in the data folder (secret.ts). */
  jwtSecret: Type.Union([Type.String({ minLength: 16 }), Type.Null()], { env: 'JWT_SECRET' }),
  /** scrypt cost 2^n of new password hashes (r=8, p=1); older hashes are upgraded at login. */
  passwordScryptLog2N: Type.Integer({ minimum: 14, maximum: 20, env: 'PASSWORD_SCRYPT_LOG2N' }),
  accessTokenTtlSeconds: Type.Integer({ minimum: 1, env: 'ACCESS_TOKEN_TTL_SECONDS' }),
  /** Each refresh token's life from its issue (rotated on every use; sessions also end after SESSION_IDLE_LIMIT_MS idle). */
  refreshTokenTtlSeconds: Type.Integer({ minimum: 1, env: 'REFRESH_TOKEN_TTL_SECONDS' }),
  smsCodeTtlSeconds: Type.Integer({ minimum: 1, env: 'SMS_CODE_TTL_SECONDS' }),
  smsMaxAttempts: Type.Integer({ minimum: 1, env: 'SMS_MAX_ATTEMPTS' }),
  smsMaxPerHour: Type.Integer({ minimum: 1, env: 'SMS_MAX_PER_HOUR' }),
  kakaoRestKey: Type.Union([Type.String({ minLength: 1 }), Type.Null()], { env: 'KAKAO_REST_KEY' }),
  kakaoAuthBase: Type.String({ pattern: '^https?://', env: 'KAKAO_AUTH_BASE' }),
  kakaoApiBase: Type.String({ pattern: '^https?://', env: 'KAKAO_API_BASE' }),
  rateLimit: Type.Object({
    /**
     * token, signup, signup/check, signup/sendcode, password-reset, oauth and change-password, per IP
     * per window; change-password also per account. Wrong passwords back off per (username, client)
     * on top (login-backoff.ts); a per-username limit would let anyone lock the owner out.
     */
    authMax: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_AUTH_MAX' }),
    guestSignupMax: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_GUEST_MAX' }),
    /** token/refresh, per IP per window. */
    refreshMax: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_REFRESH_MAX' }),
    timeWindowMs: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_WINDOW_MS' }),
  }),
});
export type AuthConfig = Static<typeof AuthConfigSchema>;

export function authConfigFrom(env: Env): AuthConfig {
  if (env.JWT_SECRET === DEFAULT_JWT_SECRET) {
    throw new Error('JWT_SECRET is the development value published in the repository: set a random one (openssl rand -hex 32) or unset it');
  }
  return {
    jwtSecret: stringFrom(env, 'JWT_SECRET'),
    passwordScryptLog2N: intFrom(env, 'PASSWORD_SCRYPT_LOG2N', RECOMMENDED_SCRYPT_LOG2N),
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: intFrom(env, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 3600),
    smsCodeTtlSeconds: intFrom(env, 'SMS_CODE_TTL_SECONDS', 180),
    smsMaxAttempts: intFrom(env, 'SMS_MAX_ATTEMPTS', 5),
    smsMaxPerHour: intFrom(env, 'SMS_MAX_PER_HOUR', 5),
    kakaoRestKey: stringFrom(env, 'KAKAO_REST_KEY'),
    kakaoAuthBase: env.KAKAO_AUTH_BASE || 'https://kauth.kakao.com',
    kakaoApiBase: env.KAKAO_API_BASE || 'https://kapi.kakao.com',
    rateLimit: {
      authMax: intFrom(env, 'RATE_LIMIT_AUTH_MAX', 20),
      guestSignupMax: intFrom(env, 'RATE_LIMIT_GUEST_MAX', 10),
      refreshMax: intFrom(env, 'RATE_LIMIT_REFRESH_MAX', 60),
      timeWindowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    },
  };
}
