/**
 * Release registry API (NURLY_ADMIN; contracts/src/schemas/releases.ts):
 *  - GET  admin/releases                     live state per deployment, published releases, history
 *  - POST admin/releases                     multipart `archive` (a zip of a remote's dist with release.json): 201, or 200 when the
 *                                            same version with the same content is there; 400 bad archive/manifest, 409 refusals
 *  - POST admin/releases/activate            make a release live, or a canary of 1–100 %
 *  - POST admin/releases/rollback|promote|abort
 *  - POST admin/releases/shell-check          whether a shell of this @nurly/shared version loads every served release (409 naming them)
 */
import multipart from '@fastify/multipart';
import type { Static, TSchema } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { releaseMessages, type RemoteKey } from '@nurly/contracts';
import {
  ActivateReleaseRequest,
  PublishReleaseResponse,
  ReleaseChangeResponse,
  ReleaseListQuery,
  ReleaseOverview,
  ReleaseStepRequest,
  ShellCheckRequest,
  ShellCheckResponse,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { badRequest } from '../../lib/errors';
import { readMultipartFile } from '../../lib/multipart';
import { errorResponses } from '../../lib/schemas';
import * as changes from './changes';
import { publishArchive, type ReleasesDeps } from './publish';
import { checkShell } from './shell';
import { moduleRoutes } from '../../lib/route';

const tags = ['releases'];

export interface ReleaseRoutesOptions {
  deps: ReleasesDeps;
  maxArchiveBytes: number;
}

const releaseRoutes: FastifyPluginAsyncTypebox<ReleaseRoutesOptions> = async (app, { deps, maxArchiveBytes }) => {
  await app.register(multipart, { limits: { fileSize: maxArchiveBytes, files: 1, fields: 10, fieldSize: 1000, parts: 20 } });

  const route = moduleRoutes(app, tags);

  route.get(
    '/admin/releases',
    {
      access: guards.nurlyAdmin,
      summary: '리모트 릴리스 현황 (배포별 라이브·카나리, 게시된 릴리스, 이력)',
      querystring: ReleaseListQuery,
      response: ReleaseOverview,
    },
    async (request) => changes.overview(deps, request.query.remote as RemoteKey | undefined, request.query.history_limit ?? 100),
  );

  app.post('/admin/releases', {
    config: { access: guards.nurlyAdmin },
    schema: {
      tags,
      summary: '리모트 릴리스 게시 (multipart: archive = dist의 zip, 루트에 release.json)',
      consumes: ['multipart/form-data'],
      response: { 200: PublishReleaseResponse, 201: PublishReleaseResponse, ...errorResponses },
    },
    handler: async (request, reply) => {
      const principal = await request.principal();
      if (!request.isMultipart()) throw badRequest(releaseMessages.archiveRequired, 'archive');
      const { file } = await readMultipartFile(
        request.parts(),
        {
          fileTooLarge: releaseMessages.archiveTooLarge(maxArchiveBytes),
          oneFileOnly: releaseMessages.oneArchiveOnly,
          malformed: releaseMessages.malformedUpload,
        },
        'archive',
      );
      if (!file || file.bytes.length === 0) throw badRequest(releaseMessages.archiveRequired, 'archive');
      const { created, release } = await publishArchive(deps, principal.id, file.bytes);
      const message = created
        ? releaseMessages.published(release.remote, release.version)
        : releaseMessages.alreadyPublished(release.remote, release.version);
      return reply.status(created ? 201 : 200).send({ message, release });
    },
  });

  const changeRoute = <Body extends TSchema>(
    url: string,
    summary: string,
    body: Body,
    run: (actorId: number, request: Static<Body>) => Promise<string>,
  ) =>
    app.post(url, {
      config: { access: guards.nurlyAdmin },
      schema: { tags, summary, body, response: { 200: ReleaseChangeResponse, ...errorResponses } },
      handler: async (request) => {
        const principal = await request.principal();
        const message = await run(principal.id, request.body as Static<Body>);
        return { message, live: await changes.liveStates(deps, (request.body as { remote: RemoteKey }).remote) };
      },
    });

  route.post(
    '/admin/releases/shell-check',
    {
      access: guards.nurlyAdmin,
      summary: '셸 배포 전 확인: 이 @nurly/shared 버전으로 배포 중인 모든 리모트를 불러올 수 있는지 (아니면 409)',
      body: ShellCheckRequest,
      response: ShellCheckResponse,
    },
    async (request) => ({ message: await checkShell(deps.repo, request.body.shared_version) }),
  );

  changeRoute('/admin/releases/activate', '릴리스 라이브 배포 (canary_percent 1–100: 카나리)', ActivateReleaseRequest, (actor, body) =>
    changes.activate(deps, actor, body),
  );
  changeRoute('/admin/releases/rollback', '이전 라이브 릴리스로 되돌리기', ReleaseStepRequest, (actor, body) =>
    changes.rollback(deps, actor, body),
  );
  changeRoute('/admin/releases/promote', '카나리를 전체에 배포', ReleaseStepRequest, (actor, body) => changes.promote(deps, actor, body));
  changeRoute('/admin/releases/abort', '카나리 중단', ReleaseStepRequest, (actor, body) => changes.abort(deps, actor, body));
};

export default releaseRoutes;
