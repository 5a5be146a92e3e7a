import { lazy } from 'react';
import { defineRemote, navRolesOf, rolesOf, type NavItem } from '@nurly/shared';
import { i18n } from './i18n';

/**
 * Points: the customer's history and top-up (default site, and the reward site where agencies
 * pre-pay too), and the staff deposit/withdrawal desks of the default site (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions /admin/*).
 * Its top-bar widget is the balance area every customer page shows (docs/decisions/product.md#shared-screens item 6).
 */
/**
 * The customer's way to the points pages: a menu group on each deployment that
 * has them, under that deployment's heading (default: MENUS; reward: REWARD_INVOICE).
 */
const pointsMenu = (variant: 'default' | 'reward', heading: string): NavItem => ({
  key: `points-${variant}`,
  title: 'nav.points',
  icon: 'point',
  heading,
  audience: 'customer',
  variants: [variant],
  order: 20,
  children: [
    { key: 'point-list', title: 'nav.pointList', to: 'point-list' },
    { key: 'point-buy', title: 'nav.pointBuy', to: 'point-buy' },
  ],
});

export default defineRemote({
  key: 'points',
  routes: [
    {
      name: 'point-list',
      path: '/point/list',
      element: lazy(() => import('./features/history/PointListPage')),
      meta: { layout: 'content', title: 'pages.pointList.title' },
      variants: ['default', 'reward'],
    },
    {
      name: 'point-buy',
      path: '/point/buy',
      element: lazy(() => import('./features/top-up/PointBuyPage')),
      meta: { layout: 'content', title: 'pages.pointBuy.title' },
      variants: ['default', 'reward'],
    },
    {
      name: 'admin-deposit',
      path: '/admin/deposit',
      element: lazy(() => import('./features/admin-deposit/AdminDepositPage')),
      meta: { layout: 'content', isStaff: true, roles: rolesOf('admin'), title: 'pages.adminDeposit.title' },
      variants: ['default'],
    },
    {
      name: 'admin-withdrawal',
      path: '/admin/withdrawal',
      element: lazy(() => import('./features/admin-withdrawal/AdminWithdrawalPage')),
      meta: { layout: 'content', isStaff: true, roles: rolesOf('admin'), title: 'pages.adminWithdrawal.title' },
      variants: ['default'],
    },
  ],
  nav: [
    pointsMenu('default', 'MENUS'),
    pointsMenu('reward', 'REWARD_INVOICE'),
    {
      key: 'admin-deposit',
      title: 'nav.adminDeposit',
      icon: 'point',
      to: 'admin-deposit',
      permissions: navRolesOf('admin'),
      heading: 'TransactionAdmin',
      audience: 'staff',
      variants: ['default'],
      order: 10,
    },
    {
      key: 'admin-withdrawal',
      title: 'nav.adminWithdrawal',
      icon: 'mdi-briefcase',
      to: 'admin-withdrawal',
      permissions: navRolesOf('admin'),
      heading: 'TransactionAdmin',
      audience: 'staff',
      variants: ['default'],
      order: 20,
    },
  ],
  widgets: {
    // Spec §2 item 6 / §4: the balance and top-up live in the host's top bar on every page.
    topBar: lazy(() => import('./features/balance/TopBarBalance')),
  },
  i18n,
});
