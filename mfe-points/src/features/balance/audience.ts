import { hasAnyRole, navRolesOf } from '@nurly/shared';
import type { User } from '@nurly/contracts/schemas';

/**
 * Who gets the top-bar balance (docs/decisions/product.md#shared-screens item 6, docs/decisions/product.md#states balance area): a logged-in account that pays
 * for services. Guests get the guest banner instead; staff-only accounts (NURLY admin/staff,
 * console users) have no balance of their own, except the reward site's agency roles, which
 * pre-pay (the roles of the reward invoice menu).
 */
export function seesTopBarBalance(user: User | null, isLoggedIn: boolean): user is User {
  if (!isLoggedIn || !user || user.is_guest) return false;
  return !user.is_staff || hasAnyRole(user, navRolesOf('rewardInvoice'));
}
