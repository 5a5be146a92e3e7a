/**
 * Remote definitions shaped like the real remotes' (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions) for tests of the composition
 * (routes, menus, guards): the hub and offerwall consoles and two default-site remotes, with
 * empty pages. `loadedRemotes` wraps them the way the host's loader hands them on.
 */
import type { RemoteKey, RoleName, Variant } from '@nurly/contracts';
import type { NavItem, RemoteDefinition } from '../federation/types';

const Page = () => null;
const hubRoles: RoleName[] = ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'];

function route(name: string, path: string, variants: Variant[], roles?: RoleName[], isStaff = !!roles) {
  return { name, path, element: Page, meta: { layout: 'content' as const, isStaff, roles, title: name }, variants };
}

function nav(item: Partial<NavItem> & Pick<NavItem, 'key' | 'to' | 'heading' | 'variants'>): NavItem {
  return { title: item.key, audience: 'any', ...item };
}

export const hubRemote: RemoteDefinition = {
  key: 'hub',
  routes: [
    route('admin-shopping', '/shopping', ['hub'], hubRoles),
    route('admin-place', '/place', ['hub'], hubRoles),
    route('admin-hub', '/', ['hub'], hubRoles),
    route('admin-sales', '/sales', ['hub'], ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_ADMIN']),
    route('admin-member', '/members', ['hub'], ['NURLY_ADMIN', 'HUB_ADMIN']),
    route('reward-shopping', '/', ['reward'], hubRoles),
    route('reward-place', '/place', ['reward'], hubRoles),
  ],
  nav: [
    nav({
      key: 'top-shopping',
      to: 'admin-shopping',
      heading: 'HUB',
      variants: ['hub'],
      topNav: true,
      sideMenu: false,
      order: 1,
      permissions: hubRoles,
    }),
    nav({
      key: 'top-place',
      to: 'admin-place',
      heading: 'HUB',
      variants: ['hub'],
      topNav: true,
      sideMenu: false,
      order: 2,
      permissions: hubRoles,
    }),
    nav({
      key: 'top-member',
      to: 'admin-member',
      heading: 'HUB',
      variants: ['hub'],
      topNav: true,
      sideMenu: false,
      order: 3,
      permissions: ['HUB_ADMIN'],
    }),
    nav({
      key: 'top-invoice',
      to: 'admin-hub',
      heading: 'HUB',
      variants: ['hub'],
      topNav: true,
      sideMenu: false,
      order: 4,
      permissions: ['NURLY_ADMIN', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER'],
    }),
    nav({
      key: 'top-sales',
      to: 'admin-sales',
      heading: 'HUB',
      variants: ['hub'],
      topNav: true,
      sideMenu: false,
      order: 5,
      permissions: ['HUB_ADMIN'],
    }),
    nav({
      key: 'side-shopping',
      to: 'admin-shopping',
      heading: 'HUB',
      variants: ['hub'],
      order: 1,
      permissions: ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN'],
    }),
    nav({
      key: 'reward-shopping',
      to: 'reward-shopping',
      heading: 'REWARD_ORODUCTS',
      variants: ['reward'],
      order: 1,
      permissions: hubRoles,
    }),
  ],
  i18n: { namespace: 'hub', resources: { ko: {}, en: {} } },
};

export const offerwallRemote: RemoteDefinition = {
  key: 'offerwall',
  routes: [
    route('admin-offerwall', '/', ['offerwall'], ['NURLY_ADMIN', 'OFFERWALL_CLIENT']),
    route('admin-offerwall-log', '/mission-logs', ['offerwall'], ['NURLY_ADMIN', 'OFFERWALL_CLIENT']),
    route('admin-offerwall-visitor-log', '/visitor-logs', ['offerwall'], ['NURLY_ADMIN', 'OFFERWALL_CLIENT']),
    route('admin-offerwall-visitor-monitoring-log', '/visitor-monitoring-logs', ['offerwall'], ['NURLY_ADMIN', 'OFFERWALL_CLIENT']),
  ],
  nav: [
    nav({
      key: 'ow',
      to: 'admin-offerwall',
      heading: 'OFFERWALL',
      variants: ['offerwall'],
      topNav: true,
      order: 1,
      permissions: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
    }),
    nav({
      key: 'ow-log',
      to: 'admin-offerwall-log',
      heading: 'OFFERWALL',
      variants: ['offerwall'],
      topNav: true,
      order: 2,
      permissions: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
    }),
    nav({
      key: 'ow-visitor',
      to: 'admin-offerwall-visitor-log',
      heading: 'OFFERWALL',
      variants: ['offerwall'],
      topNav: true,
      order: 3,
      permissions: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
    }),
    nav({
      key: 'ow-monitoring',
      to: 'admin-offerwall-visitor-monitoring-log',
      heading: 'OFFERWALL',
      variants: ['offerwall'],
      topNav: true,
      topNavSet: 'second',
      order: 4,
      permissions: ['NURLY_ADMIN', 'OFFERWALL_CLIENT'],
    }),
  ],
  i18n: { namespace: 'offerwall', resources: { ko: {}, en: {} } },
};

export const defaultRemotes: RemoteDefinition[] = [
  {
    key: 'keywords',
    routes: [
      route('dashboard', '/', ['default']),
      route('keyword-naver-shopping', '/keyword/naver-shopping', ['default']),
      route('apps-my-product', '/my-products', ['default']),
    ],
    nav: [
      { ...nav({ key: 'keyword', to: 'keyword-naver-shopping', heading: 'KEYWORDS', variants: ['default'] }), audience: 'customer' },
      { ...nav({ key: 'my-product', to: 'apps-my-product', heading: 'APPS', variants: ['default'] }), audience: 'customer' },
      { ...nav({ key: 'dashboard', to: 'dashboard', heading: 'MENUS', variants: ['default'], order: 1 }), audience: 'customer' },
    ],
    i18n: { namespace: 'keywords', resources: { ko: {}, en: {} } },
  },
  {
    key: 'admin-ads',
    routes: [
      route('admin-shopping', '/admin/shopping', ['default'], ['NURLY_ADMIN', 'NURLY_STAFF']),
      route('admin-nr-shopping', '/admin/nr/shopping', ['default'], ['NURLY_ADMIN']),
    ],
    nav: [
      {
        ...nav({
          key: 'admin-shopping',
          to: 'admin-shopping',
          heading: 'REWARD_ADMIN',
          variants: ['default'],
          permissions: ['NURLY_ADMIN', 'NURLY_STAFF'],
        }),
        audience: 'staff',
      },
      {
        ...nav({ key: 'admin-nr', to: 'admin-nr-shopping', heading: 'ADMIN', variants: ['default'], permissions: ['NURLY_ADMIN'] }),
        audience: 'staff',
      },
    ],
    i18n: { namespace: 'adminAds', resources: { ko: {}, en: {} } },
  },
];

/** The definitions as successfully loaded remotes (the host's LoadedRemote shape). */
export function loadedRemotes(definitions: RemoteDefinition[]) {
  return definitions.map((definition) => ({
    key: definition.key as RemoteKey,
    name: `mfe_${definition.key}`,
    entry: `/remotes/${definition.key}/mf-manifest.json`,
    definition,
    failed: false,
    generation: 1,
  }));
}
