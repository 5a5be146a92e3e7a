import type { NavItem } from '../federation/types';
import {
  checkRouteAccess,
  filterNavItems,
  hasAnyRole,
  homePathFor,
  isResellerUser,
  isStaffUser,
  navAccess,
  routeAccess,
  userRoleNames,
  type AccessUser,
} from '@nurly/contracts';
import type { RoleName } from '@nurly/contracts';

const user = (roles: RoleName[], isStaff = true, id = 7): AccessUser => ({ id, is_staff: isStaff, roles: roles.map((name) => ({ name })) });

describe('§6 permission table', () => {
  it('lists the roles of every area', () => {
    expect(routeAccess.admin).toEqual(['NURLY_ADMIN', 'NURLY_STAFF']);
    expect(routeAccess.console).toEqual(['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']);
    expect(routeAccess.hubSales).toEqual(['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_ADMIN']);
    expect(routeAccess.hubMembers).toEqual(['NURLY_ADMIN', 'HUB_ADMIN']);
    expect(routeAccess.offerwall).toEqual(['NURLY_ADMIN', 'OFFERWALL_CLIENT']);
  });
  it('lists the roles of every nav row', () => {
    expect(navAccess.shoppingAndPlace).toEqual(['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']);
    expect(navAccess.memberAndSalesAdmin).toEqual(['HUB_ADMIN']);
    expect(navAccess.invoiceAdmin).toEqual(['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']);
    expect(navAccess.hubSideShoppingAndPlace).toEqual(['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN']);
    expect(navAccess.hubSideInvoiceAdmin).toEqual(['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN']);
    expect(navAccess.rewardShoppingAndPlace).toEqual(
      expect.arrayContaining(['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
    );
    expect(navAccess.rewardInvoice).toContain('HUB_MEMBER');
    expect(navAccess.rewardInvoice).not.toContain('NURLY_STAFF');
    expect(navAccess.rewardInvoice).not.toContain('NURLY_ADMIN');
  });
});

describe('role helpers', () => {
  it('reads role names and matches any listed role', () => {
    expect(userRoleNames(user(['HUB_ADMIN', 'HUB_MEMBER']))).toEqual(['HUB_ADMIN', 'HUB_MEMBER']);
    expect(userRoleNames(null)).toEqual([]);
    expect(hasAnyRole(user(['HUB_ADMIN']), routeAccess.hubMembers)).toBe(true);
    expect(hasAnyRole(user(['HUB_MEMBER']), routeAccess.hubMembers)).toBe(false);
    expect(hasAnyRole(user(['HUB_ADMIN']), [])).toBe(false);
    expect(hasAnyRole(undefined, routeAccess.admin)).toBe(false);
  });
  it('knows staff users', () => {
    expect(isStaffUser(user([], true))).toBe(true);
    expect(isStaffUser(user([], false))).toBe(false);
    expect(isStaffUser(null)).toBe(false);
  });
  it('sends NURLY staff home to /admin and everyone else to /', () => {
    expect(homePathFor(user(['NURLY_ADMIN']))).toBe('/admin');
    expect(homePathFor(user(['NURLY_STAFF']))).toBe('/admin');
    expect(homePathFor(user(['HUB_ADMIN']))).toBe('/');
    expect(homePathFor(user(['HUB_MEMBER']))).toBe('/');
    expect(homePathFor(user([], false))).toBe('/');
    expect(homePathFor(user(['NURLY_ADMIN'], false))).toBe('/');
    expect(homePathFor(null)).toBe('/');
  });
});

describe('checkRouteAccess (docs/decisions/product.md#states)', () => {
  const adminRoute = { isStaff: true, roles: [...routeAccess.admin] };
  it('sends a visitor who is not logged in to login for any guarded route', () => {
    expect(checkRouteAccess(null, adminRoute, false)).toBe('login');
    expect(checkRouteAccess(user(['NURLY_ADMIN']), adminRoute, false)).toBe('login');
    expect(checkRouteAccess(null, { roles: [...routeAccess.console] }, false)).toBe('login');
  });
  it('sends logged-in non-staff to login: all guarded routes require is_staff', () => {
    expect(checkRouteAccess(user([], false), adminRoute, true)).toBe('login');
    expect(checkRouteAccess(user(['HUB_MEMBER'], false), { roles: [...routeAccess.console] }, true)).toBe('login');
    expect(checkRouteAccess(user([], false), { isStaff: true }, true)).toBe('login');
  });
  it('denies staff lacking every listed role', () => {
    expect(checkRouteAccess(user(['HUB_MEMBER']), { isStaff: true, roles: [...routeAccess.hubMembers] }, true)).toBe('denied');
    expect(checkRouteAccess(user(['OFFERWALL_CLIENT']), adminRoute, true)).toBe('denied');
    expect(checkRouteAccess(user([]), { roles: [...routeAccess.offerwall] }, true)).toBe('denied');
  });
  it('allows staff holding any listed role, and staff routes without a role list', () => {
    expect(checkRouteAccess(user(['NURLY_STAFF']), adminRoute, true)).toBe('allow');
    expect(checkRouteAccess(user(['HUB_ADMIN']), { roles: [...routeAccess.hubSales] }, true)).toBe('allow');
    expect(checkRouteAccess(user(['OFFERWALL_CLIENT']), { roles: [...routeAccess.offerwall] }, true)).toBe('allow');
    expect(checkRouteAccess(user([]), { isStaff: true }, true)).toBe('allow');
  });
  it('needs only a login on unguarded routes, or nothing when requiresAuth is false', () => {
    expect(checkRouteAccess(user([], false), {}, true)).toBe('allow');
    expect(checkRouteAccess(null, {}, false)).toBe('login');
    expect(checkRouteAccess(null, { requiresAuth: false }, false)).toBe('allow');
  });
});

describe('filterNavItems', () => {
  const base = { heading: 'H', audience: 'staff' as const, variants: ['hub' as const] };
  const items: NavItem[] = [
    { ...base, key: 'shopping', title: 'shopping', to: 'hub-shopping', permissions: [...navAccess.shoppingAndPlace] },
    { ...base, key: 'members', title: 'members', to: 'hub-members', permissions: [...navAccess.memberAndSalesAdmin] },
    { ...base, key: 'public', title: 'notice', to: 'notice' },
    {
      ...base,
      key: 'group',
      title: 'admin',
      children: [
        { key: 'invoice', title: 'invoice', to: 'invoice', permissions: [...navAccess.invoiceAdmin] },
        { key: 'sales', title: 'sales', to: 'sales', permissions: [...navAccess.memberAndSalesAdmin] },
      ],
    },
  ];

  it('shows an item when the user has any listed role, recursing into children', () => {
    const memberView = filterNavItems(items, user(['HUB_MEMBER']));
    expect(memberView.map((i) => i.key)).toEqual(['shopping', 'public', 'group']);
    expect(memberView[2].children?.map((c) => c.key)).toEqual(['invoice']);

    const adminView = filterNavItems(items, user(['HUB_ADMIN']));
    expect(adminView.map((i) => i.key)).toEqual(['shopping', 'members', 'public', 'group']);
    expect(adminView[3].children?.map((c) => c.key)).toEqual(['invoice', 'sales']);
  });
  it('drops a group whose children are all hidden and keeps items without a permission list', () => {
    const staffView = filterNavItems(items, user(['NURLY_STAFF']));
    expect(staffView.map((i) => i.key)).toEqual(['shopping', 'public']);
    expect(filterNavItems(items, null).map((i) => i.key)).toEqual(['public']);
  });
  it('does not mutate the input', () => {
    filterNavItems(items, user(['HUB_MEMBER']));
    expect(items[3].children).toHaveLength(2);
  });
});

describe('resellers (tier 2–3)', () => {
  const reseller = (tier: number | null, isGuest = false): AccessUser => ({ id: 9, is_staff: false, is_guest: isGuest, tier, roles: [] });
  it('counts distributors and agencies, never a guest, main or advertiser', () => {
    expect([1, 2, 3, 4, null].map((tier) => isResellerUser(reseller(tier)))).toEqual([false, true, true, false, false]);
    expect(isResellerUser(reseller(2, true))).toBe(false);
  });
  it('opens reseller pages to them without is_staff, and nothing else', () => {
    expect(checkRouteAccess(reseller(2), { reseller: true }, true)).toBe('allow');
    expect(checkRouteAccess(reseller(4), { reseller: true, isStaff: true }, true)).toBe('login');
    expect(checkRouteAccess(reseller(3), { reseller: true }, false)).toBe('login');
    expect(checkRouteAccess(reseller(3), { isStaff: true, roles: ['NURLY_ADMIN'] }, true)).toBe('login');
  });
  it('shows reseller menu items to resellers only, or to them and the listed roles', () => {
    const items = [
      { key: 'own', reseller: true },
      { key: 'both', reseller: true, permissions: ['NURLY_ADMIN'] as RoleName[] },
      { key: 'everyone' },
    ];
    expect(filterNavItems(items, reseller(2)).map((i) => i.key)).toEqual(['own', 'both', 'everyone']);
    expect(filterNavItems(items, reseller(4)).map((i) => i.key)).toEqual(['everyone']);
    expect(filterNavItems(items, user(['NURLY_ADMIN'])).map((i) => i.key)).toEqual(['both', 'everyone']);
  });
});
