/**
 * NHN Cloud Notification (README.md "NHN Cloud" for the sources): SMS API v3.0 and KakaoTalk
 * Bizmessage 알림톡 API v2.3, both with the X-Secret-Key header. Answers carry
 * `header.isSuccessful`: false on an HTTP 200 is a refusal, as is a recipient whose resultCode is
 * not 0. AUTH-purpose messages use the authentication endpoints (sender/auth/sms, auth/messages),
 * which NHN sends at any hour and which must contain an auth word (인증, 비밀번호, auth …).
 * 알림톡 sends pass X-NC-API-IDEMPOTENCY-KEY: a repeat within 10 minutes is refused with -1005,
 * which here means the first attempt went through. The SMS API takes no key: it rides as
 * senderGroupingKey, and before retrying after a timeout or 5xx the adapter searches for it.
 */
import type { MessagingConfig } from './config';
import { mayHaveArrived, requestJson, withRetry } from './http';
import { textKindOf } from './bytes';
import { MessagingError, type DeliveryStatus, type MessageSender, type OutboundMessage, type SendReceipt } from './types';

interface NhnHeader {
  isSuccessful?: boolean;
  resultCode?: number;
  resultMessage?: string;
}

/** 알림톡: the idempotency key was used in the last 10 minutes. */
const NHN_DUPLICATE_IDEMPOTENCY_KEY = -1005;

function refusal(what: string, status: number, header: NhnHeader | undefined, retryable = false): MessagingError {
  return new MessagingError(
    `nhn ${what}: refused (${status} ${header?.resultCode ?? ''} ${header?.resultMessage ?? ''})`.trim(),
    'nhn',
    retryable,
    String(header?.resultCode ?? `HTTP_${status}`),
  );
}

export function nhnSender(config: MessagingConfig): MessageSender {
  const nhn = config.nhn;
  if (!nhn.smsAppKey || !nhn.smsSecretKey) throw new Error('nhn: NHN_SMS_APP_KEY and NHN_SMS_SECRET_KEY are required');
  const smsBase = `${nhn.smsApiBase}/sms/v3.0/appKeys/${encodeURIComponent(nhn.smsAppKey)}`;
  const alimtalkBase = nhn.alimtalkAppKey ? `${nhn.alimtalkApiBase}/alimtalk/v2.3/appkeys/${encodeURIComponent(nhn.alimtalkAppKey)}` : null;
  const retry = { attempts: config.retryAttempts, baseMs: config.retryBaseMs };

  async function sendSms(message: OutboundMessage, kind: 'SMS' | 'LMS'): Promise<string> {
    // The authentication endpoint takes SMS only; a longer auth text goes as an ordinary LMS.
    const path = kind === 'LMS' ? 'sender/mms' : message.purpose === 'AUTH' ? 'sender/auth/sms' : 'sender/sms';
    const answer = await requestJson('nhn', `${smsBase}/${path}`, {
      headers: { 'X-Secret-Key': nhn.smsSecretKey! },
      body: {
        body: message.text,
        ...(kind === 'LMS' ? { title: message.subject ?? message.text.slice(0, 20) } : {}),
        sendNo: config.senderNo,
        // Our key, for the operator's search in the NHN console (the SMS API takes no idempotency key).
        senderGroupingKey: message.idempotencyKey.slice(0, 100),
        recipientList: [{ recipientNo: message.to }],
      },
      timeoutMs: config.timeoutMs,
    });
    const body = (answer.body ?? {}) as {
      header?: NhnHeader;
      body?: { data?: { requestId?: string; sendResultList?: { resultCode?: number; resultMessage?: string; recipientSeq?: number }[] } };
    };
    if (answer.status >= 400 || !body.header?.isSuccessful) throw refusal('sms', answer.status, body.header, answer.status === 429);
    const data = body.body?.data;
    const result = data?.sendResultList?.[0];
    if (!data?.requestId || !result || result.resultCode !== 0) {
      throw refusal('sms', answer.status, { resultCode: result?.resultCode, resultMessage: result?.resultMessage ?? 'recipient refused' });
    }
    return `${kind === 'LMS' ? 'mms' : 'sms'}:${data.requestId}:${result.recipientSeq ?? 1}`;
  }

  /** NHN's search takes Korean local time (yyyy-MM-dd HH:mm:ss). */
  const seoulTime = (at: Date) => new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

  /** The SMS an earlier attempt delivered after all: found by our key as senderGroupingKey. */
  async function smsAlreadyTaken(message: OutboundMessage, kind: 'SMS' | 'LMS', since: Date): Promise<string | undefined> {
    const channel = kind === 'LMS' ? 'mms' : 'sms';
    const query = new URLSearchParams({
      senderGroupingKey: message.idempotencyKey.slice(0, 100),
      recipientNo: message.to,
      startCreateDate: seoulTime(new Date(since.getTime() - 60_000)),
      endCreateDate: seoulTime(new Date(Date.now() + 60_000)),
    });
    const answer = await requestJson('nhn', `${smsBase}/sender/${channel}?${query}`, {
      method: 'GET',
      headers: { 'X-Secret-Key': nhn.smsSecretKey! },
      timeoutMs: config.timeoutMs,
    });
    const body = (answer.body ?? {}) as { header?: NhnHeader; body?: { data?: { requestId?: string; recipientSeq?: number }[] } };
    const found = body.header?.isSuccessful ? body.body?.data?.[0] : undefined;
    return found?.requestId ? `${channel}:${found.requestId}:${found.recipientSeq ?? 1}` : undefined;
  }

  async function sendAlimtalk(message: OutboundMessage): Promise<{ messageId: string; duplicate: boolean }> {
    if (!alimtalkBase || !nhn.alimtalkSecretKey || !nhn.alimtalkSenderKey) {
      throw new MessagingError('nhn: 알림톡 is not configured', 'nhn', false, 'NOT_CONFIGURED');
    }
    const resendKind = textKindOf(message.text);
    const answer = await requestJson('nhn', `${alimtalkBase}/${message.purpose === 'AUTH' ? 'auth/messages' : 'messages'}`, {
      headers: { 'X-Secret-Key': nhn.alimtalkSecretKey, 'X-NC-API-IDEMPOTENCY-KEY': message.idempotencyKey },
      body: {
        senderKey: nhn.alimtalkSenderKey,
        templateCode: message.templateCode,
        senderGroupingKey: message.idempotencyKey.slice(0, 100),
        recipientList: [
          {
            recipientNo: message.to,
            templateParameter: message.variables ?? {},
            // A 알림톡 that cannot be delivered (no KakaoTalk, blocked) NHN resends as SMS/LMS itself.
            resendParameter: { isResend: true, resendType: resendKind, resendContent: message.text, resendSendNo: config.senderNo },
          },
        ],
      },
      timeoutMs: config.timeoutMs,
    });
    const body = (answer.body ?? {}) as {
      header?: NhnHeader;
      message?: { requestId?: string; sendResults?: { recipientSeq?: number; resultCode?: number; resultMessage?: string }[] };
    };
    if (body.header && !body.header.isSuccessful && body.header.resultCode === NHN_DUPLICATE_IDEMPOTENCY_KEY) {
      return { messageId: `alimtalk-key:${message.idempotencyKey}`, duplicate: true };
    }
    if (answer.status >= 400 || !body.header?.isSuccessful) throw refusal('alimtalk', answer.status, body.header, answer.status === 429);
    const result = body.message?.sendResults?.[0];
    if (!body.message?.requestId || !result || result.resultCode !== 0) {
      throw refusal('alimtalk', answer.status, {
        resultCode: result?.resultCode,
        resultMessage: result?.resultMessage ?? 'recipient refused',
      });
    }
    return { messageId: `alimtalk:${body.message.requestId}:${result.recipientSeq ?? 1}`, duplicate: false };
  }

  return {
    provider: 'nhn',
    offline: false,
    async send(message): Promise<SendReceipt> {
      if (message.kind === 'ALIMTALK') {
        const { value, attempts } = await withRetry(retry, () => sendAlimtalk(message));
        return {
          provider: 'nhn',
          messageId: value.messageId,
          status: 'ACCEPTED',
          kind: 'ALIMTALK',
          fallback: false,
          attempts,
          ...(value.duplicate ? { duplicate: true } : {}),
        };
      }
      const kind = message.kind === 'LMS' ? 'LMS' : textKindOf(message.text);
      const since = new Date();
      let duplicate = false;
      const { value, attempts } = await withRetry(retry, async (_n, previous) => {
        if (mayHaveArrived(previous)) {
          const messageId = await smsAlreadyTaken(message, kind, since);
          if (messageId) {
            duplicate = true;
            return messageId;
          }
        }
        return sendSms(message, kind);
      });
      return {
        provider: 'nhn',
        messageId: value,
        status: 'ACCEPTED',
        kind,
        fallback: false,
        attempts,
        ...(duplicate ? { duplicate } : {}),
      };
    },
    async deliveryStatus({ messageId }): Promise<DeliveryStatus> {
      const [channel, requestId, seq] = messageId.split(':');
      if (channel === 'alimtalk' && alimtalkBase) {
        const answer = await requestJson('nhn', `${alimtalkBase}/messages/${encodeURIComponent(requestId!)}/${seq}`, {
          method: 'GET',
          headers: { 'X-Secret-Key': nhn.alimtalkSecretKey! },
          timeoutMs: config.timeoutMs,
        });
        const status = ((answer.body ?? {}) as { message?: { messageStatus?: string } }).message?.messageStatus;
        return status === 'COMPLETED' ? 'DELIVERED' : status === 'FAILED' || status === 'CANCEL' ? 'FAILED' : 'PENDING';
      }
      if (channel !== 'sms' && channel !== 'mms') throw new MessagingError(`nhn: no status for ${messageId}`, 'nhn', false, 'NOT_FOUND');
      const answer = await requestJson('nhn', `${smsBase}/sender/${channel}/${encodeURIComponent(requestId!)}?recipientSeq=${seq}`, {
        method: 'GET',
        headers: { 'X-Secret-Key': nhn.smsSecretKey! },
        timeoutMs: config.timeoutMs,
      });
      const status = ((answer.body ?? {}) as { body?: { data?: { msgStatus?: string } } }).body?.data?.msgStatus;
      // msgStatus: 0 failed, 1 requested, 2 in progress, 3 success, 4 cancelled, 5 duplicate, 6 ad-limited.
      return status === '3' ? 'DELIVERED' : status === '1' || status === '2' || status === '7' ? 'PENDING' : 'FAILED';
    },
  };
}
