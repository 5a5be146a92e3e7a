/**
 * The offline adapters, for development and tests only (README.md): `console` writes the message
 * to the server log, `http` POSTs {to, text} to the generic SMS_PROVIDER_URL (no Korean provider
 * speaks it; a local relay or a test receiver does). Neither sends a 알림톡: it goes as its text.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { requestJson, withRetry } from './http';
import { textKindOf } from './bytes';
import { MessagingError, type MessageSender } from './types';

export function consoleSender(log: FastifyBaseLogger): MessageSender {
  return {
    provider: 'console',
    offline: true,
    async send(message) {
      log.warn(
        {
          message: { to: message.to, purpose: message.purpose, kind: message.kind, templateCode: message.templateCode, text: message.text },
        },
        '[offline MESSAGE_PROVIDER=console] message NOT sent, logged instead',
      );
      return {
        provider: 'console',
        messageId: `console-${randomUUID()}`,
        status: 'LOGGED',
        kind: textKindOf(message.text),
        fallback: false,
        attempts: 0,
      };
    },
  };
}

export function httpSender(url: string, options: { timeoutMs: number; retryAttempts: number; retryBaseMs: number }): MessageSender {
  return {
    provider: 'http',
    offline: true,
    async send(message) {
      const { attempts } = await withRetry({ attempts: options.retryAttempts, baseMs: options.retryBaseMs }, async () => {
        const answer = await requestJson('http', url, {
          headers: {},
          body: { to: message.to, text: message.text },
          timeoutMs: options.timeoutMs,
        });
        if (answer.status < 200 || answer.status >= 300) {
          throw new MessagingError(`SMS provider answered ${answer.status}`, 'http', answer.status === 429, `HTTP_${answer.status}`);
        }
      });
      return {
        provider: 'http',
        messageId: `http-${randomUUID()}`,
        status: 'ACCEPTED',
        kind: textKindOf(message.text),
        fallback: false,
        attempts,
      };
    },
  };
}
