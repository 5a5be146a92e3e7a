import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { balanceAtom, clearSession, formatWon, isUserLoggedInAtom, nurlyStore, userAtom, type RoleName } from '@nurly/shared';
import type { Advertiser, User } from '@nurly/contracts/schemas';
import { getAdvertiserOfUser } from '../advertiser/api';
import { renderPoints } from '../../test/render';
import { seesTopBarBalance } from './audience';
import { refreshBalance } from './refresh';
import TopBarBalance from './TopBarBalance';

// The typed calls are stubbed; the SWR hook around them is the real one.
jest.mock('../advertiser/api', () => {
  const actual = jest.requireActual<typeof import('../advertiser/api')>('../advertiser/api');
  const getAdvertiser = jest.fn<Promise<Advertiser | null>, [number]>();
  const useSWR = jest.requireActual<typeof import('swr')>('swr').default;
  return {
    ...actual,
    getAdvertiserOfUser: getAdvertiser,
    useAdvertiserOfUser: (userId: number | null) => useSWR(userId ? actual.advertiserKey(userId) : null, () => getAdvertiser(userId!)),
  };
});
jest.mock('./refresh', () => ({ refreshBalance: jest.fn() }));

jest.setTimeout(20000);

const getAdvertiserMock = jest.mocked(getAdvertiserOfUser);
const refreshMock = jest.mocked(refreshBalance);

const advertiser: Advertiser = {
  id: 1,
  user_id: 7,
  username: 'customer',
  name: '현우네 꽃집',
  registration_number: '214-86-12345',
  representative: '조현우',
  address: '서울',
  phone_number: null,
  business_type: null,
  business_category: null,
  emails: ['tax@flower.kr'],
  deposit_names: ['조현우'],
  files: [],
  files_details: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function makeUser(extra: Partial<User> = {}, roles: RoleName[] = []): User {
  return {
    id: 7,
    username: 'customer',
    mobile: '01012345678',
    point: 50_000,
    is_guest: false,
    is_staff: false,
    is_superuser: false,
    tier: null,
    group: null,
    roles: roles.map((name) => ({ name })),
    apps: [],
    agrees: {},
    services: [],
    ...extra,
  };
}

function signIn(user: User) {
  nurlyStore.set(userAtom, user);
  nurlyStore.set(balanceAtom, user.point);
  nurlyStore.set(isUserLoggedInAtom, true);
}

function renderWidget() {
  return renderPoints(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <TopBarBalance />
    </SWRConfig>,
  );
}

beforeEach(() => {
  clearSession();
  getAdvertiserMock.mockReset();
  refreshMock.mockReset();
});

describe('who sees the top-bar balance (spec §2 item 6, §4)', () => {
  it('customers and reward agencies; not guests, logged-out visitors or staff-only accounts', () => {
    expect(seesTopBarBalance(makeUser(), true)).toBe(true);
    expect(seesTopBarBalance(makeUser(), false)).toBe(false);
    expect(seesTopBarBalance(null, true)).toBe(false);
    expect(seesTopBarBalance(makeUser({ is_guest: true }), true)).toBe(false);
    expect(seesTopBarBalance(makeUser({ is_staff: true }, ['NURLY_ADMIN']), true)).toBe(false);
    expect(seesTopBarBalance(makeUser({ is_staff: true }, ['OFFERWALL_CLIENT']), true)).toBe(false);
    expect(seesTopBarBalance(makeUser({ is_staff: true }, ['HUB_CLIENT']), true)).toBe(true);
  });
});

describe('TopBarBalance', () => {
  it('renders nothing for a guest and never asks for an advertiser', async () => {
    signIn(makeUser({ is_guest: true }));
    const { container } = renderWidget();
    await act(async () => undefined);
    expect(container.querySelector('[data-testid^="topbar-"]')).toBeNull();
    expect(getAdvertiserMock).not.toHaveBeenCalled();
  });

  it('renders nothing for a staff-only account', async () => {
    signIn(makeUser({ is_staff: true, is_superuser: true }, ['NURLY_ADMIN']));
    const { container } = renderWidget();
    await act(async () => undefined);
    expect(container.querySelector('[data-testid^="topbar-"]')).toBeNull();
    expect(getAdvertiserMock).not.toHaveBeenCalled();
  });

  it('without a business: a register button that opens the registration dialog', async () => {
    getAdvertiserMock.mockResolvedValue(null);
    signIn(makeUser());
    renderWidget();
    const register = await screen.findByTestId('topbar-register-business');
    expect(getAdvertiserMock).toHaveBeenCalledWith(7);
    expect(register).toHaveAccessibleName('사업자 정보 등록');
    expect(screen.queryByTestId('topbar-balance-amount')).toBeNull();
    expect(screen.queryByTestId('advertiser-dialog')).toBeNull();
    await userEvent.click(register);
    const dialog = await screen.findByTestId('advertiser-dialog');
    expect(dialog).toHaveTextContent('사업자 정보 등록');
  });

  it('with a business: the live balance, a refresh that shows the new balance, and the top-up dialog', async () => {
    getAdvertiserMock.mockResolvedValue(advertiser);
    refreshMock.mockImplementation(async () => {
      nurlyStore.set(balanceAtom, 827_000);
    });
    signIn(makeUser({ point: 50_000 }));
    renderWidget();
    const amount = await screen.findByTestId('topbar-balance-amount');
    expect(amount).toHaveTextContent(formatWon(50_000));
    expect(screen.queryByTestId('topbar-register-business')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '잔액 새로고침' }));
    expect(refreshMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('topbar-balance-amount')).toHaveTextContent(formatWon(827_000)));

    expect(screen.queryByTestId('top-up-dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('topbar-top-up'));
    const dialog = await screen.findByTestId('top-up-dialog');
    expect(dialog).toHaveTextContent('포인트 충전');
  });
});
