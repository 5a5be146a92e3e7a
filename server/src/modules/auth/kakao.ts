import type { AuthConfig } from './config';
import { AppError } from '../../lib/errors';

export const kakaoNotConfigured = () =>
  new AppError(503, '카카오 로그인이 설정되지 않았습니다. 관리자에게 문의하세요.', 'OAUTH_NOT_CONFIGURED');

const kakaoFailed = () => new AppError(401, '카카오 로그인에 실패했습니다. 다시 시도해주세요.', 'OAUTH_FAILED');

/** Resolves the Kakao user id from an SDK access token or an authorization code (REST API). */
export async function resolveKakaoUserId(
  config: Pick<AuthConfig, 'kakaoRestKey' | 'kakaoAuthBase' | 'kakaoApiBase'>,
  input: { access_token?: string; code?: string; redirect_uri?: string },
): Promise<string> {
  if (!config.kakaoRestKey) throw kakaoNotConfigured();
  let accessToken = input.access_token;
  if (!accessToken) {
    if (!input.code) throw new AppError(400, '카카오 인증 정보가 없습니다.', 'VALIDATION', 'code');
    const tokenResponse = await fetch(`${config.kakaoAuthBase}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: config.kakaoRestKey,
        redirect_uri: input.redirect_uri ?? '',
        code: input.code,
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!tokenResponse?.ok) throw kakaoFailed();
    accessToken = ((await tokenResponse.json()) as { access_token?: string }).access_token;
    if (!accessToken) throw kakaoFailed();
  }
  const me = await fetch(`${config.kakaoApiBase}/v2/user/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!me?.ok) throw kakaoFailed();
  const body = (await me.json()) as { id?: number | string };
  if (body.id === undefined) throw kakaoFailed();
  return String(body.id);
}
