import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import B2bSettingPage from './B2bSettingPage';
import { b2bMember, memberPage, tierPrices } from './fixtures';

jest.setTimeout(30_000);

const agency = b2bMember();
const distributor = b2bMember({
  id: 2,
  username: 'seoul_dist',
  name: '이서연',
  tier: 2,
  role: 'distributor',
  parent: { id: 1, name: '김민준' },
  children: 2,
});

const REFUSAL = '쇼핑 트래픽의 하위 단가는 본인 단가(₩40.5) 이상이어야 합니다.';

const renderPage = (path = '/admin/b2b/setting', handlers: ReturnType<typeof api.get>[] = []) =>
  renderRemote(<B2bSettingPage />, {
    remote: definition,
    user: 'NURLY_STAFF',
    path,
    handlers: [
      ...handlers,
      api.get('admin/b2b/members', ({ query }) =>
        query.parent_id === '2'
          ? memberPage(
              [agency],
              [
                { id: 1, name: '김민준', tier: 1 },
                { id: 2, name: '이서연', tier: 2 },
              ],
            )
          : memberPage([distributor]),
      ),
      api.get('admin/b2b/prices', tierPrices()),
    ],
  });

describe('B2B settings (/admin/b2b/setting)', () => {
  it('starts at the top of the tree and opens a member’s children with the breadcrumb', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('seoul_dist · #2')).toBeInTheDocument();
    expect(lastRequest('GET', 'admin/b2b/members')?.query).toMatchObject({ parent_id: 'root' });
    await user.click(screen.getByTestId('children-2'));
    expect(await screen.findByText('gangnam_ag · #4')).toBeInTheDocument();
    expect(within(screen.getByTestId('breadcrumb')).getByRole('button', { name: '이서연' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /최수아/ });
    expect(row).toHaveTextContent(/대행사.*활성.*₩750,000.*사업자.*단가 설정/);
    expect(within(row).getByRole('link', { name: '매출' })).toHaveAttribute('href', '/admin/b2b/sales?member_id=4');
    expect(screen.getByTestId('create-member')).toHaveTextContent('이서연 하위 계정 추가');
  });

  it('shows the selected account’s prices with one decimal and the margin per action', async () => {
    renderPage('/admin/b2b/setting?parent_id=2&account=4');
    const shopping = await screen.findByTestId('price-row-naverapp');
    expect(shopping).toHaveTextContent(/쇼핑 트래픽.*₩38\.5.*₩40\.5.*이서연/);
    expect(within(shopping).getByRole('textbox', { name: '쇼핑 트래픽 하위 단가' })).toHaveValue('42.5');
    expect(screen.getByTestId('margin-naverapp')).toHaveTextContent('₩2');
    expect(screen.getByTestId('price-row-naverplace-save')).toHaveTextContent(/₩30.*기본/);
  });

  it('sends the prices in tenths and shows the server’s Korean refusal', async () => {
    const user = userEvent.setup();
    renderPage('/admin/b2b/setting?parent_id=2&account=4', [
      api.put('admin/b2b/prices', apiError(400, REFUSAL, 'prices.0.unit_price_tenths')),
    ]);
    const input = await screen.findByRole('textbox', { name: '쇼핑 트래픽 하위 단가' });
    await user.clear(input);
    await user.type(input, '39.5');
    expect(screen.getByTestId('margin-naverapp')).toHaveTextContent('-₩1');
    await user.click(screen.getByTestId('save-prices'));
    expect(await screen.findByTestId('price-refusal')).toHaveTextContent(REFUSAL);
    await waitFor(() =>
      expect(lastRequest('PUT', 'admin/b2b/prices')?.body).toEqual({
        account_id: 4,
        prices: [
          { product_code: 'naverapp', unit_price_tenths: 395 },
          { product_code: 'naverplace-save', unit_price_tenths: null },
        ],
      }),
    );
  });

  it('moves a member through the edit dialog', async () => {
    const user = userEvent.setup();
    renderPage('/admin/b2b/setting?parent_id=2', [
      api.put('admin/b2b/members', { message: '계정 정보가 저장되었습니다.', member: agency }),
    ]);
    await user.click(await screen.findByTestId('edit-4'));
    const parent = await screen.findByTestId('member-parent');
    await user.clear(parent);
    await user.type(parent, '3');
    await user.type(screen.getByTestId('member-memo'), '부산 총판으로 이관');
    await user.click(screen.getByTestId('member-submit'));
    await waitFor(() =>
      expect(lastRequest('PUT', 'admin/b2b/members')?.body).toEqual({
        id: 4,
        parent_id: 3,
        tier: 3,
        memo: '부산 총판으로 이관',
        active: true,
      }),
    );
  });
});
