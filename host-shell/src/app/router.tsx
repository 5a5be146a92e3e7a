/**
 * The route tree: the variant's remote routes (each inside guard + RemoteBoundary) grouped under
 * the content and blank layouts, plus the host's own routes (auth pages, /admin entry, the
 * /admin/releases and /admin/operations pages) and the catch-all that sends unknown paths to '/'.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { rolesOf, type RouteMeta, type Variant } from '@nurly/shared';
import { LoginPage } from '../features/auth/LoginPage';
import { GlobalDialogs } from '../features/dialogs/GlobalDialogs';
import { GlobalSearch } from '../features/search/GlobalSearch';
import { useDocumentTitle } from '../features/settings/documentMeta';
import { RemoteLoading } from '../federation/RemoteLoading';
import type { ComposedRoute } from '../lib/composition';
import { AuthPageGuard, RouteGuard } from '../guards/RouteGuard';
import { BlankLayout } from '../layouts/BlankLayout';
import { AUTH_PAGES_BY_VARIANT } from '../lib/authPages';
import { useShell } from '../lib/ShellContext';

// What a login page never shows is fetched when first needed: the other auth pages, the /admin
// entry (it reads the menus) and the console layout (menus, top bar, settings) are chunks of their own.
const AuthLoadingPage = lazy(() => import('../features/auth/AuthLoadingPage').then((m) => ({ default: m.AuthLoadingPage })));
const AdminEntryPage = lazy(() => import('./AdminEntryPage').then((m) => ({ default: m.AdminEntryPage })));
// A remote route's boundary (and the notice of a failed remote) too; bootstrap.tsx fetches it at
// start when the first page is not an auth page, so a deep link does not wait for it.
const RemoteRouteElement = lazy(() => import('../federation/RemoteBoundary').then((m) => ({ default: m.RemoteRouteElement })));
const FailedRemotesNotice = lazy(() => import('../federation/RemoteBoundary').then((m) => ({ default: m.FailedRemotesNotice })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ContentLayout = lazy(() => import('../layouts/ContentLayout').then((m) => ({ default: m.ContentLayout })));
const ReleasesPage = lazy(() => import('../features/releases/ReleasesPage').then((m) => ({ default: m.ReleasesPage })));
const OperationsPage = lazy(() => import('../features/operations/OperationsPage').then((m) => ({ default: m.OperationsPage })));

/** Paths the host owns; a remote route on one of these is ignored. */
export const HOST_PATHS = ['/login', '/auth', '/register', '/forgot-password', '/admin', '/admin/releases', '/admin/operations'];

/** The shell's own staff page: which release of each remote is live (NURLY_ADMIN, the default site). */
const releasesMeta: RouteMeta = { layout: 'content', isStaff: true, roles: rolesOf('releases'), title: 'titles.releases' };

/** The shell's own staff page "운영 상태": the money jobs (NURLY_ADMIN, the default site). */
const operationsMeta: RouteMeta = { layout: 'content', isStaff: true, roles: rolesOf('operations'), title: 'titles.operations' };

function Titled({ title, namespaces, children }: { title: string | null; namespaces: string[]; children: ReactNode }) {
  const { variant } = useShell();
  useDocumentTitle(variant, title, namespaces);
  return <>{children}</>;
}

function ShellRoot() {
  return (
    <>
      <Outlet />
      <GlobalSearch />
      <GlobalDialogs />
    </>
  );
}

function ContentOutlet() {
  return (
    <Suspense fallback={<RemoteLoading />}>
      <ContentLayout>
        <Outlet />
      </ContentLayout>
    </Suspense>
  );
}

function BlankOutlet() {
  return (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  );
}

function AdminEntryRoute() {
  return (
    <Titled title="titles.adminEntry" namespaces={['shell']}>
      <Suspense fallback={<RemoteLoading />}>
        <AdminEntryPage />
      </Suspense>
    </Titled>
  );
}

function ReleasesRoute() {
  return (
    <Titled title={releasesMeta.title} namespaces={['shell']}>
      <RouteGuard meta={releasesMeta}>
        <Suspense fallback={<RemoteLoading />}>
          <ReleasesPage />
        </Suspense>
      </RouteGuard>
    </Titled>
  );
}

function OperationsRoute() {
  return (
    <Titled title={operationsMeta.title} namespaces={['shell']}>
      <RouteGuard meta={operationsMeta}>
        <Suspense fallback={<RemoteLoading />}>
          <OperationsPage />
        </Suspense>
      </RouteGuard>
    </Titled>
  );
}

/**
 * Unknown routes go to '/'. While a remote is down its pages may live here (even '/'), so the
 * failure is shown with a retry instead; '/' itself never redirects to itself.
 */
function UnknownRoute() {
  const { failedRemotes } = useShell();
  const { pathname } = useLocation();
  if (failedRemotes.length > 0) {
    return (
      <Titled title={null} namespaces={[]}>
        <Suspense fallback={<RemoteLoading />}>
          <FailedRemotesNotice remotes={failedRemotes} />
        </Suspense>
      </Titled>
    );
  }
  return <Navigate to={pathname === '/' ? '/login' : '/'} replace />;
}

function remoteRouteObject(route: ComposedRoute, variant: Variant): RouteObject {
  const meta: RouteMeta = route.meta;
  return {
    path: route.path,
    element: (
      <Titled title={meta.title} namespaces={[route.namespace]}>
        <RouteGuard meta={meta}>
          <Suspense fallback={<RemoteLoading />}>
            <RemoteRouteElement remoteKey={route.remoteKey} routeName={route.name} routePath={route.path} variant={variant} />
          </Suspense>
        </RouteGuard>
      </Titled>
    ),
  };
}

function authPage(path: string, title: string, page: ReactNode, guarded = true): RouteObject {
  return {
    path,
    element: (
      <Titled title={title} namespaces={['shell']}>
        <Suspense fallback={<RemoteLoading />}>{guarded ? <AuthPageGuard>{page}</AuthPageGuard> : page}</Suspense>
      </Titled>
    ),
  };
}

export function buildRouteTree(routes: readonly ComposedRoute[], variant: Variant): RouteObject[] {
  const authPaths = AUTH_PAGES_BY_VARIANT[variant];
  const remoteRoutes = routes.filter((r) => !HOST_PATHS.includes(r.path));
  const content = remoteRoutes.filter((r) => r.meta.layout !== 'blank').map((route) => remoteRouteObject(route, variant));
  const blank = remoteRoutes.filter((r) => r.meta.layout === 'blank').map((route) => remoteRouteObject(route, variant));
  return [
    {
      element: <ShellRoot />,
      children: [
        {
          element: <BlankOutlet />,
          children: [
            ...[
              authPage('/login', 'titles.login', <LoginPage />),
              authPage('/auth', 'titles.auth', <AuthLoadingPage />, false),
              authPage('/register', 'titles.register', <RegisterPage />),
              authPage('/forgot-password', 'titles.forgotPassword', <ForgotPasswordPage />),
            ].filter((r) => authPaths.includes(r.path ?? '')),
            ...blank,
          ],
        },
        { path: '/admin', element: <AdminEntryRoute /> },
        {
          element: <ContentOutlet />,
          children: [
            ...(variant === 'default'
              ? [
                  { path: '/admin/releases', element: <ReleasesRoute /> },
                  { path: '/admin/operations', element: <OperationsRoute /> },
                ]
              : []),
            ...content,
            { path: '*', element: <UnknownRoute /> },
          ],
        },
      ],
    },
  ];
}
