/**
 * Shell-wide dialogs mounted once inside the router: global search (Ctrl+K), change password,
 * the reward agreement dialog and the legacy hub-domain notice. The shared confirm, loading and
 * toast hosts are mounted by the app root.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { checkRouteAccess, nurlyStore, useAuth } from '@nurly/shared';
import { changePasswordOpenAtom, searchOpenAtom } from '../../app/state';
import { useShell } from '../../app/ShellContext';
import type { RouteTarget } from '@nurly/contracts/schemas';
import { isConcretePath, pathOfTarget, type ComposedRoute } from '../../federation/composeRoutes';
import { SearchDialog, useSearchHotkey } from '../search/SearchDialog';
import type { SearchablePage } from '../search/searchModel';
import { shouldShowAgreement } from './agreementRules';
import { AgreementDialog } from './AgreementDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { HubNoticeDialog, isLegacyHubHost } from './HubNoticeDialog';

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

  return (
    <>
      <SearchDialog
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        pages={pages}
        resolveRoute={resolveRoute}
        onNavigate={(to) => navigate(to)}
      />
      <ChangePasswordDialog
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onLoggedOut={() => {
          setPasswordOpen(false);
          navigate('/login', { replace: true });
        }}
      />
      <AgreementDialog open={showAgreement} onDone={() => setAgreementDone(true)} />
      <HubNoticeDialog open={legacyHub} />
    </>
  );
}
