import { itKeepsContractInvariants, navSummary, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

describe('mfe-points routes (spec §2, §6)', () => {
  it('declares the customer point pages and the staff deposit/withdrawal desks', () => {
    expect(summary).toEqual([
      { name: 'point-list', path: '/point/list', layout: 'content', variants: ['default', 'reward'], roles: [], isStaff: false },
      { name: 'point-buy', path: '/point/buy', layout: 'content', variants: ['default', 'reward'], roles: [], isStaff: false },
      {
        name: 'admin-deposit',
        path: '/admin/deposit',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
      {
        name: 'admin-withdrawal',
        path: '/admin/withdrawal',
        layout: 'content',
        variants: ['default'],
        roles: ['NURLY_ADMIN', 'NURLY_STAFF'],
        isStaff: true,
      },
    ]);
  });

  it('gives customers a points menu (history, top-up) on the default and reward sites', () => {
    const menus = definition.nav.filter((n) => n.audience === 'customer');
    expect(menus.map((n) => [n.variants, n.heading, n.children?.map((c) => c.to)])).toEqual([
      [['default'], 'MENUS', ['point-list', 'point-buy']],
      [['reward'], 'REWARD_INVOICE', ['point-list', 'point-buy']],
    ]);
  });

  it('lists the staff desks under TransactionAdmin for NURLY_ADMIN and NURLY_STAFF', () => {
    expect(navSummary(definition).filter((n) => n.audience === 'staff')).toEqual([
      {
        to: 'admin-deposit',
        heading: 'TransactionAdmin',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
      {
        to: 'admin-withdrawal',
        heading: 'TransactionAdmin',
        audience: 'staff',
        variants: ['default'],
        permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
      },
    ]);
  });

  it('provides the balance area as its top-bar widget (spec §2 item 6)', async () => {
    expect(definition.widgets?.topBar).toBeDefined();
    const module = await import('./features/balance/TopBarBalance');
    expect(typeof module.default).toBe('function');
  });

  itKeepsContractInvariants(definition);
});
