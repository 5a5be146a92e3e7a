/**
 * The one access policy of the API, built from the docs/decisions/access.md#roles-and-permissions table (`routeAccess` in
 * @nurly/contracts): every route guard and every "may this caller see that row" decision in a
 * service goes through the guards and predicates below, nowhere else.
 *
 * Two words that used to mean different things:
 *  - "staff" (the `is_staff` flag) is carried by every console user: Nurly staff, hub admins and
 *    members, offerwall clients. Spec §6: every guarded route requires it, plus a role.
 *  - "console staff" is the Nurly desk: is_staff AND NURLY_ADMIN or NURLY_STAFF (the /admin/* row).
 *    Only console staff see other customers' rows; hub, reseller and publisher scopes are narrower.
 */
import { actForMessages, checkRouteAccess, routeAccess, type RoleName } from '@nurly/contracts';
import { AppError, forbidden, notFound } from '../lib/errors';
import type { Access, Principal } from './principal';

// ---- route guards (config.access) --------------------------------------------------------------

const rolesGuard = (roles: readonly RoleName[]): Access => ({ roles: [...roles] });

/** Route guards: the only values a route puts in `config.access`. */
export const guards = {
  /** Anyone, no token (login, signup, public notices). */
  public: 'public',
  /** Any logged-in account, guests included; the service then scopes rows to the caller. */
  user: 'user',
  /** Any is_staff account (console users of every deployment). */
  anyStaff: 'staff',
  /** The Nurly desk (§6 "/admin/*"): NURLY_ADMIN or NURLY_STAFF. */
  consoleStaff: rolesGuard(routeAccess.admin),
  /** NURLY_ADMIN only (§6: menu status counts and the Sites menu). */
  nurlyAdmin: rolesGuard(['NURLY_ADMIN']),
  /** Hub /members (§6): NURLY_ADMIN or HUB_ADMIN. */
  hubMembers: rolesGuard(routeAccess.hubMembers),
  /** Hub /sales (§6): NURLY_ADMIN, NURLY_STAFF or HUB_ADMIN. */
  hubSales: rolesGuard(routeAccess.hubSales),
  /** Agency and hub console pages (§6). */
  console: rolesGuard(routeAccess.console),
  /** Offerwall admin pages (§6): NURLY_ADMIN or OFFERWALL_CLIENT. */
  offerwall: rolesGuard(routeAccess.offerwall),
  /** The operations page's API (/admin/operations): NURLY_ADMIN. */
  operations: rolesGuard(routeAccess.operations),
  /**
   * The B2B calls (docs/decisions/resellers.md#reseller-scope): the Nurly desk (whole tree) or a reseller (`b2bScope`: tier 2–3,
   * or a hub admin of its group) for its subtree; the handler scopes every id with access/scope.ts.
   * Tier 4 advertisers and guests get 403.
   */
  b2bScoped: { roles: [...routeAccess.admin], resellers: true },
} as const satisfies Record<string, Access>;

/** Whether a principal passes a route guard (the access plugin's onRequest hook asks this). */
export function passesGuard(principal: Principal, access: Access): boolean {
  if (access === 'public' || access === 'user') return true;
  // A reseller (docs/decisions/resellers.md#resellers) needs no is_staff flag: distributors and agencies are customers' accounts.
  if (typeof access === 'object' && access.resellers && b2bScope(principal) !== null) return true;
  // Spec §6: every guarded route also requires is_staff.
  if (!principal.isStaff) return false;
  if (access === 'staff') return true;
  return hasAnyRole(principal, access.roles);
}

// ---- predicates ---------------------------------------------------------------------------------

export function hasAnyRole(principal: Principal, roles: readonly RoleName[]): boolean {
  return roles.some((role) => principal.roles.includes(role));
}

/** The Nurly desk: is_staff and NURLY_ADMIN or NURLY_STAFF. Hub and offerwall console users are not. */
export function isConsoleStaff(principal: Principal): boolean {
  return principal.isStaff && hasAnyRole(principal, routeAccess.admin);
}

export function isNurlyAdmin(principal: Principal): boolean {
  return principal.isStaff && principal.roles.includes('NURLY_ADMIN');
}

/** Granting staff flags, superuser or roles: NURLY_ADMIN or a superuser. */
export function mayGrantRoles(principal: Principal): boolean {
  return principal.isSuperuser || isNurlyAdmin(principal);
}

/**
 * Account ranks, highest first: superuser > NURLY_ADMIN > NURLY_STAFF > console users
 * (any other role, or is_staff alone) > customer. Nobody acts on an account above their own rank
 * or raises one above it; the roles count with is_staff, as the route guards do.
 */
export const accountRank = { superuser: 5, nurlyAdmin: 4, nurlyStaff: 3, console: 2, customer: 1 } as const;

/** What ranks an account: a principal, or a row of the users table with its roles. */
export interface AccountStanding {
  isStaff: boolean;
  isSuperuser: boolean;
  roles: readonly RoleName[];
}

export function rankOf(account: AccountStanding): number {
  if (account.isSuperuser) return accountRank.superuser;
  if (account.isStaff && account.roles.includes('NURLY_ADMIN')) return accountRank.nurlyAdmin;
  if (account.isStaff && account.roles.includes('NURLY_STAFF')) return accountRank.nurlyStaff;
  if (account.isStaff || account.roles.length > 0) return accountRank.console;
  return accountRank.customer;
}

/** Holds any role or is_staff (or is a superuser): its credentials are NURLY_ADMIN business. */
export function isPrivilegedAccount(account: AccountStanding): boolean {
  return account.isSuperuser || account.isStaff || account.roles.length > 0;
}

export interface AccountChange {
  /** The change touches the password, the active flag or the account's existence. */
  credentials: boolean;
  /** The account's standing after the change (creation, or granting flags and roles). */
  after?: AccountStanding;
}

/**
 * Whether the principal may make this change to that account (member administration): never to
 * an account above their own rank, never leaving one above it, and the credentials of a privileged
 * account only as NURLY_ADMIN or superuser (staff resetting an admin's password took it over).
 */
export function mayChangeAccount(principal: Principal, target: AccountStanding, change: AccountChange): boolean {
  const own = rankOf(principal);
  if (rankOf(target) > own) return false;
  if (change.after && rankOf(change.after) > own) return false;
  if (change.credentials && isPrivilegedAccount(target) && !mayGrantRoles(principal)) return false;
  return true;
}

export function isOwnerOrConsoleStaff(principal: Principal, ownerId: number): boolean {
  return principal.id === ownerId || isConsoleStaff(principal);
}

/**
 * Hub scope (docs/decisions/money-loop.md#settlement, docs/decisions/money-loop.md#who-is-who): a HUB_ADMIN sees the accounts of its own group. Returns the
 * group id the caller may see, or null when the caller has no hub scope.
 */
export function hubScope(principal: Principal): { groupId: number } | null {
  if (!principal.isStaff || !principal.roles.includes('HUB_ADMIN') || principal.groupId === null) return null;
  return { groupId: principal.groupId };
}

/**
 * Hub console scope on the hub's own rows (ads registered in the hub console): HUB_ADMIN
 * and its staff sub-accounts (HUB_MEMBER) see their group's rows. Null without a hub role or group.
 */
export function hubStaffScope(principal: Principal): { groupId: number } | null {
  if (!principal.isStaff || principal.groupId === null) return null;
  if (!hasAnyRole(principal, ['HUB_ADMIN', 'HUB_MEMBER'])) return null;
  return { groupId: principal.groupId };
}

/** A hub client of the hub console (is_staff and HUB_CLIENT, as the console guard counts it). */
export function isHubClient(principal: Principal): boolean {
  return principal.isStaff && hasAnyRole(principal, ['HUB_CLIENT']);
}

/**
 * Who may read an ad line or a campaign (its days, charges, rejections and change log): its owner,
 * console staff, and the hub console (HUB_ADMIN, HUB_MEMBER) of the group a HUB row was registered
 * in. Everyone else gets the same 404 as a missing row.
 */
export function mayReadAd(principal: Principal, row: { ownerId: number; service: string; groupId: number | null }): boolean {
  if (isOwnerOrConsoleStaff(principal, row.ownerId)) return true;
  const hub = hubStaffScope(principal);
  return hub !== null && row.service === 'HUB' && row.groupId === hub.groupId;
}

/**
 * Reseller scope (docs/decisions/money-loop.md#who-is-who) of the per-resource checks in `scopes.ts` (`mayActOnAccount`): an
 * account of tier 1–3 and its subtree of `users.parent_id`. The B2B calls (docs/decisions/resellers.md#reseller-scope) use
 * `b2bScope` below and access/scope.ts instead: tier 2–3 and hub admins, the Nurly desk everything.
 */
export function resellerScope(principal: Principal): { rootId: number } | null {
  if (principal.isGuest || principal.tier === null || principal.tier < 1 || principal.tier > 3) return null;
  return { rootId: principal.id };
}

/** What a B2B call answers for (docs/decisions/resellers.md#resellers): the whole tree, or one account's descendants. */
export type B2bScope = { kind: 'all' } | { kind: 'subtree'; rootId: number };

/**
 * The B2B scope of a caller, one rule for every B2B route (docs/decisions/resellers.md#reseller-scope): console staff see the
 * whole tree; a reseller — a tier 2–3 account, or a hub admin (a reseller of its group, §8,
 * whatever its tier) — its own subtree (rooted at itself); anyone else (tier 1 accounts that are not
 * staff, tier 4 advertisers, accounts without a tier, guests) none: null, a 403 at the guard.
 */
export function b2bScope(principal: Principal): B2bScope | null {
  if (isConsoleStaff(principal)) return { kind: 'all' };
  if (principal.isGuest) return null;
  if (hubScope(principal) !== null) return { kind: 'subtree', rootId: principal.id };
  if (principal.tier === 2 || principal.tier === 3) return { kind: 'subtree', rootId: principal.id };
  return null;
}

/**
 * Who earns reseller margins and may ask for them to be paid (docs/decisions/resellers.md#margin-credits): distributors and
 * agencies (tier 2–3) and the hubs' admins (a hub is a reseller of its clients). Tier 1 is the
 * company itself. The same rule the settlement credits by (db/reseller-sql.ts `isResellerSql`).
 */
export function isMarginEarner(principal: Principal): boolean {
  if (principal.isGuest) return false;
  if (principal.tier === 2 || principal.tier === 3) return true;
  return principal.isStaff && principal.roles.includes('HUB_ADMIN');
}

/** Publisher scope (§6 offerwall row): an OFFERWALL_CLIENT sees its own publisher data only. */
export function publisherScope(principal: Principal): { ownerId: number } | null {
  if (!principal.isStaff || !principal.roles.includes('OFFERWALL_CLIENT')) return null;
  return { ownerId: principal.id };
}

/**
 * Which owners' rows a list may show: every owner (console staff, unless they ask for their own)
 * or only the caller's. Lists of per-customer resources (questions, advertisers, withdrawals,
 * point history) take this instead of deciding "staff" themselves.
 */
export function ownerFilter(principal: Principal, options: { mine?: boolean; requested?: number } = {}): number | undefined {
  if (!isConsoleStaff(principal)) return principal.id;
  if (options.mine) return principal.id;
  return options.requested;
}

/**
 * Whether the host's route guard lets the principal open a page with this meta (the browser's
 * own rule, checkRouteAccess), so global search never links to an access-denied page.
 */
export function mayOpenPage(principal: Principal, meta: { isStaff?: boolean; roles?: readonly RoleName[] }): boolean {
  const user = { id: principal.id, is_staff: principal.isStaff, roles: principal.roles.map((name) => ({ name })) };
  return checkRouteAccess(user, { isStaff: meta.isStaff, roles: meta.roles ? [...meta.roles] : undefined }, true) === 'allow';
}

// ---- guards inside services ---------------------------------------------------------------------

/** 403 unless the caller owns the row or is console staff. */
export function assertOwnerOrConsoleStaff(principal: Principal, ownerId: number): void {
  if (!isOwnerOrConsoleStaff(principal, ownerId)) throw forbidden();
}

/** Like assertOwnerOrConsoleStaff, but a stranger gets the same 404 as a missing row (learns nothing). */
export function assertVisibleOr404(principal: Principal, ownerId: number, message?: string): void {
  if (!isOwnerOrConsoleStaff(principal, ownerId)) throw notFound(message);
}

export function assertConsoleStaff(principal: Principal): void {
  if (!isConsoleStaff(principal)) throw forbidden();
}

export function assertMayGrantRoles(principal: Principal): void {
  if (!mayGrantRoles(principal)) throw forbidden();
}

export function assertMayChangeAccount(principal: Principal, target: AccountStanding, change: AccountChange): void {
  if (!mayChangeAccount(principal, target, change)) throw new AppError(403, '이 계정을 변경할 권한이 없습니다.', 'FORBIDDEN');
}

export function assertSuperuser(principal: Principal): void {
  if (!principal.isSuperuser) throw forbidden();
}

/** The account whose data a request reads: the caller's own unless console staff name another. */
export function accountFor(principal: Principal, requested?: number): number {
  if (requested === undefined || requested === principal.id) return principal.id;
  assertConsoleStaff(principal);
  return requested;
}

/**
 * Money never moves while acting for another account (대리 접속, docs/decisions/resellers.md#act-for): top-ups, withdrawals,
 * transfers and recalls, margin payouts, point entries refuse a principal with an `actor` (403
 * ACTING_FOR), as do the account's own password and service leaving.
 */
export function assertNotActingFor(principal: Principal, message: string = actForMessages.moneyRefused): void {
  if (principal.actor) throw new AppError(403, message, 'ACTING_FOR');
}

/** Who really makes the request: the actor while acting for the principal (대리 접속), else the principal. */
export function actorIdOf(principal: Principal): number {
  return principal.actor?.id ?? principal.id;
}
