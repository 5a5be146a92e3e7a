/**
 * The checks a release passes before it is published: the live shell's @nurly/shared satisfies the
 * release's range, and the routes the live release's menus link to still exist.
 *
 * The shared rule is the shell's own: `sharedSatisfies`, on ranges `sharedRange` writes and
 * `builtAgainstOf` reads (@nurly/contracts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtAgainstOf, parseVersion } from '@nurly/contracts';
import { repoRoot } from '../../config';

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The @nurly/shared version the live shell carries: the shell build's release.json
 * (`shared_version`, or the version of its `shared_range`), else the workspace's shared/package.json
 * under the static root (the shell `npm start` builds from it), else this checkout's.
 */
export function shellSharedVersion(staticRoot: string): string {
  const shellRelease = readJson(path.join(staticRoot, 'host-shell', 'dist', 'release.json'));
  if (shellRelease) {
    if (typeof shellRelease.shared_version === 'string' && parseVersion(shellRelease.shared_version)) return shellRelease.shared_version;
    const fromRange = typeof shellRelease.shared_range === 'string' ? builtAgainstOf(shellRelease.shared_range) : null;
    if (fromRange) return fromRange;
  }
  for (const root of [staticRoot, repoRoot]) {
    const version = readJson(path.join(root, 'shared', 'package.json'))?.version;
    if (typeof version === 'string' && parseVersion(version)) return version;
  }
  return '0.0.0';
}

/** What the registry keeps of a remote's remote-routes.json: its route names and what its menus link to. */
export interface RouteSummary {
  routeNames: string[];
  navLinks: string[];
}

interface NavLike {
  to?: unknown;
  children?: unknown;
}

/** Reads remote-routes.json's routes and nav (RemoteRouteData); null when it is not that shape. */
export function summarizeRouteData(bytes: Buffer): RouteSummary | null {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  const { routes, nav } = (data ?? {}) as { routes?: unknown; nav?: unknown };
  if (!Array.isArray(routes) || !Array.isArray(nav)) return null;
  const routeNames: string[] = [];
  for (const route of routes as { name?: unknown; path?: unknown }[]) {
    if (typeof route?.name === 'string') routeNames.push(route.name);
    if (typeof route?.path === 'string') routeNames.push(route.path);
  }
  const navLinks: string[] = [];
  const visit = (items: NavLike[]) => {
    for (const item of items) {
      if (typeof item?.to === 'string') navLinks.push(item.to);
      if (Array.isArray(item?.children)) visit(item.children as NavLike[]);
    }
  };
  visit(nav as NavLike[]);
  return { routeNames: [...new Set(routeNames)], navLinks: [...new Set(navLinks)] };
}

/**
 * The routes of a live release of this remote that a live menu links to (its own, or another
 * remote's: `linking` holds every live release's summary) and the new release no longer has.
 */
export function missingLinkedRoutes(live: RouteSummary, linking: RouteSummary[], next: RouteSummary): string[] {
  const liveRoutes = new Set(live.routeNames);
  const nextRoutes = new Set(next.routeNames);
  const linked = new Set(linking.flatMap((summary) => summary.navLinks));
  return [...linked].filter((link) => liveRoutes.has(link) && !nextRoutes.has(link));
}

/**
 * The menu labels and page titles of remote-routes.json (i18n keys in the remote's namespace) that
 * its i18n resources do not translate, as `ko:pages.x.title`: the shell would show the bare key.
 * Empty for a file that is not that shape (summarizeRouteData refuses it).
 */
export function untranslatedTitles(bytes: Buffer): string[] {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    return [];
  }
  const { routes, nav, i18n } = (data ?? {}) as { routes?: unknown; nav?: unknown; i18n?: { resources?: Record<string, unknown> } };
  if (!Array.isArray(routes) || !Array.isArray(nav)) return [];
  const titles = new Set<string>();
  for (const route of routes as { meta?: { title?: unknown } }[]) if (typeof route?.meta?.title === 'string') titles.add(route.meta.title);
  const visit = (items: { title?: unknown; children?: unknown }[]) => {
    for (const item of items) {
      if (typeof item?.title === 'string') titles.add(item.title);
      if (Array.isArray(item?.children)) visit(item.children as { title?: unknown }[]);
    }
  };
  visit(nav as { title?: unknown }[]);
  const lookup = (resources: unknown, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
  const missing: string[] = [];
  for (const language of ['ko', 'en']) {
    for (const title of [...titles].sort()) {
      if (typeof lookup(i18n?.resources?.[language], title) !== 'string') missing.push(`${language}:${title}`);
    }
  }
  return missing;
}
