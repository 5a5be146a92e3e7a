/**
 * Hub reports routes (reports-service.ts says who reads which rows). Ranges are
 * Asia/Seoul days, at most 366 both included (a bad or inverted day is a Korean 400); `format=csv|xlsx`
 * exports the same rows.
 *   GET hub/period          detail by period of the hub console `/` (guards.console: staff, hub admin,
 *                           member, client), group=ad_day|day|ad|client, staff choose `group_id`
 *   GET hub/sales           the hub's revenue, cost and margin per period and client (guards.hubSales:
 *                           NURLY_ADMIN, NURLY_STAFF, HUB_ADMIN; a hub member gets the access-denied 403)
 *   GET hub/my/period       the caller's own ads by period (reward `/invoice`)
 *   GET hub/my/invoices     the caller's own monthly invoices
 *   GET hub/my/invoices/:id one of them with its lines and evidence (anyone else's: 404)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HubMyInvoiceList,
  HubMyPeriodQuery,
  HubPeriodQuery,
  HubPeriodReport,
  HubSalesQuery,
  HubSalesReport,
  IdParams,
  InvoiceDetail,
  REWARD_PRODUCTS,
  adLabels,
  type AdService,
  type HubPeriodRow,
  type HubSalesRow,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import type { ExportSpec } from '../../lib/export';
import type { InvoicesDeps } from '../invoices';
import * as service from './reports-service';
import { moduleRoutes } from '../../lib/route';

const tags = ['hub'];

const productName = (code: string) => REWARD_PRODUCTS.find((product) => product.code === code)?.name ?? code;

const periodExport: ExportSpec<HubPeriodRow> = {
  fileName: '기간별상세내역',
  columns: [
    { header: '날짜', value: (row) => row.day },
    { header: '광고 번호', value: (row) => row.ad?.id },
    { header: '서비스', value: (row) => (row.ad ? adLabels.service[row.ad.service as AdService] : null) },
    { header: '리워드 상품', value: (row) => (row.ad ? productName(row.ad.product_code) : null) },
    { header: '키워드', value: (row) => row.ad?.keyword },
    { header: '상품·플레이스', value: (row) => row.ad?.target_name },
    { header: '광고주 아이디', value: (row) => row.client?.username },
    { header: '광고주', value: (row) => row.client?.name },
    { header: '일 수량', value: (row) => row.daily_volume },
    { header: '완료', value: (row) => row.completions },
    { header: '거절', value: (row) => row.rejections },
    { header: '차감 금액', value: (row) => row.charged },
    { header: '미정산 일수', value: (row) => row.unsettled_days },
  ],
};

const salesExport: ExportSpec<HubSalesRow> = {
  fileName: '허브매출',
  columns: [
    { header: '기간', value: (row) => row.period },
    { header: '고객 아이디', value: (row) => row.client.username },
    { header: '고객', value: (row) => row.client.name },
    { header: '완료', value: (row) => row.completions },
    { header: '매출', value: (row) => row.revenue },
    { header: '원가', value: (row) => row.cost },
    { header: '허브 마진', value: (row) => row.margin },
    { header: '하위 마진', value: (row) => row.sub_margin },
  ],
};

export const hubReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const invoiceDeps = (): InvoicesDeps => ({ repo: app.invoicesRepo, clock: app.clock, log: app.log });

  const route = moduleRoutes(app, tags);

  route.report(
    '/hub/period',
    {
      access: guards.console,
      summary: '기간별 상세 내역 (group=ad_day|day|ad|client, 직원은 group_id, format=csv|xlsx)',
      querystring: HubPeriodQuery,
      response: HubPeriodReport,
      exportAs: periodExport,
    },
    async (request) => service.hubPeriod(app.hubRepo, await request.principal(), request.query),
  );

  route.report(
    '/hub/sales',
    {
      access: guards.hubSales,
      summary: '허브 기간별 매출: 고객별 매출, 원가, 마진 (unit=day|month, 직원은 group_id, format=csv|xlsx)',
      querystring: HubSalesQuery,
      response: HubSalesReport,
      exportAs: salesExport,
    },
    async (request) => service.hubSales(app.hubRepo, await request.principal(), request.query),
  );

  route.report(
    '/hub/my/period',
    {
      access: guards.console,
      summary: '내 광고의 기간별 상세 내역 (group=ad_day|day|ad|client, format=csv|xlsx)',
      querystring: HubMyPeriodQuery,
      response: HubPeriodReport,
      exportAs: periodExport,
    },
    async (request) => service.myPeriod(app.hubRepo, await request.principal(), request.query),
  );

  route.get('/hub/my/invoices', { access: guards.console, summary: '내 월별 청구서', response: HubMyInvoiceList }, async (request) =>
    service.myInvoices(invoiceDeps(), await request.principal()),
  );

  route.get(
    '/hub/my/invoices/:id',
    { access: guards.console, summary: '내 청구서 상세 (항목, 증빙, 거래처, 공급자)', params: IdParams, response: InvoiceDetail },
    async (request) => service.myInvoice(invoiceDeps(), await request.principal(), request.params.id),
  );
};
