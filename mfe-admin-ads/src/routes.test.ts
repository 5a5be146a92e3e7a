import { itKeepsContractInvariants, navSummary, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

describe('mfe-admin-ads routes (spec §2, §6)', () => {
  it('declares the customer campaign pages (list, add, detail) and the six staff ad desks', () => {
    expect(summary).toEqual([
      { name: 'campaign-list', path: '/campaign/list', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      { name: 'campaign-add', path: '/campaign/add', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      { name: 'campaign-detail', path: '/campaign/:id', layout: 'content', variants: ['default'], roles: [], isStaff: false },
      {
        name: 'admin-shopping',
        path: '/admin/shopping',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-place',
        path: '/admin/place',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-nr-shopping',
        path: '/admin/nr/shopping',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-nr-place',
        path: '/admin/nr/place',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-hub-shopping',
        path: '/admin/hub/shopping',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-hub-place',
        path: '/admin/hub/place',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
    ]);
  });

  it('gives customers a campaigns menu (list, add) under APPS on the default site', () => {
    const menus = definition.nav.filter((n) => n.audience === 'customer');
    expect(menus.map((n) => [n.variants, n.heading, n.children?.map((c) => c.to)])).toEqual([[['default'], 'APPS', ['campaign-list', 'campaign-add']]]);
  });

  it('puts the desks under ADMIN, REWARD_ADMIN ({product}_ADMIN) and HUB_ADMIN for staff roles only', () => {
    expect(navSummary(definition).filter((n) => n.audience === 'staff')).toEqual([
      { to: 'admin-shopping', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      { to: 'admin-place', heading: 'ADMIN', audience: 'staff', variants: ['default'], permissions: ['NURLY_ADMIN', 'NURLY_STAFF'] },
      {
        to: 'admin-nr-shopping',
        heading: 'REWARD_ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
      {
        to: 'admin-nr-place',
        heading: 'REWARD_ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
      {
        to: 'admin-hub-shopping',
        heading: 'HUB_ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
      {
        to: 'admin-hub-place',
        heading: 'HUB_ADMIN',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
    ]);
  });

  itKeepsContractInvariants(definition);
});
