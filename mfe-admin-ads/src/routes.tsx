import { lazy } from 'react';
import { defineRemote, navRolesOf, rolesOf, type NavItem } from '@nurly/shared';
import { i18n } from './i18n';

/**
 * Campaigns of the default site: the customer's own campaigns (list, registration, one campaign's
 * detail at /campaign/:id), and the staff ad desks per source (direct, {product} = reward 'nr', hub)
 * and channel (shopping, place) — docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions /admin/*.
 */
const adminMeta = (title: string) => ({ layout: 'content' as const, isStaff: true, roles: rolesOf('admin'), title });

const adminNav = (key: string, title: string, heading: string, icon: string, order: number): NavItem => ({
  key,
  title,
  icon,
  to: key,
  permissions: navRolesOf('admin'),
  heading,
  audience: 'staff',
  variants: ['default'],
  order,
});

export default defineRemote({
  key: 'admin-ads',
  routes: [
    {
      name: 'campaign-list',
      path: '/campaign/list',
      element: lazy(() => import('./features/campaign/CampaignListPage')),
      meta: { layout: 'content', title: 'pages.campaignList.title' },
      variants: ['default'],
    },
    {
      name: 'campaign-add',
      path: '/campaign/add',
      element: lazy(() => import('./features/campaign/CampaignAddPage')),
      meta: { layout: 'content', title: 'pages.campaignAdd.title' },
      variants: ['default'],
    },
    {
      name: 'campaign-detail',
      path: '/campaign/:id',
      element: lazy(() => import('./features/campaign/CampaignDetailPage')),
      meta: { layout: 'content', title: 'pages.campaignDetail.title' },
      variants: ['default'],
    },
    {
      name: 'admin-shopping',
      path: '/admin/shopping',
      element: lazy(() => import('./features/admin-ads/AdminShoppingPage')),
      meta: adminMeta('pages.adminShopping.title'),
      variants: ['default'],
    },
    {
      name: 'admin-place',
      path: '/admin/place',
      element: lazy(() => import('./features/admin-ads/AdminPlacePage')),
      meta: adminMeta('pages.adminPlace.title'),
      variants: ['default'],
    },
    {
      name: 'admin-nr-shopping',
      path: '/admin/nr/shopping',
      element: lazy(() => import('./features/admin-ads/AdminNrShoppingPage')),
      meta: adminMeta('pages.adminNrShopping.title'),
      variants: ['default'],
    },
    {
      name: 'admin-nr-place',
      path: '/admin/nr/place',
      element: lazy(() => import('./features/admin-ads/AdminNrPlacePage')),
      meta: adminMeta('pages.adminNrPlace.title'),
      variants: ['default'],
    },
    {
      name: 'admin-hub-shopping',
      path: '/admin/hub/shopping',
      element: lazy(() => import('./features/admin-ads/AdminHubShoppingPage')),
      meta: adminMeta('pages.adminHubShopping.title'),
      variants: ['default'],
    },
    {
      name: 'admin-hub-place',
      path: '/admin/hub/place',
      element: lazy(() => import('./features/admin-ads/AdminHubPlacePage')),
      meta: adminMeta('pages.adminHubPlace.title'),
      variants: ['default'],
    },
  ],
  nav: [
    // The customer's way to their campaigns (default site, under APPS next to my products).
    {
      key: 'campaigns',
      title: 'nav.campaigns',
      icon: 'sales',
      heading: 'APPS',
      audience: 'customer',
      variants: ['default'],
      order: 20,
      children: [
        { key: 'campaign-list', title: 'nav.campaignList', to: 'campaign-list' },
        { key: 'campaign-add', title: 'nav.campaignAdd', to: 'campaign-add' },
      ],
    },
    adminNav('admin-shopping', 'nav.adminShopping', 'ADMIN', 'shopping', 10),
    adminNav('admin-place', 'nav.adminPlace', 'ADMIN', 'place', 20),
    // {product}_ADMIN: the reward product's heading (agreement types use the same REWARD prefix).
    adminNav('admin-nr-shopping', 'nav.adminNrShopping', 'REWARD_ADMIN', 'shopping', 10),
    adminNav('admin-nr-place', 'nav.adminNrPlace', 'REWARD_ADMIN', 'place', 20),
    adminNav('admin-hub-shopping', 'nav.adminHubShopping', 'HUB_ADMIN', 'shopping', 10),
    adminNav('admin-hub-place', 'nav.adminHubPlace', 'HUB_ADMIN', 'place', 20),
  ],
  i18n,
});
