import { lazy } from 'react';
import { defineRemote, navRolesOf, rolesOf, type NavItem } from '@nurly/shared';
import { i18n } from './i18n';

/**
 * Customer support in every console that has it (docs/decisions/product.md#screens-and-routes, docs/decisions/access.md#roles-and-permissions): the customer's questions on the
 * default site, the staff CS desk under /admin, and questions/FAQ/notices for agency (reward) and
 * hub users, who are console users guarded by the "agency and hub … pages" roles.
 */
const QuestionsPage = lazy(() => import('./features/questions/QuestionsPage'));
const consoleMeta = (title: string) => ({ layout: 'content' as const, isStaff: true, roles: rolesOf('console'), title });
const adminMeta = (title: string) => ({ layout: 'content' as const, isStaff: true, roles: rolesOf('admin'), title });

const csAdminNav = (key: string, title: string, icon: string, order: number): NavItem => ({
  key,
  title,
  icon,
  to: key,
  permissions: navRolesOf('admin'),
  heading: 'CsAdmin',
  audience: 'staff',
  variants: ['default'],
  order,
});

const rewardCsNav = (key: string, title: string, icon: string, order: number): NavItem => ({
  key: `reward-${key}`,
  title,
  icon,
  to: key,
  permissions: rolesOf('console'),
  heading: 'CUSTOMER_CS',
  audience: 'any',
  variants: ['reward'],
  order,
});

export default defineRemote({
  key: 'cs',
  routes: [
    {
      name: 'questions',
      path: '/questions',
      element: QuestionsPage,
      meta: { layout: 'content', title: 'pages.questions.title' },
      variants: ['default'],
    },
    {
      name: 'admin-questions',
      path: '/admin/questions',
      element: lazy(() => import('./features/admin-questions/AdminQuestionsPage')),
      meta: adminMeta('pages.adminQuestions.title'),
      variants: ['default'],
    },
    {
      name: 'admin-notice',
      path: '/admin/notice',
      element: lazy(() => import('./features/admin-notice/AdminNoticeListPage')),
      meta: adminMeta('pages.adminNotice.title'),
      variants: ['default'],
    },
    {
      name: 'admin-notice-detail',
      path: '/admin/notice/:id',
      element: lazy(() => import('./features/admin-notice/AdminNoticeDetailPage')),
      meta: adminMeta('pages.adminNoticeDetail.title'),
      variants: ['default'],
    },
    {
      name: 'admin-faq',
      path: '/admin/faq',
      element: lazy(() => import('./features/admin-faq/AdminFaqPage')),
      meta: adminMeta('pages.adminFaq.title'),
      variants: ['default'],
    },
    {
      name: 'questions',
      path: '/questions',
      element: QuestionsPage,
      meta: consoleMeta('pages.questions.title'),
      variants: ['reward', 'hub'],
    },
    {
      name: 'faq',
      path: '/faq',
      element: lazy(() => import('./features/faq/FaqPage')),
      meta: consoleMeta('pages.faq.title'),
      variants: ['reward', 'hub'],
    },
    {
      name: 'notice',
      path: '/notice',
      element: lazy(() => import('./features/notice/NoticeListPage')),
      meta: consoleMeta('pages.notice.title'),
      variants: ['reward', 'hub'],
    },
    {
      name: 'notice-detail',
      path: '/notice/:id',
      element: lazy(() => import('./features/notice/NoticeDetailPage')),
      meta: consoleMeta('pages.noticeDetail.title'),
      variants: ['reward', 'hub'],
    },
  ],
  nav: [
    {
      key: 'questions',
      title: 'nav.questions',
      icon: 'question',
      to: 'questions',
      heading: 'MENUS',
      audience: 'customer',
      variants: ['default'],
      order: 20,
    },
    csAdminNav('admin-questions', 'nav.adminQuestions', 'question', 10),
    csAdminNav('admin-notice', 'nav.adminNotice', 'notice', 20),
    csAdminNav('admin-faq', 'nav.adminFaq', 'faq', 30),
    rewardCsNav('notice', 'nav.notice', 'notice', 10),
    rewardCsNav('faq', 'nav.faq', 'faq', 20),
    rewardCsNav('questions', 'nav.questions', 'question', 30),
  ],
  i18n,
});
