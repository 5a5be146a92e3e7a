/**
 * The shell's own staff pages (/admin/releases, /admin/operations): NURLY_ADMIN on the default site
 * only. NURLY_STAFF is sent to /login; another deployment has no such route.
 */
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import type { Variant } from '@nurly/shared';
import type { OperationsReport } from '@nurly/contracts/schemas';
import { api, defaultRemotes, renderRemote, type TestUser } from '@nurly/shared/testing';
import { buildRouteTree } from './router';
import { ShellContext } from '../lib/ShellContext';
import { registerShellStrings } from '../i18n';

jest.setTimeout(30000);
beforeAll(registerShellStrings);

const report: OperationsReport = {
  now: '2026-11-26T16:30:00.000Z',
  today: '2026-11-27',
  settlement: { next_run_at: null, days: [], unsettled: [] },
  postbacks: [],
  jobs: { running: false, queues: [] },
  rank_budget: { day: '2026-11-27', used: 0, limit: 25000 },
};

const pages = [
  { path: '/admin/releases', handler: api.get('admin/releases', { live: [], releases: [], history: [] }), text: '변경 이력' },
  { path: '/admin/operations', handler: api.get('admin/operations', report), text: '정산되지 않은 지난 날짜가 없습니다.' },
];

function Tree({ variant }: { variant: Variant }) {
  return useRoutes(buildRouteTree([], variant));
}

function open(page: (typeof pages)[number], user: TestUser, variant: Variant = 'default') {
  const Shell = ({ children }: { children: ReactNode }) => (
    <ShellContext.Provider value={{ variant, definitions: defaultRemotes, routes: [], failedRemotes: [] }}>
      {children}
    </ShellContext.Provider>
  );
  return renderRemote(<Tree variant={variant} />, {
    path: page.path,
    routePath: '/*',
    variant,
    user,
    wrapper: Shell,
    handlers: [page.handler],
  });
}

describe.each(pages)('the $path route', (page) => {
  it('opens the page for NURLY_ADMIN on the default site', async () => {
    open(page, 'NURLY_ADMIN');
    expect(await screen.findByText(page.text)).toBeInTheDocument();
  });

  it('is not a page for NURLY_STAFF (sent to /login), nor on another deployment', async () => {
    const staff = open(page, 'NURLY_STAFF');
    await waitFor(() => expect(staff.location().pathname).toBe('/login'));
    expect(screen.queryByText(page.text)).not.toBeInTheDocument();
    staff.unmount();
    // No such route on the hub deployment: the unknown path goes to '/' and on to /login.
    const hub = open(page, 'NURLY_ADMIN', 'hub');
    await waitFor(() => expect(hub.location().pathname).toBe('/login'));
    expect(screen.queryByText(page.text)).not.toBeInTheDocument();
  });
});
