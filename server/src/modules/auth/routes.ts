import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActForRequest,
  ActForResponse,
  GuestSignupRequest,
  GuestSignupResponse,
  IdParams,
  LoginAlertList,
  LogoutRequest,
  MessageBody,
  OAuthRequest,
  PasswordResetRequest,
  PasswordResetResponse,
  RefreshRequest,
  RefreshResponse,
  SendCodeRequest,
  SendCodeResponse,
  SignupCheckRequest,
  SignupRequest,
  SignupResponse,
  TokenRequest,
  TokenResponse,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { errorResponses } from '../../lib/schemas';
import { ensureDevice } from './client';
import { resolveKakaoUserId } from './kakao';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';
import { loginAlerts, unlockLogin } from './unlock';
import { endActFor, startActFor } from './act-for';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config.auth;
  const deps: service.AuthDeps = { repo: app.authRepo, clock: app.clock, config, jwt: app.jwt, sms: app.sms, log: app.log };
  const { authMax, guestSignupMax, refreshMax, timeWindowMs } = config.rateLimit;
  const authLimit = { max: authMax, timeWindow: timeWindowMs };

  const route = moduleRoutes(app, tags);
  const actForDeps = { repo: app.authRepo, clock: app.clock, jwt: app.jwt };

  // Act-for (대리 접속, docs/decisions/resellers.md#act-for; act-for.ts): console staff, or a reseller for a descendant.
  route.post(
    '/act-for',
    { access: guards.b2bScoped, summary: '대리 접속 시작 (하위 계정, 사유 필수, 30분)', body: ActForRequest, response: ActForResponse },
    async (request) => startActFor(actForDeps, await request.principal(), request.body, request.id),
  );

  route.post('/act-for/end', { access: guards.user, summary: '대리 접속 종료', response: MessageBody }, async (request) =>
    endActFor(actForDeps, await request.account(), request.id),
  );

  route.post(
    '/signup/check',
    {
      access: guards.public,
      summary: '아이디/휴대폰 번호 사용 가능 여부',
      rateLimit: authLimit,
      body: SignupCheckRequest,
      response: MessageBody,
    },
    async (request) => {
      await service.checkAvailability(deps, request.body);
      return { message: '사용 가능합니다.' };
    },
  );

  route.post(
    '/signup/sendcode',
    { access: guards.public, summary: '휴대폰 인증번호 발송', rateLimit: authLimit, body: SendCodeRequest, response: SendCodeResponse },
    async (request) => service.sendSignupCode(deps, request.body.mobile),
  );

  route.post(
    '/password-reset/sendcode',
    {
      access: guards.public,
      summary: '비밀번호 재설정 인증번호 발송',
      rateLimit: authLimit,
      body: SendCodeRequest,
      response: SendCodeResponse,
    },
    async (request) => service.sendPasswordResetCode(deps, request.body.mobile),
  );

  route.post(
    '/password-reset',
    {
      access: guards.public,
      summary: '비밀번호 재설정 (휴대폰 인증)',
      rateLimit: authLimit,
      body: PasswordResetRequest,
      response: PasswordResetResponse,
    },
    async (request) => service.resetPassword(deps, request.body),
  );

  route.post(
    '/signup',
    {
      access: guards.public,
      summary: '회원가입 (게스트 전환 포함)',
      rateLimit: authLimit,
      body: SignupRequest,
      response: SignupResponse,
      status: 201,
    },
    async (request) => service.signup(deps, request.body),
  );

  // Per address only: a per-username limit would let anyone lock the owner out. Guessing one
  // account from many addresses meets the back-off's pressure rule instead (login-backoff.ts).
  app.post('/token', {
    config: { access: guards.public, rateLimit: authLimit },
    schema: { tags, summary: '로그인 (access, refresh 발급)', body: TokenRequest, response: { 200: TokenResponse, ...errorResponses } },
    handler: async (request, reply) =>
      service.login(deps, request.body.username, request.body.password, { ip: request.ip, deviceHash: ensureDevice(request, reply) }),
  });

  // Per address: a refresh token cannot be guessed, but each try is a lookup (RATE_LIMIT_REFRESH_MAX).
  route.post(
    '/token/refresh',
    {
      access: guards.public,
      summary: 'access 토큰 재발급 (refresh 토큰 교체)',
      rateLimit: { max: refreshMax, timeWindow: timeWindowMs },
      body: RefreshRequest,
      response: RefreshResponse,
    },
    async (request) => service.refreshAccess(deps, request.body.refresh),
  );

  route.post(
    '/oauth',
    { access: guards.public, summary: '카카오 로그인', rateLimit: authLimit, body: OAuthRequest, response: TokenResponse },
    async (request) => service.oauthLogin(deps, await resolveKakaoUserId(config, request.body)),
  );

  // Public: logging out must work after the access token has expired; the refresh token is the credential.
  route.post(
    '/logout',
    { access: guards.public, summary: '로그아웃 (세션 종료: refresh, access 토큰 폐기)', body: LogoutRequest, response: MessageBody },
    async (request) => {
      await service.logout(deps, request.body.refresh);
      return { message: '로그아웃되었습니다.' };
    },
  );

  route.post(
    '/users/:id/unlock-login',
    { access: guards.consoleStaff, summary: '로그인 제한 해제 (실패 기록 삭제)', params: IdParams, response: MessageBody },
    async (request) => unlockLogin(deps, request.userId!, request.params.id),
  );

  route.get('/login-alerts', { access: guards.user, summary: '내 계정 로그인 시도 알림', response: LoginAlertList }, async (request) =>
    loginAlerts(deps, request.userId!),
  );

  app.post('/guest-signup', {
    config: { access: guards.public, rateLimit: { max: guestSignupMax, timeWindow: timeWindowMs } },
    schema: {
      tags,
      summary: '게스트 계정 (알려진 guestId는 같은 게스트를 돌려줌)',
      body: GuestSignupRequest,
      response: { 200: GuestSignupResponse, 201: GuestSignupResponse, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { guest, created } = await service.guestSignup(deps, request.body.guestId);
      return reply.status(created ? 201 : 200).send(guest);
    },
  });
};

export default authRoutes;
