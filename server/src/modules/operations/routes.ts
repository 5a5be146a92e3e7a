/**
 * Operations API (README.md). Access:
 *  - GET admin/operations  NURLY_ADMIN (guards.operations): the money jobs in sight of staff
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OperationsReport } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { errorResponses } from '../../lib/schemas';
import { operationsReport, type OperationsDeps } from './service';

const tags = ['operations'];

export function operationsRoutes(deps: () => OperationsDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/admin/operations', {
      config: { access: guards.operations },
      schema: {
        tags,
        summary: '운영 상태: 최근 정산 실행과 정산되지 않은 날짜, 매체 앱별 포스트백 적체, 작업 큐, 순위 조회 API 예산',
        response: { 200: OperationsReport, ...errorResponses },
      },
      handler: async () => operationsReport(deps()),
    });
  };
}
