import { itKeepsContractInvariants, routeRow, routeSummary, translateKey } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

describe('mfe-keywords routes (docs/decisions/product.md#screens-and-routes default deployment)', () => {
  it('declares exactly the customer pages with their paths, layouts and variants', () => {
    expect(summary).toEqual([
      routeRow('dashboard', '/', ['default']),
      routeRow('report', '/report', ['default'], [], { layout: 'blank' }),
      routeRow('keyword-naver-shopping', '/keyword/naver-shopping', ['default']),
      routeRow('apps-my-product', '/my-products', ['default']),
      routeRow('product-list', '/product/list', ['default']),
      routeRow('product-details', '/product/details', ['default']),
      routeRow('about-product-list', '/about-product/list', ['default']),
      routeRow('about-product-details', '/about-product/details', ['default']),
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
