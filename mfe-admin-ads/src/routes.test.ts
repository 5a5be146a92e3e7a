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

describe('mfe-admin-ads routes (spec §2, §6)', () => {
  it('declares the customer campaign pages and the six staff ad desks', () => {
    expect(summary).toEqual([
      { name: 'campaign-list', path: '/campaign/list', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      { name: 'campaign-add', path: '/campaign/add', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      {
        name: 'admin-shopping',
        path: '/admin/shopping',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-place',
        path: '/admin/place',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-nr-shopping',
        path: '/admin/nr/shopping',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-nr-place',
        path: '/admin/nr/place',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-hub-shopping',
        path: '/admin/hub/shopping',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-hub-place',
        path: '/admin/hub/place',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
    ]);
  });

  it('puts the desks under ADMIN, REWARD_ADMIN ({product}_ADMIN) and HUB_ADMIN for staff roles only', () => {
    expect(
      definition.nav.map((n) => ({
        to: n.to,
        heading: n.heading,
        audience: n.audience,
        variants: n.variants,
        permissions: n.permissions ?? [],
      })),
    ).toEqual([
      { to: 'admin-shopping', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-place', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      {
        to: 'admin-nr-shopping',
        heading: 'REWARD_ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
      {
        to: 'admin-nr-place',
        heading: 'REWARD_ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
      {
        to: 'admin-hub-shopping',
        heading: 'HUB_ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
      {
        to: 'admin-hub-place',
        heading: 'HUB_ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
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
