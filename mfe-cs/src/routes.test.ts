import { itKeepsContractInvariants, navSummary, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

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
    expect(navSummary(definition)).toEqual([
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

  itKeepsContractInvariants(definition);
});
