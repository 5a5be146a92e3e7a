import { roleNames, type RoleName } from '@nurly/shared';
import { composeRoutes } from '../federation/composeRoutes';
import { defaultRemotes, hubRemote, loadedRemotes, makeUser, offerwallRemote } from '@nurly/shared/testing';
import { composeDrawerMenu, composeSideMenu, composeTopNav, HOST_NAV, menuVariantFor, shouldLeaveForRoot } from './composeNav';
import { menuPaths } from './useMenus';

const routesFor = (variant: 'hub' | 'offerwall' | 'default', defs = [hubRemote, offerwallRemote, ...defaultRemotes]) =>
  composeRoutes(loadedRemotes(defs), variant);

describe('hub top nav', () => {
  const routes = routesFor('hub', [hubRemote]);
  const keysFor = (roles: RoleName[]) => composeTopNav([hubRemote], 'hub', makeUser(roles), routes).map((l) => l.key);

  it('shows all five items to a HUB_ADMIN, in order, with resolved paths', () => {
    const items = composeTopNav([hubRemote], 'hub', makeUser(['HUB_ADMIN']), routes);
    expect(items.map((l) => l.key)).toEqual(['top-shopping', 'top-place', 'top-member', 'top-invoice', 'top-sales']);
    expect(items.map((l) => l.path)).toEqual(['/shopping', '/place', '/members', '/', '/sales']);
  });

  it('filters by role: member and sales admin are HUB_ADMIN only, invoice is not for NURLY_STAFF', () => {
    expect(keysFor(['HUB_CLIENT'])).toEqual(['top-shopping', 'top-place', 'top-invoice']);
    expect(keysFor(['HUB_MEMBER'])).toEqual(['top-shopping', 'top-place', 'top-invoice']);
    expect(keysFor(['NURLY_STAFF'])).toEqual(['top-shopping', 'top-place']);
    expect(keysFor(['OFFERWALL_CLIENT'])).toEqual([]);
  });

  it('keeps top-nav-only items out of the side menu', () => {
    const sections = composeSideMenu([hubRemote], 'hub', makeUser(['HUB_ADMIN']), routes);
    expect(sections.flatMap((s) => s.items.map((i) => i.key))).toEqual(['side-shopping']);
  });
});

describe('offerwall top nav', () => {
  const routes = routesFor('offerwall', [offerwallRemote]);

  it('gives staff with the role every item, including the second-set one', () => {
    const keys = composeTopNav([offerwallRemote], 'offerwall', makeUser(['OFFERWALL_CLIENT']), routes).map((l) => l.key);
    expect(keys).toEqual(['ow', 'ow-log', 'ow-visitor', 'ow-monitoring']);
  });

  it('gives a non-staff user the default three items', () => {
    const user = makeUser([], { is_staff: false });
    const keys = composeTopNav([offerwallRemote], 'offerwall', user, routes).map((l) => l.key);
    expect(keys).toEqual(['ow', 'ow-log', 'ow-visitor']);
  });

  it('sends the browser to the root when filtering leaves zero items', () => {
    const items = composeTopNav([offerwallRemote], 'offerwall', makeUser(['HUB_CLIENT']), routes);
    expect(items).toEqual([]);
    expect(shouldLeaveForRoot(items, '/mission-logs', true)).toBe(true);
    expect(shouldLeaveForRoot(items, '/', true)).toBe(false);
    expect(shouldLeaveForRoot(items, '/mission-logs', false)).toBe(false);
  });
});

describe('side menu on the default site', () => {
  const routes = routesFor('default', defaultRemotes);

  it('customers get KEYWORDS, APPS, MENUS in that order and no staff items', () => {
    const customer = makeUser([], { is_staff: false });
    expect(menuVariantFor('default', customer)).toBe('customer');
    const sections = composeSideMenu(defaultRemotes, 'default', customer, routes);
    expect(sections.map((s) => s.heading)).toEqual(['KEYWORDS', 'APPS', 'MENUS']);
    expect(sections[0].items[0].path).toBe('/keyword/naver-shopping');
  });

  it('a hub admin (staff of the hub console) gets the customer menu here, as its home is the dashboard', () => {
    const hubAdmin = makeUser(['HUB_ADMIN']);
    expect(menuVariantFor('default', hubAdmin)).toBe('customer');
    const sections = composeSideMenu(defaultRemotes, 'default', hubAdmin, routes);
    expect(sections.map((s) => s.heading)).toEqual(['KEYWORDS', 'APPS', 'MENUS']);
    expect(menuVariantFor('hub', hubAdmin)).toBe('hub');
  });

  it('staff get the staff headings in spec order, filtered by role', () => {
    const admin = makeUser(['NURLY_ADMIN']);
    expect(composeSideMenu(defaultRemotes, 'default', admin, routes).map((s) => s.heading)).toEqual(['ADMIN', 'REWARD_ADMIN']);
    const staff = makeUser(['NURLY_STAFF']);
    const sections = composeSideMenu(defaultRemotes, 'default', staff, routes);
    expect(sections.map((s) => s.heading)).toEqual(['REWARD_ADMIN']);
    expect(sections[0].items.map((i) => i.key)).toEqual(['admin-shopping']);
  });

  it("the shell's releases page sits under ADMIN for NURLY_ADMIN only, on the default site only", () => {
    const admin = makeUser(['NURLY_ADMIN']);
    const adminMenu = composeSideMenu(defaultRemotes, 'default', admin, routes, HOST_NAV);
    const releases = adminMenu.find((s) => s.heading === 'ADMIN')?.items.at(-1);
    expect(releases).toMatchObject({ key: 'admin-releases', path: '/admin/releases', namespace: 'shell', title: 'nav.releases' });
    const staffMenu = composeSideMenu(defaultRemotes, 'default', makeUser(['NURLY_STAFF']), routes, HOST_NAV);
    expect(staffMenu.flatMap((s) => s.items.map((i) => i.key))).not.toContain('admin-releases');
    expect(composeSideMenu([hubRemote], 'hub', admin, routes, HOST_NAV).flatMap((s) => s.items.map((i) => i.key))).not.toContain(
      'admin-releases',
    );
  });

  it("the shell's operations page (운영 상태) sits under ADMIN for NURLY_ADMIN only, keyed for its menu status count", () => {
    const admin = makeUser(['NURLY_ADMIN']);
    const items = composeSideMenu(defaultRemotes, 'default', admin, routes, HOST_NAV).find((s) => s.heading === 'ADMIN')?.items ?? [];
    expect(items.find((i) => i.key === 'admin-operations')).toMatchObject({
      path: '/admin/operations',
      namespace: 'shell',
      title: 'nav.operations',
    });
    const staffMenu = composeSideMenu(defaultRemotes, 'default', makeUser(['NURLY_STAFF']), routes, HOST_NAV);
    expect(staffMenu.flatMap((s) => s.items.map((i) => i.key))).not.toContain('admin-operations');
    expect(composeSideMenu([hubRemote], 'hub', admin, routes, HOST_NAV).flatMap((s) => s.items.map((i) => i.key))).not.toContain(
      'admin-operations',
    );
  });

  it('drops items whose route the variant lacks (e.g. its remote failed)', () => {
    const withoutKeywords = composeRoutes(loadedRemotes(defaultRemotes.slice(1)), 'default');
    const sections = composeSideMenu(defaultRemotes, 'default', makeUser([], { is_staff: false }), withoutKeywords);
    expect(sections).toEqual([]);
  });
});

describe('reward side menu', () => {
  it('uses the reward headings', () => {
    const routes = composeRoutes(loadedRemotes([hubRemote]), 'reward');
    const sections = composeSideMenu([hubRemote], 'reward', makeUser(['HUB_CLIENT']), routes);
    expect(sections.map((s) => s.heading)).toEqual(['REWARD_ORODUCTS']);
    expect(sections[0].items[0].path).toBe('/');
  });
});

describe('phone drawer (the side menu with the top-nav pages)', () => {
  const drawerPaths = (defs: typeof defaultRemotes, variant: 'hub' | 'offerwall' | 'default', user: ReturnType<typeof makeUser>) =>
    menuPaths(composeDrawerMenu(defs, variant, user, routesFor(variant, defs), HOST_NAV));

  it('gives the hub admin every top-nav page, 하위 계정 관리 and 기간별 매출 included, in top-nav order', () => {
    const routes = routesFor('hub', [hubRemote]);
    const sections = composeDrawerMenu([hubRemote], 'hub', makeUser(['HUB_ADMIN']), routes, HOST_NAV);
    expect(sections.map((s) => s.heading)).toEqual(['HUB']);
    // The side item for /shopping stands in for its top-nav twin: no page twice.
    expect(sections[0].items.map((i) => i.key)).toEqual(['side-shopping', 'top-place', 'top-member', 'top-invoice', 'top-sales']);
    expect(menuPaths(sections)).toEqual(['/shopping', '/place', '/members', '/', '/sales']);
  });

  it('gives the offerwall console the second-set 방문자 모니터링 로그 after the side items', () => {
    const keys = composeDrawerMenu(
      [offerwallRemote],
      'offerwall',
      makeUser(['OFFERWALL_CLIENT']),
      routesFor('offerwall', [offerwallRemote]),
    ).flatMap((s) => s.items.map((i) => i.key));
    expect(keys).toEqual(['ow', 'ow-log', 'ow-visitor', 'ow-monitoring']);
  });

  it('holds every page of the wide top nav, for every console and every role, staff or not', () => {
    const users = [
      ...roleNames.map((role) => makeUser([role])),
      makeUser([], { is_staff: false }),
      makeUser(['HUB_CLIENT'], { is_staff: false }),
    ];
    for (const [variant, defs] of [
      ['hub', [hubRemote]],
      ['offerwall', [offerwallRemote]],
    ] as const) {
      for (const user of users) {
        const top = menuPaths([{ heading: 'top', items: composeTopNav([...defs], variant, user, routesFor(variant, [...defs])) }]);
        const drawer = drawerPaths([...defs], variant, user);
        expect({ variant, roles: user.roles, missing: top.filter((p) => !drawer.includes(p)) }).toEqual({
          variant,
          roles: user.roles,
          missing: [],
        });
        expect(new Set(drawer).size).toBe(drawer.length);
      }
    }
  });

  it('is the side menu itself on the deployments without a console top nav', () => {
    const admin = makeUser(['NURLY_ADMIN']);
    const routes = routesFor('default', defaultRemotes);
    expect(composeDrawerMenu(defaultRemotes, 'default', admin, routes, HOST_NAV)).toEqual(
      composeSideMenu(defaultRemotes, 'default', admin, routes, HOST_NAV),
    );
  });
});
