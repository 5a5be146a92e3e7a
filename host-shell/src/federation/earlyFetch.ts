/**
 * The start-up fetches, begun by index.ts before the async boundary: /remotes.json and each listed
 * remote's route data travel while the shared chunks download, instead of one round trip after
 * another once they have run (the login page's first paint waited for both). Nothing here imports
 * `@nurly/shared`: it runs before the singletons are negotiated. Each answer is taken once; a retry
 * (or a test) fetches afresh.
 */
const early = new Map<string, Promise<unknown>>();

/** Where a remote's route data sits: beside its manifest (or remoteEntry.js). */
export function routeDataUrl(entry: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL('remote-routes.json', new URL(entry, base)).toString();
}

/** The JSON body of `url`; a status other than 2xx is an error. */
export async function fetchJson(url: string, init: RequestInit, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const response = await fetchImpl(url, { ...init, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The caches each fetch uses (the same as the later, regular fetches). */
export const remotesConfigInit: RequestInit = { cache: 'no-store' };
/** no-cache revalidates by ETag (the server's rule for entry files): a redeployed remote is seen at once. */
export const routeDataInit: RequestInit = { cache: 'no-cache' };

function keep(url: string, pending: Promise<unknown>): Promise<unknown> {
  pending.catch(() => undefined); // whoever takes it handles the error; nobody taking it is no error
  early.set(url, pending);
  return pending;
}

export function startEarlyFetches(): void {
  if (typeof fetch !== 'function') return;
  const config = keep('/remotes.json', fetchJson('/remotes.json', remotesConfigInit));
  config
    .then((body) => {
      const remotes = (body as { remotes?: { entry?: unknown }[] } | null)?.remotes;
      if (!Array.isArray(remotes)) return;
      for (const remote of remotes) {
        if (typeof remote?.entry !== 'string') continue;
        const url = routeDataUrl(remote.entry);
        keep(url, fetchJson(url, routeDataInit));
      }
    })
    .catch(() => undefined);
}

/** The early answer for `url`, once; undefined when none was started (or it was taken). */
export function takeEarly(url: string): Promise<unknown> | undefined {
  const pending = early.get(url);
  early.delete(url);
  return pending;
}
