/**
 * Mail adapter for product reports: SMTP through nodemailer when SMTP_URL is set; otherwise the
 * message is written to the server log and the caller is told it was not delivered.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  transport: 'smtp' | 'log';
  send(message: MailMessage): Promise<{ delivered: boolean }>;
}

export function createMailer(smtpUrl: string | null, from: string, log: FastifyBaseLogger): Mailer {
  if (smtpUrl) {
    // nodemailer (about 0.25 s of CPU to load) is loaded on the first mail, not at every start.
    let transporter: Promise<Transporter> | undefined;
    return {
      transport: 'smtp',
      async send(message) {
        transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transporter).sendMail({ from, ...message });
        return { delivered: true };
      },
    };
  }
  return {
    transport: 'log',
    async send(message) {
      log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'SMTP_URL unset: report mail logged, not sent');
      return { delivered: false };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Account mail: SMTP when SMTP_URL is set, else the server log. */
    mailer: Mailer;
  }
}
