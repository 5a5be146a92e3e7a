import { itKeepsContractInvariants, navSummary, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

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
        name: 'admin-b2b-sales',
        path: '/admin/b2b/sales',
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
      {
        name: 'admin-b2b-invoices',
        path: '/admin/invoices',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-b2b-invoice-print',
        path: '/admin/invoices/:id/print',
        layout: 'blank',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-reconciliation',
        path: '/admin/reconciliation',
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
    expect(navSummary(definition)).toEqual([
      { to: 'admin-b2b-summary', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-b2b-setting', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-b2b-sales', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-advertisers', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-b2b-invoices', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      {
        to: 'admin-reconciliation',
        heading: 'ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
      { to: 'apps-user-list', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
    ]);
  });

  itKeepsContractInvariants(definition);
});
