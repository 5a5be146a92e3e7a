/** The `auth` section of the app config (src/config.ts): tokens, signup SMS codes, Kakao, rate limits. */
import { Type, type Static } from 'typebox';
import { intFrom, stringFrom, type Env } from '../../lib/env';

export const DEFAULT_JWT_SECRET = 'nurly-dev-secret-change-me-please-0123456789';

export const AuthConfigSchema = Type.Object({
  jwtSecret: Type.String({ minLength: 16, env: 'JWT_SECRET' }),
  accessTokenTtlSeconds: Type.Integer({ minimum: 1, env: 'ACCESS_TOKEN_TTL_SECONDS' }),
  refreshTokenTtlSeconds: Type.Integer({ minimum: 1, env: 'REFRESH_TOKEN_TTL_SECONDS' }),
  /** HTTP SMS provider; null = codes are logged (dev only). */
  smsProviderUrl: Type.Union([Type.String({ pattern: '^https?://' }), Type.Null()], { env: 'SMS_PROVIDER_URL' }),
  smsCodeTtlSeconds: Type.Integer({ minimum: 1, env: 'SMS_CODE_TTL_SECONDS' }),
  smsMaxAttempts: Type.Integer({ minimum: 1, env: 'SMS_MAX_ATTEMPTS' }),
  smsMaxPerHour: Type.Integer({ minimum: 1, env: 'SMS_MAX_PER_HOUR' }),
  kakaoRestKey: Type.Union([Type.String({ minLength: 1 }), Type.Null()], { env: 'KAKAO_REST_KEY' }),
  kakaoAuthBase: Type.String({ pattern: '^https?://', env: 'KAKAO_AUTH_BASE' }),
  kakaoApiBase: Type.String({ pattern: '^https?://', env: 'KAKAO_API_BASE' }),
  rateLimit: Type.Object({
    /** token, signup, signup/check and signup/sendcode, per IP per window. */
    authMax: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_AUTH_MAX' }),
    guestSignupMax: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_GUEST_MAX' }),
    timeWindowMs: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_WINDOW_MS' }),
  }),
});
export type AuthConfig = Static<typeof AuthConfigSchema>;

export function authConfigFrom(env: Env): AuthConfig {
  return {
    jwtSecret: env.JWT_SECRET || DEFAULT_JWT_SECRET,
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: intFrom(env, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 3600),
    smsProviderUrl: stringFrom(env, 'SMS_PROVIDER_URL'),
    smsCodeTtlSeconds: intFrom(env, 'SMS_CODE_TTL_SECONDS', 180),
    smsMaxAttempts: intFrom(env, 'SMS_MAX_ATTEMPTS', 5),
    smsMaxPerHour: intFrom(env, 'SMS_MAX_PER_HOUR', 5),
    kakaoRestKey: stringFrom(env, 'KAKAO_REST_KEY'),
    kakaoAuthBase: env.KAKAO_AUTH_BASE || 'https://kauth.kakao.com',
    kakaoApiBase: env.KAKAO_API_BASE || 'https://kapi.kakao.com',
    rateLimit: {
      authMax: intFrom(env, 'RATE_LIMIT_AUTH_MAX', 20),
      guestSignupMax: intFrom(env, 'RATE_LIMIT_GUEST_MAX', 10),
      timeWindowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    },
  };
}
