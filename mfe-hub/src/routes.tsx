import { lazy } from 'react';
import { defineRemote, navRolesOf, rolesOf, type NavArea, type NavItem, type RouteArea } from '@nurly/shared';
import { i18n } from './i18n';

/**
 * The hub screens, in two deployments (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions):
 * - reward (agency) site: '/' shopping products, '/place', '/invoice' (detail by period);
 * - hub console: '/shopping', '/place', '/' (detail by period), '/sales', '/members';
 * - both: '/campaign/:id', one campaign's detail (a hub client's own, a hub console's group's).
 * The hub's top nav and side menu grant different roles, so they are separate nav items.
 */
const adPage = (name: 'HubShoppingPage' | 'HubPlacePage' | 'RewardShoppingPage' | 'RewardPlacePage') =>
  lazy(() => import('./features/ads/pages').then((pages) => ({ default: pages[name] })));
const HubShoppingPage = adPage('HubShoppingPage');
const HubPlacePage = adPage('HubPlacePage');
const RewardShoppingPage = adPage('RewardShoppingPage');
const RewardPlacePage = adPage('RewardPlacePage');
const campaignPage = (name: 'RewardCampaignPage' | 'HubCampaignPage') =>
  lazy(() => import('./features/campaign/CampaignDetailPage').then((pages) => ({ default: pages[name] })));
const RewardInvoicePage = lazy(() => import('./features/reports/RewardInvoicePage'));
const HubPeriodPage = lazy(() => import('./features/reports/HubPeriodPage'));

const guarded = (area: RouteArea, title: string) => ({ layout: 'content' as const, isStaff: true, roles: rolesOf(area), title });

/** A menu entry for every role of a nav area (§6), shown to any audience of the variant. */
const navEntry = (
  variant: 'reward' | 'hub',
  entry: { key: string; to: string; title: string; heading: string; area: NavArea; icon: string; order: number },
): NavItem => {
  const { area, ...rest } = entry;
  return { ...rest, permissions: navRolesOf(area), audience: 'any', variants: [variant] };
};

const rewardNav = (key: string, to: string, title: string, heading: string, area: NavArea, icon: string, order: number): NavItem =>
  navEntry('reward', { key, to, title, heading, area, icon, order });

const hubSideNav = (to: string, title: string, area: NavArea, icon: string, order: number): NavItem =>
  navEntry('hub', { key: `hub-side-${to}`, to, title, heading: 'HUB', area, icon, order });

const hubTopNav = (to: string, title: string, area: NavArea, icon: string, order: number): NavItem => ({
  ...navEntry('hub', { key: `hub-top-${to}`, to, title, heading: 'HUB', area, icon, order }),
  topNav: true,
  sideMenu: false,
});

export default defineRemote({
  key: 'hub',
  routes: [
    // Reward (agency) deployment.
    {
      name: 'admin-shopping',
      path: '/',
      element: RewardShoppingPage,
      meta: guarded('console', 'pages.shopping.title'),
      variants: ['reward'],
    },
    { name: 'admin-place', path: '/place', element: RewardPlacePage, meta: guarded('console', 'pages.place.title'), variants: ['reward'] },
    {
      name: 'admin-invoice',
      path: '/invoice',
      element: RewardInvoicePage,
      meta: guarded('console', 'pages.invoice.title'),
      variants: ['reward'],
    },
    {
      name: 'campaign-detail',
      path: '/campaign/:id',
      element: campaignPage('RewardCampaignPage'),
      meta: guarded('console', 'pages.campaign.title'),
      variants: ['reward'],
    },
    // Hub deployment.
    {
      name: 'admin-shopping',
      path: '/shopping',
      element: HubShoppingPage,
      meta: guarded('console', 'pages.shopping.title'),
      variants: ['hub'],
    },
    { name: 'admin-place', path: '/place', element: HubPlacePage, meta: guarded('console', 'pages.place.title'), variants: ['hub'] },
    { name: 'admin-hub', path: '/', element: HubPeriodPage, meta: guarded('console', 'pages.invoice.title'), variants: ['hub'] },
    {
      name: 'admin-sales',
      path: '/sales',
      element: lazy(() => import('./features/reports/HubSalesPage')),
      meta: guarded('hubSales', 'pages.sales.title'),
      variants: ['hub'],
    },
    {
      name: 'admin-member',
      path: '/members',
      element: lazy(() => import('./features/members/MembersPage')),
      meta: guarded('hubMembers', 'pages.members.title'),
      variants: ['hub'],
    },
    {
      name: 'campaign-detail',
      path: '/campaign/:id',
      element: campaignPage('HubCampaignPage'),
      meta: guarded('console', 'pages.campaign.title'),
      variants: ['hub'],
    },
  ],
  nav: [
    rewardNav('reward-shopping', 'admin-shopping', 'nav.shopping', 'REWARD_ORODUCTS', 'rewardShoppingAndPlace', 'shopping', 10),
    rewardNav('reward-place', 'admin-place', 'nav.place', 'REWARD_ORODUCTS', 'rewardShoppingAndPlace', 'place', 20),
    rewardNav('reward-invoice', 'admin-invoice', 'nav.invoice', 'REWARD_INVOICE', 'rewardInvoice', 'invoice', 10),
    hubSideNav('admin-shopping', 'nav.shopping', 'hubSideShoppingAndPlace', 'shopping', 10),
    hubSideNav('admin-place', 'nav.place', 'hubSideShoppingAndPlace', 'place', 20),
    hubSideNav('admin-hub', 'nav.invoice', 'hubSideInvoiceAdmin', 'invoice', 30),
    hubTopNav('admin-shopping', 'nav.shopping', 'shoppingAndPlace', 'shopping', 10),
    hubTopNav('admin-place', 'nav.place', 'shoppingAndPlace', 'place', 20),
    hubTopNav('admin-member', 'nav.members', 'memberAndSalesAdmin', 'members', 30),
    hubTopNav('admin-hub', 'nav.invoice', 'invoiceAdmin', 'invoice', 40),
    hubTopNav('admin-sales', 'nav.sales', 'memberAndSalesAdmin', 'sales', 50),
  ],
  i18n,
});
