import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, makeUser, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import UsersListRoute from '../../app/UsersListRoute';
import { b2bMember, memberPage } from './fixtures';

jest.setTimeout(30_000);

// seoul_dist (tier 2) sees its agency, then the agency's advertiser a level down.
const seoulDist = makeUser([], { id: 2, username: 'seoul_dist', tier: 2 });
const agency = b2bMember({ amount: 500_000, held: 120_000 });
const advertiser = b2bMember({
  id: 7,
  username: 'gangnam_shop',
  name: '한지호',
  tier: 4,
  role: 'advertiser',
  parent: { id: 4, name: '최수아' },
  children: 0,
});
const TOO_MUCH = '사용 가능한 포인트(₩300,000)보다 많이 옮길 수 없습니다.';

const renderPage = (handlers: ReturnType<typeof api.get>[] = []) =>
  renderRemote(<UsersListRoute />, {
    remote: definition,
    user: seoulDist,
    path: '/users/list',
    handlers: [
      ...handlers,
      api.get('admin/b2b/members', ({ query }) =>
        query.parent_id === '4'
          ? memberPage(
              [advertiser],
              [
                { id: 2, name: '이서연', tier: 2 },
                { id: 4, name: '최수아', tier: 3 },
              ],
            )
          : memberPage([agency]),
      ),
    ],
  });

describe('a reseller’s members (/users/list, tier 2–3)', () => {
  it('lists its own subtree from its direct children, the breadcrumb starting below itself', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('gangnam_ag · #4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '회원 목록' })).toBeInTheDocument();
    expect(lastRequest('GET', 'admin/b2b/members')?.query).toMatchObject({ parent_id: 'root' });
    expect(screen.getByRole('row', { name: /최수아/ })).toHaveTextContent(/대행사.*활성.*₩500,000.*₩120,000/);
    expect(screen.getByTestId('create-member')).toHaveTextContent('내 하위 계정 추가');
    await user.click(screen.getByTestId('children-4'));
    expect(await screen.findByText('gangnam_shop · #7')).toBeInTheDocument();
    const crumbs = within(screen.getByTestId('breadcrumb'));
    expect(crumbs.getByRole('button', { name: '최수아' })).toBeInTheDocument();
    expect(crumbs.queryByRole('button', { name: '이서연' })).not.toBeInTheDocument();
    expect(screen.getByTestId('create-member')).toHaveTextContent('최수아 하위 계정 추가');
  });

  it('funds a descendant with one key per opening and shows the refusal under the amount', async () => {
    const user = userEvent.setup();
    renderPage([api.post('admin/b2b/balance', apiError(400, TOO_MUCH, 'amount'))]);
    await user.click(await screen.findByTestId('transfer-4'));
    const dialog = await screen.findByTestId('transfer-dialog');
    expect(dialog).toHaveTextContent('최수아 계정에 포인트 충전');
    await user.type(within(dialog).getByRole('textbox', { name: /금액/ }), '400000');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await within(dialog).findByText(TOO_MUCH)).toBeInTheDocument();
    const first = lastRequest('POST', 'admin/b2b/balance')?.body as Record<string, unknown>;
    expect(first).toMatchObject({ user_id: 4, amount: 400_000, action: 'TRANSFER' });
    expect(first.idempotency_key).toEqual(expect.any(String));
    await user.click(screen.getByTestId('transfer-submit'));
    await waitFor(() =>
      expect((lastRequest('POST', 'admin/b2b/balance')?.body as Record<string, unknown>).idempotency_key).toBe(first.idempotency_key),
    );
  });

  it('recalls only what ads do not hold, and says how much that is', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('recall-4'));
    expect(await screen.findByTestId('transfer-hint')).toHaveTextContent('지금 회수할 수 있는 포인트: ₩380,000');
  });

  it('gives staff the account list instead', async () => {
    renderRemote(<UsersListRoute />, {
      remote: definition,
      user: 'NURLY_STAFF',
      path: '/users/list',
      handlers: [api.get('users', { count: 0, results: [] })],
    });
    expect(await screen.findByRole('heading', { name: '회원 목록' })).toBeInTheDocument();
    await waitFor(() => expect(lastRequest('GET', 'users')).toBeTruthy());
  });
});
