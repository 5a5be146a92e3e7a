/**
 * The docs/decisions/access.md#roles-and-permissions permission table as data, and the checks the host and remotes share.
 * Every guarded route (one with isStaff or roles) also requires is_staff.
 */
import type { RoleName } from './roles';

/** What a route declares about who may open it (the host's RouteMeta carries these fields). */
export interface RouteAccessMeta {
  isStaff?: boolean;
  roles?: RoleName[];
  /** Needs a logged-in (non-guest on staff consoles) user. Default true. */
  requiresAuth?: boolean;
  /**
   * A reseller page: a tier 2–3 account opens it too, without is_staff or a role (the API answers it
   * for its own subtree only). Staff still need `isStaff`/`roles` as usual.
   */
  reseller?: boolean;
}

/** The part of a user the checks read; the full contracts User fits. */
export interface AccessUser {
  id?: number;
  is_staff: boolean;
  is_guest?: boolean;
  /** Reseller tree tier (1 main … 4 advertiser), null outside the tree. */
  tier?: number | null;
  roles: { name: RoleName }[];
}

/** The tiers that run a book of their own (docs/decisions/resellers.md#resellers): distributors and agencies. */
export const resellerTiers = [2, 3] as const;

/** A distributor or agency (tier 2–3) that is not a guest: it has the reseller console. */
export function isResellerUser(user: AccessUser | null | undefined): boolean {
  return !!user && !user.is_guest && (resellerTiers as readonly number[]).includes(user.tier ?? 0);
}

const ADMIN_ROLES: RoleName[] = ['NURLY_ADMIN', 'NURLY_STAFF'];

/** Route areas → roles that open them (§6 table, "Area" rows). */
export const routeAccess = {
  /** /admin/* */
  admin: ['NURLY_ADMIN', 'NURLY_STAFF'],
  /** Agency and hub product, invoice, questions, faq, notice pages. */
  console: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
  /** Hub /sales */
  hubSales: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_ADMIN'],
  /** Hub /members */
  hubMembers: ['NURLY_ADMIN', 'HUB_ADMIN'],
  /** Offerwall admin pages. */
  offerwall: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
  /** /admin/releases: which release of each remote is live (the shell's own page). */
  releases: ['NURLY_ADMIN'],
  /** /admin/operations: the money jobs (settlement runs, postbacks, queues, rank budget; the shell's own page). */
  operations: ['NURLY_ADMIN'],
} as const satisfies Record<string, readonly RoleName[]>;
export type RouteArea = keyof typeof routeAccess;

/** Menu rows → roles that see them (§6 table, "Nav"/"side menu"/"Reward menu" rows). */
export const navAccess = {
  /** Hub top nav: shopping and place. */
  shoppingAndPlace: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
  /** Hub top nav: member admin and sales admin. */
  memberAndSalesAdmin: ['HUB_ADMIN'],
  /** Hub top nav: invoice admin. */
  invoiceAdmin: ['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
  /** Hub side menu: shopping and place. */
  hubSideShoppingAndPlace: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN'],
  /** Hub side menu: invoice admin. */
  hubSideInvoiceAdmin: ['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN'],
  /** Reward menu: shopping and place (staff plus hub roles). */
  rewardShoppingAndPlace: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
  /** Reward menu: invoice (includes HUB_MEMBER, not staff). */
  rewardInvoice: ['HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
  /** Every staff admin item of the default site. */
  admin: ['NURLY_ADMIN', 'NURLY_STAFF'],
  /** Sites shortcut menu and menu status counts. */
  sitesMenu: ['NURLY_ADMIN'],
  /** The remote releases page of the staff side menu. */
  releases: ['NURLY_ADMIN'],
  /** The operations page (운영 상태) of the staff side menu. */
  operations: ['NURLY_ADMIN'],
} as const satisfies Record<string, readonly RoleName[]>;
export type NavArea = keyof typeof navAccess;

/** Mutable copy of a table row, for RouteAccessMeta.roles / NavItem.permissions. */
export function rolesOf(area: RouteArea): RoleName[] {
  return [...routeAccess[area]];
}
export function navRolesOf(area: NavArea): RoleName[] {
  return [...navAccess[area]];
}

export function userRoleNames(user: AccessUser | null | undefined): RoleName[] {
  return user?.roles?.map((r) => r.name) ?? [];
}

/** True when the user holds at least one of `roles` (an empty list matches nobody). */
export function hasAnyRole(user: AccessUser | null | undefined, roles: readonly RoleName[]): boolean {
  const own = userRoleNames(user);
  return roles.some((r) => own.includes(r));
}

export function isStaffUser(user: AccessUser | null | undefined): boolean {
  return !!user?.is_staff;
}

export type RouteAccessResult = 'allow' | 'login' | 'denied';

/**
 * Spec §4 route guard. Guarded routes (isStaff or roles) need a logged-in staff user, else
 * 'login'; a staff user lacking every listed role gets 'denied' (alert, then /login).
 * Unguarded routes need only a login unless `requiresAuth` is false.
 */
export function checkRouteAccess(user: AccessUser | null | undefined, meta: RouteAccessMeta, isLoggedIn: boolean): RouteAccessResult {
  if (meta.reseller && isLoggedIn && isResellerUser(user)) return 'allow';
  const guarded = !!meta.isStaff || (meta.roles?.length ?? 0) > 0;
  if (!guarded) {
    if (meta.requiresAuth === false) return 'allow';
    return isLoggedIn && user ? 'allow' : 'login';
  }
  if (!isLoggedIn || !user || !user.is_staff) return 'login';
  if (meta.roles && meta.roles.length > 0 && !hasAnyRole(user, meta.roles)) return 'denied';
  return 'allow';
}

interface FilterableNavItem {
  permissions?: readonly RoleName[];
  /** Shown to resellers (isResellerUser); with no `permissions`, to resellers only. */
  reseller?: boolean;
  to?: string;
  href?: string;
  children?: FilterableNavItem[];
}

/**
 * Items the user may see: a reseller item to resellers (and to the listed roles, if any); otherwise
 * no permission list means everyone, else any listed role.
 * Children are filtered the same way; a group left with no children and no link of its own is dropped.
 */
export function filterNavItems<T extends FilterableNavItem>(items: readonly T[], user: AccessUser | null | undefined): T[] {
  const out: T[] = [];
  for (const item of items) {
    const byRole = item.permissions && item.permissions.length > 0 ? hasAnyRole(user, item.permissions) : !item.reseller;
    const allowed = byRole || (!!item.reseller && isResellerUser(user));
    if (!allowed) continue;
    if (item.children) {
      const children = filterNavItems(item.children, user);
      if (children.length === 0 && !item.to && !item.href) continue;
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/**
 * A staff account of the Nurly console (NURLY_ADMIN, NURLY_STAFF). Hub and offerwall accounts are
 * staff of their own consoles; on the default site they are its customers (home, menus).
 */
export function isNurlyConsoleStaff(user: AccessUser | null | undefined): boolean {
  return isStaffUser(user) && hasAnyRole(user, ADMIN_ROLES);
}

/** Home link (docs/decisions/product.md#screens-and-routes/docs/decisions/product.md#states): '/admin' for NURLY staff, '/' for customers and hub/reward users. */
export function homePathFor(user: AccessUser | null | undefined): '/' | '/admin' {
  return isNurlyConsoleStaff(user) ? '/admin' : '/';
}
