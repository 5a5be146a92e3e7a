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

describe('mfe-b2b routes (spec §2, §6)', () => {
  it('declares the staff B2B pages and the login-only user list', () => {
    expect(summary).toEqual([
      {
        name: 'admin-b2b-summary',
        path: '/admin/b2b/summary',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-b2b-setting',
        path: '/admin/b2b/setting',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-advertisers',
        path: '/admin/advertisers',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      { name: 'apps-user-list', path: '/users/list', layout: 'content', variants: ['default'], roles: [], isStaff: false },
    ]);
    expect(definition.routes.find((r) => r.name === 'apps-user-list')?.meta.requiresAuth).toBe(true);
  });

  it('lists the pages in the staff ADMIN menu for NURLY_ADMIN and NURLY_STAFF', () => {
    expect(
      definition.nav.map((n) => ({
        to: n.to,
        heading: n.heading,
        audience: n.audience,
        variants: n.variants,
        permissions: n.permissions ?? [],
      })),
    ).toEqual([
      { to: 'admin-b2b-summary', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-b2b-setting', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-advertisers', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'apps-user-list', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
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
