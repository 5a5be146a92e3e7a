/**
 * Operations API (README.md). Access:
 *  - GET admin/operations  NURLY_ADMIN (guards.operations): the money jobs in sight of staff
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OperationsReport } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { operationsReport, type OperationsDeps } from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['operations'];

export function operationsRoutes(deps: () => OperationsDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const route = moduleRoutes(app, tags);

    route.get(
      '/admin/operations',
      {
        access: guards.operations,
        summary: '운영 상태: 최근 정산 실행과 정산되지 않은 날짜, 매체 앱별 포스트백 적체, 작업 큐, 순위 조회 API 예산',
        response: OperationsReport,
      },
      async () => operationsReport(deps()),
    );
  };
}
