import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@nurly/shared';
import { accessDeniedMessage, storeRedirectPath } from './decide';
import { firstPermittedAdminPath } from './adminEntry';
import type { ComposedRoute } from '../federation/composeRoutes';

/** Redirects to the first admin page the user may open; staff with none get the access-denied alert. */
export function AdminEntry({ routes, menuPaths }: { routes: readonly ComposedRoute[]; menuPaths: readonly string[] }) {
  const { isLoggedIn, storedUser } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const target = firstPermittedAdminPath(routes, menuPaths, storedUser, isLoggedIn);
  const loggedInStaff = isLoggedIn && !!storedUser?.is_staff;
  useEffect(() => {
    if (target || !loggedInStaff) return;
    window.alert(accessDeniedMessage(storedUser?.id, t('accessDenied')));
    navigate('/login', { replace: true, state: { denied: true } });
  }, [target, loggedInStaff, storedUser?.id, navigate, t]);
  if (target) return <Navigate to={target} replace />;
  if (!loggedInStaff) {
    storeRedirectPath('/admin');
    return <Navigate to="/login" replace />;
  }
  return null;
}
