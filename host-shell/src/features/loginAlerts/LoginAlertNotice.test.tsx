/**
 * The login-alert notice: the account's newest alert (GET login-alerts) until the user dismisses
 * it, remembered per user id, a newer one shown again; nothing for guests or accounts without
 * alerts; PRESSURE's button opens the shell's change-password dialog; every console page shows it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import type { LoginAlert, LoginAlertList } from '@nurly/contracts/schemas';
import { api, defaultRemotes, renderRemote, sentRequests, type TestUser } from '@nurly/shared/testing';
import { ShellContext } from '../../lib/ShellContext';
import { buildRouteTree } from '../../app/router';
import { GlobalDialogs } from '../dialogs/GlobalDialogs';
import { registerShellStrings } from '../../i18n';
import { DISMISSED_KEY_PREFIX, isNewerThanDismissed } from './dismissedAlert';
import { LoginAlertNotice } from './LoginAlertNotice';

jest.setTimeout(30000);
beforeAll(registerShellStrings);
beforeEach(() => localStorage.clear());

const pressure = (failures: number, created_at: string): LoginAlert => ({ kind: 'PRESSURE', failures, created_at });
const unlocked = (created_at: string): LoginAlert => ({ kind: 'UNLOCKED', failures: 12, created_at });

const pressureText = (count: number) => `다른 곳에서 이 계정의 비밀번호가 ${count}번 틀렸습니다. 본인이 아니라면 비밀번호를 바꾸세요.`;
const unlockedText = '고객센터에서 이 계정의 로그인 제한을 풀었습니다.';

function Shell({ children }: { children: ReactNode }) {
  return (
    <ShellContext.Provider value={{ variant: 'default', definitions: defaultRemotes, routes: [], failedRemotes: [] }}>
      {children}
    </ShellContext.Provider>
  );
}

/** The notice beside the shell's dialogs; 'remount' mounts a new notice (same SWR cache). */
function Console() {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setGeneration((n) => n + 1)}>
        remount
      </button>
      <LoginAlertNotice key={generation} />
      <GlobalDialogs />
    </>
  );
}

function open(alerts: LoginAlert[], user: TestUser = 'customer') {
  return renderRemote(<Console />, {
    user,
    wrapper: Shell,
    handlers: [api.get<LoginAlertList>('login-alerts', { results: alerts })],
  });
}

const alertRequests = () => sentRequests().filter((r) => r.method === 'GET' && r.path === 'login-alerts');

describe('LoginAlertNotice', () => {
  it('shows the newest PRESSURE alert with its count as a warning, until dismissed, also after a remount', async () => {
    const user = userEvent.setup();
    const view = open([pressure(37, '2026-12-01T09:00:00.000Z'), unlocked('2026-11-20T09:00:00.000Z')]);
    const notice = await screen.findByTestId('login-alert');
    expect(notice).toHaveTextContent(pressureText(37));
    expect(notice).toHaveAttribute('data-kind', 'PRESSURE');
    expect(notice).toHaveAttribute('data-status', 'warning');
    expect(screen.queryByText(unlockedText)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByTestId('login-alert')).not.toBeInTheDocument());
    expect(localStorage.getItem(`${DISMISSED_KEY_PREFIX}${view.user!.id}`)).toBe('2026-12-01T09:00:00.000Z');

    // A new notice (the same answer from the cache) stays hidden…
    await user.click(screen.getByRole('button', { name: 'remount' }));
    expect(screen.queryByTestId('login-alert')).not.toBeInTheDocument();
    // …and so does a new page load, which asks the server again.
    view.unmount();
    open([pressure(37, '2026-12-01T09:00:00.000Z'), unlocked('2026-11-20T09:00:00.000Z')]);
    await waitFor(() => expect(alertRequests()).toHaveLength(2));
    await screen.findByRole('button', { name: 'remount' });
    expect(screen.queryByTestId('login-alert')).not.toBeInTheDocument();
  });

  it('shows a newer alert after an older one was dismissed; UNLOCKED as information without the password button', async () => {
    localStorage.setItem(`${DISMISSED_KEY_PREFIX}7`, '2026-12-01T09:00:00.000Z');
    open([unlocked('2026-12-01T09:30:00.000Z'), pressure(37, '2026-12-01T09:00:00.000Z')], { id: 7 });
    const notice = await screen.findByTestId('login-alert');
    expect(notice).toHaveTextContent(unlockedText);
    expect(notice).toHaveAttribute('data-status', 'info');
    expect(screen.queryByRole('button', { name: '비밀번호 변경' })).not.toBeInTheDocument();
  });

  it('remembers the dismissal per user: another account on the same browser still sees its own alert', async () => {
    localStorage.setItem(`${DISMISSED_KEY_PREFIX}7`, '2026-12-01T09:00:00.000Z');
    open([pressure(21, '2026-12-01T09:00:00.000Z')], { id: 8, username: 'other' });
    expect(await screen.findByTestId('login-alert')).toHaveTextContent(pressureText(21));
  });

  it('shows nothing for an account without alerts', async () => {
    open([]);
    await waitFor(() => expect(alertRequests()).toHaveLength(1));
    await screen.findByRole('button', { name: 'remount' });
    expect(screen.queryByTestId('login-alert')).not.toBeInTheDocument();
  });

  it('asks nothing for a guest', async () => {
    open([pressure(37, '2026-12-01T09:00:00.000Z')], 'guest');
    // The page is up and has asked for the user; a guest's alerts are never fetched.
    await screen.findByRole('button', { name: 'remount' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(alertRequests()).toHaveLength(0);
    expect(screen.queryByTestId('login-alert')).not.toBeInTheDocument();
  });

  it('opens the change-password dialog from the PRESSURE notice', async () => {
    const user = userEvent.setup();
    open([pressure(37, '2026-12-01T09:00:00.000Z')]);
    await user.click(await screen.findByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByTestId('change-password-dialog')).toBeInTheDocument();
    // Changing the password does not dismiss the notice by itself.
    expect(screen.getByTestId('login-alert')).toBeInTheDocument();
  });

  it('is part of the console layout: a console page shows it', async () => {
    function Tree() {
      return useRoutes(buildRouteTree([], 'default'));
    }
    renderRemote(<Tree />, {
      path: '/admin/releases',
      routePath: '/*',
      user: 'NURLY_ADMIN',
      wrapper: Shell,
      handlers: [
        api.get('admin/releases', { live: [], releases: [], history: [] }),
        api.get<LoginAlertList>('login-alerts', { results: [pressure(37, '2026-12-01T09:00:00.000Z')] }),
      ],
    });
    expect(await screen.findByTestId('login-alert')).toHaveTextContent(pressureText(37));
    expect(await screen.findByText('변경 이력')).toBeInTheDocument();
  });
});

test('isNewerThanDismissed compares instants, not strings', () => {
  expect(isNewerThanDismissed('2026-12-01T09:00:00.000Z', null)).toBe(true);
  expect(isNewerThanDismissed('2026-12-01T09:00:00.000Z', '2026-12-01T09:00:00.000Z')).toBe(false);
  expect(isNewerThanDismissed('2026-12-01T09:00:00.001Z', '2026-12-01T09:00:00Z')).toBe(true);
  expect(isNewerThanDismissed('2026-12-01T08:59:59.000Z', '2026-12-01T18:00:00+09:00')).toBe(false);
});
