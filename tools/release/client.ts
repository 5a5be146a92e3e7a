/**
 * The release registry's API (contracts/src/schemas/releases.ts) over fetch, as a staff user:
 * NURLY_TOKEN (an access token) or NURLY_USER / NURLY_PASSWORD (exchanged at POST /api/token).
 * A refusal throws RefusedError with the server's Korean message.
 */
import type {
  ActivateReleaseRequest,
  PublishReleaseResponse,
  ReleaseChangeResponse,
  ReleaseListQuery,
  ReleaseOverview,
  ReleaseStepRequest,
  ShellCheckResponse,
} from '../../contracts/src/schemas/releases.ts';

export class RefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ClientEnv {
  NURLY_API?: string;
  NURLY_TOKEN?: string;
  NURLY_USER?: string;
  NURLY_PASSWORD?: string;
}

async function readReply<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : '';
    throw new RefusedError(
      response.status,
      message || `${response.status} ${response.statusText}${text && !body ? `: ${text.slice(0, 200)}` : ''}`,
    );
  }
  return body as T;
}

export class ReleaseClient {
  private token: string | undefined;

  constructor(
    private readonly env: ClientEnv,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.token = env.NURLY_TOKEN || undefined;
  }

  get apiBase(): string {
    return `${(this.env.NURLY_API || 'http://127.0.0.1:8080').replace(/\/+$/, '')}/api`;
  }

  private async authorization(): Promise<string> {
    if (!this.token) {
      const { NURLY_USER: username, NURLY_PASSWORD: password } = this.env;
      if (!username || !password) throw new RefusedError(0, 'NURLY_TOKEN, or NURLY_USER and NURLY_PASSWORD, must name a NURLY_ADMIN user');
      const response = await this.send(`${this.apiBase}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      this.token = (await readReply<{ access: string }>(response)).access;
    }
    return `Bearer ${this.token}`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization: await this.authorization() };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return readReply<T>(await this.send(`${this.apiBase}/${path}`, { method, headers, body: payload }));
  }

  /** fetch, with an unreachable server named (fetch says only "fetch failed"). */
  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, init);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new RefusedError(0, `cannot reach ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    }
  }

  publish(zip: Uint8Array, fileName: string): Promise<PublishReleaseResponse> {
    const form = new FormData();
    form.append('archive', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), fileName);
    return this.call('POST', 'admin/releases', form);
  }

  overview(query: ReleaseListQuery = {}): Promise<ReleaseOverview> {
    const params = new URLSearchParams();
    if (query.remote) params.set('remote', query.remote);
    if (query.history_limit) params.set('history_limit', String(query.history_limit));
    const search = params.toString();
    return this.call('GET', `admin/releases${search ? `?${search}` : ''}`);
  }

  activate(body: ActivateReleaseRequest): Promise<ReleaseChangeResponse> {
    return this.call('POST', 'admin/releases/activate', body);
  }

  checkShell(sharedVersion: string): Promise<ShellCheckResponse> {
    return this.call('POST', 'admin/releases/shell-check', { shared_version: sharedVersion });
  }

  step(kind: 'rollback' | 'promote' | 'abort', body: ReleaseStepRequest): Promise<ReleaseChangeResponse> {
    return this.call('POST', `admin/releases/${kind}`, body);
  }
}
