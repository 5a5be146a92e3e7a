/**
 * Signup and password-reset codes, sent through the app's message sender (lib/messaging):
 * AUTH-purpose, so they go out at any hour; as the 알림톡 template MESSAGE_AUTH_TEMPLATE_SIGNUP /
 * _RESET (variable #{code}) when one is configured, with the text as its SMS fallback, else as SMS.
 */
import { randomToken } from '../../lib/crypto';
import type { MessagingConfig } from '../../lib/messaging/config';
import type { MessageSender, SendReceipt } from '../../lib/messaging';
import type { SmsCodePurpose } from './queries';

export interface AuthCodeMessage {
  mobile: string;
  code: string;
  purpose: SmsCodePurpose;
  /** The whole text (the SMS, and the fallback of the 알림톡). */
  text: string;
}

/** Sends one verification code. */
export interface SmsSender {
  readonly name: string;
  send(message: AuthCodeMessage): Promise<SendReceipt>;
}

export function authCodeSender(messages: MessageSender, templates: MessagingConfig['authTemplates']): SmsSender {
  return {
    name: messages.offline ? `${messages.provider} (offline: codes are not sent)` : messages.provider,
    async send({ mobile, code, purpose, text }) {
      const templateCode = (purpose === 'RESET' ? templates.reset : templates.signup) ?? undefined;
      return messages.send({
        to: mobile,
        purpose: 'AUTH',
        kind: templateCode ? 'ALIMTALK' : 'SMS',
        templateCode,
        variables: templateCode ? { code } : undefined,
        text,
        // One per code issued: a retry inside the sender never sends the same code twice.
        idempotencyKey: `auth-code:${purpose.toLowerCase()}:${randomToken(12)}`,
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS sender (decorated by the app before the modules; tests pass a recording one). */
    sms: SmsSender;
  }
}
