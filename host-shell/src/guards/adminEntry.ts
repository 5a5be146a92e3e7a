/**
 * /admin entry (docs/decisions/product.md#screens-and-routes): the first admin page the user may open, in side-menu order, from the
 * composed staff routes. Menu order comes first so "first" means what the user sees first.
 */
import { checkRouteAccess, type AccessUser } from '@nurly/shared';
import { isConcretePath, isStaffRoute } from '../federation/composeRoutes';
import type { ComposedRoute } from '../lib/composition';

export function firstPermittedAdminPath(
  routes: readonly ComposedRoute[],
  menuPaths: readonly string[],
  user: AccessUser | null | undefined,
  isLoggedIn: boolean,
): string | null {
  const candidates = routes.filter((r) => isStaffRoute(r) && isConcretePath(r.path) && r.path !== '/admin');
  const rank = (path: string) => {
    const index = menuPaths.indexOf(path);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  // Pages under /admin first, then other staff pages (the consoles name theirs differently).
  const ordered = [...candidates].sort((a, b) => {
    const adminFirst = Number(!a.path.startsWith('/admin/')) - Number(!b.path.startsWith('/admin/'));
    return adminFirst !== 0 ? adminFirst : rank(a.path) - rank(b.path);
  });
  const match = ordered.find((r) => checkRouteAccess(user, r.meta, isLoggedIn) === 'allow');
  return match?.path ?? null;
}
