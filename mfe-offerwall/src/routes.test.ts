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

describe('mfe-offerwall routes (spec §2, §6)', () => {
  it('declares the four console pages, each needing NURLY_ADMIN or OFFERWALL_CLIENT', () => {
    expect(summary).toEqual([
      {
        name: 'admin-offerwall',
        path: '/',
        layout: 'content',
        variants: ['offerwall'],
        roles: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
        isStaff: true,
      },
      {
        name: 'admin-offerwall-log',
        path: '/mission-logs',
        layout: 'content',
        variants: ['offerwall'],
        roles: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
        isStaff: true,
      },
      {
        name: 'admin-offerwall-visitor-log',
        path: '/visitor-logs',
        layout: 'content',
        variants: ['offerwall'],
        roles: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
        isStaff: true,
      },
      {
        name: 'admin-offerwall-visitor-monitoring-log',
        path: '/visitor-monitoring-logs',
        layout: 'content',
        variants: ['offerwall'],
        roles: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
        isStaff: true,
      },
    ]);
  });

  it('has a top nav of three by default plus the monitoring log in the second set only', () => {
    const top = definition.nav.filter((n) => n.topNav);
    expect(top.filter((n) => (n.topNavSet ?? 'default') === 'default').map((n) => n.to)).toEqual([
      'admin-offerwall',
      'admin-offerwall-log',
      'admin-offerwall-visitor-log',
    ]);
    expect(top.filter((n) => n.topNavSet === 'second').map((n) => n.to)).toEqual(['admin-offerwall-visitor-monitoring-log']);
  });

  it('has a side menu of settlement, mission log and visitor log', () => {
    expect(definition.nav.filter((n) => n.sideMenu !== false).map((n) => n.to)).toEqual([
      'admin-offerwall',
      'admin-offerwall-log',
      'admin-offerwall-visitor-log',
    ]);
    for (const item of definition.nav) expect(item.permissions).toEqual(['NURLY_ADMIN', 'OFFERWALL_CLIENT']);
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
