import { itKeepsContractInvariants, routeSummary, translateKey } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

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
    expect(translateKey(definition.i18n.resources.ko, 'nav.keyword')).toBe('키워드');
  });

  itKeepsContractInvariants(definition);
});
