/**
 * A local HTTP endpoint for outgoing-call tests (postbacks): records every request and answers with
 * the status codes queued in `script` (then 200) and `answerBody`; a request to /hang is never
 * answered, so the caller's time limit is what ends it. Tests replace `received` and `script` freely.
 * `sockets` counts the connections: open now, the most open at once, and every one accepted.
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
  sockets: { open: number; maxOpen: number; accepted: number };
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
  server.on('connection', (socket) => {
    const { sockets } = receiver;
    sockets.open += 1;
    sockets.accepted += 1;
    sockets.maxOpen = Math.max(sockets.maxOpen, sockets.open);
    socket.once('close', () => (sockets.open -= 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: Receiver = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    script: [],
    answerBody: 'ok',
    sockets: { open: 0, maxOpen: 0, accepted: 0 },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
  return receiver;
}
