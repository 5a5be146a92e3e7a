/**
 * Reconciliation API (money-loop §8; README.md). Access:
 *  - POST admin/reconciliation/run  NURLY_ADMIN: every check now, stored as a run (the staff view's "지금 점검")
 *  - GET  admin/reconciliation      console staff (NURLY_ADMIN, NURLY_STAFF): the last run with its findings
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReconciliationReport, ReconciliationRunResult } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { errorResponses } from '../../lib/schemas';
import { lastReport, runNow, type ReconciliationDeps } from './service';

const tags = ['reconciliation'];

export function reconciliationRoutes(deps: () => ReconciliationDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post('/admin/reconciliation/run', {
      config: { access: guards.nurlyAdmin },
      schema: {
        tags,
        summary: '정합성 점검을 지금 실행합니다 (매일 00:45 자동 점검과 같음)',
        response: { 200: ReconciliationRunResult, ...errorResponses },
      },
      handler: async (request) => runNow(deps(), (await request.principal()).id),
    });

    app.get('/admin/reconciliation', {
      config: { access: guards.consoleStaff },
      schema: { tags, summary: '마지막 정합성 점검 결과 (항목별 불일치 행)', response: { 200: ReconciliationReport, ...errorResponses } },
      handler: async () => lastReport(deps()),
    });
  };
}
