/**
 * Uploads API (docs/decisions/product.md#api-calls). Access:
 *  - POST admin/s3/upload        user, not a guest (403 in the service): multipart `file` + `product_id`;
 *                                PNG/JPEG/GIF/WEBP by content, ≤ UPLOAD_IMAGE_MAX_BYTES (413), the shared
 *                                per-account upload quota (429); malformed multipart → 400
 *  - GET  admin/s3/files/{id}    the uploader or console staff (others: 404); streams the image
 */
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, MissionImage, uploadMessages } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { badRequest } from '../../lib/errors';
import { readMultipartFile } from '../../lib/multipart';
import { uploadQuotaOf } from './quota';
import { errorResponses } from '../../lib/schemas';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['uploads'];

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.UploadsDeps = {
    repo: app.uploadsRepo,
    clock: app.clock,
    storage: app.storage,
    config: app.config.uploads,
    quota: uploadQuotaOf(app.config.storage),
    log: app.log,
  };
  const maxBytes = app.config.uploads.imageMaxBytes;
  // Registered inside this plugin: the limits apply to these routes only.
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 20 } });

  app.post('/admin/s3/upload', {
    config: { access: guards.user },
    schema: {
      tags,
      summary: '미션 안내 이미지 업로드 (multipart: file, product_id)',
      consumes: ['multipart/form-data'],
      response: { 201: MissionImage, ...errorResponses },
    },
    handler: async (request, reply) => {
      const principal = await request.principal();
      // Before reading the body: a guest's bytes are not worth receiving.
      service.assertMayUpload(principal);
      if (!request.isMultipart()) throw badRequest(uploadMessages.fileRequired, 'file');
      const { fields, file } = await readMultipartFile(request.parts(), {
        fileTooLarge: uploadMessages.fileTooLarge(maxBytes),
        oneFileOnly: uploadMessages.oneFileOnly,
        malformed: uploadMessages.malformedUpload,
      });
      if (!file || file.bytes.length === 0) throw badRequest(uploadMessages.fileRequired, 'file');
      const image = await service.upload(deps, principal, { ...file, productRef: fields.product_id });
      return reply.status(201).send(image);
    },
  });

  const route = moduleRoutes(app, tags);

  route.get(
    '/admin/s3/files/:id',
    {
      access: guards.user,
      summary: '미션 안내 이미지 (업로드한 회원, 콘솔 직원)',
      params: IdParams,
      response: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }),
    },
    async (request, reply) => {
      const image = await service.openImage(deps, await request.principal(), request.params.id);
      return (
        reply
          .header('content-type', image.contentType)
          .header('content-length', image.size)
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(image.name)}`)
          // The type was sniffed at upload; the browser must not second-guess it.
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(image.stream)
      );
    },
  );
};

export default uploadRoutes;
