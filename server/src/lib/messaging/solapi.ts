/**
 * Solapi REST API v4 (README.md "Solapi" for the sources): POST /messages/v4/send-many/detail with
 * the HMAC-SHA256 Authorization header, signed anew for every request (Solapi refuses a signature
 * seen in the last 15 minutes, and a date more than 15 minutes off). A 200 whose failedMessageList
 * names the message is a refusal. Solapi takes no idempotency key: the key rides in customFields,
 * and before retrying after a timeout or 5xx the adapter looks for a message to the same number
 * carrying it (GET /messages/v4/list?to=&startDate=), so a send that went through is not repeated.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { MessagingConfig } from './config';
import { mayHaveArrived, requestJson, withRetry } from './http';
import { textKindOf } from './bytes';
import { MessagingError, type DeliveryStatus, type MessageSender, type OutboundMessage, type SendReceipt } from './types';

const SALT_ALPHABET = '1234567890abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC-SHA256(secret, date + salt))`. */
export function solapiAuthorization(apiKey: string, apiSecret: string, now = new Date(), salt?: string): string {
  const bytes = randomBytes(32);
  const usedSalt = salt ?? Array.from(bytes, (byte) => SALT_ALPHABET[byte % SALT_ALPHABET.length]).join('');
  // ISO 8601 without milliseconds, as Solapi's samples (2019-07-01T00:41:48Z).
  const date = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const signature = createHmac('sha256', apiSecret)
    .update(date + usedSalt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${usedSalt}, signature=${signature}`;
}

interface SolapiDetailAnswer {
  failedMessageList?: { to?: string; statusCode?: string; statusMessage?: string; messageId?: string }[];
  groupInfo?: { groupId?: string; count?: { registeredFailed?: number; registeredSuccess?: number } };
  messageList?: { messageId?: string; statusCode?: string; statusMessage?: string }[];
}

/** The one message of a send-many request in Solapi's shape. */
function solapiMessage(message: OutboundMessage, config: MessagingConfig) {
  const base = {
    to: message.to,
    from: config.senderNo,
    // customFields values are at most 100 characters.
    customFields: { idempotencyKey: message.idempotencyKey.slice(0, 100) },
  };
  if (message.kind === 'ALIMTALK') {
    const variables = Object.fromEntries(Object.entries(message.variables ?? {}).map(([name, value]) => [`#{${name}}`, value]));
    // The text comes from the approved template; Solapi replaces a failed delivery by SMS/LMS itself.
    return {
      ...base,
      type: 'ATA',
      kakaoOptions: { pfId: config.solapi.pfId, templateId: message.templateCode, variables, disableSms: false },
    };
  }
  const type = message.kind === 'LMS' ? 'LMS' : textKindOf(message.text);
  return { ...base, type, text: message.text, ...(type === 'LMS' && message.subject ? { subject: message.subject } : {}) };
}

export function solapiSender(config: MessagingConfig): MessageSender {
  const { apiKey, apiSecret, apiBase } = config.solapi;
  if (!apiKey || !apiSecret) throw new Error('solapi: SOLAPI_API_KEY and SOLAPI_API_SECRET are required');
  const headers = () => ({ authorization: solapiAuthorization(apiKey, apiSecret) });

  async function sendOnce(message: OutboundMessage): Promise<{ messageId: string }> {
    const answer = await requestJson('solapi', `${apiBase}/messages/v4/send-many/detail`, {
      headers: headers(),
      body: { messages: [solapiMessage(message, config)], showMessageList: true },
      timeoutMs: config.timeoutMs,
    });
    if (answer.status >= 400) {
      const body = (answer.body ?? {}) as { errorCode?: string; errorMessage?: string };
      throw new MessagingError(
        `solapi: refused (${answer.status} ${body.errorCode ?? ''} ${body.errorMessage ?? ''})`.trim(),
        'solapi',
        // 429: Solapi's rate limit; the same request is taken later.
        answer.status === 429,
        body.errorCode ?? `HTTP_${answer.status}`,
      );
    }
    const body = (answer.body ?? {}) as SolapiDetailAnswer;
    const failed = body.failedMessageList?.[0];
    if (failed) {
      throw new MessagingError(
        `solapi: message refused (${failed.statusCode} ${failed.statusMessage ?? ''})`.trim(),
        'solapi',
        false,
        failed.statusCode ?? 'FAILED',
      );
    }
    const accepted = body.messageList?.[0];
    const messageId = accepted?.messageId ?? body.groupInfo?.groupId;
    if (!messageId) throw new MessagingError('solapi: answer without a message id', 'solapi', false, 'NO_MESSAGE_ID');
    return { messageId };
  }

  /** The message an earlier attempt delivered after all: same number, our key in customFields. */
  async function alreadyTaken(message: OutboundMessage, since: Date): Promise<string | undefined> {
    const query = new URLSearchParams({ to: message.to, startDate: new Date(since.getTime() - 60_000).toISOString(), limit: '50' });
    const answer = await requestJson('solapi', `${apiBase}/messages/v4/list?${query}`, {
      method: 'GET',
      headers: headers(),
      timeoutMs: config.timeoutMs,
    });
    if (answer.status >= 400) return undefined;
    const list =
      ((answer.body ?? {}) as { messageList?: Record<string, { messageId?: string; customFields?: Record<string, string> }> })
        .messageList ?? {};
    const key = message.idempotencyKey.slice(0, 100);
    return Object.entries(list).find(([, stored]) => stored.customFields?.idempotencyKey === key)?.[0];
  }

  return {
    provider: 'solapi',
    offline: false,
    async send(message): Promise<SendReceipt> {
      const kind = message.kind === 'ALIMTALK' ? 'ALIMTALK' : message.kind === 'LMS' ? 'LMS' : textKindOf(message.text);
      const since = new Date();
      let duplicate = false;
      const { value, attempts } = await withRetry({ attempts: config.retryAttempts, baseMs: config.retryBaseMs }, async (_n, previous) => {
        if (mayHaveArrived(previous)) {
          const messageId = await alreadyTaken(message, since);
          if (messageId) {
            duplicate = true;
            return { messageId };
          }
        }
        return sendOnce(message);
      });
      return {
        provider: 'solapi',
        messageId: value.messageId,
        status: 'ACCEPTED',
        kind,
        fallback: false,
        attempts,
        ...(duplicate ? { duplicate } : {}),
      };
    },
    async deliveryStatus({ messageId }): Promise<DeliveryStatus> {
      const answer = await requestJson('solapi', `${apiBase}/messages/v4/list?messageId=${encodeURIComponent(messageId)}`, {
        method: 'GET',
        headers: headers(),
        timeoutMs: config.timeoutMs,
      });
      const list = ((answer.body ?? {}) as { messageList?: Record<string, { statusCode?: string }> }).messageList ?? {};
      const code = list[messageId]?.statusCode;
      if (!code) throw new MessagingError(`solapi: no message ${messageId}`, 'solapi', false, 'NOT_FOUND');
      // 2000 accepted, 3000 at the carrier, 4000 received; every other code is a failure.
      return code === '4000' ? 'DELIVERED' : code === '2000' || code === '3000' ? 'PENDING' : 'FAILED';
    },
  };
}
