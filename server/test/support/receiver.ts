/**
 * A local HTTP endpoint for outgoing-call tests (postbacks): records every request and answers with
 * the status codes queued in `script` (then 200) and `answerBody`; a request to /hang is never
 * answered, so the caller's time limit is what ends it. Tests replace `received` and `script` freely.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface Receiver {
  baseUrl: string;
  received: ReceivedRequest[];
  /** Status codes to answer, in order; afterwards 200. */
  script: number[];
  answerBody: string;
  close(): void;
}

export async function startReceiver(): Promise<Receiver> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      receiver.received.push({ path: request.url ?? '', body, headers: request.headers });
      if (request.url === '/hang') return;
      response.statusCode = receiver.script.shift() ?? 200;
      response.end(receiver.answerBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: Receiver = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    script: [],
    answerBody: 'ok',
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
  return receiver;
}
