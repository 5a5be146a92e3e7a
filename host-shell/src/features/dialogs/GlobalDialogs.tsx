/**
 * Shell-wide dialogs mounted once inside the router: global search (Ctrl+K), change password,
 * the reward agreement dialog and the legacy hub-domain notice. The shared confirm, loading and
 * toast hosts are mounted by the app root.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { checkRouteAccess, nurlyStore, useAuth, useOpenedOnce } from '@nurly/shared';
import { changePasswordOpenAtom, searchOpenAtom } from '../../app/state';
import { useShell } from '../../app/ShellContext';
import type { RouteTarget } from '@nurly/contracts/schemas';
import { isConcretePath, pathOfTarget, type ComposedRoute } from '../../federation/composeRoutes';
import { useSearchHotkey } from '../search/searchHotkey';
import type { SearchablePage } from '../search/searchModel';
import { shouldShowAgreement } from './agreementRules';
import { isLegacyHubHost } from './legacyHub';

// Each dialog's code (the agreement dialog carries the terms) is fetched when it first opens, and
// stays mounted from then on so it closes with its animation.
const SearchDialog = lazy(() => import('../search/SearchDialog').then((m) => ({ default: m.SearchDialog })));
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));
const AgreementDialog = lazy(() => import('./AgreementDialog').then((m) => ({ default: m.AgreementDialog })));
const HubNoticeDialog = lazy(() => import('./HubNoticeDialog').then((m) => ({ default: m.HubNoticeDialog })));

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

export function GlobalDialogs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { variant } = useShell();
  const { storedUser, isLoggedIn } = useAuth();
  const [searchOpen, setSearchOpen] = useAtom(searchOpenAtom, storeOpts);
  const [passwordOpen, setPasswordOpen] = useAtom(changePasswordOpenAtom, storeOpts);
  const [agreementDone, setAgreementDone] = useState(false);
  const permittedRoutes = usePermittedRoutes();
  const pages = usePermittedPages(permittedRoutes);
  const resolveRoute = useCallback((target: RouteTarget) => pathOfTarget(target, permittedRoutes), [permittedRoutes]);
  const openSearch = useCallback(() => setSearchOpen(true), [setSearchOpen]);
  useSearchHotkey(openSearch);

  const showAgreement = isLoggedIn && !agreementDone && shouldShowAgreement(storedUser, variant, pathname);
  const legacyHub = typeof window !== 'undefined' && isLegacyHubHost(window.location.hostname);

  const searchMounted = useOpenedOnce(searchOpen);
  const passwordMounted = useOpenedOnce(passwordOpen);
  const agreementMounted = useOpenedOnce(showAgreement);

  return (
    <>
      {searchMounted && (
        <Suspense fallback={null}>
          <SearchDialog
            open={searchOpen}
            onClose={() => setSearchOpen(false)}
            pages={pages}
            resolveRoute={resolveRoute}
            onNavigate={(to) => navigate(to)}
          />
        </Suspense>
      )}
      {passwordMounted && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open={passwordOpen}
            onClose={() => setPasswordOpen(false)}
            onLoggedOut={() => {
              setPasswordOpen(false);
              navigate('/login', { replace: true });
            }}
          />
        </Suspense>
      )}
      {agreementMounted && (
        <Suspense fallback={null}>
          <AgreementDialog open={showAgreement} onDone={() => setAgreementDone(true)} />
        </Suspense>
      )}
      {legacyHub && (
        <Suspense fallback={null}>
          <HubNoticeDialog open />
        </Suspense>
      )}
    </>
  );
}
