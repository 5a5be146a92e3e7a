/**
 * `/users/list` (the seed's apps-user-list): a reseller (tier 2–3) gets its own subtree
 * (ResellerMembersPage), everyone else the staff account list, which tells non-staff it is staff data.
 */
import { lazy } from 'react';
import { isResellerUser, useAuth } from '@nurly/shared';

const ResellerMembersPage = lazy(() => import('../features/setting/ResellerMembersPage'));
const UserListPage = lazy(() => import('../features/users/UserListPage'));

export default function UsersListRoute() {
  const { user } = useAuth();
  return isResellerUser(user) ? <ResellerMembersPage /> : <UserListPage />;
}
