/**
 * Reconciliation API (docs/decisions/money-loop.md#one-source-of-truth; README.md). Access:
 *  - POST admin/reconciliation/run  NURLY_ADMIN: every check now, stored as a run (the staff view's "지금 점검")
 *  - GET  admin/reconciliation      console staff (NURLY_ADMIN, NURLY_STAFF): the last run with its findings
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReconciliationReport, ReconciliationRunResult } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { lastReport, runNow, type ReconciliationDeps } from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['reconciliation'];

export function reconciliationRoutes(deps: () => ReconciliationDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const route = moduleRoutes(app, tags);

    route.post(
      '/admin/reconciliation/run',
      {
        access: guards.nurlyAdmin,
        summary: '정합성 점검을 지금 실행합니다 (매일 00:45 자동 점검과 같음)',
        response: ReconciliationRunResult,
      },
      async (request) => runNow(deps(), (await request.principal()).id),
    );

    route.get(
      '/admin/reconciliation',
      { access: guards.consoleStaff, summary: '마지막 정합성 점검 결과 (항목별 불일치 행)', response: ReconciliationReport },
      async () => lastReport(deps()),
    );
  };
}
