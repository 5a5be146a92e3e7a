import { itKeepsContractInvariants, navRow, navSummary, routeRow, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

describe('mfe-admin-ads routes (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions)', () => {
  it('declares the customer campaign pages (list, add, detail) and the six staff ad desks', () => {
    expect(summary).toEqual([
      routeRow('campaign-list', '/campaign/list', ['default']),
      routeRow('campaign-add', '/campaign/add', ['default']),
      routeRow('campaign-detail', '/campaign/:id', ['default']),
      routeRow('admin-shopping', '/admin/shopping', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-place', '/admin/place', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-nr-shopping', '/admin/nr/shopping', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-nr-place', '/admin/nr/place', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-hub-shopping', '/admin/hub/shopping', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-hub-place', '/admin/hub/place', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
    ]);
  });

  it('gives customers a campaigns menu (list, add) under APPS on the default site', () => {
    const menus = definition.nav.filter((n) => n.audience === 'customer');
    expect(menus.map((n) => [n.variants, n.heading, n.children?.map((c) => c.to)])).toEqual([
      [['default'], 'APPS', ['campaign-list', 'campaign-add']],
    ]);
  });

  it('puts the desks under ADMIN, REWARD_ADMIN ({product}_ADMIN) and HUB_ADMIN for staff roles only', () => {
    expect(navSummary(definition).filter((n) => n.audience === 'staff')).toEqual([
      navRow('admin-shopping', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-place', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-nr-shopping', 'REWARD_ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-nr-place', 'REWARD_ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-hub-shopping', 'HUB_ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-hub-place', 'HUB_ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
    ]);
  });

  itKeepsContractInvariants(definition);
});
