import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatWon, type RoleName } from '@nurly/shared';
import type { Advertiser, User } from '@nurly/contracts/schemas';
import { api, makeUser, renderRemote, sentRequests, server } from '@nurly/shared/testing';
import definition from '../../routes';
import { seesTopBarBalance } from './audience';
import TopBarBalance from './TopBarBalance';
import { aFlorist } from '../../test/fixtures';

jest.setTimeout(20000);

const advertiser = aFlorist();

/** A customer with ₩50,000 of points (staff, superuser and roles only as given). */
function aUser(extra: Partial<User> = {}, roles: RoleName[] = []): User {
  return makeUser(roles, { username: 'customer', point: 50_000, available: 50_000, is_staff: false, is_superuser: false, ...extra });
}

/** The widget for a logged-in user whose business (GET admin/advertisers/user/:id) is `business`. */
function renderWidget(user: User, business: Advertiser | null = null) {
  return renderRemote(<TopBarBalance />, {
    remote: definition,
    user,
    // No business is an ordinary 200 with null (the contract), never a 404.
    handlers: [
      api.get<Advertiser | null>('admin/advertisers/user/:id', () => business),
      api.get('point/deposit-account', {
        account: { bank: '국민은행', account_number: '123456-01-234567', holder: '(주)더널리', is_demo: false },
      }),
    ],
  });
}

describe('who sees the top-bar balance (docs/decisions/product.md#shared-screens item 6, docs/decisions/product.md#states)', () => {
  it('customers and reward agencies; not guests, logged-out visitors or staff-only accounts', () => {
    expect(seesTopBarBalance(aUser(), true)).toBe(true);
    expect(seesTopBarBalance(aUser(), false)).toBe(false);
    expect(seesTopBarBalance(null, true)).toBe(false);
    expect(seesTopBarBalance(aUser({ is_guest: true }), true)).toBe(false);
    expect(seesTopBarBalance(aUser({ is_staff: true }, ['NURLY_ADMIN']), true)).toBe(false);
    expect(seesTopBarBalance(aUser({ is_staff: true }, ['OFFERWALL_CLIENT']), true)).toBe(false);
    expect(seesTopBarBalance(aUser({ is_staff: true }, ['HUB_CLIENT']), true)).toBe(true);
  });
});

describe('TopBarBalance', () => {
  it('renders nothing for a guest and never asks for an advertiser', async () => {
    const { container } = renderWidget(aUser({ is_guest: true }));
    await act(async () => undefined);
    expect(container.querySelector('[data-testid^="topbar-"]')).toBeNull();
    expect(sentRequests('GET', /^admin\/advertisers/)).toHaveLength(0);
  });

  it('renders nothing for a staff-only account', async () => {
    const { container } = renderWidget(aUser({ is_staff: true, is_superuser: true }, ['NURLY_ADMIN']));
    await act(async () => undefined);
    expect(container.querySelector('[data-testid^="topbar-"]')).toBeNull();
    expect(sentRequests('GET', /^admin\/advertisers/)).toHaveLength(0);
  });

  it('without a business: a register button that opens the registration dialog', async () => {
    renderWidget(aUser());
    const register = await screen.findByTestId('topbar-register-business');
    expect(sentRequests('GET', 'admin/advertisers/user/7')).toHaveLength(1);
    expect(register).toHaveAccessibleName('사업자 정보 등록');
    expect(screen.queryByTestId('topbar-balance-amount')).toBeNull();
    expect(screen.queryByTestId('advertiser-dialog')).toBeNull();
    await userEvent.click(register);
    const dialog = await screen.findByTestId('advertiser-dialog');
    expect(dialog).toHaveTextContent('사업자 정보 등록');
  });

  it('with a business: the live balance, a refresh that shows the new balance, and the top-up dialog', async () => {
    const customer = aUser({ point: 50_000 });
    renderWidget(customer, advertiser);
    const amount = await screen.findByTestId('topbar-balance-amount');
    expect(amount).toHaveTextContent(formatWon(50_000));
    // The balance opens the point history.
    expect(amount).toHaveAttribute('href', '/point/list');
    expect(screen.queryByTestId('topbar-register-business')).toBeNull();

    // A deposit was confirmed meanwhile: the server's user now carries the new point balance.
    server.use(api.get<User>('user', { ...customer, point: 827_000 }));
    await userEvent.click(screen.getByRole('button', { name: '잔액 새로고침' }));
    await waitFor(() => expect(screen.getByTestId('topbar-balance-amount')).toHaveTextContent(formatWon(827_000)));
    expect(sentRequests('GET', 'user')).toHaveLength(1);

    expect(screen.queryByTestId('top-up-dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('topbar-top-up'));
    const dialog = await screen.findByTestId('top-up-dialog');
    expect(dialog).toHaveTextContent('포인트 충전');
  });
});
