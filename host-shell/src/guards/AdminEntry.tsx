import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@nurly/shared';
import { accessDeniedMessage, deniedRedirectState, storeRedirectPath } from './decide';
import { firstPermittedAdminPath } from './adminEntry';
import type { ComposedRoute } from '../federation/composeRoutes';

/**
 * Redirects to the first admin page the user may open. Staff with none get the access-denied
 * alert; a logged-in member who is not staff goes to /login as an access-denied redirect, which
 * keeps the form open and explains why (a plain redirect would be bounced back here by the
 * login page, which is closed to logged-in users: an endless loop).
 */
export function AdminEntry({ routes, menuPaths }: { routes: readonly ComposedRoute[]; menuPaths: readonly string[] }) {
  const { isLoggedIn, storedUser } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const target = firstPermittedAdminPath(routes, menuPaths, storedUser, isLoggedIn);
  const loggedInStaff = isLoggedIn && !!storedUser?.is_staff;
  const loggedInMember = isLoggedIn && !!storedUser && !storedUser.is_guest;
  useEffect(() => {
    if (target || !loggedInStaff) return;
    window.alert(accessDeniedMessage(storedUser?.id, t('accessDenied')));
    navigate('/login', { replace: true, state: deniedRedirectState('role') });
  }, [target, loggedInStaff, storedUser?.id, navigate, t]);
  if (target) return <Navigate to={target} replace />;
  if (!loggedInStaff) {
    storeRedirectPath('/admin');
    return <Navigate to="/login" replace state={loggedInMember ? deniedRedirectState('staff-only') : undefined} />;
  }
  return null;
}
