import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { nurlyStore, type RemoteDefinition, type Variant } from '@nurly/shared';
import type { LowBalanceResponse, MenuStatus } from '@nurly/contracts/schemas';
import { api, defaultRemotes, hubRemote, loadedRemotes, renderRemote, type TestUser } from '@nurly/shared/testing';
import { ShellContext } from '../lib/ShellContext';
import { drawerOpenAtom } from '../lib/state';
import { composeRoutes } from '../federation/composeRoutes';
import { registerShellStrings } from '../i18n';
import { railName } from './menuItemParts';
import { SideMenu } from './SideMenu';

jest.setTimeout(20000);
beforeAll(registerShellStrings);
afterEach(() => act(() => nurlyStore.set(drawerOpenAtom, false)));

function renderSideMenu(opts: {
  variant: Variant;
  definitions: RemoteDefinition[];
  user: TestUser;
  path?: string;
  handlers?: NonNullable<Parameters<typeof renderRemote>[1]>['handlers'];
}) {
  const { variant, definitions } = opts;
  const value = { variant, definitions, routes: composeRoutes(loadedRemotes(definitions), variant), failedRemotes: [] };
  const Shell = ({ children }: { children: ReactNode }) => <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
  return renderRemote(<SideMenu />, { user: opts.user, variant, path: opts.path ?? '/', wrapper: Shell, handlers: opts.handlers });
}

/** A customer's menu group, like the points remote's (its children are hidden on the narrow rail). */
const pointsRemote: RemoteDefinition = {
  key: 'points',
  routes: ['/point/list', '/point/buy'].map((path) => ({
    name: path.slice(1).replace('/', '-'),
    path,
    element: () => null,
    meta: { layout: 'content' as const, title: path },
    variants: ['default'],
  })),
  nav: [
    {
      key: 'points-default',
      title: '포인트',
      icon: 'point',
      heading: 'MENUS',
      audience: 'customer',
      variants: ['default'],
      children: [
        { key: 'point-list', title: '포인트 내역', to: 'point-list' },
        { key: 'point-buy', title: '포인트 충전', to: 'point-buy' },
      ],
    },
  ],
  i18n: { namespace: 'points', resources: { ko: {}, en: {} } },
};

const lowBalance: LowBalanceResponse = {
  low: true,
  days: 2,
  available: 3_050,
  need: 15_400,
  shortfall: 12_350,
  alerted_at: '2026-11-30T01:00:00Z',
  message: null,
};

describe('the narrow (mini) rail', () => {
  const status: MenuStatus = { 'admin-operations': { successCount: 0, successHint: '', errorCount: 3, errorHint: '늦은 미정산 3일' } };

  it("names every icon-only item by its accessible name and a tooltip, and shows the item's count on the icon", async () => {
    renderSideMenu({
      variant: 'default',
      definitions: defaultRemotes,
      user: 'NURLY_ADMIN',
      handlers: [api.get('options/menu/status', status)],
    });
    const rail = screen.getByTestId('side-rail');
    expect(rail).toHaveAttribute('data-mini');
    const operations = within(rail).getByRole('link', { name: '운영 상태' });
    expect(within(rail).getByRole('link', { name: '리모트 릴리스' })).toHaveAttribute('href', '/admin/releases');
    // No name is visible on the rail: the accessible name is the aria-label.
    expect(within(rail).queryByText('운영 상태')).toBeNull();

    const badge = await within(operations).findByTestId('rail-badge-error');
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('title', '늦은 미정산 3일');

    await userEvent.hover(operations);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('운영 상태');
  });

  it('shows the wide menu names without tooltips once expanded, the counts beside the name', async () => {
    renderSideMenu({
      variant: 'default',
      definitions: defaultRemotes,
      user: 'NURLY_ADMIN',
      handlers: [api.get('options/menu/status', status)],
    });
    const rail = screen.getByTestId('side-rail');
    await userEvent.click(screen.getByTestId('side-rail-toggle'));
    await waitFor(() => expect(rail).not.toHaveAttribute('data-mini'));
    const operations = within(rail).getByRole('link', { name: /운영 상태/ });
    expect(operations).not.toHaveAttribute('aria-label');
    expect(await within(operations).findByText('3')).toBeInTheDocument();
    expect(within(operations).queryByTestId('rail-badge-error')).toBeNull();
    await userEvent.hover(operations);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.click(screen.getByTestId('side-rail-toggle'));
  });

  it("puts a group's counts on its icon: a low balance on the points group's 충전 child", async () => {
    renderSideMenu({
      variant: 'default',
      definitions: [pointsRemote],
      user: 'customer',
      handlers: [api.get('point/low-balance', lowBalance)],
    });
    const group = within(screen.getByTestId('side-rail')).getByRole('button', { name: '포인트' });
    expect(await within(group).findByTestId('rail-badge-error')).toHaveTextContent('1');
    await userEvent.hover(group);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('포인트');
  });
});

describe('the phone drawer', () => {
  it('holds every top-nav page of the hub console for the hub admin (하위 계정 관리, 기간별 매출)', async () => {
    const handlers = [api.get('point/low-balance', { ...lowBalance, low: false })];
    renderSideMenu({ variant: 'hub', definitions: [hubRemote], user: 'HUB_ADMIN', path: '/shopping', handlers });
    act(() => nurlyStore.set(drawerOpenAtom, true));
    const drawer = await screen.findByTestId('side-drawer');
    const hrefs = within(drawer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/shopping', '/place', '/members', '/', '/sales']));
    // Each with its visible name in the drawer (it is never the narrow rail).
    expect(within(drawer).getByRole('link', { name: 'top-member' })).toHaveAttribute('href', '/members');
    expect(within(drawer).getByRole('link', { name: 'top-sales' })).toHaveAttribute('href', '/sales');
  });
});

describe('the accessible name of an icon-only rail item', () => {
  it('is the menu name, then each count its icon shows with the count hint', () => {
    expect(railName('입금 확인', undefined)).toBe('입금 확인');
    expect(railName('고객 문의', { errorCount: 2, errorHint: '답변 대기 문의', successCount: 1, successHint: '최근 24시간' })).toBe(
      '고객 문의 2 (답변 대기 문의) 1 (최근 24시간)',
    );
    expect(railName('광고', { errorCount: 120, errorHint: '', successCount: 0, successHint: '' })).toBe('광고 99+');
  });
});
