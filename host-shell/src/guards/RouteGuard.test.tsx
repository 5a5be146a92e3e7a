import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { nurlyStore, userAtom, type RouteMeta, type Variant } from '@nurly/shared';
import { makeUser, renderRemote, sentRequests, type TestUser } from '@nurly/shared/testing';
import { variantAtom } from '../lib/state';
import { registerShellStrings } from '../i18n';
import { AuthPageGuard, RouteGuard } from './RouteGuard';

jest.setTimeout(20000);
beforeAll(registerShellStrings);

/** The guards decide among the app's own routes: they are mounted under a catch-all. */
function renderRoutes(routes: ReactElement, { path, variant = 'default', user }: { path: string; variant?: Variant; user: TestUser }) {
  act(() => nurlyStore.set(variantAtom, variant));
  return renderRemote(routes, { path, routePath: '/*', variant, user });
}

/** The catch-all route: the page behind the guard. */
function guardedPage(meta: RouteMeta) {
  return (
    <Route
      path="*"
      element={
        <RouteGuard meta={meta}>
          <p>protected page</p>
        </RouteGuard>
      }
    />
  );
}

/** The login page behind its guard. */
const loginPage = (
  <Route
    path="/login"
    element={
      <AuthPageGuard>
        <p>login form</p>
      </AuthPageGuard>
    }
  />
);

function renderGuarded(meta: RouteMeta, path: string, user: TestUser, variant: Variant = 'default') {
  return renderRoutes(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/admin" element={<p>admin entry</p>} />
      {guardedPage(meta)}
    </Routes>,
    { variant, path, user },
  );
}

const staffMeta: RouteMeta = { layout: 'content', title: 't', isStaff: true, roles: ['NURLY_ADMIN', 'NURLY_STAFF'] };
const consoleMeta: RouteMeta = { layout: 'content', title: 't' };

describe('RouteGuard', () => {
  it('sends a visitor on a staff page to /login', async () => {
    renderGuarded(staffMeta, '/admin/faq', 'anonymous');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem('redirectPath')).toBe('/admin/faq');
  });

  it('sends an unauthenticated visitor on a console to /login (no guest account there)', async () => {
    renderGuarded(consoleMeta, '/sales', 'anonymous', 'hub');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it("goes to /login as a role denial when a role is missing, without the browser's native alert", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderGuarded(staffMeta, '/admin/faq', makeUser(['HUB_CLIENT'], { id: 12 }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    // The login page's AccessNotice says it, with the id (LoginPage.test.tsx, e2e guards.spec.ts).
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('keeps /login open for a logged-in customer sent there from a staff page (no redirect loop)', async () => {
    renderRoutes(
      <Routes>
        {loginPage}
        {guardedPage(staffMeta)}
      </Routes>,
      { path: '/admin/deposit', user: makeUser([], { id: 7, is_staff: false }) },
    );
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(screen.queryByText('protected page')).not.toBeInTheDocument();
  });

  it('renders the page for staff with the role', async () => {
    renderGuarded(staffMeta, '/admin/faq', 'NURLY_STAFF');
    expect(await screen.findByText('protected page')).toBeInTheDocument();
    expect(sentRequests('GET', 'user')).toHaveLength(0);
  });

  it('loads the user of a session that has only its tokens (a fresh tab) before deciding', async () => {
    renderGuarded(staffMeta, '/admin/faq', 'NURLY_STAFF');
    act(() => nurlyStore.set(userAtom, null));
    await waitFor(() => expect(sentRequests('GET', 'user')).toHaveLength(1));
    expect(await screen.findByText('protected page')).toBeInTheDocument();
    expect(nurlyStore.get(userAtom)?.roles).toEqual([{ name: 'NURLY_STAFF' }]);
  });
});

describe('AuthPageGuard', () => {
  it('closes /login to a logged-in user, sending staff to the admin entry', async () => {
    renderRoutes(
      <Routes>
        <Route path="/admin" element={<p>admin entry</p>} />
        {loginPage}
      </Routes>,
      { path: '/login', user: 'NURLY_ADMIN' },
    );
    expect(await screen.findByText('admin entry')).toBeInTheDocument();
  });
});
