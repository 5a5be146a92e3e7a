/**
 * Invoices API (docs/decisions/money-loop.md#readers, docs/decisions/resellers.md#resellers). Every route is console staff only (NURLY_ADMIN, NURLY_STAFF;
 * customers get 403 from the access policy) except the list, `guards.b2bScoped`: a reseller lists
 * its subtree's invoices (access/scope.ts):
 *  - GET  admin/invoices                {count, invocies, advertisers} (the spec's spelling); ?format=csv|xlsx exports
 *  - POST admin/invoices/generate       {month}: (re)builds the month's DRAFT invoices now (a future month is a 400)
 *  - GET  admin/invoices/{id}           the invoice, its lines, evidence, the advertiser's business and the company
 *  - PUT  admin/invoices/{id}           {status?, memo?}: status only forward; a PAID invoice is a 409
 *  - GET  admin/invoices/assignees      who may be assigned an invoice: the active console staff
 *  - PUT  admin/invoices/{id}/assign    {assignee_id}: one of those assignees, else 400; null clears it
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignInvoiceRequest,
  GenerateInvoicesRequest,
  GenerateInvoicesResult,
  IdParams,
  InvoiceAssigneeList,
  type Invoice,
  InvoiceDetail,
  invoiceLabels,
  InvoiceList,
  InvoiceListQuery,
  InvoiceSaved,
  UpdateInvoiceRequest,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { requireB2bScope } from '../../access/scope';
import { type ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { invoiceOrdering } from './repository';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['invoices'];

const invoiceExport: ExportSpec<Invoice> = {
  fileName: '청구서',
  columns: [
    { header: '청구월', value: (row) => row.month },
    { header: '아이디', value: (row) => row.account.username },
    { header: '상호', value: (row) => row.advertiser_name },
    { header: '사업자등록번호', value: (row) => row.registration_number },
    { header: '상태', value: (row) => invoiceLabels.status[row.status] },
    { header: '건수', value: (row) => row.actions },
    { header: '공급가액', value: (row) => row.supply },
    { header: '부가세', value: (row) => row.vat },
    { header: '합계', value: (row) => row.total },
    { header: '담당자', value: (row) => row.assignee?.username },
    { header: '메모', value: (row) => row.memo },
    { header: '발행일', value: (row) => row.issued_at },
    { header: '입금일', value: (row) => row.paid_at },
  ],
};

export function invoiceRoutes(deps: () => service.InvoicesDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    pagedListRoute(app, '/admin/invoices', {
      access: guards.b2bScoped,
      tags,
      summary: '청구서 목록',
      querystring: InvoiceListQuery,
      response: InvoiceList,
      ordering: invoiceOrdering,
      list: async (query, window, request) => service.list(deps(), query, window, requireB2bScope(await request.principal())),
      exportAs: invoiceExport,
      exportRows: async (query, window, request) =>
        (await service.list(deps(), query, window, requireB2bScope(await request.principal()))).invocies,
    });

    const route = moduleRoutes(app, tags);

    route.post(
      '/admin/invoices/generate',
      {
        access: guards.consoleStaff,
        summary: '한 달의 청구서를 정산 내역으로 다시 만듭니다 (작성 중인 청구서만, 발행·입금 완료는 그대로)',
        body: GenerateInvoicesRequest,
        response: GenerateInvoicesResult,
      },
      async (request) => service.generateMonth(deps(), request.body.month),
    );

    route.get(
      '/admin/invoices/assignees',
      { access: guards.consoleStaff, summary: '청구서 담당자로 지정할 수 있는 계정 (더널리 관리자·직원)', response: InvoiceAssigneeList },
      async () => service.assignees(deps()),
    );

    route.get(
      '/admin/invoices/:id',
      { access: guards.consoleStaff, summary: '청구서 상세 (항목, 증빙, 거래처, 공급자)', params: IdParams, response: InvoiceDetail },
      async (request) => service.detail(deps(), request.params.id),
    );

    route.put(
      '/admin/invoices/:id',
      {
        access: guards.consoleStaff,
        summary: '청구서 상태(작성 중 → 발행 → 입금 완료)와 메모 수정',
        params: IdParams,
        body: UpdateInvoiceRequest,
        response: InvoiceSaved,
      },
      async (request) => service.update(deps(), request.params.id, request.body),
    );

    route.put(
      '/admin/invoices/:id/assign',
      {
        access: guards.consoleStaff,
        summary: '청구서 담당자 지정 (더널리 관리자·직원; null이면 해제)',
        params: IdParams,
        body: AssignInvoiceRequest,
        response: InvoiceSaved,
      },
      async (request) => service.assign(deps(), request.params.id, request.body.assignee_id),
    );
  };
}
