/**
 * A local stand-in for the Solapi REST API v4, speaking its protocol (lib/messaging/README.md):
 * POST /messages/v4/send-many/detail with `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…,
 * signature=…` (hex HMAC-SHA256 of date + salt under the API secret; refused when the date is more
 * than 15 minutes off or the signature was already used), answered with { failedMessageList,
 * groupInfo, messageList }; a refused message is listed in failedMessageList on an HTTP 200.
 * GET /messages/v4/list?messageId= reports delivery. A real HTTP server on 127.0.0.1.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eucKrBytes } from '../../src/lib/messaging/bytes';
import {
  nextFailure,
  readJson,
  renderTemplate,
  sendJson,
  type FailureScript,
  type FakeTemplate,
  type ScriptedFailure,
} from './fake-messaging';

export interface FakeSolapiMessage {
  messageId: string;
  groupId: string;
  to: string;
  from: string;
  type: 'SMS' | 'LMS' | 'ATA';
  /** The text as delivered (a 알림톡's rendered template). */
  text: string;
  subject?: string;
  templateId?: string;
  variables?: Record<string, string>;
  disableSms?: boolean;
  customFields: Record<string, string>;
  /** Solapi's status code: 2000 accepted, 3000 at the carrier, 4000 received, others failed. */
  statusCode: string;
  dateCreated: string;
}

export interface FakeSolapi {
  url: string;
  apiKey: string;
  apiSecret: string;
  pfId: string;
  senderNo: string;
  /** Every message taken, in order. */
  messages: FakeSolapiMessage[];
  /** Every send request that reached the handler (auth refusals included), for counting retries. */
  requests: { authorized: boolean; errorCode?: string }[];
  /** Registers a 알림톡 template (templateId → body with #{…} variables and its 검수 status). */
  template(templateId: string, template: FakeTemplate): void;
  /** The next `count` send requests (of `type` only, when given) fail this way. */
  failNext(failure: ScriptedFailure, options?: { count?: number; type?: 'SMS' | 'LMS' | 'ATA' }): void;
  /** Sets what GET /messages/v4/list reports for a message (e.g. 4000 received, 3104 no KakaoTalk). */
  deliver(messageId: string, statusCode: string): void;
  /** The fake's clock is off by this much (Solapi checks the signed date against its own time). */
  skewMs: number;
  reset(): void;
  close(): Promise<void>;
}

/** Settings that point the app's message sender at the fake. */
export const fakeSolapiEnv = (fake: FakeSolapi, extra: Record<string, string> = {}): Record<string, string> => ({
  MESSAGE_PROVIDER: 'solapi',
  SOLAPI_API_KEY: fake.apiKey,
  SOLAPI_API_SECRET: fake.apiSecret,
  SOLAPI_PF_ID: fake.pfId,
  SOLAPI_API_BASE: fake.url,
  MESSAGE_SENDER_NO: fake.senderNo,
  MESSAGE_RETRY_BASE_MS: '0',
  MESSAGE_TIMEOUT_MS: '500',
  ...extra,
});

const SKEW_LIMIT_MS = 15 * 60_000;
const id = (prefix: string) =>
  `${prefix}${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(8).toString('hex').toUpperCase()}`;

type AuthCheck = { ok: true } | { ok: false; errorCode: string; errorMessage: string };

export async function startFakeSolapi(options: { apiKey?: string; apiSecret?: string } = {}): Promise<FakeSolapi> {
  const apiKey = options.apiKey ?? 'NCSFAKEAPIKEY0001';
  const apiSecret = options.apiSecret ?? 'FAKESOLAPISECRET0123456789ABCDEFGHIJKLMN';
  const pfId = 'KA01PF000000000000000000fake';
  const senderNo = '0212345678';
  const messages: FakeSolapiMessage[] = [];
  const requests: FakeSolapi['requests'] = [];
  const templates = new Map<string, FakeTemplate>();
  const scripts: FailureScript[] = [];
  const usedSignatures = new Map<string, number>();

  const fake = { skewMs: 0 } as FakeSolapi;

  function checkAuth(header: string | undefined): AuthCheck {
    const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header ?? '');
    if (!match) return { ok: false, errorCode: 'InvalidAuthorizationHeader', errorMessage: 'Authorization 헤더 형식이 올바르지 않습니다.' };
    const [, key, date, salt, signature] = match as unknown as [string, string, string, string, string];
    if (key !== apiKey) return { ok: false, errorCode: 'InvalidAPIKey', errorMessage: '유효하지 않은 API Key 입니다.' };
    if (salt.length < 12 || salt.length > 64)
      return { ok: false, errorCode: 'InvalidSalt', errorMessage: 'salt는 12~64바이트여야 합니다.' };
    const at = Date.parse(date);
    if (!Number.isFinite(at) || Math.abs(Date.now() + fake.skewMs - at) > SKEW_LIMIT_MS) {
      return { ok: false, errorCode: 'RequestTimeTooSkewed', errorMessage: '요청 시간이 서버 시간과 15분 이상 차이가 납니다.' };
    }
    const expected = createHmac('sha256', apiSecret)
      .update(date + salt)
      .digest();
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, errorCode: 'SignatureDoesNotMatch', errorMessage: '생성한 signature를 확인하세요.' };
    }
    for (const [seen, when] of usedSignatures) if (Date.now() - when > SKEW_LIMIT_MS) usedSignatures.delete(seen);
    if (usedSignatures.has(signature))
      return { ok: false, errorCode: 'DuplicatedSignature', errorMessage: '이미 사용된 signature 입니다.' };
    usedSignatures.set(signature, Date.now());
    return { ok: true };
  }

  /** Registers one message: the Solapi status code it is refused with, or the message taken. */
  function register(
    input: Record<string, unknown>,
    groupId: string,
  ): { statusCode: string; statusMessage: string; message?: FakeSolapiMessage } {
    const to = String(input.to ?? '').replace(/-/g, '');
    const from = String(input.from ?? '').replace(/-/g, '');
    const type = String(input.type ?? 'SMS').toUpperCase();
    if (!/^01\d{8,9}$/.test(to) || !from) return { statusCode: '1010', statusMessage: '필수 입력 값 미입력' };
    if (from !== senderNo) return { statusCode: '1062', statusMessage: '발신번호 미등록' };
    const customFields = (input.customFields ?? {}) as Record<string, string>;
    if (type === 'ATA') {
      const kakao = (input.kakaoOptions ?? {}) as {
        pfId?: string;
        templateId?: string;
        variables?: Record<string, string>;
        disableSms?: boolean;
      };
      if (kakao.pfId !== pfId) return { statusCode: '1041', statusMessage: '유효한 플러스 친구 값이 아닙니다.' };
      const template = kakao.templateId ? templates.get(kakao.templateId) : undefined;
      if (!template || template.status !== 'APPROVED') return { statusCode: '1042', statusMessage: '유효한 템플릿 아이디가 아닙니다.' };
      const values = Object.fromEntries(
        Object.entries(kakao.variables ?? {}).map(([name, value]) => [name.replace(/^#\{|\}$/g, ''), value]),
      );
      const text = renderTemplate(template.content, values);
      if (text === undefined) return { statusCode: '1043', statusMessage: '등록한 템플릿과 내용이 다릅니다.' };
      const message: FakeSolapiMessage = {
        messageId: id('M4V'),
        groupId,
        to,
        from,
        type: 'ATA',
        text,
        templateId: kakao.templateId,
        variables: kakao.variables,
        disableSms: kakao.disableSms,
        customFields,
        statusCode: '2000',
        dateCreated: new Date().toISOString(),
      };
      return { statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ', message };
    }
    if (type !== 'SMS' && type !== 'LMS') return { statusCode: '1025', statusMessage: '잘못된 메시지 타입' };
    const text = String(input.text ?? '');
    const bytes = eucKrBytes(text);
    if (!text || (type === 'SMS' && bytes > 90) || bytes > 2000) {
      return { statusCode: '1031', statusMessage: 'SMS는 90byte LMS, MMS는 2000byte 까지 사용 가능 합니다.' };
    }
    if (type === 'SMS' && input.subject)
      return { statusCode: '1013', statusMessage: "제목은 문자 타입이 'SMS'일 경우 사용이 불가능합니다." };
    const message: FakeSolapiMessage = {
      messageId: id('M4V'),
      groupId,
      to,
      from,
      type,
      text,
      subject: input.subject as string | undefined,
      customFields,
      statusCode: '2000',
      dateCreated: new Date().toISOString(),
    };
    return { statusCode: '2000', statusMessage: '정상 접수(이통사로 접수 예정) ', message };
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const auth = checkAuth(request.headers.authorization);
    if (request.method === 'GET' && url.pathname === '/messages/v4/list') {
      if (!auth.ok) return sendJson(response, 403, { errorCode: auth.errorCode, errorMessage: auth.errorMessage });
      const messageId = url.searchParams.get('messageId');
      const to = url.searchParams.get('to');
      const startDate = url.searchParams.get('startDate');
      const found = messages.filter(
        (message) =>
          (!messageId || message.messageId === messageId) &&
          (!to || message.to === to) &&
          (!startDate || Date.parse(message.dateCreated) >= Date.parse(startDate)),
      );
      return sendJson(response, 200, {
        limit: 20,
        startKey: null,
        nextKey: null,
        messageList: Object.fromEntries(found.map((message) => [message.messageId, message])),
      });
    }
    if (request.method !== 'POST' || url.pathname !== '/messages/v4/send-many/detail') {
      return sendJson(response, 404, { errorCode: 'NotFound', errorMessage: '존재하지 않는 API 입니다.' });
    }
    const body = (await readJson(request)) as { messages?: Record<string, unknown>[]; showMessageList?: boolean } | undefined;
    requests.push({ authorized: auth.ok, ...(auth.ok ? {} : { errorCode: auth.errorCode }) });
    // Solapi answers a wrong signature with HTTP 400 {errorCode: 'SignatureDoesNotMatch', …}.
    if (!auth.ok)
      return sendJson(response, auth.errorCode === 'InvalidAPIKey' ? 403 : 400, {
        errorCode: auth.errorCode,
        errorMessage: auth.errorMessage,
      });
    if (!body || !Array.isArray(body.messages) || body.messages.length === 0) {
      return sendJson(response, 400, { errorCode: 'ValidationError', errorMessage: '데이터가 반드시 1건 이상 기입되어 있어야 합니다.' });
    }
    const types = body.messages.map((message) => String(message.type ?? 'SMS').toUpperCase());
    const failure = nextFailure(scripts, types[0]!);
    if (failure?.kind === 'timeout') return; // never answered; close() drops the socket
    if (failure?.kind === '5xx')
      return sendJson(response, failure.status ?? 500, { errorCode: 'InternalError', errorMessage: '서버 오류' });
    if (failure?.kind === '4xx') {
      return sendJson(response, failure.status ?? 400, {
        errorCode: String(failure.code ?? 'ValidationError'),
        errorMessage: failure.message ?? '잘못된 요청입니다.',
      });
    }

    const groupId = id('G4V');
    const failedMessageList: Record<string, unknown>[] = [];
    const messageList: Record<string, unknown>[] = [];
    for (const input of body.messages) {
      const result =
        failure?.kind === 'failed-body'
          ? { statusCode: String(failure.code ?? '3059'), statusMessage: failure.message ?? '변작된 발신번호.' }
          : register(input, groupId);
      if (result.message) {
        messages.push(result.message);
        messageList.push({
          messageId: result.message.messageId,
          statusCode: '2000',
          statusMessage: result.statusMessage,
          customFields: result.message.customFields,
        });
      } else {
        failedMessageList.push({
          to: String(input.to ?? ''),
          from: String(input.from ?? ''),
          type: String(input.type ?? 'SMS'),
          statusMessage: result.statusMessage,
          country: '82',
          messageId: id('M4V'),
          statusCode: result.statusCode,
          accountId: '12925149',
          customFields: (input.customFields ?? {}) as Record<string, string>,
        });
      }
    }
    if (failure?.kind === 'timeout-after-accept') return;
    const now = new Date().toISOString();
    const count = {
      total: body.messages.length,
      sentTotal: 0,
      sentFailed: 0,
      sentSuccess: 0,
      sentPending: 0,
      sentReplacement: 0,
      refund: 0,
      registeredFailed: failedMessageList.length,
      registeredSuccess: messageList.length,
    };
    sendJson(response, 200, {
      failedMessageList,
      groupInfo: {
        count,
        groupId,
        status: messageList.length ? 'SENDING' : 'FAILED',
        apiVersion: '4',
        allowDuplicates: false,
        isRefunded: false,
        accountId: '12925149',
        masterAccountId: null,
        dateCreated: now,
        dateUpdated: now,
        dateSent: now,
        dateCompleted: null,
        scheduledDate: null,
      },
      ...(body.showMessageList ? { messageList } : {}),
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    apiSecret,
    pfId,
    senderNo,
    messages,
    requests,
    template: (templateId: string, template: FakeTemplate) => void templates.set(templateId, template),
    failNext: (failure: ScriptedFailure, opts: { count?: number; type?: 'SMS' | 'LMS' | 'ATA' } = {}) =>
      void scripts.push({ failure, remaining: opts.count ?? 1, channel: opts.type }),
    deliver: (messageId: string, statusCode: string) => {
      const message = messages.find((m) => m.messageId === messageId);
      if (!message) throw new Error(`fake solapi: no message ${messageId}`);
      message.statusCode = statusCode;
    },
    reset: () => {
      messages.length = 0;
      requests.length = 0;
      scripts.length = 0;
      templates.clear();
      fake.skewMs = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
