/**
 * Hub ads API: the ads screens of the hub console (hub host: service HUB, the
 * caller's group) and of the reward site (other hosts: the caller's own NR ads and the HUB ads its hub
 * registered for it). Scope rules:
 * `ads-service.ts`; every ad rule (validation, price, hold) is the ads module's. Access (guard
 * `console`: NURLY_ADMIN, NURLY_STAFF, HUB_ADMIN, HUB_MEMBER, HUB_CLIENT):
 *  - GET  hub/ads                 ?channel (required), status, client_id, search, page: the ads in scope
 *  - GET  hub/ads/clients         the hub clients the caller may register for (reward site: none)
 *  - POST hub/ads                 one ad line (hub console: `client_id` of a client of the group); 201
 *  - PUT  hub/ads/{id}            pause | resume | extend (`end_date`, hub console only); 404 outside the scope
 *  - GET  hub/ads/bulk/template   ?channel: the .xlsx template (Korean headers + the channel's products)
 *  - POST hub/ads/bulk            ?channel, multipart `file` (.xlsx ≤ HUB_BULK_MAX_BYTES, ≤ HUB_BULK_MAX_ROWS
 *                                 rows): valid rows created, refused rows reported "행 N: 사유" (ads-bulk.ts);
 *                                 read in a worker within limits (xlsx-archive.ts); RATE_LIMIT_BULK_MAX
 *                                 uploads per account per minute
 * The volume-and-rank history of an ad is GET admin/ads/{id}/histories (it already admits the hub scope).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdList,
  AdMutationResponse,
  CreateAdResponse,
  HUB_BULK_MAX_BYTES,
  HubAdActionRequest,
  HubAdClientList,
  HubAdListQuery,
  HubBulkQuery,
  HubBulkReport,
  HubCreateAdRequest,
  IdParams,
  adLabels,
  hubAdMessages,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { attachmentHeader } from '../../lib/export';
import { badRequest } from '../../lib/errors';
import { readMultipartFile } from '../../lib/multipart';
import { pagedListRoute } from '../../lib/list-route';
import { errorResponses } from '../../lib/schemas';
import { variantOfHost } from '../../lib/variant';
import { adOrdering } from '../ads';
import { bulkCreate, bulkTemplate } from './ads-bulk';
import { actOnAd, createAd, deploymentOf, listAds, listClients, type HubAdsDeps } from './ads-service';
import { moduleRoutes } from '../../lib/route';
import { clientKey } from '../../lib/net/client-key';

const tags = ['hub'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const hubAdsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: HubAdsDeps = { repo: app.adsRepo, clock: app.clock, hubRepo: app.hubRepo };
  const deploymentOfRequest = (host: string | undefined) => deploymentOf(variantOfHost(host, app.config.variantRules));
  // Registered inside this plugin: the limits apply to the bulk upload only.
  await app.register(multipart, { limits: { fileSize: HUB_BULK_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 10 } });

  pagedListRoute(app, '/hub/ads', {
    access: guards.console,
    tags,
    summary: '허브/리워드 광고 목록 (채널별, 상태·광고주·검색 필터)',
    querystring: HubAdListQuery,
    response: AdList,
    ordering: adOrdering,
    list: async (query, window, request) =>
      listAds(deps, await request.principal(), deploymentOfRequest(request.headers.host), query, window),
  });

  const route = moduleRoutes(app, tags);

  route.get(
    '/hub/ads/clients',
    { access: guards.console, summary: '광고를 등록할 수 있는 허브 광고주', response: HubAdClientList },
    async (request) => ({
      results: await listClients(deps, await request.principal(), deploymentOfRequest(request.headers.host)),
    }),
  );

  route.post(
    '/hub/ads',
    {
      access: guards.console,
      summary: '광고 등록 (허브: 그룹의 광고주 대신, 리워드: 본인)',
      body: HubCreateAdRequest,
      response: CreateAdResponse,
      status: 201,
    },
    async (request) => await createAd(deps, await request.principal(), deploymentOfRequest(request.headers.host), request.body),
  );

  route.put(
    '/hub/ads/:id',
    {
      access: guards.console,
      summary: '광고 일시 중지 / 재개 / 기간 연장 (예치 포인트가 함께 조정됨)',
      params: IdParams,
      body: HubAdActionRequest,
      response: AdMutationResponse,
    },
    async (request) => actOnAd(deps, await request.principal(), deploymentOfRequest(request.headers.host), request.params.id, request.body),
  );

  route.get(
    '/hub/ads/bulk/template',
    {
      access: guards.console,
      summary: '대량 등록 엑셀 템플릿 (.xlsx)',
      querystring: HubBulkQuery,
      response: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
    },
    async (request, reply) => {
      const deployment = deploymentOfRequest(request.headers.host);
      const name = `광고대량등록-${adLabels.channel[request.query.channel]}.xlsx`;
      return reply
        .type(XLSX_MIME)
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'private, no-store')
        .send(await bulkTemplate(request.query.channel, deployment));
    },
  );

  app.post('/hub/ads/bulk', {
    config: {
      access: guards.console,
      // Per account (the access hook has read the token by now): each upload costs a worker.
      rateLimit: {
        max: app.config.hub.bulkUploadsPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => (request.userId === null ? `hub-bulk-ip:${clientKey(request.ip)}` : `hub-bulk:${request.userId}`),
      },
    },
    schema: {
      tags,
      summary: '엑셀 대량 등록 (multipart: file; 올바른 행은 등록, 거절된 행은 사유와 함께 보고)',
      consumes: ['multipart/form-data'],
      querystring: HubBulkQuery,
      response: { 200: HubBulkReport, ...errorResponses },
    },
    handler: async (request) => {
      const principal = await request.principal();
      const deployment = deploymentOfRequest(request.headers.host);
      if (!request.isMultipart()) throw badRequest(hubAdMessages.fileRequired, 'file', 'FILE_REQUIRED');
      // Busboy's limits and errors become the uploader's 4xx (any other than the size: the file is missing).
      const { file } = await readMultipartFile(request.parts(), {
        fileTooLarge: hubAdMessages.fileTooLarge(HUB_BULK_MAX_BYTES),
        malformed: hubAdMessages.fileRequired,
      });
      if (!file || file.bytes.length === 0) throw badRequest(hubAdMessages.fileRequired, 'file', 'FILE_REQUIRED');
      return bulkCreate(deps, principal, deployment, {
        ...file,
        channel: request.query.channel,
        parseTimeoutMs: app.config.hub.bulkParseTimeoutMs,
      });
    },
  });
};
