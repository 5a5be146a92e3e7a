/**
 * /api/offerwall/v1/… — the publisher API (docs/decisions/money-loop.md#offerwall-api). No bearer token: every request is
 * signed with the app's secret (signature.ts), so these routes declare `guards.public` and this
 * encapsulated plugin checks the signature in preValidation, before any validation can answer.
 * The raw body is kept by a JSON parser scoped to this plugin (the signature covers its sha256).
 */
import { isIP } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPLETION_REJECT_REASONS, SIGNATURE_HEADERS } from '@nurly/contracts';
import { guards } from '../../access/policy';
import { AppError, badRequest } from '../../lib/errors';
import { PUBLISHER_SECURITY } from '../../lib/openapi';
import { moduleRoutes } from '../../lib/route';
import { errorResponses } from '../../lib/schemas';
import * as publisher from './publisher';
import {
  PublisherClickParams,
  PublisherClickRequest,
  PublisherClickResponse,
  PublisherCompleteRequest,
  PublisherCompleteResponse,
  PublisherIdempotencyHeaders,
  PublisherMissionList,
  PublisherMissionsQuery,
  PublisherReportQuery,
  PublisherReportResponse,
  PublisherTransactionParams,
  PublisherTransactionResponse,
} from '@nurly/contracts/schemas';
import { postbackDescription, signingDescription } from './publisher-docs';
import { createCompletionQueue } from './completion-queue';
import { idempotent } from './idempotency';
import type { SeenSignature } from './completions';
import { ipAllowed, liveSecrets, signatureMessages, ReplayGuard, signaturesMatch, signRequest } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified publisher app of a /offerwall/v1 request. */
    publisherApp: publisher.PublisherAppRecord | null;
    /** A completion's signature, recorded against replays inside its batch's transaction. */
    publisherSignature: SeenSignature | null;
    rawBody: Buffer | null;
  }
}

const INVALID_JSON = Symbol('invalid json');
/** A request header by its name as SIGNATURE_HEADERS spells it (Node keeps them lower-case). */
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

/** An idempotent write's answer; a replayed one says so in `Idempotency-Replayed`. */
const sendAnswer = (reply: FastifyReply, answer: { status: number; body: unknown; replayed: boolean }) => {
  if (answer.replayed) reply.header('idempotency-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
};

const tags = ['offerwall-publisher'];
const security = PUBLISHER_SECURITY;

const publisherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config.offerwall;
  const deps: publisher.PublisherDeps = {
    repo: app.offerwallRepo,
    clock: app.clock,
    config,
    log: app.log,
    queuePostback: app.jobs.enabled ? async (id) => void (await app.jobs.send('offerwall.postback', { postbackId: id })) : undefined,
  };
  const replays = new ReplayGuard();
  const completions = createCompletionQueue(deps, { onBatch: (size, seconds) => app.meters.completionBatch(size, seconds) });

  app.decorateRequest('publisherApp', null);
  app.decorateRequest('publisherSignature', null);
  app.decorateRequest('rawBody', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: config.bodyLimitBytes }, (request, body: Buffer, done) => {
    request.rawBody = body;
    if (!body.length) return done(null, undefined);
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch {
      // Reported after the signature check: an unsigned caller learns nothing from our parser.
      done(null, INVALID_JSON);
    }
  });

  app.addHook('preValidation', async (request) => {
    const key = header(request, SIGNATURE_HEADERS.key);
    const timestamp = header(request, SIGNATURE_HEADERS.timestamp);
    const signature = header(request, SIGNATURE_HEADERS.signature);
    if (!key || !timestamp || !signature) throw new AppError(401, signatureMessages.missing, 'SIGNATURE_MISSING');
    const record = key.length <= 64 ? await app.offerwallRepo.findAppByKeyCached(app.clock, key) : undefined;
    if (!record) throw new AppError(401, signatureMessages.unknownKey, 'UNKNOWN_KEY');
    const nowMs = app.clock.now().getTime();
    const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
    if (!Number.isFinite(seconds) || Math.abs(nowMs / 1000 - seconds) > config.signatureWindowSeconds)
      throw new AppError(401, signatureMessages.stale, 'STALE_TIMESTAMP');
    // After a rotation the previous secret still signs, until its grace period ends (app clock).
    const signedBy = liveSecrets(record, app.clock.now()).some((secret) =>
      signaturesMatch(signRequest(secret, timestamp, request.method, request.url, request.rawBody ?? ''), signature),
    );
    if (!signedBy) throw new AppError(401, signatureMessages.badSignature, 'BAD_SIGNATURE');
    if (record.status !== 'ACTIVE') throw new AppError(403, signatureMessages.disabled, 'APP_DISABLED');
    if (!ipAllowed(record.allowedIps, request.ip)) throw new AppError(403, signatureMessages.ipNotAllowed, 'IP_NOT_ALLOWED');
    // Replays: this instance's memory first (free), then the table every instance shares. A
    // completion records its signature inside its batch's transaction instead (completions.ts).
    const seen = {
      appId: record.id,
      signature: signature.toLowerCase(),
      expiresAt: new Date((seconds + config.signatureWindowSeconds) * 1000 + 1000),
    };
    if (!replays.remember(seen.signature, seen.expiresAt.getTime(), nowMs)) throw new AppError(409, signatureMessages.replayed, 'REPLAYED');
    if (request.body === INVALID_JSON) throw badRequest(signatureMessages.invalidJson, undefined, 'INVALID_JSON');
    if (request.routeOptions.url?.endsWith('/complete')) request.publisherSignature = seen;
    else if (!(await app.offerwallRepo.rememberSignatures([seen])).size) throw new AppError(409, signatureMessages.replayed, 'REPLAYED');
    request.publisherApp = record;
  });

  const appOf = (request: FastifyRequest) => request.publisherApp!;
  const route = moduleRoutes(app, tags);

  route.get(
    '/missions',
    {
      access: guards.public,
      security,
      summary: '참여 가능한 미션 목록 (GET missions?user=)',
      description: `이 사용자가 지금 참여할 수 있는 미션: 진행 중, 기간 내, 예치 포인트가 한 건 더 남았고, 일 목표 미달, 오늘 이 사용자가 완료하지 않은 광고.\n\n${signingDescription}`,
      querystring: PublisherMissionsQuery,
      response: PublisherMissionList,
    },
    async (request) => publisher.missions(deps, appOf(request), request.query.user),
  );

  app.post('/clicks', {
    config: { access: guards.public },
    schema: {
      tags,
      security,
      summary: '미션 클릭 (click_id와 수행 안내)',
      description: `mission_id(광고 id), user, ip, 선택 adid. 응답의 click_id로 ${config.minSeconds}초 이후 ${config.clickWindowMinutes}분 이내에 complete를 호출하세요.\n\n${signingDescription}`,
      headers: PublisherIdempotencyHeaders,
      body: PublisherClickRequest,
      response: { 201: PublisherClickResponse, ...errorResponses },
    },
    handler: async (request, reply) => {
      const caller = appOf(request);
      const answer = await idempotent(deps, caller.id, request.headers['idempotency-key'], request, 201, async () => {
        if (!isIP(request.body.ip)) throw badRequest(publisher.publisherMessages.ipInvalid, 'ip');
        return publisher.click(deps, caller, request.body);
      });
      return sendAnswer(reply, answer);
    },
  });

  app.post('/clicks/:id/complete', {
    config: { access: guards.public },
    schema: {
      tags,
      security,
      summary: '미션 완료 (COMPLETED / REJECTED / DUPLICATE)',
      description: `본문 \`{"answer": "…"}\` (질문이 있는 미션만). COMPLETED: transaction_id와 payout, 포스트백 발송. REJECTED: code = ${COMPLETION_REJECT_REASONS.join(', ')} (기록됨). DUPLICATE: 같은 사용자가 오늘 이미 완료한 광고 (집계되지 않음).\n\n${signingDescription}`,
      headers: PublisherIdempotencyHeaders,
      params: PublisherClickParams,
      body: PublisherCompleteRequest,
      response: { 200: PublisherCompleteResponse, ...errorResponses },
    },
    handler: async (request, reply) => {
      const caller = appOf(request);
      const signature = request.publisherSignature!;
      const answer = await idempotent(
        deps,
        caller.id,
        request.headers['idempotency-key'],
        request,
        200,
        () => completions.complete(caller, request.params.id, request.body?.answer, signature),
        // Answered without its batch, the request's signature is recorded here instead: a replay is still refused.
        async () => {
          if (!(await app.offerwallRepo.rememberSignatures([signature])).size)
            throw new AppError(409, signatureMessages.replayed, 'REPLAYED');
        },
      );
      return sendAnswer(reply, answer);
    },
  });

  route.get(
    '/transactions/:id',
    {
      access: guards.public,
      security,
      summary: '거래 조회 (transaction_id)',
      description: `${signingDescription}\n\n${postbackDescription}`,
      params: PublisherTransactionParams,
      response: PublisherTransactionResponse,
    },
    async (request) => publisher.transaction(deps, appOf(request), request.params.id),
  );

  route.get(
    '/reports/daily',
    {
      access: guards.public,
      security,
      summary: '일별 리포트 (from, to: YYYY-MM-DD, 최대 93일)',
      description: signingDescription,
      querystring: PublisherReportQuery,
      response: PublisherReportResponse,
    },
    async (request) => publisher.dailyReport(deps, appOf(request), request.query),
  );
};

export default publisherRoutes;
