import { itKeepsContractInvariants, navRow, navSummary, routeRow, routeSummary } from '@nurly/shared/testing';
import definition from './routes';

const summary = routeSummary(definition);

const inVariant = (variant: 'reward' | 'hub') =>
  summary.filter((r) => r.variants.includes(variant)).map(({ variants: _variants, ...rest }) => rest);
/** One expected `inVariant` row: a `routeRow` without its variants. */
const pageRow = (name: string, path: string, roles: Parameters<typeof routeRow>[3]) => {
  const { variants: _variants, ...rest } = routeRow(name, path, [], roles);
  return rest;
};

describe('mfe-hub routes (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions)', () => {
  it('exists only in the reward and hub deployments', () => {
    expect(summary.every((r) => r.variants.every((v) => v === 'reward' || v === 'hub'))).toBe(true);
  });

  it('gives the reward site shopping at /, place, invoice and a campaign’s detail, for the agency and hub roles', () => {
    expect(inVariant('reward')).toEqual([
      pageRow('admin-shopping', '/', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      pageRow('admin-place', '/place', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      pageRow('admin-invoice', '/invoice', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      pageRow('campaign-detail', '/campaign/:id', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
    ]);
  });

  it('gives the hub console exactly shopping, place, members, hub (detail by period), sales and a campaign’s detail with their roles', () => {
    const hub = inVariant('hub');
    expect(hub.map((r) => r.path).sort()).toEqual(['/', '/campaign/:id', '/members', '/place', '/sales', '/shopping']);
    expect(hub).toEqual([
      pageRow('admin-shopping', '/shopping', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      pageRow('admin-place', '/place', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      pageRow('admin-hub', '/', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      pageRow('admin-sales', '/sales', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_ADMIN']),
      pageRow('admin-member', '/members', ['NURLY_ADMIN', 'HUB_ADMIN']),
      pageRow('campaign-detail', '/campaign/:id', ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
    ]);
  });

  it('has the reward menu headings REWARD_ORODUCTS and REWARD_INVOICE (invoice: HUB_MEMBER yes, staff no)', () => {
    expect(navSummary(definition).filter((n) => n.variants.includes('reward'))).toEqual([
      navRow(
        'admin-shopping',
        'REWARD_ORODUCTS',
        'any',
        ['reward'],
        ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
      ),
      navRow('admin-place', 'REWARD_ORODUCTS', 'any', ['reward'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
      navRow('admin-invoice', 'REWARD_INVOICE', 'any', ['reward'], ['HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER']),
    ]);
  });

  it('has the hub top nav shopping, place, member, hub, sales with the §6 nav roles', () => {
    const top = definition.nav.filter((n) => n.variants.includes('hub') && n.topNav);
    expect(top.map((n) => ({ to: n.to, permissions: n.permissions, sideMenu: n.sideMenu }))).toEqual([
      { to: 'admin-shopping', permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'], sideMenu: false },
      { to: 'admin-place', permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'], sideMenu: false },
      { to: 'admin-member', permissions: ['HUB_ADMIN'], sideMenu: false },
      { to: 'admin-hub', permissions: ['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'], sideMenu: false },
      { to: 'admin-sales', permissions: ['HUB_ADMIN'], sideMenu: false },
    ]);
  });

  it('has the hub side menu shopping, place and invoice admin with the §6 side-menu roles', () => {
    const side = definition.nav.filter((n) => n.variants.includes('hub') && n.sideMenu !== false);
    expect(side.map((n) => ({ to: n.to, permissions: n.permissions, topNav: !!n.topNav }))).toEqual([
      { to: 'admin-shopping', permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN'], topNav: false },
      { to: 'admin-place', permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN'], topNav: false },
      { to: 'admin-hub', permissions: ['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN'], topNav: false },
    ]);
  });

  itKeepsContractInvariants(definition);
});
