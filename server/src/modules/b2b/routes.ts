/**
 * B2B console routes, every one `guards.b2bScoped` (docs/decisions/resellers.md#reseller-scope): console staff (NURLY_ADMIN,
 * NURLY_STAFF) on the whole tree, a reseller (tier 2–3, or a hub admin) on its subtree through
 * access/scope.ts (`requireB2bScope`, then every id checked: outside reads as missing); tier 4
 * advertisers and guests get 403:
 *   GET, POST, PUT admin/b2b/members · GET, PUT admin/b2b/prices · GET admin/b2b/summary · GET admin/b2b/sales
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  B2bMemberList,
  B2bMemberQuery,
  B2bMemberSaved,
  B2bSummary,
  CreateB2bMemberRequest,
  SalesQuery,
  SalesReport,
  SetTierPricesRequest,
  TierPrices,
  TierPricesQuery,
  TierPricesSaved,
  UpdateB2bMemberRequest,
  b2bLabels,
  b2bMessages,
  type B2bMember,
  type B2bTier,
  type SalesRow,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { requireB2bScope } from '../../access/scope';
import type { ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { memberOrdering } from './repository';
import { salesReportOf } from './sales';
import * as service from './service';
import { liveSummary } from './summary';
import { moduleRoutes } from '../../lib/route';

const tags = ['b2b'];
const access = guards.b2bScoped;

const memberExport: ExportSpec<B2bMember> = {
  fileName: 'B2B회원',
  columns: [
    { header: '번호', value: (m) => m.id },
    { header: '아이디', value: (m) => m.username },
    { header: '이름', value: (m) => m.name },
    { header: '휴대폰 번호', value: (m) => m.mobile },
    { header: '등급', value: (m) => (m.tier ? b2bLabels.tier[m.tier as B2bTier] : '') },
    { header: '상위 계정', value: (m) => m.parent?.name },
    { header: '하위 계정 수', value: (m) => m.children },
    { header: '상태', value: (m) => (m.status === 'active' ? '활성' : '비활성') },
    { header: '잔액', value: (m) => m.amount },
    { header: '예치', value: (m) => m.held },
    { header: '사업자 등록', value: (m) => (m.hasRegistration ? '예' : '아니오') },
    { header: '통장 사본', value: (m) => (m.hasBankAccount ? '예' : '아니오') },
    { header: '단가 설정', value: (m) => (m.hasSetPrice ? '예' : '아니오') },
    { header: '최근 접속', value: (m) => m.lastActivatedAt },
    { header: '메모', value: (m) => m.memo },
  ],
};

const salesExport: ExportSpec<SalesRow> = {
  fileName: '매출',
  columns: [
    { header: '기간', value: (r) => r.period },
    { header: '구분', value: (r) => r.label },
    { header: '실행 수', value: (r) => r.actions },
    { header: '매출', value: (r) => r.revenue },
    { header: '매체 지급', value: (r) => r.publisher_payout ?? '' },
    { header: '리셀러 마진', value: (r) => r.reseller_margin },
    { header: '회사 마진', value: (r) => r.company_margin ?? '' },
  ],
};

export const b2bRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.B2bDeps = { repo: app.b2bRepo, config: app.config.auth, clock: app.clock };

  pagedListRoute(app, '/admin/b2b/members', {
    access,
    tags,
    summary: '리셀러 트리 회원 목록 (parent_id=root|id)',
    querystring: B2bMemberQuery,
    response: B2bMemberList,
    ordering: memberOrdering,
    list: async (query, window, request) => service.listMembers(deps, requireB2bScope(await request.principal()), query, window),
    exportAs: memberExport,
  });

  const route = moduleRoutes(app, tags);

  route.post(
    '/admin/b2b/members',
    { access, summary: '하위 계정 생성', body: CreateB2bMemberRequest, response: B2bMemberSaved, status: 201 },
    async (request) => {
      const principal = await request.principal();
      return {
        message: b2bMessages.memberCreated,
        member: await service.createMember(deps, principal, requireB2bScope(principal), request.body, request.id),
      };
    },
  );

  route.put(
    '/admin/b2b/members',
    { access, summary: '계정 이동·수정 (상위 계정, 등급, 메모, 활성)', body: UpdateB2bMemberRequest, response: B2bMemberSaved },
    async (request) => {
      const principal = await request.principal();
      return {
        message: b2bMessages.memberUpdated,
        member: await service.updateMember(deps, principal, requireB2bScope(principal), request.body, request.id),
      };
    },
  );

  route.get(
    '/admin/b2b/prices',
    { access, summary: '계정의 상품별 본인 단가와 하위 단가', querystring: TierPricesQuery, response: TierPrices },
    async (request) => service.getPrices(deps, requireB2bScope(await request.principal()), request.query.account_id),
  );

  route.put(
    '/admin/b2b/prices',
    { access, summary: '하위 단가 설정 (null: 설정 삭제)', body: SetTierPricesRequest, response: TierPricesSaved },
    async (request) => {
      const principal = await request.principal();
      return {
        message: b2bMessages.pricesSaved,
        prices: await service.setPrices(deps, principal, requireB2bScope(principal), request.body, request.id),
      };
    },
  );

  route.get('/admin/b2b/summary', { access, summary: '실시간 현황 (오늘, Asia/Seoul)', response: B2bSummary }, async (request) =>
    liveSummary(app.b2bRepo, app.clock, requireB2bScope(await request.principal())),
  );

  route.report(
    '/admin/b2b/sales',
    {
      access,
      summary: '매출 (정산 기준; unit=day|month, group=member|product|service, format=csv|xlsx)',
      querystring: SalesQuery,
      response: SalesReport,
      exportAs: salesExport,
    },
    async (request) => salesReportOf(app.b2bRepo, request.query, requireB2bScope(await request.principal())),
  );
};
