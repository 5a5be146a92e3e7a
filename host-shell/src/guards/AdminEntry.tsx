import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '@nurly/shared';
import { deniedRedirectState, storeRedirectPath } from './decide';
import { firstPermittedAdminPath } from './adminEntry';
import type { ComposedRoute } from '../lib/composition';

/**
 * Redirects to the first admin page the user may open. Staff with none go to /login as a role
 * denial (the login page's notice carries the access-denied text and their id); a logged-in member who is not staff goes to /login as an access-denied redirect, which
 * keeps the form open and explains why (a plain redirect would be bounced back here by the
 * login page, which is closed to logged-in users: an endless loop).
 */
export function AdminEntry({ routes, menuPaths }: { routes: readonly ComposedRoute[]; menuPaths: readonly string[] }) {
  const { isLoggedIn, storedUser } = useAuth();
  const navigate = useNavigate();
  const target = firstPermittedAdminPath(routes, menuPaths, storedUser, isLoggedIn);
  const loggedInStaff = isLoggedIn && !!storedUser?.is_staff;
  const loggedInMember = isLoggedIn && !!storedUser && !storedUser.is_guest;
  useEffect(() => {
    if (target || !loggedInStaff) return;
    navigate('/login', { replace: true, state: deniedRedirectState('role') });
  }, [target, loggedInStaff, navigate]);
  if (target) return <Navigate to={target} replace />;
  if (!loggedInStaff) {
    storeRedirectPath('/admin');
    return <Navigate to="/login" replace state={loggedInMember ? deniedRedirectState('staff-only') : undefined} />;
  }
  return null;
}
