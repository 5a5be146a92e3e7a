/**
 * Routes of the page = the routes of the variant's loaded remotes that exist in this variant.
 * Kept pure so the composition per variant is unit-tested without a router.
 */
import type { Variant } from '@nurly/shared';
import type { RouteTarget } from '@nurly/contracts/schemas';
import type { ComposedRoute, LoadedRemote } from '../lib/composition';

export function composeRoutes(remotes: readonly LoadedRemote[], variant: Variant): ComposedRoute[] {
  const out: ComposedRoute[] = [];
  const seenPaths = new Set<string>();
  for (const remote of remotes) {
    for (const route of remote.definition.routes) {
      if (!route.variants.includes(variant)) continue;
      // Two remotes claiming one path in one variant is a configuration error: the first wins.
      if (seenPaths.has(route.path)) {
        console.warn(`[host-shell] ${remote.key} route ${route.name} duplicates path ${route.path}`);
        continue;
      }
      seenPaths.add(route.path);
      out.push({
        remoteKey: remote.key,
        name: route.name,
        path: route.path,
        meta: route.meta,
        namespace: remote.definition.i18n.namespace,
        route,
        generation: remote.generation,
      });
    }
  }
  return out;
}

/**
 * The URL of a route target (a route name with path params and query, as global search returns
 * them) on this deployment; undefined when no route of it has that name or a path param is missing.
 */
export function pathOfTarget(target: RouteTarget, routes: readonly Pick<ComposedRoute, 'name' | 'path'>[]): string | undefined {
  const route = routes.find((r) => r.name === target.name);
  if (!route) return undefined;
  let complete = true;
  const path = route.path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = target.params?.[key];
    if (value === undefined || value === '') complete = false;
    return encodeURIComponent(value ?? '');
  });
  if (!complete) return undefined;
  const query = new URLSearchParams(target.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** Path of a named route, or the value itself when it already is a path. */
export function resolveTo(to: string | undefined, routes: readonly ComposedRoute[]): string | undefined {
  if (!to) return undefined;
  if (to.startsWith('/')) return to;
  return routes.find((r) => r.name === to)?.path;
}

export function isStaffRoute(route: Pick<ComposedRoute, 'meta'>): boolean {
  return !!route.meta.isStaff || (route.meta.roles?.length ?? 0) > 0;
}

/** A route with `:params` cannot be an entry target. */
export function isConcretePath(path: string): boolean {
  return !path.includes(':') && !path.includes('*');
}
