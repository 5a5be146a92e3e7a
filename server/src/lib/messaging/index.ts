/**
 * The message sender of the app (`app.messages`, decorated once in app.ts), chosen by the
 * `messaging` config section: Solapi or NHN Cloud, or an offline adapter. Around the adapter: the
 * idempotency record (a key sends once) and the 알림톡 → SMS/LMS fallback. Modules import the
 * interface from here, never an adapter (README.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import { alimtalkConfigured, type MessagingConfig } from './config';
import { textKindOf } from './bytes';
import { nhnSender } from './nhn';
import { consoleSender, httpSender } from './offline';
import { solapiSender } from './solapi';
import { MessagingError, type MessageSender, type OutboundMessage, type SendReceipt } from './types';

export * from './types';
export { eucKrBytes, textKindOf } from './bytes';
export { solapiAuthorization } from './solapi';

/** The bare adapter MESSAGE_PROVIDER names. */
export function providerSender(config: MessagingConfig, log: FastifyBaseLogger): MessageSender {
  switch (config.provider) {
    case 'solapi':
      return solapiSender(config);
    case 'nhn':
      return nhnSender(config);
    case 'http':
      return httpSender(config.httpUrl!, config);
    default:
      return consoleSender(log);
  }
}

/** How long a key is remembered in this process, and how many keys at most. */
const KEY_TTL_MS = 24 * 3600_000;
const KEY_LIMIT = 50_000;

/**
 * Wraps an adapter: the same idempotency key never sends twice (a concurrent second call waits for
 * the first; a failed send forgets its key, so it may be tried again), and a 알림톡 the provider
 * refuses or cannot take goes as SMS/LMS with its text. The record is this process's memory: the
 * keys are not kept across instances (that needs a durable outbox, not built).
 */
export function messageSender(
  adapter: MessageSender,
  options: { alimtalk: boolean; log?: FastifyBaseLogger; now?: () => number },
): MessageSender {
  const now = options.now ?? Date.now;
  const sent = new Map<string, { at: number; receipt: Promise<SendReceipt> }>();

  function forgetOld() {
    const horizon = now() - KEY_TTL_MS;
    for (const [key, entry] of sent) {
      if (entry.at > horizon && sent.size <= KEY_LIMIT) break;
      sent.delete(key);
    }
  }

  async function deliver(message: OutboundMessage): Promise<SendReceipt> {
    const asText = (): OutboundMessage => ({
      ...message,
      kind: message.kind === 'LMS' ? 'LMS' : textKindOf(message.text),
      templateCode: undefined,
      variables: undefined,
    });
    if (message.kind !== 'ALIMTALK') return adapter.send(message);
    if (!options.alimtalk || !message.templateCode || adapter.offline) return adapter.send(asText());
    try {
      return await adapter.send(message);
    } catch (error) {
      if (!(error instanceof MessagingError)) throw error;
      options.log?.warn({ err: error, provider: error.provider, code: error.code }, '알림톡 not taken: sending it as SMS/LMS');
      const receipt = await adapter.send({ ...asText(), idempotencyKey: `${message.idempotencyKey}:sms` });
      return { ...receipt, fallback: true, attempts: receipt.attempts + error.attempts };
    }
  }

  return {
    provider: adapter.provider,
    offline: adapter.offline,
    deliveryStatus: adapter.deliveryStatus?.bind(adapter),
    async send(message) {
      forgetOld();
      const known = sent.get(message.idempotencyKey);
      if (known) return { ...(await known.receipt), attempts: 0, duplicate: true };
      const receipt = deliver(message);
      sent.set(message.idempotencyKey, { at: now(), receipt });
      try {
        return await receipt;
      } catch (error) {
        sent.delete(message.idempotencyKey);
        throw error;
      }
    },
  };
}

export function createMessageSender(config: MessagingConfig, log: FastifyBaseLogger): MessageSender {
  return messageSender(providerSender(config, log), { alimtalk: alimtalkConfigured(config), log });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 알림톡 / SMS / LMS to a mobile number (lib/messaging: Solapi, NHN Cloud, or offline). */
    messages: MessageSender;
  }
}
