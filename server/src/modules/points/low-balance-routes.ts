/** The caller's low-balance notice (README "Low balance"); the staff count is on the deposit desk's menu status. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LowBalanceResponse } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { errorResponses } from '../../lib/schemas';
import { lowBalanceOf } from './low-balance';

export const lowBalanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/point/low-balance', {
    config: { access: guards.user },
    schema: {
      tags: ['points'],
      summary: '잔액 부족 알림: 사용 가능 포인트와 앞으로 N일간 예정된 광고비',
      response: { 200: LowBalanceResponse, ...errorResponses },
    },
    handler: async (request) => lowBalanceOf(app.lowBalance, (await request.principal()).id),
  });
};
