import { RefusedError, ReleaseClient } from './client';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch answering like the server: a token for the right password, then the registry's calls. */
function fakeServer(reply: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const call: Call = { url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: init.body };
    calls.push(call);
    const { status, body } = reply(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

/** A Blob's bytes. */
async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

const live = { message: '활성화되었습니다.', live: [] };

describe('ReleaseClient', () => {
  it('logs in with NURLY_USER/NURLY_PASSWORD once and sends the access token as a bearer', async () => {
    const server = fakeServer((call) =>
      call.url.endsWith('/api/token') ? { status: 200, body: { access: 'acc-1', refresh: 'ref-1' } } : { status: 200, body: live },
    );
    const client = new ReleaseClient({ NURLY_API: 'http://api.test:9000/', NURLY_USER: 'admin', NURLY_PASSWORD: 'pw' }, server.fetchImpl);
    await client.activate({ remote: 'cs', version: '1.3.0', deployment: 'hub', canary_percent: 10 });
    await client.step('rollback', { remote: 'cs' });
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST http://api.test:9000/api/token',
      'POST http://api.test:9000/api/admin/releases/activate',
      'POST http://api.test:9000/api/admin/releases/rollback',
    ]);
    expect(JSON.parse(server.calls[0].body as string)).toEqual({ username: 'admin', password: 'pw' });
    expect(server.calls[1].headers.authorization).toBe('Bearer acc-1');
    expect(JSON.parse(server.calls[1].body as string)).toEqual({ remote: 'cs', version: '1.3.0', deployment: 'hub', canary_percent: 10 });
  });

  it('uploads the archive as the multipart field `archive` with NURLY_TOKEN, and reads the list with its query', async () => {
    const server = fakeServer(() => ({ status: 200, body: { message: '게시되었습니다.', release: {} } }));
    const client = new ReleaseClient({ NURLY_TOKEN: 'tok' }, server.fetchImpl);
    await client.publish(new Uint8Array([80, 75, 5, 6]), 'cs-1.3.0.zip');
    const form = server.calls[0].body as FormData;
    const file = form.get('archive') as File;
    expect(server.calls[0].url).toBe('http://127.0.0.1:8080/api/admin/releases');
    expect(server.calls[0].headers.authorization).toBe('Bearer tok');
    expect(file.name).toBe('cs-1.3.0.zip');
    expect(await bytesOf(file)).toEqual(new Uint8Array([80, 75, 5, 6]));
    await client.overview({ remote: 'cs', history_limit: 20 });
    expect(server.calls[1].url).toBe('http://127.0.0.1:8080/api/admin/releases?remote=cs&history_limit=20');
  });

  it("throws the server's message on a refusal, and names the missing credentials", async () => {
    const message = '셸의 @nurly/shared 0.8.3이(가) 이 릴리스의 범위 ^0.9.0을(를) 만족하지 않습니다. 셸을 먼저 배포해주세요.';
    const server = fakeServer(() => ({ status: 409, body: { message } }));
    const refusal = new ReleaseClient({ NURLY_TOKEN: 'tok' }, server.fetchImpl).activate({ remote: 'cs', version: '1.3.0' });
    await expect(refusal).rejects.toEqual(new RefusedError(409, message));
    await expect(new ReleaseClient({}, server.fetchImpl).step('abort', { remote: 'cs' })).rejects.toThrow(
      'NURLY_TOKEN, or NURLY_USER and NURLY_PASSWORD',
    );
    expect(server.calls).toHaveLength(1);
  });
});
