/**
 * Settlement API (docs/decisions/money-loop.md#settlement). Access:
 *  - POST admin/settlements/run   NURLY_ADMIN: the same catch-up as the 00:05 cron, now
 *  - GET  admin/settlements       console staff (NURLY_ADMIN, NURLY_STAFF): settled ad-days, filters date_from/date_to/ad_id/owner_id
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdSettlementList, AdSettlementQuery, isCalendarDay, SettlementRunResult } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { AppError } from '../../lib/errors';
import { runSettlement } from './runs';
import { listSettlements } from './list';
import type { SettlementDeps } from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['settlement'];

/** A filter day must be a real YYYY-MM-DD (a 400 naming the field, in Korean). */
function assertDay(value: string | undefined, field: string): void {
  if (value !== undefined && !isCalendarDay(value))
    throw new AppError(400, `${field}: 날짜는 YYYY-MM-DD 형식으로 입력해주세요.`, 'INVALID_DATE', field);
}

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
        assertDay(query.date_from, 'date_from');
        assertDay(query.date_to, 'date_to');
        const pageSize = query.page_size ?? 25;
        const page = query.page ?? 1;
        return listSettlements(deps(), query, { limit: pageSize, offset: (page - 1) * pageSize });
      },
    );
  };
}
