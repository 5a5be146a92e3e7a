import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GuestSignupRequest,
  GuestSignupResponse,
  LogoutRequest,
  MessageBody,
  OAuthRequest,
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
import { errorResponses } from '../../lib/schemas';
import { resolveKakaoUserId } from './kakao';
import * as service from './service';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { authMax, guestSignupMax, timeWindowMs } = app.config.rateLimit;
  const authLimit = { max: authMax, timeWindow: timeWindowMs };

  app.post('/signup/check', {
    config: { access: 'public', rateLimit: authLimit },
    schema: { tags, summary: '아이디/휴대폰 번호 사용 가능 여부', body: SignupCheckRequest, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => {
      await service.checkAvailability(app, request.body);
      return { message: '사용 가능합니다.' };
    },
  });

  app.post('/signup/sendcode', {
    config: { access: 'public', rateLimit: authLimit },
    schema: { tags, summary: '휴대폰 인증번호 발송', body: SendCodeRequest, response: { 200: SendCodeResponse, ...errorResponses } },
    handler: async (request) => service.sendSignupCode(app, request.body.mobile),
  });

  app.post('/signup', {
    config: { access: 'public', rateLimit: authLimit },
    schema: { tags, summary: '회원가입 (게스트 전환 포함)', body: SignupRequest, response: { 201: SignupResponse, ...errorResponses } },
    handler: async (request, reply) => reply.status(201).send(await service.signup(app, request.body)),
  });

  app.post('/token', {
    config: { access: 'public', rateLimit: authLimit },
    schema: { tags, summary: '로그인 (access, refresh 발급)', body: TokenRequest, response: { 200: TokenResponse, ...errorResponses } },
    handler: async (request) => service.login(app, request.body.username, request.body.password),
  });

  app.post('/token/refresh', {
    config: { access: 'public' },
    schema: { tags, summary: 'access 토큰 재발급', body: RefreshRequest, response: { 200: RefreshResponse, ...errorResponses } },
    handler: async (request) => service.refreshAccess(app, request.body.refresh),
  });

  app.post('/oauth', {
    config: { access: 'public', rateLimit: authLimit },
    schema: { tags, summary: '카카오 로그인', body: OAuthRequest, response: { 200: TokenResponse, ...errorResponses } },
    handler: async (request) => service.oauthLogin(app, await resolveKakaoUserId(app.config, request.body)),
  });

  // Public: logging out must work after the access token has expired; the refresh token is the credential.
  app.post('/logout', {
    config: { access: 'public' },
    schema: { tags, summary: '로그아웃 (refresh 토큰 폐기)', body: LogoutRequest, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => {
      await service.logout(app, request.body.refresh);
      return { message: '로그아웃되었습니다.' };
    },
  });

  app.post('/guest-signup', {
    config: { access: 'public', rateLimit: { max: guestSignupMax, timeWindow: timeWindowMs } },
    schema: { tags, summary: '게스트 계정 생성', body: GuestSignupRequest, response: { 201: GuestSignupResponse, ...errorResponses } },
    handler: async (_request, reply) => reply.status(201).send(await service.guestSignup(app)),
  });
};

export default authRoutes;
