/**
 * The shell-wide search, mounted once inside the router beside the shell's dialogs: Ctrl+K (or the
 * top bar's button, through searchOpenAtom) opens it over the pages of this deployment the user may
 * open. The dialog's code is fetched when it first opens, and stays mounted from then on so it
 * closes with its animation.
 */
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { checkRouteAccess, nurlyStore, useAuth, useOpenedOnce } from '@nurly/shared';
import type { RouteTarget } from '@nurly/contracts/schemas';
import { isConcretePath, pathOfTarget } from '../../federation/composeRoutes';
import type { ComposedRoute } from '../../lib/composition';
import { useShell } from '../../lib/ShellContext';
import { searchOpenAtom } from '../../lib/state';
import { useSearchHotkey } from './searchHotkey';
import type { SearchablePage } from './searchModel';

const SearchDialog = lazy(() => import('./SearchDialog').then((m) => ({ default: m.SearchDialog })));

const storeOpts = { store: nurlyStore };

/** The routes of this deployment the user may open: search offers only these. */
function usePermittedRoutes() {
  const { routes } = useShell();
  const { storedUser, isLoggedIn } = useAuth();
  return useMemo(
    () => routes.filter((r) => checkRouteAccess(storedUser, r.meta, isLoggedIn) === 'allow'),
    [routes, storedUser, isLoggedIn],
  );
}

function usePermittedPages(routes: readonly ComposedRoute[]): SearchablePage[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      routes.filter((r) => isConcretePath(r.path)).map((r) => ({ path: r.path, title: t(r.meta.title, { ns: [r.namespace, 'common'] }) })),
    // `t` changes identity with the language, so titles follow it.
    [routes, t],
  );
}

export function GlobalSearch() {
  const navigate = useNavigate();
  const [searchOpen, setSearchOpen] = useAtom(searchOpenAtom, storeOpts);
  const permittedRoutes = usePermittedRoutes();
  const pages = usePermittedPages(permittedRoutes);
  const resolveRoute = useCallback((target: RouteTarget) => pathOfTarget(target, permittedRoutes), [permittedRoutes]);
  const openSearch = useCallback(() => setSearchOpen(true), [setSearchOpen]);
  useSearchHotkey(openSearch);
  const searchMounted = useOpenedOnce(searchOpen);

  if (!searchMounted) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        pages={pages}
        resolveRoute={resolveRoute}
        onNavigate={(to) => navigate(to)}
      />
    </Suspense>
  );
}
