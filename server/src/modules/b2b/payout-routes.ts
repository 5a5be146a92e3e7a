/**
 * Margin payout routes (docs/decisions/resellers.md#margin-payouts; README.md "Margin payouts"):
 *   POST admin/b2b/payouts/request   a reseller (tier 2–3, hub admin) asks; others 403
 *   GET  admin/b2b/payouts           a reseller its own (with its figures), console staff every account's
 *   POST admin/b2b/payouts/{id}/pay    console staff (the withdrawal desk): {paid_on, reference}
 *   POST admin/b2b/payouts/{id}/reject console staff: {reason?}
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MarginPayoutList,
  MarginPayoutListQuery,
  MarginPayoutPay,
  MarginPayoutReject,
  MarginPayoutRequest,
  MarginPayoutSaved,
  type MarginPayoutItem,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import type { ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { moduleRoutes } from '../../lib/route';
import * as payouts from './payouts';
import { payoutOrdering } from './repository';

const tags = ['b2b'];

const payoutStatusLabel: Record<MarginPayoutItem['status'], string> = { PENDING: '대기', PAID: '지급 완료', REJECTED: '반려' };

const payoutExport: ExportSpec<MarginPayoutItem> = {
  fileName: '마진출금',
  columns: [
    { header: '번호', value: (p) => p.id },
    { header: '요청일', value: (p) => p.created_at },
    { header: '아이디', value: (p) => p.username },
    { header: '이름', value: (p) => p.name },
    { header: '구분', value: () => '마진 지급' },
    { header: '금액', value: (p) => p.amount },
    { header: '통장 사본', value: (p) => p.bank_file?.name },
    { header: '메모', value: (p) => p.memo },
    { header: '상태', value: (p) => payoutStatusLabel[p.status] },
    { header: '지급일', value: (p) => p.paid_on },
    { header: '지급 참조', value: (p) => p.reference },
    { header: '반려 사유', value: (p) => p.reject_reason },
  ],
};

export const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: payouts.PayoutDeps = { repo: app.b2bRepo, clock: app.clock };
  const route = moduleRoutes(app, tags);

  route.post(
    '/admin/b2b/payouts/request',
    {
      access: guards.user,
      summary: '마진 출금 요청 (리셀러: 총판·대리점·허브)',
      body: MarginPayoutRequest,
      response: MarginPayoutSaved,
      status: 201,
    },
    async (request) => payouts.requestPayout(deps, await request.principal(), request.body),
  );

  pagedListRoute(app, '/admin/b2b/payouts', {
    access: guards.user,
    tags,
    summary: '마진 출금 요청 목록 (리셀러: 본인, 스태프: 전체)',
    querystring: MarginPayoutListQuery,
    response: MarginPayoutList,
    ordering: payoutOrdering,
    list: async (query, window, request) => payouts.listPayouts(deps, await request.principal(), query, window),
    exportAs: payoutExport,
  });

  route.post(
    '/admin/b2b/payouts/:id/pay',
    {
      access: guards.consoleStaff,
      summary: '마진 지급 처리 (지급일, 지급 참조)',
      params: IdParams,
      body: MarginPayoutPay,
      response: MarginPayoutSaved,
    },
    async (request) => payouts.payPayout(deps, await request.principal(), request.params.id, request.body),
  );

  route.post(
    '/admin/b2b/payouts/:id/reject',
    {
      access: guards.consoleStaff,
      summary: '마진 출금 요청 반려',
      params: IdParams,
      body: MarginPayoutReject,
      response: MarginPayoutSaved,
    },
    async (request) => payouts.rejectPayout(deps, await request.principal(), request.params.id, request.body.reason),
  );
};
