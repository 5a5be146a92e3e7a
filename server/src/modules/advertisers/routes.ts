/**
 * Advertisers API (docs/decisions/product.md#api-calls). Access:
 *  - GET    admin/advertisers               user: console staff see all (filter user_id/search), others only their own
 *  - GET    admin/advertisers/user/{userId} user: that account itself or console staff; null when none
 *  - POST   admin/advertisers               user: registers the caller's business (staff may pass user_id)
 *  - PUT    admin/advertisers/{id}          owner or console staff
 *  - DELETE admin/advertisers/{id}          owner or console staff
 *  - POST   admin/advertisers/registration  user: multipart (file, type, parse); ≤ 10 MB, images/PDF by content;
 *                                          per-account quota (UPLOAD_QUOTA_FILES/BYTES per 24 h); malformed multipart → 400
 *  - GET    admin/advertisers/{id}/files    {id} = file id; its uploader, the advertiser's account or console staff (anyone else: 404, as a missing id)
 *  - POST   admin/advertisers/nts-status    console staff: {ids} → the 국세청 business status, stored on each (nts.ts)
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdvertiserOfUser,
  type AdvertiserFileType,
  advertiserFileTypes,
  AdvertiserInput,
  AdvertiserList,
  AdvertiserListQuery,
  advertiserMessages,
  AdvertiserSaved,
  IdParams,
  MAX_UPLOAD_BYTES,
  MessageBody,
  NtsStatusRequest,
  NtsStatusResult,
  RegistrationUpload,
  UserIdParams,
} from '@nurly/contracts/schemas';
import { badRequest } from '../../lib/errors';
import { guards } from '../../access/policy';
import { readMultipartFile } from '../../lib/multipart';
import { pagedListRoute } from '../../lib/list-route';
import { errorResponses } from '../../lib/schemas';
import { advertiserOrdering } from './repository';
import * as service from './service';
import type { FileStorage } from '../../lib/storage';
import { uploadQuotaOf } from '../uploads';
import type { NtsAdapter } from './nts';
import { moduleRoutes } from '../../lib/route';

const tags = ['advertisers'];

export interface AdvertiserRoutesOptions {
  storage?: FileStorage;
  nts: NtsAdapter;
}

const advertiserRoutes: FastifyPluginAsyncTypebox<AdvertiserRoutesOptions> = async (app, options) => {
  const deps: service.AdvertisersDeps = {
    repo: app.advertisersRepo,
    clock: app.clock,
    storage: options.storage ?? app.storage,
    config: app.config.advertisers,
    quota: uploadQuotaOf(app.config.storage),
    log: app.log,
    nts: options.nts,
  };
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000 } });

  pagedListRoute(app, '/admin/advertisers', {
    access: guards.user,
    tags,
    summary: '거래처 목록',
    querystring: AdvertiserListQuery,
    response: AdvertiserList,
    ordering: advertiserOrdering,
    list: async (query, window, request) => service.list(deps, await request.principal(), query, window),
  });

  const route = moduleRoutes(app, tags);

  route.get(
    '/admin/advertisers/user/:userId',
    { access: guards.user, summary: '회원의 거래처 (없으면 null)', params: UserIdParams, response: AdvertiserOfUser },
    async (request) => service.ofUser(deps, await request.principal(), request.params.userId),
  );

  route.post(
    '/admin/advertisers',
    { access: guards.user, summary: '거래처 등록', body: AdvertiserInput, response: AdvertiserSaved, status: 201 },
    async (request) => await service.create(deps, await request.principal(), request.body),
  );

  route.put(
    '/admin/advertisers/:id',
    { access: guards.user, summary: '거래처 수정', params: IdParams, body: AdvertiserInput, response: AdvertiserSaved },
    async (request) => service.update(deps, await request.principal(), request.params.id, request.body),
  );

  route.delete(
    '/admin/advertisers/:id',
    { access: guards.user, summary: '거래처 삭제', params: IdParams, response: MessageBody },
    async (request) => service.remove(deps, await request.principal(), request.params.id),
  );

  app.post('/admin/advertisers/registration', {
    config: { access: guards.user },
    schema: {
      tags,
      summary: '사업자 등록증/통장 사본 업로드 (parse=true: 등록증 읽기)',
      consumes: ['multipart/form-data'],
      response: { 201: RegistrationUpload, ...errorResponses },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(advertiserMessages.fileRequired, 'file');
      const { fields, file } = await readMultipartFile(request.parts(), {
        fileTooLarge: advertiserMessages.fileTooLarge,
        oneFileOnly: '파일은 하나만 업로드할 수 있습니다.',
        malformed: advertiserMessages.malformedUpload,
      });
      if (!file || file.bytes.length === 0) throw badRequest(advertiserMessages.fileRequired, 'file');
      const type = (fields.type ?? 'REGISTRATION').toUpperCase();
      if (!(advertiserFileTypes as readonly string[]).includes(type)) throw badRequest('파일 종류가 올바르지 않습니다.', 'type');
      const parse = ['true', '1', 'yes'].includes((fields.parse ?? '').toLowerCase());
      const result = await service.upload(deps, await request.principal(), { ...file, type: type as AdvertiserFileType, parse });
      return reply.status(201).send(result);
    },
  });

  route.post(
    '/admin/advertisers/nts-status',
    {
      access: guards.consoleStaff,
      summary: '국세청 사업자 상태 조회 (NTS_SERVICE_KEY가 없으면 꺼짐: enabled=false)',
      body: NtsStatusRequest,
      response: NtsStatusResult,
    },
    async (request) => service.checkNtsStatus(deps, request.body.ids),
  );

  route.get(
    '/admin/advertisers/:id/files',
    {
      access: guards.user,
      summary: '거래처 파일 (blob)',
      params: IdParams,
      response: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
    },
    async (request, reply) => {
      const { bytes, mime, name } = await service.readFile(deps, await request.principal(), request.params.id);
      return reply
        .header('content-type', mime)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};

export default advertiserRoutes;
