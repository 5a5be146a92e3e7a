import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { clearSession, nurlyStore, setTokens, userAtom, type RouteMeta, type Variant } from '@nurly/shared';
import { variantAtom } from '../app/state';
import { makeUser, renderShell } from '../test/fixtures';
import { AuthPageGuard, RouteGuard } from './RouteGuard';

jest.setTimeout(20000);

function renderGuarded(meta: RouteMeta, path: string, variant: Variant = 'default') {
  act(() => nurlyStore.set(variantAtom, variant));
  return renderShell(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/admin" element={<p>admin entry</p>} />
      <Route
        path="*"
        element={
          <RouteGuard meta={meta}>
            <p>protected page</p>
          </RouteGuard>
        }
      />
    </Routes>,
    { variant, path },
  );
}

const staffMeta: RouteMeta = { layout: 'content', title: 't', isStaff: true, roles: ['NURLY_ADMIN', 'NURLY_STAFF'] };
const consoleMeta: RouteMeta = { layout: 'content', title: 't' };

function logIn(user: ReturnType<typeof makeUser>) {
  act(() => {
    setTokens({ access: 'a', refresh: 'r' });
    nurlyStore.set(userAtom, user);
  });
}

afterEach(() => act(() => clearSession()));

describe('RouteGuard', () => {
  it('sends a visitor on a staff page to /login', async () => {
    renderGuarded(staffMeta, '/admin/faq');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem('redirectPath')).toBe('/admin/faq');
  });

  it('sends an unauthenticated visitor on a console to /login (no guest account there)', async () => {
    renderGuarded(consoleMeta, '/sales', 'hub');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('alerts with the user id and goes to /login when a role is missing', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    logIn(makeUser(['HUB_CLIENT'], { id: 12 }));
    renderGuarded(staffMeta, '/admin/faq');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('접근 권한이 없습니다. 관리자에게 문의하세요. (ID: 12)');
    alert.mockRestore();
  });

  it('keeps /login open for a logged-in customer sent there from a staff page (no redirect loop)', async () => {
    logIn(makeUser([], { id: 7, is_staff: false }));
    renderShell(
      <Routes>
        <Route
          path="/login"
          element={
            <AuthPageGuard>
              <p>login form</p>
            </AuthPageGuard>
          }
        />
        <Route
          path="*"
          element={
            <RouteGuard meta={staffMeta}>
              <p>protected page</p>
            </RouteGuard>
          }
        />
      </Routes>,
      { path: '/admin/deposit' },
    );
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(screen.queryByText('protected page')).not.toBeInTheDocument();
  });

  it('renders the page for staff with the role', async () => {
    logIn(makeUser(['NURLY_STAFF']));
    renderGuarded(staffMeta, '/admin/faq');
    expect(await screen.findByText('protected page')).toBeInTheDocument();
  });
});

describe('AuthPageGuard', () => {
  it('closes /login to a logged-in user, sending staff to the admin entry', async () => {
    logIn(makeUser(['NURLY_ADMIN']));
    renderShell(
      <Routes>
        <Route path="/admin" element={<p>admin entry</p>} />
        <Route
          path="/login"
          element={
            <AuthPageGuard>
              <p>login form</p>
            </AuthPageGuard>
          }
        />
      </Routes>,
      { path: '/login' },
    );
    expect(await screen.findByText('admin entry')).toBeInTheDocument();
  });
});
