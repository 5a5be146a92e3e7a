/**
 * Shell-wide dialogs mounted once inside the router: change password, the reward agreement dialog
 * and the legacy hub-domain notice (the global search is mounted beside them: features/search/GlobalSearch.tsx).
 * The shared confirm, loading and toast hosts are mounted by the app root.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { nurlyStore, useAuth, useOpenedOnce } from '@nurly/shared';
import { changePasswordOpenAtom } from '../../lib/state';
import { useShell } from '../../lib/ShellContext';
import { shouldShowAgreement } from './agreementRules';
import { isLegacyHubHost } from './legacyHub';

// Each dialog's code (the agreement dialog carries the terms) is fetched when it first opens, and
// stays mounted from then on so it closes with its animation.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));
const AgreementDialog = lazy(() => import('./AgreementDialog').then((m) => ({ default: m.AgreementDialog })));
const HubNoticeDialog = lazy(() => import('./HubNoticeDialog').then((m) => ({ default: m.HubNoticeDialog })));

const storeOpts = { store: nurlyStore };

export function GlobalDialogs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { variant } = useShell();
  const { storedUser, isLoggedIn } = useAuth();
  const [passwordOpen, setPasswordOpen] = useAtom(changePasswordOpenAtom, storeOpts);
  const [agreementDone, setAgreementDone] = useState(false);

  const showAgreement = isLoggedIn && !agreementDone && shouldShowAgreement(storedUser, variant, pathname);
  const legacyHub = typeof window !== 'undefined' && isLegacyHubHost(window.location.hostname);

  const passwordMounted = useOpenedOnce(passwordOpen);
  const agreementMounted = useOpenedOnce(showAgreement);

  return (
    <>
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
