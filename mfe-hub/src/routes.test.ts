import definition from './routes';

const ko = definition.i18n.resources.ko;
const en = definition.i18n.resources.en;

function translate(resources: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
}

const summary = definition.routes.map((r) => ({
  name: r.name,
  path: r.path,
  layout: r.meta.layout,
  variants: r.variants,
  roles: r.meta.roles ?? [],
  isStaff: !!r.meta.isStaff,
}));

const inVariant = (variant: 'reward' | 'hub') =>
  summary.filter((r) => r.variants.includes(variant)).map(({ variants: _variants, ...rest }) => rest);

describe('mfe-hub routes (spec §2, §6)', () => {
  it('exists only in the reward and hub deployments', () => {
    expect(summary.every((r) => r.variants.every((v) => v === 'reward' || v === 'hub'))).toBe(true);
  });

  it('gives the reward site shopping at /, place and invoice, for the agency and hub roles', () => {
    expect(inVariant('reward')).toEqual([
      {
        name: 'admin-shopping',
        path: '/',
        layout: 'content',
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
      {
        name: 'admin-place',
        path: '/place',
        layout: 'content',
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
      {
        name: 'admin-invoice',
        path: '/invoice',
        layout: 'content',
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
    ]);
  });

  it('gives the hub console exactly shopping, place, members, hub (detail by period) and sales with their roles', () => {
    const hub = inVariant('hub');
    expect(hub.map((r) => r.path).sort()).toEqual(['/', '/members', '/place', '/sales', '/shopping']);
    expect(hub).toEqual([
      {
        name: 'admin-shopping',
        path: '/shopping',
        layout: 'content',
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
      {
        name: 'admin-place',
        path: '/place',
        layout: 'content',
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
      {
        name: 'admin-hub',
        path: '/',
        layout: 'content',
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
      { name: 'admin-sales', path: '/sales', layout: 'content', roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_ADMIN'], isStaff: true },
      { name: 'admin-member', path: '/members', layout: 'content', roles: ['NURLY_ADMIN', 'HUB_ADMIN'], isStaff: true },
    ]);
  });

  it('has the reward menu headings REWARD_ORODUCTS and REWARD_INVOICE (invoice: HUB_MEMBER yes, staff no)', () => {
    expect(
      definition.nav
        .map((n) => ({ to: n.to, heading: n.heading, audience: n.audience, variants: n.variants, permissions: n.permissions ?? [] }))
        .filter((n) => n.variants.includes('reward')),
    ).toEqual([
      {
        to: 'admin-shopping',
        heading: 'REWARD_ORODUCTS',
        audience: 'any',
        variants: ['reward'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
      },
      {
        to: 'admin-place',
        heading: 'REWARD_ORODUCTS',
        audience: 'any',
        variants: ['reward'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
      },
      {
        to: 'admin-invoice',
        heading: 'REWARD_INVOICE',
        audience: 'any',
        variants: ['reward'],
        permissions: ['HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
      },
    ]);
  });

  it('has the hub top nav shopping, place, member, hub, sales with the §6 nav roles', () => {
    const top = definition.nav.filter((n) => n.variants.includes('hub') && n.topNav);
    expect(top.map((n) => ({ to: n.to, permissions: n.permissions, sideMenu: n.sideMenu }))).toEqual([
      { to: 'admin-shopping', permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'], sideMenu: false },
      { to: 'admin-place', permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'], sideMenu: false },
      { to: 'admin-member', permissions: ['HUB_ADMIN'], sideMenu: false },
      { to: 'admin-hub', permissions: ['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'], sideMenu: false },
      { to: 'admin-sales', permissions: ['HUB_ADMIN'], sideMenu: false },
    ]);
  });

  it('has the hub side menu shopping, place and invoice admin with the §6 side-menu roles', () => {
    const side = definition.nav.filter((n) => n.variants.includes('hub') && n.sideMenu !== false);
    expect(side.map((n) => ({ to: n.to, permissions: n.permissions, topNav: !!n.topNav }))).toEqual([
      { to: 'admin-shopping', permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN'], topNav: false },
      { to: 'admin-place', permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN'], topNav: false },
      { to: 'admin-hub', permissions: ['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN'], topNav: false },
    ]);
  });

  it('has Korean and English text for every route title and nav label', () => {
    expect(definition.i18n.namespace).toBe(definition.key);
    for (const key of [...definition.routes.map((r) => r.meta.title), ...definition.nav.map((n) => n.title)]) {
      expect(translate(ko, key)).toMatch(/[가-힣]/);
      expect(typeof translate(en, key)).toBe('string');
    }
  });

  it('guards every role-restricted route with is_staff too (spec §6)', () => {
    for (const route of definition.routes) if (route.meta.roles?.length) expect(route.meta.isStaff).toBe(true);
  });

  it('points every nav item at a route that exists in the same variants', () => {
    for (const item of definition.nav) {
      for (const variant of item.variants) {
        expect(definition.routes.some((r) => r.name === item.to && r.variants.includes(variant))).toBe(true);
      }
    }
  });
});
