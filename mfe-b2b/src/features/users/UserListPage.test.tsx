import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests, userListItem, type TestUser } from '@nurly/shared/testing';
import definition from '../../routes';
import UserListPage from './UserListPage';

const agency = userListItem({ id: 11, username: 'agency01', name: '누리 대행사', mobile: '01012345678', point: 1234567, tier: 3 });
const hubAdmin = userListItem({
  id: 12,
  username: 'hubadmin',
  name: null,
  mobile: null,
  point: 0,
  is_staff: true,
  group: { id: 1, name: '허브' },
  roles: [{ name: 'HUB_ADMIN' }],
  services: ['REWARD'],
  date_joined: '2026-03-31T16:30:00.000Z',
});

/** GET users searching username and phone number, as the server does. */
const usersHandler = api.get('users', ({ query }) =>
  pageOf([agency, hubAdmin].filter((u) => !query.search || `${u.username} ${u.mobile ?? ''}`.includes(String(query.search)))),
);

function renderUserList(user: TestUser = 'NURLY_STAFF', handlers = [usersHandler], path = '/users/list') {
  return renderRemote(<UserListPage />, { remote: definition, path, routePath: '/users/list', user, handlers });
}

describe('/users/list', () => {
  it('renders one row per user with formatted phone, roles, tier, points and join date', async () => {
    renderUserList();

    const agencyRow = (await screen.findByText('agency01')).closest('tr');
    expect(agencyRow).not.toBeNull();
    const row = within(agencyRow as HTMLElement);
    expect(row.getByText('010-1234-5678')).toBeInTheDocument();
    expect(row.getByText('일반 회원')).toBeInTheDocument();
    expect(row.getByText('대행사')).toBeInTheDocument();
    expect(row.getByText('₩1,234,567')).toBeInTheDocument();
    expect(row.getByText('2026. 1. 2.')).toBeInTheDocument();

    const hub = within(screen.getByText('hubadmin').closest('tr') as HTMLElement);
    expect(hub.getByText('허브 관리자')).toHaveAttribute('title', 'HUB_ADMIN');
    expect(hub.queryByText('HUB_ADMIN')).not.toBeInTheDocument();
    expect(hub.getByText('₩0')).toBeInTheDocument();
    // 16:30 UTC is already the next day in Seoul.
    expect(hub.getByText('2026. 4. 1.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: '회원 목록' })).toBeInTheDocument();
    expect(lastRequest('GET', 'users')?.query).toEqual({ page: '1', page_size: '10' });
  });

  it('searches (debounced) from page 1 and asks for the chosen page size', async () => {
    const user = userEvent.setup();
    renderUserList();
    await screen.findByText('agency01');

    await user.type(screen.getByRole('searchbox', { name: '아이디 또는 휴대폰 번호로 검색' }), '0101');
    await waitFor(() => expect(lastRequest('GET', 'users')?.query).toEqual({ page: '1', page_size: '10', search: '0101' }));
    // Typing sends one search for the settled text, not one per key.
    expect(sentRequests('GET', 'users').map((request) => request.query.search ?? '')).toEqual(['', '0101']);
    await waitFor(() => expect(screen.queryByText('hubadmin')).not.toBeInTheDocument());
    expect(screen.getByText('agency01')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '페이지당 행 수' }), '50');
    await waitFor(() => expect(lastRequest('GET', 'users')?.query).toEqual({ page: '1', page_size: '50', search: '0101' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('keeps page, page size, ordering and search in the URL and sorts on the server', async () => {
    const user = userEvent.setup();
    // A shared link: page 2 of 25 rows, searching '010'.
    const view = renderUserList('NURLY_STAFF', [api.get('users', pageOf([agency], 30))], '/users/list?page=2&page_size=25&search=010');
    await screen.findByText('agency01');
    expect(lastRequest('GET', 'users')?.query).toEqual({ page: '2', page_size: '25', search: '010' });
    expect(screen.getByRole('searchbox', { name: '아이디 또는 휴대폰 번호로 검색' })).toHaveValue('010');

    // Sorting by points: ascending, then descending, from page 1.
    await user.click(screen.getByTestId('sort-point'));
    await waitFor(() =>
      expect(lastRequest('GET', 'users')?.query).toEqual({ page: '1', page_size: '25', search: '010', ordering: 'point' }),
    );
    await user.click(screen.getByTestId('sort-point'));
    await waitFor(() => expect(lastRequest('GET', 'users')?.query).toMatchObject({ ordering: '-point' }));
    expect(screen.getByRole('columnheader', { name: /포인트/ })).toHaveAttribute('aria-sort', 'descending');
    expect(new URLSearchParams(view.location().search).get('ordering')).toBe('-point');
  });

  it('exports the same query (without paging) as CSV', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:users', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const disposition = `attachment; filename*=UTF-8''${encodeURIComponent('회원목록_2026-11-23.csv')}`;
    renderUserList(
      'NURLY_STAFF',
      [
        api.get('users', ({ query }) =>
          query.format
            ? new HttpResponse('\uFEFF아이디\r\nagency01\r\n', {
                headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition },
              })
            : pageOf([agency]),
        ),
      ],
      '/users/list?search=agency&ordering=-date_joined',
    );
    await screen.findByText('agency01');
    await user.click(screen.getByRole('button', { name: '내보내기' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['회원목록_2026-11-23.csv']));
    expect(lastRequest('GET', 'users')?.query).toEqual({ search: 'agency', ordering: '-date_joined', format: 'csv' });
    click.mockRestore();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    renderUserList('NURLY_STAFF', [api.get('users', () => apiError(403, '권한이 없습니다.'))]);
    expect(await screen.findByText('회원 목록을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('권한이 없습니다.')).toBeInTheDocument();
  });

  it('tells non-staff users the list is for staff and makes no call', async () => {
    renderUserList('customer');
    expect(await screen.findByText('회원 목록은 관리자만 볼 수 있습니다.')).toBeInTheDocument();
    expect(sentRequests('GET', 'users')).toHaveLength(0);
  });
});
