/**
 * A local stand-in for NHN Cloud Notification, speaking its protocol (lib/messaging/README.md):
 * SMS API v3.0 (POST /sms/v3.0/appKeys/{appKey}/sender/sms | sender/auth/sms | sender/mms) and
 * the 알림톡 API v2.3 (POST /alimtalk/v2.3/appkeys/{appkey}/messages | auth/messages), each with
 * its X-Secret-Key. Answers { header: { isSuccessful, resultCode, resultMessage }, … }: a refusal
 * is isSuccessful false on an HTTP 200. 알림톡 refuses a repeated X-NC-API-IDEMPOTENCY-KEY within 10
 * minutes (-1005). The single-message lookups report delivery. A real HTTP server on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eucKrBytes } from '../../src/lib/messaging/bytes';
import {
  hasAuthWord,
  nextFailure,
  readJson,
  renderTemplate,
  sendJson,
  type FailureScript,
  type FakeTemplate,
  type ScriptedFailure,
} from './fake-messaging';

export type NhnChannel = 'sms' | 'auth-sms' | 'mms' | 'alimtalk' | 'auth-alimtalk';

export interface FakeNhnMessage {
  channel: NhnChannel;
  requestId: string;
  recipientSeq: number;
  to: string;
  /** SMS body, or the rendered 알림톡 template. */
  text: string;
  title?: string;
  sendNo?: string;
  templateCode?: string;
  templateParameter?: Record<string, string>;
  resendParameter?: { isResend?: boolean; resendType?: string; resendContent?: string; resendSendNo?: string };
  idempotencyKey?: string;
  senderGroupingKey?: string;
  createdAt: number;
  /** SMS msgStatus ('1' requested … '3' success, '0' failed); 알림톡 messageStatus (COMPLETED, FAILED). */
  status: string;
}

export interface FakeNhn {
  url: string;
  smsAppKey: string;
  smsSecretKey: string;
  alimtalkAppKey: string;
  alimtalkSecretKey: string;
  senderKey: string;
  sendNo: string;
  messages: FakeNhnMessage[];
  /** Every send request that reached a send endpoint, with the resultCode it was answered (null: no answer). */
  requests: { channel: NhnChannel; resultCode: number | null }[];
  template(templateCode: string, template: FakeTemplate): void;
  /** The next `count` send requests (of `channel` only, when given) fail this way. */
  failNext(failure: ScriptedFailure, options?: { count?: number; channel?: 'sms' | 'alimtalk' }): void;
  deliver(requestId: string, status: string): void;
  reset(): void;
  close(): Promise<void>;
}

export const fakeNhnEnv = (fake: FakeNhn, extra: Record<string, string> = {}): Record<string, string> => ({
  MESSAGE_PROVIDER: 'nhn',
  NHN_SMS_APP_KEY: fake.smsAppKey,
  NHN_SMS_SECRET_KEY: fake.smsSecretKey,
  NHN_SMS_API_BASE: fake.url,
  NHN_ALIMTALK_APP_KEY: fake.alimtalkAppKey,
  NHN_ALIMTALK_SECRET_KEY: fake.alimtalkSecretKey,
  NHN_ALIMTALK_SENDER_KEY: fake.senderKey,
  NHN_ALIMTALK_API_BASE: fake.url,
  MESSAGE_SENDER_NO: fake.sendNo,
  MESSAGE_RETRY_BASE_MS: '0',
  MESSAGE_TIMEOUT_MS: '500',
  ...extra,
});

const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;
const header = (resultCode: number, resultMessage: string) => ({ isSuccessful: resultCode === 0, resultCode, resultMessage });
const requestIdOf = () => `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('base64url')}`;

export async function startFakeNhn(): Promise<FakeNhn> {
  const smsAppKey = 'fakeSmsAppKey01';
  const smsSecretKey = 'fakeSmsSecret01';
  const alimtalkAppKey = 'fakeAlimtalkAppKey01';
  const alimtalkSecretKey = 'fakeAlimtalkSecret01';
  const senderKey = 'f'.repeat(40);
  const sendNo = '0212345678';
  const messages: FakeNhnMessage[] = [];
  const requests: FakeNhn['requests'] = [];
  const templates = new Map<string, FakeTemplate>();
  const scripts: FailureScript[] = [];
  const idempotencyKeys = new Map<string, number>();

  type Answer = { status: number; body: unknown } | null;

  function scripted(
    failure: ScriptedFailure | undefined,
    refusal: (code: number, message: string) => unknown,
  ): Answer | 'accept-silently' | undefined {
    if (!failure) return undefined;
    if (failure.kind === 'timeout') return null;
    if (failure.kind === 'timeout-after-accept') return 'accept-silently';
    if (failure.kind === '5xx') return { status: failure.status ?? 500, body: { header: header(-9999, 'System error.') } };
    if (failure.kind === '4xx')
      return {
        status: failure.status ?? 400,
        body: { header: header(Number(failure.code ?? 4), failure.message ?? 'Invalid API parameters.') },
      };
    return { status: 200, body: refusal(Number(failure.code ?? -9999), failure.message ?? 'System error.') };
  }

  function sms(channel: 'sms' | 'auth-sms' | 'mms', secret: string | undefined, input: Record<string, unknown>): Answer {
    const refusal = (code: number, message: string) => ({ header: header(code, message) });
    // Unverified detail: the HTTP status NHN gives a wrong secret key (its documented 알림톡 code is -1001).
    if (secret !== smsSecretKey) return { status: 401, body: refusal(-1001, 'Invalid secretKey.') };
    const failure = scripted(nextFailure(scripts, 'sms'), refusal);
    if (failure !== undefined && failure !== 'accept-silently') return failure;
    const text = String(input.body ?? '');
    const recipients = (input.recipientList ?? []) as { recipientNo?: string }[];
    if (!recipients.length) return { status: 200, body: refusal(-2001, 'RecipientList can not be null.') };
    if (String(input.sendNo ?? '') !== sendNo) return { status: 200, body: refusal(-2312, 'Not regist sendno.') };
    if (!text || (channel !== 'mms' && eucKrBytes(text) > 90) || eucKrBytes(text) > 2000) {
      return { status: 200, body: refusal(-2015, 'Title or Body exceed maximum byte.') };
    }
    if (channel === 'mms' && !input.title) return { status: 200, body: refusal(-2014, 'Title or Body can not be empty.') };
    if (channel === 'auth-sms' && !hasAuthWord(text))
      return { status: 200, body: refusal(-8000, 'The body must contain auth guide ment.') };
    const requestId = requestIdOf();
    const sendResultList = recipients.map((recipient, index) => {
      const to = String(recipient.recipientNo ?? '');
      if (!/^01\d{8,9}$/.test(to))
        return { recipientNo: to, resultCode: -2019, resultMessage: 'RecipientNo is invalid.', recipientSeq: index + 1 };
      messages.push({
        channel,
        requestId,
        recipientSeq: index + 1,
        to,
        text,
        title: input.title as string | undefined,
        sendNo,
        senderGroupingKey: input.senderGroupingKey as string | undefined,
        createdAt: Date.now(),
        status: '1',
      });
      return { recipientNo: to, resultCode: 0, resultMessage: 'SUCCESS', recipientSeq: index + 1, recipientGroupingKey: null };
    });
    if (failure === 'accept-silently') return null;
    return {
      status: 200,
      body: {
        header: header(0, 'SUCCESS'),
        body: { data: { requestId, statusCode: '2', senderGroupingKey: input.senderGroupingKey ?? null, sendResultList } },
      },
    };
  }

  function alimtalk(
    channel: 'alimtalk' | 'auth-alimtalk',
    secret: string | undefined,
    key: string | undefined,
    input: Record<string, unknown>,
  ): Answer {
    const refusal = (code: number, message: string) => ({ header: header(code, message), message: null });
    if (secret !== alimtalkSecretKey) return { status: 401, body: refusal(-1001, 'Invalid secretKey.') };
    if (key) {
      for (const [seen, at] of idempotencyKeys) if (Date.now() - at > IDEMPOTENCY_WINDOW_MS) idempotencyKeys.delete(seen);
      if (idempotencyKeys.has(key)) {
        return { status: 200, body: refusal(-1005, "The same 'X-NC-API-IDEMPOTENCY-KEY' was used within the last 10 minute.") };
      }
    }
    const failure = scripted(nextFailure(scripts, 'alimtalk'), refusal);
    if (failure !== undefined && failure !== 'accept-silently') return failure;
    if (input.senderKey !== senderKey) return { status: 200, body: refusal(-1006, "Plus friend don't have senderKey.") };
    const template = templates.get(String(input.templateCode ?? ''));
    if (!template) return { status: 200, body: refusal(-3003, 'Template does not exist.') };
    if (template.status !== 'APPROVED') return { status: 200, body: refusal(-3005, 'Please check template status.') };
    const recipients = (input.recipientList ?? []) as {
      recipientNo?: string;
      templateParameter?: Record<string, string>;
      resendParameter?: FakeNhnMessage['resendParameter'];
    }[];
    if (!recipients.length) return { status: 200, body: refusal(-2001, 'RecipientList can not be null.') };
    if (key) idempotencyKeys.set(key, Date.now());
    const requestId = requestIdOf();
    const sendResults = recipients.map((recipient, index) => {
      const to = String(recipient.recipientNo ?? '');
      const text = renderTemplate(template.content, recipient.templateParameter ?? {});
      if (text === undefined)
        return { recipientSeq: index + 1, recipientNo: to, resultCode: -3004, resultMessage: 'Please check template parameter.' };
      if (channel === 'auth-alimtalk' && !hasAuthWord(text)) {
        return { recipientSeq: index + 1, recipientNo: to, resultCode: -8000, resultMessage: 'The body must contain auth guide ment.' };
      }
      messages.push({
        channel,
        requestId,
        recipientSeq: index + 1,
        to,
        text,
        templateCode: String(input.templateCode),
        templateParameter: recipient.templateParameter,
        resendParameter: recipient.resendParameter,
        idempotencyKey: key,
        senderGroupingKey: input.senderGroupingKey as string | undefined,
        createdAt: Date.now(),
        status: 'READY',
      });
      return { recipientSeq: index + 1, recipientNo: to, resultCode: 0, resultMessage: 'SUCCESS', recipientGroupingKey: null };
    });
    if (failure === 'accept-silently') return null;
    return {
      status: 200,
      body: { header: header(0, 'SUCCESS'), message: { requestId, senderGroupingKey: input.senderGroupingKey ?? null, sendResults } },
    };
  }

  /** yyyy-MM-dd HH:mm:ss in Korean time → epoch ms. */
  const seoulInstant = (text: string | null) => (text ? Date.parse(`${text.replace(' ', 'T')}+09:00`) : NaN);

  /** GET …/sender/sms|mms: the search (a date range is required), by senderGroupingKey and recipientNo. */
  function search(channel: 'sms' | 'mms', url: URL, secret: string | undefined): Answer {
    if (secret !== smsSecretKey) return { status: 401, body: { header: header(-1001, 'Invalid secretKey.') } };
    const from = seoulInstant(url.searchParams.get('startCreateDate'));
    const to = seoulInstant(url.searchParams.get('endCreateDate'));
    if (!Number.isFinite(from) || !Number.isFinite(to)) {
      return { status: 200, body: { header: header(-2011, 'RequestId or start/endRequestDate or start/endCreateDate is required.') } };
    }
    const key = url.searchParams.get('senderGroupingKey');
    const recipientNo = url.searchParams.get('recipientNo');
    const data = messages
      .filter((m) => (channel === 'mms' ? m.channel === 'mms' : m.channel === 'sms' || m.channel === 'auth-sms'))
      .filter(
        (m) => m.createdAt >= from && m.createdAt <= to && (!key || m.senderGroupingKey === key) && (!recipientNo || m.to === recipientNo),
      )
      .map((m) => ({
        requestId: m.requestId,
        recipientSeq: m.recipientSeq,
        recipientNo: m.to,
        body: m.text,
        msgStatus: m.status,
        senderGroupingKey: m.senderGroupingKey,
      }));
    return { status: 200, body: { header: header(0, 'SUCCESS'), body: { pageNum: 1, pageSize: 15, totalCount: data.length, data } } };
  }

  function lookup(url: URL, secret: string | undefined): Answer {
    const list = new RegExp(`^/sms/v3\\.0/appKeys/${smsAppKey}/sender/(sms|mms)$`).exec(url.pathname);
    if (list) return search(list[1] as 'sms' | 'mms', url, secret);
    const sms = new RegExp(`^/sms/v3\\.0/appKeys/${smsAppKey}/sender/(sms|mms)/([^/]+)$`).exec(url.pathname);
    const kakao = new RegExp(`^/alimtalk/v2\\.3/appkeys/${alimtalkAppKey}/messages/([^/]+)/(\\d+)$`).exec(url.pathname);
    if (sms) {
      if (secret !== smsSecretKey) return { status: 401, body: { header: header(-1001, 'Invalid secretKey.') } };
      const seq = Number(url.searchParams.get('recipientSeq'));
      const found = messages.find((m) => m.requestId === sms[2] && m.recipientSeq === seq);
      if (!found) return { status: 200, body: { header: header(-2008, 'Invalid requestId.') } };
      return {
        status: 200,
        body: {
          header: header(0, 'SUCCESS'),
          body: {
            data: {
              requestId: found.requestId,
              recipientSeq: found.recipientSeq,
              recipientNo: found.to,
              body: found.text,
              msgStatus: found.status,
            },
          },
        },
      };
    }
    if (kakao) {
      if (secret !== alimtalkSecretKey) return { status: 401, body: { header: header(-1001, 'Invalid secretKey.') } };
      const found = messages.find((m) => m.requestId === kakao[1] && m.recipientSeq === Number(kakao[2]));
      if (!found) return { status: 200, body: { header: header(-2008, 'Invalid requestId.'), message: null } };
      return {
        status: 200,
        body: {
          header: header(0, 'SUCCESS'),
          message: {
            requestId: found.requestId,
            recipientSeq: found.recipientSeq,
            recipientNo: found.to,
            content: found.text,
            templateCode: found.templateCode,
            messageStatus: found.status,
          },
        },
      };
    }
    return { status: 404, body: { header: header(-9998, 'Not exist API.') } };
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const secret = request.headers['x-secret-key'] as string | undefined;
    if (request.method === 'GET') {
      const answer = lookup(url, secret);
      return sendJson(response, answer!.status, answer!.body);
    }
    const input = (await readJson(request)) as Record<string, unknown> | undefined;
    if (!input) return sendJson(response, 400, { header: header(-9997, 'Invalid API parameters.') });
    const smsPath = new RegExp(`^/sms/v3\\.0/appKeys/${smsAppKey}/sender/(sms|auth/sms|mms)$`).exec(url.pathname);
    const kakaoPath = new RegExp(`^/alimtalk/v2\\.3/appkeys/${alimtalkAppKey}/(messages|auth/messages)$`).exec(url.pathname);
    let channel: NhnChannel;
    let answer: Answer;
    if (smsPath) {
      channel = smsPath[1] === 'auth/sms' ? 'auth-sms' : (smsPath[1] as 'sms' | 'mms');
      answer = sms(channel, secret, input);
    } else if (kakaoPath) {
      channel = kakaoPath[1] === 'auth/messages' ? 'auth-alimtalk' : 'alimtalk';
      answer = alimtalk(channel, secret, request.headers['x-nc-api-idempotency-key'] as string | undefined, input);
    } else {
      return sendJson(response, 404, { header: header(-9998, 'Not exist API.') });
    }
    const resultCode = answer ? ((answer.body as { header?: { resultCode?: number } }).header?.resultCode ?? null) : null;
    requests.push({ channel, resultCode });
    if (answer) sendJson(response, answer.status, answer.body);
    // null: no answer (a scripted timeout); close() drops the socket.
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    smsAppKey,
    smsSecretKey,
    alimtalkAppKey,
    alimtalkSecretKey,
    senderKey,
    sendNo,
    messages,
    requests,
    template: (templateCode, template) => void templates.set(templateCode, template),
    failNext: (failure, options = {}) => void scripts.push({ failure, remaining: options.count ?? 1, channel: options.channel }),
    deliver: (requestId, status) => {
      const found = messages.filter((m) => m.requestId === requestId);
      if (!found.length) throw new Error(`fake nhn: no request ${requestId}`);
      for (const message of found) message.status = status;
    },
    reset: () => {
      messages.length = 0;
      requests.length = 0;
      scripts.length = 0;
      templates.clear();
      idempotencyKeys.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
