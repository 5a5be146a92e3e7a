import { itKeepsContractInvariants, navRow, navSummary, routeRow, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

describe('mfe-b2b routes (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions)', () => {
  it('declares the staff B2B pages and the login-only user list', () => {
    expect(summary).toEqual([
      routeRow('admin-b2b-summary', '/admin/b2b/summary', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-b2b-setting', '/admin/b2b/setting', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-b2b-sales', '/admin/b2b/sales', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('reseller-summary', '/reseller/summary', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('reseller-sales', '/reseller/sales', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-advertisers', '/admin/advertisers', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-b2b-invoices', '/admin/invoices', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-b2b-invoice-print', '/admin/invoices/:id/print', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF'], { layout: 'blank' }),
      routeRow('admin-publisher-statements', '/admin/publisher-statements', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-reconciliation', '/admin/reconciliation', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('apps-user-list', '/users/list', ['default']),
    ]);
    expect(definition.routes.find((r) => r.name === 'apps-user-list')?.meta.requiresAuth).toBe(true);
  });

  it('opens the user list, the subtree live status and sales to resellers too (their own subtree)', () => {
    const resellerRoutes = definition.routes.filter((r) => r.meta.reseller).map((r) => r.name);
    expect(resellerRoutes).toEqual(['reseller-summary', 'reseller-sales', 'apps-user-list']);
  });

  it('lists the pages in the staff ADMIN menu for NURLY_ADMIN and NURLY_STAFF, and the reseller section of the customer menu', () => {
    expect(navSummary(definition)).toEqual([
      navRow('admin-b2b-summary', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-b2b-setting', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-b2b-sales', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-advertisers', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-b2b-invoices', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-publisher-statements', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-reconciliation', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('apps-user-list', 'ADMIN', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      { ...navRow('reseller-members', 'RESELLER', 'customer', ['default']), to: 'apps-user-list' },
      navRow('reseller-sales', 'RESELLER', 'customer', ['default']),
      navRow('reseller-summary', 'RESELLER', 'customer', ['default']),
    ]);
    expect(definition.nav.find((n) => n.key === 'reseller-members')).toMatchObject({ to: 'apps-user-list', reseller: true });
  });

  it("gives every ADMIN item its own icon, none of them the shell's 운영 상태 (mdi-calendar-check) or admin-ads' shopping/place", () => {
    const icons = definition.nav.filter((n) => n.heading === 'ADMIN').map((n) => n.icon);
    expect(icons).toEqual(['dashboard', 'settings', 'sales', 'mdi-account-tie', 'invoice', 'offerwall', 'admin', 'members']);
    expect(new Set(icons).size).toBe(icons.length);
  });

  itKeepsContractInvariants(definition);
});
