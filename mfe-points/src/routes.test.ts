import { itKeepsContractInvariants, navRow, navSummary, routeRow, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

describe('mfe-points routes (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions)', () => {
  it('declares the customer point pages and the staff deposit/withdrawal desks', () => {
    expect(summary).toEqual([
      routeRow('point-list', '/point/list', ['default', 'reward']),
      routeRow('point-buy', '/point/buy', ['default', 'reward']),
      routeRow('admin-deposit', '/admin/deposit', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      routeRow('admin-withdrawal', '/admin/withdrawal', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
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
      navRow('admin-deposit', 'TransactionAdmin', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      navRow('admin-withdrawal', 'TransactionAdmin', 'staff', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
    ]);
  });

  it('tells the two staff desks apart by icon (입금 확인: point, 출금 관리: briefcase)', () => {
    const icons = definition.nav.filter((n) => n.audience === 'staff').map((n) => n.icon);
    expect(icons).toEqual(['point', 'mdi-briefcase']);
  });

  it('provides the balance area as its top-bar widget (docs/decisions/product.md#shared-screens item 6)', async () => {
    expect(definition.widgets?.topBar).toBeDefined();
    const module = await import('./features/balance/TopBarBalance');
    expect(typeof module.default).toBe('function');
  });

  itKeepsContractInvariants(definition);
});
