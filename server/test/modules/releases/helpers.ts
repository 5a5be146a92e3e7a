/** Release archives (zips of a fake remote dist) and calls of the release API for the releases tests. */
import fs from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { bearer, demo, type TestApp } from '../../helpers/app';
import { zipEntries, type ZipEntry } from '../../support/zip';
import { multipart } from '../uploads/helpers';

/** The workspace's @nurly/shared version: what the live shell carries when its build does not say. */
export const sharedVersion: string = (
  JSON.parse(fs.readFileSync(new URL('../../../../shared/package.json', import.meta.url), 'utf8')) as { version: string }
).version;
/** The range a remote built from this workspace declares. */
export const currentRange = `^${sharedVersion}`;
/** A range the current shell cannot satisfy: the next minor while 0.x (breaking there), else the next major. */
export const nextRange = ((): string => {
  const [major, minor] = sharedVersion.split('.').map(Number);
  return major === 0 ? `^0.${minor + 1}.0` : `^${major + 1}.0.0`;
})();

export interface FakeRelease {
  remote: string;
  version: string;
  sharedRange?: string;
  /** Text of the page chunk: two builds differ by it. */
  text?: string;
  /** Route names of remote-routes.json and the names its nav links to. */
  routes?: string[];
  nav?: string[];
  /** Titles (route and nav names) left out of the English resources. */
  untranslated?: string[];
  /** Leave out release.json / mf-manifest.json. */
  without?: ('release.json' | 'mf-manifest.json')[];
  manifest?: Record<string, unknown>;
}

/** The files of a remote's dist as the build writes them (a hashed chunk with a .br sibling). */
export function releaseFiles(release: FakeRelease): ZipEntry[] {
  const chunk = Buffer.from(`console.log(${JSON.stringify(release.text ?? 'page')});`);
  const routes = release.routes ?? ['cs-faq'];
  const titles = [...new Set([...routes, ...(release.nav ?? routes)])];
  const ko = Object.fromEntries(titles.map((title) => [title, `${title} 제목`]));
  const en = Object.fromEntries(titles.filter((title) => !release.untranslated?.includes(title)).map((title) => [title, `${title} title`]));
  const files: ZipEntry[] = [
    {
      name: 'release.json',
      data: Buffer.from(
        JSON.stringify(
          release.manifest ?? {
            remote: release.remote,
            version: release.version,
            shared_range: release.sharedRange ?? currentRange,
            git_commit: 'abc1234',
            built_at: '2026-11-20T10:00:00.000Z',
          },
        ),
      ),
    },
    {
      name: 'mf-manifest.json',
      data: Buffer.from(JSON.stringify({ id: release.remote, metaData: { remoteEntry: { name: 'remoteEntry.js' } } })),
    },
    { name: 'remoteEntry.js', data: Buffer.from('var mfe = {};') },
    { name: 'static/js/page.0123abcd.js', data: chunk },
    { name: 'static/js/page.0123abcd.js.br', data: brotliCompressSync(chunk), method: 0 },
    {
      name: 'remote-routes.json',
      data: Buffer.from(
        JSON.stringify({
          key: release.remote,
          routes: routes.map((name) => ({ name, path: `/${name}`, meta: { title: name }, variants: ['default'] })),
          nav: (release.nav ?? routes).map((to) => ({ key: to, title: to, to })),
          widgets: [],
          i18n: { namespace: release.remote, resources: { ko, en } },
          build: { name: 'mfe', sharedVersion },
        }),
      ),
    },
  ];
  return files.filter((file) => !release.without?.includes(file.name as 'release.json'));
}

export const releaseArchive = (release: FakeRelease) => zipEntries(releaseFiles(release));

export async function adminToken(t: TestApp): Promise<Record<string, string>> {
  return bearer((await t.login(...demo.admin)).access);
}

export function publish(t: TestApp, headers: Record<string, string>, archive: Buffer, field = 'archive') {
  const body = multipart({}, [{ bytes: archive, name: 'dist.zip', type: 'application/zip', field }]);
  return t.inject({ method: 'POST', url: '/api/admin/releases', headers: { ...headers, ...body.headers }, payload: body.payload });
}

export function change(
  t: TestApp,
  headers: Record<string, string>,
  step: 'activate' | 'rollback' | 'promote' | 'abort',
  payload: Record<string, unknown>,
) {
  return t.inject({ method: 'POST', url: `/api/admin/releases/${step}`, headers, payload });
}

/** The manifest entry /remotes.json gives `remote` on `host` for a browser in `bucket`. */
export async function entryOf(t: TestApp, remote: string, host = 'localhost', bucket = 50): Promise<string | undefined> {
  const response = await t.inject({ method: 'GET', url: '/remotes.json', headers: { host, cookie: `nurly_bucket=${bucket}` } });
  return response.json<{ remotes: { key: string; entry: string }[] }>().remotes.find((r) => r.key === remote)?.entry;
}
