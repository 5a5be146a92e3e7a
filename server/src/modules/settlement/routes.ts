/**
 * Settlement API (docs/decisions/money-loop.md#settlement). Access:
 *  - POST admin/settlements/run   NURLY_ADMIN: the same catch-up as the 00:05 cron, now
 *  - GET  admin/settlements       console staff (NURLY_ADMIN, NURLY_STAFF): settled ad-days, filters date_from/date_to/ad_id/owner_id
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdSettlementList, AdSettlementQuery, SettlementRunResult } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { reportRange } from '../../lib/date-range';
import { runSettlement } from './runs';
import { listSettlements } from './list';
import type { SettlementDeps } from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['settlement'];

export function settlementRoutes(deps: () => SettlementDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const route = moduleRoutes(app, tags);

    route.post(
      '/admin/settlements/run',
      { access: guards.nurlyAdmin, summary: '미정산 일자를 어제까지 정산합니다 (00:05 정산 작업과 같음)', response: SettlementRunResult },
      async () => runSettlement(deps(), 'MANUAL'),
    );

    route.get(
      '/admin/settlements',
      { access: guards.consoleStaff, summary: '광고별 일 정산 내역', querystring: AdSettlementQuery, response: AdSettlementList },
      async (request) => {
        const { query } = request;
        reportRange(query);
        const pageSize = query.page_size ?? 25;
        const page = query.page ?? 1;
        return listSettlements(deps(), query, { limit: pageSize, offset: (page - 1) * pageSize });
      },
    );
  };
}
