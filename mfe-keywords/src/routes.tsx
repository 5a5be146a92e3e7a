import { lazy } from 'react';
import { defineRemote } from '@nurly/shared';
import { i18n } from './i18n';

/** Customer pages of the default site (docs/decisions/product.md#screens-and-routes): login required, no staff role. */
export default defineRemote({
  key: 'keywords',
  routes: [
    {
      name: 'dashboard',
      path: '/',
      element: lazy(() => import('./features/dashboard/DashboardPage')),
      meta: { layout: 'content', title: 'pages.dashboard.title' },
      variants: ['default'],
    },
    {
      name: 'report',
      path: '/report',
      element: lazy(() => import('./features/report/ReportPage')),
      meta: { layout: 'blank', title: 'pages.report.title' },
      variants: ['default'],
    },
    {
      name: 'keyword-naver-shopping',
      path: '/keyword/naver-shopping',
      element: lazy(() => import('./features/keyword/NaverShoppingPage')),
      meta: { layout: 'content', title: 'pages.naverShopping.title' },
      variants: ['default'],
    },
    {
      name: 'apps-my-product',
      path: '/my-products',
      element: lazy(() => import('./features/my-products/MyProductsPage')),
      meta: { layout: 'content', title: 'pages.myProducts.title' },
      variants: ['default'],
    },
    {
      name: 'product-list',
      path: '/product/list',
      element: lazy(() => import('./features/product/ProductListPage')),
      meta: { layout: 'content', title: 'pages.productList.title' },
      variants: ['default'],
    },
    {
      name: 'product-details',
      path: '/product/details',
      element: lazy(() => import('./features/product/ProductDetailsPage')),
      meta: { layout: 'content', title: 'pages.productDetails.title' },
      variants: ['default'],
    },
    {
      name: 'about-product-list',
      path: '/about-product/list',
      element: lazy(() => import('./features/about-product/AboutProductListPage')),
      meta: { layout: 'content', title: 'pages.aboutProductList.title' },
      variants: ['default'],
    },
    {
      name: 'about-product-details',
      path: '/about-product/details',
      element: lazy(() => import('./features/about-product/AboutProductDetailsPage')),
      meta: { layout: 'content', title: 'pages.aboutProductDetails.title' },
      variants: ['default'],
    },
  ],
  nav: [
    {
      key: 'keyword',
      title: 'nav.keyword',
      icon: 'keyword',
      to: 'keyword-naver-shopping',
      heading: 'KEYWORDS',
      audience: 'customer',
      variants: ['default'],
      order: 10,
    },
    {
      key: 'my-product',
      title: 'nav.myProduct',
      icon: 'product',
      to: 'apps-my-product',
      heading: 'APPS',
      audience: 'customer',
      variants: ['default'],
      order: 10,
    },
    {
      key: 'dashboard',
      title: 'nav.dashboard',
      icon: 'dashboard',
      to: 'dashboard',
      heading: 'MENUS',
      audience: 'customer',
      variants: ['default'],
      order: 10,
    },
  ],
  i18n,
});
