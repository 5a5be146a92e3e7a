import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loggedOutAtom, nurlyStore, type RemoteDefinition, type Variant } from '@nurly/shared';
import {
  api,
  defaultRemotes,
  hubRemote,
  loadedRemotes,
  makeUser,
  renderRemote,
  sentRequests,
  server,
  type TestUser,
} from '@nurly/shared/testing';
import { ShellContext } from '../../lib/ShellContext';
import { variantAtom } from '../../lib/state';
import { composeRoutes } from '../../federation/composeRoutes';
import { AdminEntry } from '../../guards/AdminEntry';
import { AuthPageGuard, RouteGuard } from '../../guards/RouteGuard';
import { registerShellStrings } from '../../i18n';
import { UserMenu } from '../../navigation/UserMenu';
import { deniedExplanationKey } from './AccessNotice';
import { defaultSiteUrl } from './defaultSite';
import { LoginPage } from './LoginPage';

jest.setTimeout(20000);
beforeAll(registerShellStrings);

const ACCESS_DENIED = '접근 권한이 없습니다. 관리자에게 문의하세요.';

/** The shell's own routes around the real login page: /login behind its guard, /admin, and a home page. */
function renderShell(
  home: ReactElement,
  {
    path,
    variant = 'default',
    user,
    remotes = defaultRemotes,
    page,
  }: { path: string; variant?: Variant; user: TestUser; remotes?: RemoteDefinition[]; page?: { path: string; element: ReactElement } },
) {
  act(() => nurlyStore.set(variantAtom, variant));
  const routes = composeRoutes(loadedRemotes(remotes), variant);
  const value = { variant, definitions: defaultRemotes, routes, failedRemotes: [] };
  const Shell = ({ children }: { children: ReactNode }) => <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
  return renderRemote(
    <Routes>
      <Route
        path="/login"
        element={
          <AuthPageGuard>
            <LoginPage />
          </AuthPageGuard>
        }
      />
      <Route path="/admin" element={<AdminEntry routes={routes} menuPaths={[]} />} />
      <Route path="/" element={home} />
      {page && <Route path={page.path} element={page.element} />}
    </Routes>,
    { path, routePath: '/*', variant, user, wrapper: Shell },
  );
}

describe('access-denied redirect to /login', () => {
  it('settles a logged-in customer opening /admin on the login page with the reason, once', async () => {
    const view = renderShell(<p>customer home</p>, { path: '/admin', user: makeUser([], { id: 7, username: 'customer' }) });
    const notice = await screen.findByTestId('access-notice');
    expect(notice).toHaveTextContent(`${ACCESS_DENIED} (ID: 7)`);
    expect(notice).toHaveTextContent('customer 계정으로 로그인되어 있습니다. 이 페이지는 관리자 전용');
    expect(view.location().pathname).toBe('/login');
    expect(screen.getByTestId('login-form')).toBeInTheDocument();
  });

  it('leads home from the notice and forgets the admin page it came from', async () => {
    const view = renderShell(<p>customer home</p>, { path: '/admin', user: makeUser([], { id: 7 }) });
    await userEvent.click(await screen.findByRole('link', { name: '홈으로 돌아가기' }));
    expect(await screen.findByText('customer home')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
    expect(localStorage.getItem('redirectPath')).toBeNull();
  });

  it('shows a plain login form to a visitor and to a guest', async () => {
    renderShell(<p>home</p>, { path: '/admin', user: 'anonymous' });
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(screen.queryByTestId('access-notice')).toBeNull();
  });

  it('tells a reward-site member without a console role why the console stays closed, and offers the default site', async () => {
    const member = makeUser([], { id: 13, username: 'customer', services: ['THENURLY', 'REWARD'] });
    const staffOnly = { layout: 'content' as const, title: 't', isStaff: true, roles: ['HUB_CLIENT' as const] };
    renderShell(
      <RouteGuard meta={staffOnly}>
        <p>reward console</p>
      </RouteGuard>,
      { path: '/', variant: 'reward', user: member },
    );
    const notice = await screen.findByTestId('access-notice');
    expect(notice).toHaveTextContent('customer 계정에는 더널리 리워드 이용 권한(역할)이 없습니다.');
    expect(screen.getByRole('link', { name: '더널리 사이트로 이동' })).toHaveAttribute('href', 'http://localhost/');
    expect(screen.queryByText('reward console')).toBeNull();
  });

  it('offers a hub client refused /sales its own hub home, not the default site', async () => {
    const client = makeUser(['HUB_CLIENT'], { id: 21, username: 'hubclient', services: ['REWARD'] });
    const salesMeta = { layout: 'content' as const, title: 't', isStaff: true, roles: ['NURLY_ADMIN' as const, 'HUB_ADMIN' as const] };
    const sales = (
      <RouteGuard meta={salesMeta}>
        <p>hub sales</p>
      </RouteGuard>
    );
    const view = renderShell(<p>hub home</p>, {
      path: '/sales',
      variant: 'hub',
      user: client,
      remotes: [hubRemote],
      page: { path: '/sales', element: sales },
    });
    const notice = await screen.findByTestId('access-notice');
    expect(notice).toHaveTextContent('hubclient 계정에는 이 페이지를 열 수 있는 역할이 없습니다.');
    expect(screen.queryByRole('link', { name: '더널리 사이트로 이동' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '홈으로 돌아가기' }));
    expect(await screen.findByText('hub home')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
  });
});

describe('logging out', () => {
  it('leaves the default site for the login page without signing a guest up behind it', async () => {
    server.use(api.post('guest-signup', { id: 99, username: 'guest_99' }));
    const view = renderShell(
      <RouteGuard meta={{ layout: 'content', title: 't' }}>
        <UserMenu />
      </RouteGuard>,
      { path: '/', user: makeUser([], { id: 7, username: 'customer' }) },
    );
    await userEvent.click(await screen.findByRole('button', { name: /사용자 메뉴/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '로그아웃' }));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
    // The page being left saw the logged-out session before /login replaced it: it signed no guest up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sentRequests('POST', 'guest-signup')).toEqual([]);
    expect(sentRequests('POST', 'logout')).toHaveLength(1);
    // Leaving the login page ends that: the next page visited is guest mode again.
    view.unmount();
    expect(nurlyStore.get(loggedOutAtom)).toBe(false);
  });
});

describe('the explanation of an access-denied redirect', () => {
  it('names what is missing: staff page, page role, reward membership or console role', () => {
    const member = { services: ['REWARD'] };
    const outsider = { services: ['THENURLY'] };
    expect(deniedExplanationKey('default', 'staff-only', outsider)).toBe('auth.denied.staffOnly');
    expect(deniedExplanationKey('default', 'role', member)).toBe('auth.denied.role');
    expect(deniedExplanationKey('reward', 'staff-only', outsider)).toBe('auth.denied.notMember');
    expect(deniedExplanationKey('reward', 'staff-only', member)).toBe('auth.denied.noConsoleRole');
    expect(deniedExplanationKey('hub', 'staff-only', outsider)).toBe('auth.denied.noConsoleRole');
  });

  it('finds the default site from a console host, on the same port', () => {
    expect(defaultSiteUrl({ protocol: 'http:', hostname: 'reward.localhost', port: '18093' })).toBe('http://localhost:18093/');
    expect(defaultSiteUrl({ protocol: 'https:', hostname: 'hub.thenurly.com', port: '' })).toBe('https://thenurly.com/');
    expect(defaultSiteUrl({ protocol: 'http:', hostname: 'localhost', port: '' })).toBe('http://localhost/');
  });
});
