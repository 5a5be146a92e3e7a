import { addRemoteResources, isUserLoggedInAtom, nurlyStore, NurlyProvider, userAtom } from '@nurly/shared';
import type { User, UserList } from '@nurly/contracts/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { i18n } from '../../i18n';
import { fetchUserList } from './api';
import UserListPage from './UserListPage';

jest.mock('./api');
const fetchUserListMock = jest.mocked(fetchUserList);

const staff: User = {
  id: 2,
  username: 'staff',
  mobile: '01000000000',
  point: 0,
  is_guest: false,
  is_staff: true,
  is_superuser: false,
  tier: null,
  group: null,
  roles: [{ name: 'NURLY_STAFF' }],
  apps: [],
  agrees: {},
  services: ['THENURLY'],
};

const page: UserList = {
  count: 2,
  results: [
    {
      id: 11,
      username: 'agency01',
      name: '누리 대행사',
      mobile: '01012345678',
      point: 1234567,
      is_guest: false,
      is_staff: false,
      is_superuser: false,
      is_active: true,
      tier: 3,
      parent_id: null,
      group: null,
      roles: [],
      services: ['THENURLY'],
      date_joined: '2026-01-02T03:00:00.000Z',
    },
    {
      id: 12,
      username: 'hubadmin',
      name: null,
      mobile: null,
      point: 0,
      is_guest: false,
      is_staff: true,
      is_superuser: false,
      is_active: true,
      tier: null,
      parent_id: null,
      group: { id: 1, name: '허브' },
      roles: [{ name: 'HUB_ADMIN' }],
      services: ['REWARD'],
      date_joined: '2026-03-31T16:30:00.000Z',
    },
  ],
};

function renderAs(user: User) {
  nurlyStore.set(isUserLoggedInAtom, true);
  nurlyStore.set(userAtom, user);
  return render(
    <NurlyProvider variant="default">
      {/* A fresh SWR cache per test: no answer leaks from one test into the next. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <UserListPage />
      </SWRConfig>
    </NurlyProvider>,
  );
}

beforeAll(() => addRemoteResources(i18n.namespace, i18n.resources));
beforeEach(() => {
  fetchUserListMock.mockReset();
  sessionStorage.clear();
});

describe('/users/list', () => {
  it('renders one row per user with formatted phone, roles, tier, points and join date', async () => {
    fetchUserListMock.mockResolvedValue(page);
    renderAs(staff);

    const agencyRow = (await screen.findByText('agency01')).closest('tr');
    expect(agencyRow).not.toBeNull();
    const agency = within(agencyRow as HTMLElement);
    expect(agency.getByText('010-1234-5678')).toBeInTheDocument();
    expect(agency.getByText('일반 회원')).toBeInTheDocument();
    expect(agency.getByText('대행사')).toBeInTheDocument();
    expect(agency.getByText('₩1,234,567')).toBeInTheDocument();
    expect(agency.getByText('2026-01-02')).toBeInTheDocument();

    const hub = within(screen.getByText('hubadmin').closest('tr') as HTMLElement);
    expect(hub.getByText('HUB_ADMIN')).toBeInTheDocument();
    expect(hub.getByText('₩0')).toBeInTheDocument();
    // 16:30 UTC is already the next day in Seoul.
    expect(hub.getByText('2026-04-01')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: '회원 목록' })).toBeInTheDocument();
    expect(fetchUserListMock).toHaveBeenCalledWith({ page: 1, page_size: 10 });
  });

  it('searches (debounced) from page 1 and asks for the chosen page size', async () => {
    fetchUserListMock.mockResolvedValue(page);
    renderAs(staff);
    await screen.findByText('agency01');

    await userEvent.type(screen.getByRole('searchbox', { name: '아이디 또는 휴대폰 번호로 검색' }), '0101');
    await waitFor(() => expect(fetchUserListMock).toHaveBeenLastCalledWith({ page: 1, page_size: 10, search: '0101' }));
    expect(fetchUserListMock).not.toHaveBeenCalledWith(expect.objectContaining({ search: '0' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '페이지당 행 수' }), '50');
    await waitFor(() => expect(fetchUserListMock).toHaveBeenLastCalledWith({ page: 1, page_size: 50, search: '0101' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('shows the server message when the list cannot be loaded', async () => {
    fetchUserListMock.mockRejectedValue(new Error('권한이 없습니다.'));
    renderAs(staff);
    expect(await screen.findByText('회원 목록을 불러오지 못했습니다.')).toBeInTheDocument();
  });

  it('tells non-staff users the list is for staff and makes no call', async () => {
    renderAs({ ...staff, id: 3, username: 'customer', is_staff: false, roles: [] });
    expect(await screen.findByText('회원 목록은 관리자만 볼 수 있습니다.')).toBeInTheDocument();
    expect(fetchUserListMock).not.toHaveBeenCalled();
  });
});
