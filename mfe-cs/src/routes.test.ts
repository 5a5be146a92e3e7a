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

describe('mfe-cs routes (spec §2, §6)', () => {
  it('declares customer, staff and agency/hub support pages per variant', () => {
    expect(summary).toEqual([
      { name: 'questions', path: '/questions', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      {
        name: 'admin-questions',
        path: '/admin/questions',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-notice',
        path: '/admin/notice',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-notice-detail',
        path: '/admin/notice/:id',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-faq',
        path: '/admin/faq',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'questions',
        path: '/questions',
        layout: 'content',
        variants: ['reward', 'hub'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
      {
        name: 'faq',
        path: '/faq',
        layout: 'content',
        variants: ['reward', 'hub'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
      {
        name: 'notice',
        path: '/notice',
        layout: 'content',
        variants: ['reward', 'hub'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
      {
        name: 'notice-detail',
        path: '/notice/:id',
        layout: 'content',
        variants: ['reward', 'hub'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
        isStaff: true,
      },
    ]);
  });

  it('has the same cs pages on the reward site and the hub console', () => {
    const paths = (variant: 'reward' | 'hub') => definition.routes.filter((r) => r.variants.includes(variant)).map((r) => r.path);
    expect(paths('reward')).toEqual(['/questions', '/faq', '/notice', '/notice/:id']);
    expect(paths('hub')).toEqual(paths('reward'));
  });

  it('puts Questions under MENUS, the staff desk under CsAdmin and the reward pages under CUSTOMER_CS', () => {
    expect(
      definition.nav.map((n) => ({
        to: n.to,
        heading: n.heading,
        audience: n.audience,
        variants: n.variants,
        permissions: n.permissions ?? [],
      })),
    ).toEqual([
      { to: 'questions', heading: 'MENUS', audience: 'customer', variants: ['default'], permissions: [] },
      { to: 'admin-questions', heading: 'CsAdmin', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-notice', heading: 'CsAdmin', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-faq', heading: 'CsAdmin', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      {
        to: 'notice',
        heading: 'CUSTOMER_CS',
        audience: 'any',
        variants: ['reward'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
      },
      {
        to: 'faq',
        heading: 'CUSTOMER_CS',
        audience: 'any',
        variants: ['reward'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
      },
      {
        to: 'questions',
        heading: 'CUSTOMER_CS',
        audience: 'any',
        variants: ['reward'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
      },
    ]);
    expect(definition.nav.some((n) => n.variants.includes('hub'))).toBe(false);
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
