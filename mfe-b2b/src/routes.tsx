import { lazy } from 'react';
import { defineRemote, navRolesOf, rolesOf, type NavItem } from '@nurly/shared';
import { i18n } from './i18n';

/** Reseller (B2B) administration of the default site (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions /admin/*) and the user list. */
const adminMeta = (title: string) => ({ layout: 'content' as const, isStaff: true, roles: rolesOf('admin'), title });

const adminNav = (key: string, title: string, icon: string, order: number): NavItem => ({
  key,
  title,
  icon,
  to: key,
  permissions: navRolesOf('admin'),
  heading: 'ADMIN',
  audience: 'staff',
  variants: ['default'],
  order,
});

export default defineRemote({
  key: 'b2b',
  routes: [
    {
      name: 'admin-b2b-summary',
      path: '/admin/b2b/summary',
      element: lazy(() => import('./features/summary/B2bSummaryPage')),
      meta: adminMeta('pages.b2bSummary.title'),
      variants: ['default'],
    },
    {
      name: 'admin-b2b-setting',
      path: '/admin/b2b/setting',
      element: lazy(() => import('./features/setting/B2bSettingPage')),
      meta: adminMeta('pages.b2bSetting.title'),
      variants: ['default'],
    },
    {
      name: 'admin-b2b-sales',
      path: '/admin/b2b/sales',
      element: lazy(() => import('./features/sales/B2bSalesPage')),
      meta: adminMeta('pages.b2bSales.title'),
      variants: ['default'],
    },
    {
      name: 'reseller-summary',
      path: '/reseller/summary',
      element: lazy(() => import('./features/summary/ResellerSummaryPage')),
      meta: {
        layout: 'content',
        requiresAuth: true,
        reseller: true,
        isStaff: true,
        roles: rolesOf('admin'),
        title: 'reseller.summary.title',
      },
      variants: ['default'],
    },
    {
      name: 'reseller-sales',
      path: '/reseller/sales',
      element: lazy(() => import('./features/sales/ResellerSalesPage')),
      meta: {
        layout: 'content',
        requiresAuth: true,
        reseller: true,
        isStaff: true,
        roles: rolesOf('admin'),
        title: 'reseller.sales.title',
      },
      variants: ['default'],
    },
    {
      name: 'admin-advertisers',
      path: '/admin/advertisers',
      element: lazy(() => import('./features/advertisers/AdvertisersPage')),
      meta: adminMeta('pages.advertisers.title'),
      variants: ['default'],
    },
    {
      name: 'admin-b2b-invoices',
      path: '/admin/invoices',
      element: lazy(() => import('./features/invoices/InvoicesPage')),
      meta: adminMeta('pages.invoices.title'),
      variants: ['default'],
    },
    {
      // Printable A4 invoice: no shell around it, so the browser prints only the sheet.
      name: 'admin-b2b-invoice-print',
      path: '/admin/invoices/:id/print',
      element: lazy(() => import('./features/invoices/InvoicePrintPage')),
      meta: { ...adminMeta('pages.invoicePrint.title'), layout: 'blank' as const },
      variants: ['default'],
    },
    {
      name: 'admin-publisher-statements',
      path: '/admin/publisher-statements',
      element: lazy(() => import('./features/publisher-statements/PublisherStatementsPage')),
      meta: adminMeta('pages.publisherStatements.title'),
      variants: ['default'],
    },
    {
      name: 'admin-reconciliation',
      path: '/admin/reconciliation',
      element: lazy(() => import('./features/reconciliation/ReconciliationPage')),
      meta: adminMeta('pages.reconciliation.title'),
      variants: ['default'],
    },
    {
      // Spec §2: "requires login". Staff get every account, a reseller its own subtree; to anyone
      // else the page says the list is staff data.
      name: 'apps-user-list',
      path: '/users/list',
      element: lazy(() => import('./app/UsersListRoute')),
      meta: { layout: 'content', requiresAuth: true, reseller: true, title: 'pages.userList.title' },
      variants: ['default'],
    },
  ],
  nav: [
    adminNav('admin-b2b-summary', 'nav.b2bSummary', 'dashboard', 30),
    adminNav('admin-b2b-setting', 'nav.b2bSetting', 'settings', 40),
    adminNav('admin-b2b-sales', 'nav.b2bSales', 'sales', 45),
    adminNav('admin-advertisers', 'nav.advertisers', 'mdi-account-tie', 50),
    adminNav('admin-b2b-invoices', 'nav.invoices', 'invoice', 55),
    adminNav('admin-publisher-statements', 'nav.publisherStatements', 'offerwall', 56),
    // Its menu status badge (NURLY_ADMIN) counts the checks broken at the last run.
    adminNav('admin-reconciliation', 'nav.reconciliation', 'admin', 57),
    adminNav('apps-user-list', 'nav.userList', 'members', 60),
    // The reseller section of a distributor's or agency's menu (docs/decisions/resellers.md#resellers).
    {
      key: 'reseller-members',
      title: 'nav.userList',
      icon: 'members',
      to: 'apps-user-list',
      reseller: true,
      heading: 'RESELLER',
      audience: 'customer',
      variants: ['default'],
      order: 10,
    },
    {
      key: 'reseller-sales',
      title: 'nav.resellerSales',
      icon: 'sales',
      to: 'reseller-sales',
      reseller: true,
      heading: 'RESELLER',
      audience: 'customer',
      variants: ['default'],
      order: 20,
    },
    {
      key: 'reseller-summary',
      title: 'nav.resellerSummary',
      icon: 'dashboard',
      to: 'reseller-summary',
      reseller: true,
      heading: 'RESELLER',
      audience: 'customer',
      variants: ['default'],
      order: 15,
    },
  ],
  i18n,
});
