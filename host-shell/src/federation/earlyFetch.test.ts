import { routeDataUrl, startEarlyFetches, takeEarly } from './earlyFetch';

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('start-up fetches', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks for /remotes.json at once and for the route data of each remote it lists; each answer is taken once', async () => {
    const entry = 'http://localhost/remotes/cs/mf-manifest.json';
    const requested: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      return url === '/remotes.json'
        ? jsonResponse({ variant: 'default', remotes: [{ key: 'cs', name: 'mfe_cs', entry }] })
        : jsonResponse({ key: 'cs', routes: [], nav: [] });
    }) as typeof fetch;

    startEarlyFetches();
    expect(requested).toEqual(['/remotes.json']);
    await expect(takeEarly('/remotes.json')).resolves.toMatchObject({ variant: 'default' });
    expect(takeEarly('/remotes.json')).toBeUndefined();

    const dataUrl = routeDataUrl(entry);
    expect(dataUrl).toBe('http://localhost/remotes/cs/remote-routes.json');
    expect(requested).toEqual(['/remotes.json', dataUrl]);
    await expect(takeEarly(dataUrl)).resolves.toMatchObject({ key: 'cs' });
    expect(takeEarly(dataUrl)).toBeUndefined();
  });

  it('a failed answer reaches whoever takes it, and asks for no route data', async () => {
    globalThis.fetch = jest.fn(async () => jsonResponse({}, 503)) as typeof fetch;
    startEarlyFetches();
    await expect(takeEarly('/remotes.json')).rejects.toThrow('/remotes.json answered 503');
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });
});
