/** The report mail adapter: SMTP through nodemailer when SMTP_URL is set (against a tiny local SMTP server), logged otherwise. */
import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { createMailer } from '../../../src/modules/keywords/mail';

/** Just enough SMTP (RFC 5321, no TLS, no auth) to accept one message at a time. */
function startSmtp(received: string[]): Promise<net.Server> {
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (!data && (newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('mail adapter', () => {
  const received: string[] = [];
  let smtp: net.Server;
  const log = Fastify({ logger: false }).log;
  before(async () => (smtp = await startSmtp(received)));
  after(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends through SMTP when SMTP_URL is configured', async () => {
    const { port } = smtp.address() as AddressInfo;
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, '더널리 <no-reply@thenurly.com>', log);
    assert.equal(mailer.transport, 'smtp');
    const result = await mailer.send({
      to: 'owner@example.com',
      subject: '[더널리] 내 상품 순위 리포트',
      text: '캠핑의자: 5위',
      html: '<p>캠핑의자: 5위</p>',
    });
    assert.deepEqual(result, { delivered: true });
    assert.equal(received.length, 1);
    assert.match(received[0], /To: owner@example\.com/);
  });

  it('only logs, and says it did not deliver, without SMTP_URL', async () => {
    const mailer = createMailer(null, 'x', log);
    assert.equal(mailer.transport, 'log');
    assert.deepEqual(await mailer.send({ to: 'a@b.c', subject: 's', text: 't', html: 'h' }), { delivered: false });
  });
});
