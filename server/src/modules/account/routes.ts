import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgreesRequest, ChangePasswordRequest, LeaveServiceRequest, MessageBody, User } from '@nurly/contracts/schemas';
import { actForMessages } from '@nurly/contracts';
import { assertNotActingFor, guards } from '../../access/policy';
import { keyedRateLimit } from '../../lib/rate-limit';
import { errorResponses } from '../../lib/schemas';
import { deviceCookieOf } from '../auth';
import { sha256Hex } from '../../lib/crypto';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['account'];

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.accountRepo;
  const deps: service.AccountDeps = { repo, config: app.config.auth, clock: app.clock, failures: app.authRepo };
  // change-password checks a password like POST token, and is limited like it: per address
  // (config.rateLimit) and per account, on top of the failed-password back-off (service).
  const { authMax, timeWindowMs } = app.config.auth.rateLimit;
  const perAccountLimit = keyedRateLimit(app, {
    max: authMax,
    timeWindow: timeWindowMs,
    key: (request) => `change-password:${request.userId}`,
  });

  const route = moduleRoutes(app, tags);

  route.get('/user', { access: guards.user, summary: '내 정보 (포인트, 역할, 앱, 그룹, 약관 동의)', response: User }, async (request) =>
    service.currentUser(deps, await request.account()),
  );

  route.post(
    '/agrees',
    { access: guards.user, summary: '서비스별 약관 동의', body: AgreesRequest, response: MessageBody },
    async (request) => service.saveAgreements(deps, request.userId!, request.body),
  );

  app.post('/change-password', {
    config: { access: guards.user, rateLimit: { max: authMax, timeWindow: timeWindowMs } },
    preHandler: perAccountLimit,
    schema: {
      tags,
      summary: '비밀번호 변경 (모든 refresh 토큰 폐기)',
      body: ChangePasswordRequest,
      response: { 200: MessageBody, ...errorResponses },
    },
    handler: async (request) => {
      assertNotActingFor(await request.principal(), actForMessages.accountRefused);
      const device = deviceCookieOf(request);
      const client = { ip: request.ip, deviceHash: device ? sha256Hex(device) : null };
      return service.changePassword(deps, await request.account(), request.body.oldPassword, request.body.newPassword, client);
    },
  });

  route.post(
    '/user/leave',
    { access: guards.user, summary: '서비스 탈퇴 (해당 서비스 가입만 삭제)', body: LeaveServiceRequest, response: MessageBody },
    async (request) => {
      assertNotActingFor(await request.principal(), actForMessages.accountRefused);
      return service.leaveService(deps, request.userId!, request.body.service);
    },
  );
};

export default accountRoutes;
