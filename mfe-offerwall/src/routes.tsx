import { lazy } from 'react';
import { defineRemote, rolesOf, type NavItem } from '@nurly/shared';
import { i18n } from './i18n';

/**
 * The offerwall publisher console (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions "Offerwall admin pages": NURLY_ADMIN, OFFERWALL_CLIENT).
 * Top nav: the default set of three; the visitor monitoring log only in the second set. Spec §2.3
 * fixes the top-nav items, so the apps and keys page (`/apps`) is a side-menu item only (the phone
 * drawer, the vertical rail) besides the settlement page's button; the postback delivery log
 * (`/postback-attempts`) opens from each app's "전송 기록" button. The monthly statements (`/statements`,
 * 정산서) are a side-menu item like the apps page.
 */
const guarded = (title: string) => ({ layout: 'content' as const, isStaff: true, roles: rolesOf('offerwall'), title });

const offerwallNav = (to: string, title: string, icon: string, order: number, extra: Partial<NavItem> = {}): NavItem => ({
  key: to,
  title,
  icon,
  to,
  permissions: rolesOf('offerwall'),
  heading: 'OFFERWALL',
  audience: 'any',
  variants: ['offerwall'],
  order,
  topNav: true,
  ...extra,
});

export default defineRemote({
  key: 'offerwall',
  routes: [
    {
      name: 'admin-offerwall',
      path: '/',
      element: lazy(() => import('./features/settlement/SettlementPage')),
      meta: guarded('pages.settlement.title'),
      variants: ['offerwall'],
    },
    {
      name: 'admin-offerwall-log',
      path: '/mission-logs',
      element: lazy(() => import('./features/mission-logs/MissionLogsPage')),
      meta: guarded('pages.missionLogs.title'),
      variants: ['offerwall'],
    },
    {
      name: 'admin-offerwall-visitor-log',
      path: '/visitor-logs',
      element: lazy(() => import('./features/visitor-logs/VisitorLogsPage')),
      meta: guarded('pages.visitorLogs.title'),
      variants: ['offerwall'],
    },
    {
      name: 'admin-offerwall-visitor-monitoring-log',
      path: '/visitor-monitoring-logs',
      element: lazy(() => import('./features/visitor-monitoring-logs/VisitorMonitoringLogsPage')),
      meta: guarded('pages.visitorMonitoringLogs.title'),
      variants: ['offerwall'],
    },
    {
      name: 'admin-offerwall-postback-attempts',
      path: '/postback-attempts',
      element: lazy(() => import('./features/postback-attempts/PostbackAttemptsPage')),
      meta: guarded('pages.postbackAttempts.title'),
      variants: ['offerwall'],
    },
    {
      name: 'admin-offerwall-statements',
      path: '/statements',
      element: lazy(() => import('./features/statements/StatementsPage')),
      meta: guarded('pages.statements.title'),
      variants: ['offerwall'],
    },
    {
      name: 'admin-offerwall-apps',
      path: '/apps',
      element: lazy(() => import('./features/apps/AppsPage')),
      meta: guarded('pages.apps.title'),
      variants: ['offerwall'],
    },
  ],
  nav: [
    offerwallNav('admin-offerwall', 'nav.settlement', 'offerwall', 10),
    offerwallNav('admin-offerwall-log', 'nav.missionLogs', 'log', 20),
    offerwallNav('admin-offerwall-visitor-log', 'nav.visitorLogs', 'user', 30),
    offerwallNav('admin-offerwall-visitor-monitoring-log', 'nav.visitorMonitoringLogs', 'search', 40, {
      sideMenu: false,
      topNavSet: 'second',
    }),
    offerwallNav('admin-offerwall-statements', 'nav.statements', 'invoice', 45, { topNav: false }),
    offerwallNav('admin-offerwall-apps', 'nav.apps', 'settings', 50, { topNav: false }),
  ],
  i18n,
});
