/**
 * HTTP through the balancer (or one instance) as a browser or a publisher's server would send it:
 * the Host header names the site, a bearer token the account, and publisher calls are signed
 * (contracts rules/signing.ts, via the server's own signRequest) with a timestamp on the server's
 * (test) clock.
 */
import http from 'node:http';
import { signedRequestHeaders } from '../../server/src/modules/offerwall/signature';

export type Bearer = Record<string, string>;

export interface Publisher {
  key: string;
  secret: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** A PNG by its signature (the uploads module sniffs the content). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(48, 7)]);

export class Client {
  constructor(
    readonly origin: string,
    readonly host: string,
  ) {}

  /** node:http, not fetch: fetch does not let a caller set the Host header (the site is picked by it). */
  private send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | { type: string; bytes: Buffer },
    retryStale = true,
  ) {
    const payload = typeof body === 'string' ? Buffer.from(body) : body?.bytes;
    const contentType = typeof body === 'string' ? 'application/json' : body?.type;
    return new Promise<{ status: number; ok: boolean; bytes: Buffer; text: () => string }>((resolve, reject) => {
      const request = http.request(
        `${this.origin}${path}`,
        {
          method,
          agent,
          headers: {
            host: this.host,
            ...(contentType && { 'content-type': contentType }),
            ...(payload && { 'content-length': String(payload.length) }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            const status = response.statusCode ?? 0;
            resolve({ status, ok: status >= 200 && status < 300, bytes, text: () => bytes.toString('utf8') });
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the balancer closed while idle (timeout http-keep-alive) just as it was
        // reused: nothing was received, so the request is sent again once (Node's documented pattern).
        if (retryStale && request.reusedSocket && error.code === 'ECONNRESET') resolve(this.send(method, path, headers, body, false));
        else reject(error);
      });
      request.end(payload);
    });
  }

  /** A JSON call that must succeed (2xx); its body. */
  async json<T = unknown>(method: string, path: string, auth: Bearer = {}, body?: unknown): Promise<T> {
    const response = await this.send(method, path, auth, body === undefined ? undefined : JSON.stringify(body));
    const text = response.text();
    if (!response.ok) throw new Error(`${method} ${path} via ${this.host}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  async raw(method: string, path: string, auth: Bearer = {}): Promise<Buffer> {
    const response = await this.send(method, path, auth);
    if (!response.ok) throw new Error(`${method} ${path} via ${this.origin}: ${response.status}`);
    return response.bytes;
  }

  async login(username: string, password: string): Promise<Bearer> {
    const { access } = await this.json<{ access: string }>('POST', '/api/token', {}, { username, password });
    return { authorization: `Bearer ${access}` };
  }

  /** A signed publisher call; the status and body whatever they are. */
  async signed<T>(publisher: Publisher, offsetSeconds: number, method: 'GET' | 'POST', path: string, body?: unknown, skewSeconds = 0) {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000) + offsetSeconds - skewSeconds);
    const response = await this.send(
      method,
      path,
      signedRequestHeaders({ key: publisher.key, secret: publisher.secret, timestamp, method, pathWithQuery: path, body: raw }),
      raw || undefined,
    );
    const text = response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HAProxy's own error pages are HTML.
    }
    return { status: response.status, body: parsed as T };
  }

  /** A mission image upload (multipart: product_id, file); its URL and bytes. */
  async upload(auth: Bearer, productId: string): Promise<{ url: string; bytes: Buffer }> {
    const boundary = `nurly-deploy-${Date.now()}`;
    const bytes = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n${productId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="guide.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await this.send('POST', '/api/admin/s3/upload', auth, { type: `multipart/form-data; boundary=${boundary}`, bytes });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${response.text()}`);
    const { url } = JSON.parse(response.text()) as { url: string };
    return { url, bytes: PNG };
  }
}

export interface CompletionTally {
  calls: number;
  retried: number;
  answers: Record<string, number>;
}

/**
 * Completes every click once, `concurrency` calls in flight, calling `onSent` as calls go out (the
 * runner kills an instance from it). A call without a publisher answer (a 502 while the killed
 * instance's connections break, a 503) is sent again, with another timestamp (a signature is
 * accepted once), until it gets one: it may have been committed before the break, and then answers
 * DUPLICATE, never a second completion.
 */
export async function completeAll(
  client: Client,
  publisher: Publisher,
  offset: () => number,
  clicks: { id: number }[],
  concurrency: number,
  onSent: (sent: number) => void,
): Promise<CompletionTally> {
  const tally: CompletionTally = { calls: 0, retried: 0, answers: {} };
  let next = 0;
  const worker = async () => {
    while (next < clicks.length) {
      const click = clicks[next++];
      for (let attempt = 0; ; attempt += 1) {
        tally.calls += 1;
        onSent(tally.calls);
        const response = await client
          .signed<{ status?: string; code?: string }>(
            publisher,
            offset(),
            'POST',
            `/api/offerwall/v1/clicks/${click.id}/complete`,
            {},
            attempt,
          )
          .catch((error: Error) => ({ status: 0, body: { code: error.message } as { status?: string; code?: string } }));
        const answer = response.status === 200 ? response.body.status : undefined;
        if (answer) {
          const key = answer === 'REJECTED' ? `REJECTED ${response.body.code}` : answer;
          tally.answers[key] = (tally.answers[key] ?? 0) + 1;
          break;
        }
        tally.retried += 1;
        if (attempt >= 20)
          throw new Error(
            `click ${click.id}: no answer after ${attempt + 1} calls (last ${response.status} ${JSON.stringify(response.body)})`,
          );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tally;
}
