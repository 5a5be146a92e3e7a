import { itKeepsContractInvariants, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

describe('mfe-offerwall routes (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions)', () => {
  it('declares the four console pages, the postback delivery log, the monthly statements and the apps page, each needing NURLY_ADMIN or OFFERWALL_CLIENT', () => {
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
      {
        name: 'admin-offerwall-postback-attempts',
        path: '/postback-attempts',
        layout: 'content',
        variants: ['offerwall'],
        roles: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
        isStaff: true,
      },
      {
        name: 'admin-offerwall-statements',
        path: '/statements',
        layout: 'content',
        variants: ['offerwall'],
        roles: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
        isStaff: true,
      },
      {
        name: 'admin-offerwall-apps',
        path: '/apps',
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

  it('keeps the apps page out of the top nav (docs/decisions/product.md#shared-screens fixes it) and in the side menu, so a phone reaches it', () => {
    expect(definition.nav.filter((n) => n.topNav).map((n) => n.to)).not.toContain('admin-offerwall-apps');
    expect(definition.nav.filter((n) => n.topNav).map((n) => n.to)).not.toContain('admin-offerwall-statements');
    const apps = definition.nav.find((n) => n.to === 'admin-offerwall-apps');
    expect(apps?.title).toBe('nav.apps');
    expect(apps?.sideMenu).not.toBe(false);
  });

  it('has a side menu of settlement, mission log, visitor log, statements and apps, each with its own icon', () => {
    const side = definition.nav.filter((n) => n.sideMenu !== false);
    expect(side.map((n) => n.to)).toEqual([
      'admin-offerwall',
      'admin-offerwall-log',
      'admin-offerwall-visitor-log',
      'admin-offerwall-statements',
      'admin-offerwall-apps',
    ]);
    const icons = definition.nav.map((n) => n.icon);
    expect(new Set(icons).size).toBe(icons.length);
    for (const item of definition.nav) expect(item.permissions).toEqual(['NURLY_ADMIN', 'OFFERWALL_CLIENT']);
  });

  itKeepsContractInvariants(definition);
});
