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

describe('mfe-keywords routes (spec §2 default deployment)', () => {
  it('declares exactly the customer pages with their paths, layouts and variants', () => {
    expect(summary).toEqual([
      { name: 'dashboard', path: '/', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      { name: 'report', path: '/report', layout: 'blank', variants: ['default'], roles: [], isStaff: false },
      {
        name: 'keyword-naver-shopping',
        path: '/keyword/naver-shopping',
        layout: 'content',
        variants: ['default'],
        roles: [],
        isStaff: false,
      },
      { name: 'apps-my-product', path: '/my-products', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      { name: 'product-list', path: '/product/list', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      { name: 'product-details', path: '/product/details', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      { name: 'about-product-list', path: '/about-product/list', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      {
        name: 'about-product-details',
        path: '/about-product/details',
        layout: 'content',
        variants: ['default'],
        roles: [],
        isStaff: false,
      },
    ]);
  });

  it('requires login on every page (none is public)', () => {
    for (const route of definition.routes) expect(route.meta.requiresAuth).not.toBe(false);
  });

  it('puts Keyword, MyProduct and Dashboard in the customer menu under KEYWORDS, APPS and MENUS', () => {
    expect(definition.nav.map((n) => ({ to: n.to, heading: n.heading, audience: n.audience, variants: n.variants }))).toEqual([
      { to: 'keyword-naver-shopping', heading: 'KEYWORDS', audience: 'customer', variants: ['default'] },
      { to: 'apps-my-product', heading: 'APPS', audience: 'customer', variants: ['default'] },
      { to: 'dashboard', heading: 'MENUS', audience: 'customer', variants: ['default'] },
    ]);
    expect(translate(ko, 'nav.keyword')).toBe('키워드');
  });

  it('has Korean and English text for every route title and nav label', () => {
    expect(definition.i18n.namespace).toBe(definition.key);
    for (const key of [...definition.routes.map((r) => r.meta.title), ...definition.nav.map((n) => n.title)]) {
      expect(translate(ko, key)).toMatch(/[가-힣]/);
      expect(typeof translate(en, key)).toBe('string');
    }
  });
});
