/**
 * Mail adapter for product reports: SMTP through nodemailer when SMTP_URL is set; otherwise the
 * message is written to the server log and the caller is told it was not delivered.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from, ...message });
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
