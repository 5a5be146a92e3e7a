import { itKeepsContractInvariants, navRow, navSummary, routeRow, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

describe('mfe-cs routes (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions)', () => {
  it('declares customer, staff and agency/hub support pages per variant', () => {
    expect(summary).toEqual([
      routeRow('questions', '/questions', ['default']),
      routeRow('admin-questions', '/admin/questions', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-notice', '/admin/notice', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-notice-detail', '/admin/notice/:id', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-faq', '/admin/faq', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('questions', '/questions', ['reward', 'hub'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      routeRow('faq', '/faq', ['reward', 'hub'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      routeRow('notice', '/notice', ['reward', 'hub'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      routeRow('notice-detail', '/notice/:id', ['reward', 'hub'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
    ]);
  });

  it('has the same cs pages on the reward site and the hub console', () => {
    const paths = (variant: 'reward' | 'hub') => definition.routes.filter((r) => r.variants.includes(variant)).map((r) => r.path);
    expect(paths('reward')).toEqual(['/questions', '/faq', '/notice', '/notice/:id']);
    expect(paths('hub')).toEqual(paths('reward'));
  });

  it('puts Questions under MENUS, the staff desk under CsAdmin and the reward pages under CUSTOMER_CS', () => {
    expect(navSummary(definition)).toEqual([
      navRow('questions', 'MENUS', 'customer', ['default']),
      navRow('admin-questions', 'CsAdmin', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-notice', 'CsAdmin', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-faq', 'CsAdmin', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('notice', 'CUSTOMER_CS', 'any', ['reward'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      navRow('faq', 'CUSTOMER_CS', 'any', ['reward'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      navRow('questions', 'CUSTOMER_CS', 'any', ['reward'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
    ]);
    expect(definition.nav.some((n) => n.variants.includes('hub'))).toBe(false);
  });

  itKeepsContractInvariants(definition);
});
