import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import MembersPage from './MembersPage';
import { hubMember, hubPrices, memberList } from './fixtures';

jest.setTimeout(30_000);

const client = hubMember();
const member = hubMember({ id: 6, username: 'hubmember', name: '허브회원 정다은', mobile: '01020000003', role: 'HUB_MEMBER' });
const REFUSAL = '쇼핑 트래픽의 하위 단가는 본인 단가(₩38.5) 이상이어야 합니다.';

const renderPage = (handlers: ReturnType<typeof api.get>[] = [], path = '/members') =>
  renderRemote(<MembersPage />, {
    remote: definition,
    user: 'HUB_ADMIN',
    path,
    handlers: [...handlers, api.get('hub/members', memberList([client, member])), api.get('hub/members/prices', hubPrices())],
  });

describe('hub sub-accounts (/members)', () => {
  it('lists the group’s sub-accounts with role and status, and filters by role and status in the query', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByText('hubclient · #5')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/허브고객 이은지.*010-2000-0002.*허브 고객.*활성/);
    expect(screen.getByTestId('member-group')).toHaveTextContent('누리 허브 1그룹 · 허브 관리자 허브관리자 박성호');
    await user.selectOptions(screen.getByRole('combobox', { name: '권한' }), 'HUB_MEMBER');
    await waitFor(() => expect(lastRequest('GET', 'hub/members')?.query).toMatchObject({ role: 'HUB_MEMBER' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'inactive');
    await waitFor(() => expect(lastRequest('GET', 'hub/members')?.query).toMatchObject({ role: 'HUB_MEMBER', status: 'inactive' }));
  });

  it('creates a hub client and shows a taken username under its field, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderPage([api.post('hub/members', apiError(409, '이미 사용 중인 아이디입니다.', 'username'))]);
    await user.click(await screen.findByTestId('create-member'));
    await user.type(screen.getByTestId('member-username'), 'hubclient');
    await user.type(screen.getByTestId('member-password'), 'pass1234');
    await user.type(screen.getByTestId('member-name'), '새 고객');
    await user.type(screen.getByTestId('member-mobile'), '010-5555-1234');
    await user.click(screen.getByTestId('member-submit'));
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'hub/members')?.body).toEqual({
      username: 'hubclient',
      password: 'pass1234',
      name: '새 고객',
      mobile: '010-5555-1234',
      role: 'HUB_CLIENT',
      memo: null,
    });
    expect(screen.getByTestId('member-name')).toHaveValue('새 고객');
  });

  it('edits the role of a member', async () => {
    const user = userEvent.setup();
    renderPage([
      api.put('hub/members/:id', ({ body }) => ({ message: '하위 계정을 수정했습니다.', member: { ...member, ...(body as object) } })),
    ]);
    await user.click(await screen.findByTestId('edit-6'));
    await user.selectOptions(screen.getByTestId('member-role'), 'HUB_CLIENT');
    await user.click(screen.getByTestId('member-submit'));
    await waitFor(() =>
      expect(lastRequest('PUT', 'hub/members/6')?.body).toEqual({
        name: '허브회원 정다은',
        mobile: '01020000003',
        memo: null,
        role: 'HUB_CLIENT',
      }),
    );
    expect(await screen.findByText('하위 계정을 수정했습니다.')).toBeInTheDocument();
  });

  it('deactivates after the confirmation and shows a reset password once', async () => {
    const user = userEvent.setup();
    renderPage([
      api.put('hub/members/:id', {
        message: '계정을 비활성화했습니다. 로그인 중인 세션은 모두 종료되었습니다.',
        member: { ...client, status: 'inactive' },
      }),
      api.post('hub/members/:id/password', { message: '임시 비밀번호를 발급했습니다.', member: client, temporary_password: 'Abc23xyz9K' }),
    ]);
    await user.click(await screen.findByTestId('toggle-5'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('허브고객 이은지 계정을 비활성화할까요?');
    await user.click(within(dialog).getByRole('button', { name: '비활성화' }));
    await waitFor(() => expect(lastRequest('PUT', 'hub/members/5')?.body).toEqual({ active: false }));

    await user.click(screen.getByTestId('reset-5'));
    const resetDialog = await screen.findByRole('alertdialog');
    await user.click(within(resetDialog).getByRole('button', { name: '비밀번호 초기화' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent(/허브고객 이은지 계정의 임시 비밀번호.*Abc23xyz9K/);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByTestId('temporary-password')).not.toBeInTheDocument();
  });

  it('sends the client prices in tenths and shows the server’s refusal naming the product', async () => {
    const user = userEvent.setup();
    renderPage([api.put('hub/members/prices', apiError(400, REFUSAL, 'prices.0.unit_price_tenths'))]);
    const input = await screen.findByRole('textbox', { name: '쇼핑 트래픽 고객 단가' });
    expect(input).toHaveValue('42');
    expect(screen.getByTestId('margin-naverapp')).toHaveTextContent('₩3.5');
    await user.clear(input);
    await user.type(input, '38');
    expect(screen.getByTestId('margin-naverapp')).toHaveTextContent('-₩0.5');
    await user.click(screen.getByTestId('save-prices'));
    expect(await screen.findByTestId('price-refusal')).toHaveTextContent(REFUSAL);
    expect(lastRequest('PUT', 'hub/members/prices')?.body).toEqual({
      prices: [
        { product_code: 'naverapp', unit_price_tenths: 380 },
        { product_code: 'naverplace-save', unit_price_tenths: null },
      ],
    });
    expect(input).toHaveValue('38');
  });

  it('refuses a negative client price as typed: kept in the input, marked, explained, and nothing to save', async () => {
    const user = userEvent.setup();
    renderPage();
    const input = await screen.findByRole('textbox', { name: '쇼핑 트래픽 고객 단가' });
    await user.clear(input);
    await user.type(input, '-1');
    expect(input).toHaveValue('-1');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('단가는 0보다 큰 숫자로, 소수점 한 자리까지 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByTestId('save-prices')).toBeDisabled();
  });
});
