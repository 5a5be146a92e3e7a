import type { FastifyBaseLogger } from 'fastify';

/** Sends a signup verification code. */
export interface SmsSender {
  readonly name: string;
  send(mobile: string, text: string): Promise<void>;
}

/** Development-only adapter: writes the message to the log instead of sending it. */
export function consoleSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    name: 'console (dev only)',
    async send(mobile, text) {
      log.warn({ mobile, text }, '[dev-only SMS adapter] message not sent, logged instead');
    },
  };
}

/** HTTP provider: POSTs {to, text} as JSON to SMS_PROVIDER_URL; any non-2xx answer is a failure. */
export function httpSmsSender(url: string): SmsSender {
  return {
    name: 'http',
    async send(mobile, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: mobile, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
