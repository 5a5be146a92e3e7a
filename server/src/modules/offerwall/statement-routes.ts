/**
 * Publisher monthly statements (정산서, docs/decisions/resellers.md#publisher-statements; README.md "Monthly statements"). Access:
 *  - GET  offerwall/statements              guard offerwall (NURLY_ADMIN, OFFERWALL_CLIENT): a publisher's own apps; format=csv|xlsx
 *  - GET  offerwall/statements/{id}         the statement and its settled days; another publisher's is a 404
 *  - GET  admin/offerwall/statements        console staff (NURLY_ADMIN, NURLY_STAFF): every publisher's; format=csv|xlsx
 *  - POST admin/offerwall/statements/{id}/paid  console staff: {paid_on, reference}, once (the same values again answer the same)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminStatementQuery,
  IdParams,
  MarkStatementPaidRequest,
  PublisherStatementDetail,
  PublisherStatementList,
  PublisherStatementQuery,
  StatementSaved,
  statementLabels,
  type PublisherStatement,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import type { ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { moduleRoutes } from '../../lib/route';
import { statementOrdering } from './repository';
import * as statements from './statements';

const tags = ['offerwall'];

const statementExport: ExportSpec<PublisherStatement> = {
  fileName: '매체정산서',
  columns: [
    { header: '정산월', value: (s) => s.month },
    { header: '앱', value: (s) => s.app.name },
    { header: '매체사', value: (s) => s.publisher.username },
    { header: '정산 일수', value: (s) => s.days },
    { header: '완료', value: (s) => s.completions },
    { header: '지급액(원)', value: (s) => s.payout },
    { header: '공급가액', value: (s) => s.supply },
    { header: '부가세', value: (s) => s.vat },
    { header: '부가세 구분', value: (s) => statementLabels.vatNote[s.vat_note] },
    { header: '상태', value: (s) => statementLabels.status[s.status] },
    { header: '지급일', value: (s) => s.paid_on ?? '' },
    { header: '지급 참조', value: (s) => s.reference ?? '' },
  ],
};

const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: statements.StatementDeps = { repo: app.offerwallRepo, clock: app.clock };
  const route = moduleRoutes(app, tags);

  pagedListRoute(app, '/offerwall/statements', {
    access: guards.offerwall,
    tags,
    summary: '월별 정산서 (앱·월별, 부가세 포함)',
    querystring: PublisherStatementQuery,
    response: PublisherStatementList,
    ordering: statementOrdering,
    list: async (query, window, request) => statements.publisherStatements(deps, await request.principal(), query, window),
    exportAs: statementExport,
  });

  route.get(
    '/offerwall/statements/:id',
    { access: guards.offerwall, summary: '정산서 상세 (정산일별 완료·지급액)', params: IdParams, response: PublisherStatementDetail },
    async (request) => statements.statementDetail(deps, await request.principal(), request.params.id),
  );

  pagedListRoute(app, '/admin/offerwall/statements', {
    access: guards.consoleStaff,
    tags,
    summary: '매체 정산서 전체 (지급 기록)',
    querystring: AdminStatementQuery,
    response: PublisherStatementList,
    ordering: statementOrdering,
    list: async (query, window) => statements.allStatements(deps, query, window),
    exportAs: statementExport,
  });

  route.post(
    '/admin/offerwall/statements/:id/paid',
    {
      access: guards.consoleStaff,
      summary: '정산서 지급 완료 기록 (지급일, 참조; 한 번만, 같은 값의 재요청은 같은 응답)',
      params: IdParams,
      body: MarkStatementPaidRequest,
      response: StatementSaved,
    },
    async (request) => statements.markPaid(deps, await request.principal(), request.params.id, request.body),
  );
};

export default statementRoutes;
