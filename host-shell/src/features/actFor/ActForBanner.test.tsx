/**
 * The act-for banner (대리 접속): while GET user names an actor, every console page shows who acts
 * for which account and the time left; '대리 접속 종료' ends the session (POST act-for/end), puts
 * the actor's own tokens back from sessionStorage and opens '/'; when the time runs out the same
 * happens by itself. Nothing shows for an account nobody acts for.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import type { User } from '@nurly/contracts/schemas';
import { ACT_FOR_ASIDE_KEY, accessTokenAtom, nurlyStore, refreshTokenAtom } from '@nurly/shared';
import { api, defaultRemotes, renderRemote, sentRequests } from '@nurly/shared/testing';
import { ShellContext } from '../../lib/ShellContext';
import { buildRouteTree } from '../../app/router';
import { registerShellStrings } from '../../i18n';
import { ActForBanner, remainingOf } from './ActForBanner';

jest.setTimeout(30000);
beforeAll(registerShellStrings);

function Shell({ children }: { children: ReactNode }) {
  return (
    <ShellContext.Provider value={{ variant: 'default', definitions: defaultRemotes, routes: [], failedRemotes: [] }}>
      {children}
    </ShellContext.Provider>
  );
}

const actedFor = (expiresInMs: number): Partial<User> & { id: number } => ({
  id: 41,
  username: 'adv_kim',
  actor: { id: 3, username: 'seoul_dist', name: '서울 총판', expires_at: new Date(Date.now() + expiresInMs).toISOString() },
});

function open(user: Partial<User> & { id: number }, leave = jest.fn()) {
  renderRemote(<ActForBanner leave={leave} />, {
    user,
    wrapper: Shell,
    handlers: [api.post('act-for/end', { message: '대리 접속을 종료했습니다.' })],
  });
  return leave;
}

const keepActorTokensAside = () =>
  sessionStorage.setItem(ACT_FOR_ASIDE_KEY, JSON.stringify({ access: 'actor-access', refresh: 'actor-refresh' }));

describe('ActForBanner', () => {
  it('names the actor and the account with the time left', async () => {
    open(actedFor(10 * 60_000));
    const text = await screen.findByTestId('act-for-text');
    expect(text.textContent).toMatch(/^서울 총판님이 adv_kim 계정으로 대리 접속 중입니다 · 남은 시간 (10:00|09:59)$/);
  });

  it("ends the session, puts the actor's tokens back and opens /", async () => {
    const user = userEvent.setup();
    const leave = open(actedFor(10 * 60_000));
    keepActorTokensAside();
    await user.click(await screen.findByRole('button', { name: '대리 접속 종료' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(sentRequests('POST', 'act-for/end')).toHaveLength(1);
    expect(nurlyStore.get(accessTokenAtom)).toBe('actor-access');
    expect(nurlyStore.get(refreshTokenAtom)).toBe('actor-refresh');
    expect(sessionStorage.getItem(ACT_FOR_ASIDE_KEY)).toBeNull();
  });

  it('returns to the actor by itself when the time is up', async () => {
    const leave = open(actedFor(-1000));
    keepActorTokensAside();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(nurlyStore.get(accessTokenAtom)).toBe('actor-access');
  });

  it('shows nothing for an account nobody acts for', async () => {
    const leave = open({ id: 41, username: 'adv_kim', actor: null });
    await waitFor(() => expect(screen.queryByTestId('act-for-banner')).not.toBeInTheDocument());
    expect(leave).not.toHaveBeenCalled();
  });

  it('counts mm:ss down and never below zero', () => {
    const now = Date.parse('2026-12-02T08:00:00.000Z');
    expect(remainingOf('2026-12-02T08:30:00.000Z', now)).toBe('30:00');
    expect(remainingOf('2026-12-02T08:01:05.000Z', now)).toBe('01:05');
    expect(remainingOf('2026-12-02T07:59:00.000Z', now)).toBe('00:00');
  });

  it('is part of the console layout: a console page shows it', async () => {
    function Tree() {
      return useRoutes(buildRouteTree([], 'default'));
    }
    renderRemote(<Tree />, {
      path: '/admin/releases',
      routePath: '/*',
      user: { ...actedFor(10 * 60_000), roles: [{ name: 'NURLY_ADMIN' }] },
      wrapper: Shell,
      handlers: [api.get('admin/releases', { live: [], releases: [], history: [] }), api.get('login-alerts', { results: [] })],
    });
    expect(await screen.findByTestId('act-for-banner')).toHaveTextContent('서울 총판님이 adv_kim 계정으로 대리 접속 중입니다');
  });
});
