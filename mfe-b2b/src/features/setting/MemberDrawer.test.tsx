import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiError, lastRequest, makeUser, renderRemote } from '@nurly/shared/testing';
import { ad } from '@nurly/domain-ui/testing';
import definition from '../../routes';
import UsersListRoute from '../../app/UsersListRoute';
import { invoice, invoiceList } from '../invoices/fixtures';
import B2bSettingPage from './B2bSettingPage';
import { auditList, b2bMember, ledger, memberPage, tierPrices } from './fixtures';

jest.setTimeout(30_000);

const agency = b2bMember();
const seoulDist = makeUser([], { id: 2, username: 'seoul_dist', tier: 2 });
const own = { id: 4, username: 'gangnam_ag', name: '최수아' };
const NOT_FOUND = '계정(account_id)을 찾을 수 없습니다.';

type Handler = ReturnType<typeof api.get>;

const drawerHandlers: Handler[] = [
  api.get('admin/b2b/prices', tierPrices()),
  api.get('admin/b2b/balance/:id', ledger()),
  api.get(
    'admin/invoices',
    invoiceList([
      invoice({ id: 21, account: own, month: '2026-11', status: 'ISSUED', total: 13_750 }),
      invoice({ id: 20, account: own, month: '2026-10', status: 'PAID', total: 27_500 }),
    ]),
  ),
  api.get('admin/ads', { count: 1, results: [ad(51, { owner: own, keyword: '캠핑 의자', status: 'ACTIVE', spent: 12_500 })] }),
  api.get('admin/b2b/audit', auditList()),
];

const renderStaff = (path = '/admin/b2b/setting', handlers: Handler[] = []) =>
  renderRemote(<B2bSettingPage />, {
    remote: definition,
    user: 'NURLY_STAFF',
    path,
    handlers: [...handlers, api.get('admin/b2b/members', memberPage([agency])), ...drawerHandlers],
  });

const renderReseller = (handlers: Handler[] = []) =>
  renderRemote(<UsersListRoute />, {
    remote: definition,
    user: seoulDist,
    path: '/users/list',
    handlers: [...handlers, api.get('admin/b2b/members', memberPage([agency])), ...drawerHandlers],
  });

const openTab = async (name: string) => {
  const user = userEvent.setup();
  await user.click(within(await screen.findByTestId('member-drawer')).getByRole('tab', { name }));
};

describe('the member drawer (MemberTree → 상세)', () => {
  it('opens from a row with the prices and their margin, kept in the URL', async () => {
    const user = userEvent.setup();
    const view = renderStaff();
    await user.click(await screen.findByTestId('detail-4'));
    const drawer = await screen.findByTestId('member-drawer');
    expect(drawer).toHaveTextContent('최수아 (gangnam_ag) 상세');
    expect(view.location().search).toContain('member=4');
    expect(await within(drawer).findByTestId('price-row-naverapp')).toHaveTextContent(/쇼핑 트래픽.*₩38\.5.*₩40\.5.*이서연/);
    expect(within(drawer).getByTestId('margin-naverapp')).toHaveTextContent('₩2');
    expect(
      within(drawer)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['단가', '포인트 내역', '청구서', '캠페인', '변경 이력']);
  });

  it('shows the ledger with the transfer’s other account and the memo', async () => {
    renderStaff('/admin/b2b/setting?member=4');
    await openTab('포인트 내역');
    const drawer = screen.getByTestId('member-drawer');
    expect(await within(drawer).findByTestId('ledger-balance')).toHaveTextContent('현재 잔액: ₩487,500');
    expect(within(drawer).getByRole('row', { name: /광고비 차감/ })).toHaveTextContent(/-₩12,500.*₩487,500/);
    expect(within(drawer).getByRole('row', { name: /상위 계정에서 충전/ })).toHaveTextContent(
      /₩500,000.*₩500,000.*이서연 \(seoul_dist\).*11월 예산/,
    );
    expect(lastRequest('GET', 'admin/b2b/balance/4')).toBeTruthy();
  });

  it('lists the invoices by month with their status, and the campaigns for staff', async () => {
    renderStaff('/admin/b2b/setting?member=4');
    await openTab('청구서');
    const drawer = screen.getByTestId('member-drawer');
    expect(await within(drawer).findByTestId('drawer-invoice-status-21')).toHaveTextContent('발행');
    expect(within(drawer).getByRole('row', { name: /2026\. 10\./ })).toHaveTextContent(/₩27,500.*입금 완료/);
    expect(lastRequest('GET', 'admin/invoices')?.query).toMatchObject({ account_id: '4', page: '1' });
    await openTab('캠페인');
    expect(await within(drawer).findByRole('row', { name: /캠핑 의자/ })).toHaveTextContent(/쇼핑 트래픽.*진행 중.*₩12,500/);
    expect(lastRequest('GET', 'admin/ads')?.query).toMatchObject({ owner_id: '4' });
  });

  it('summarises the audit trail in Korean: who, for whom, before → after', async () => {
    renderStaff('/admin/b2b/setting?member=4');
    await openTab('변경 이력');
    const drawer = screen.getByTestId('member-drawer');
    const transfer = await within(drawer).findByTestId('audit-change-31');
    expect(transfer).toHaveTextContent('금액: ₩500,000');
    expect(transfer).toHaveTextContent('보낸 계정 잔액: ₩2,000,000 → ₩1,500,000');
    expect(transfer).toHaveTextContent('받은 계정 잔액: ₩0 → ₩500,000');
    expect(transfer).not.toHaveTextContent('ledger');
    const update = within(drawer).getByRole('row', { name: /계정 수정/ });
    expect(update).toHaveTextContent(/관리자 \(nurly_staff\).*이서연 \(seoul_dist\) 대리/);
    expect(within(drawer).getByTestId('audit-change-30')).toHaveTextContent(/^메모: 없음 → VIP상태: 활성 → 비활성$/);
    expect(within(drawer).getByTestId('audit-change-29')).toHaveTextContent('쇼핑 트래픽: 미설정 → ₩42.5');
    expect(lastRequest('GET', 'admin/b2b/audit')?.query).toMatchObject({ account_id: '4', page: '1' });
  });

  it('says in Korean when a tab cannot load, and when it has nothing', async () => {
    renderStaff('/admin/b2b/setting?member=4', [
      api.get('admin/b2b/audit', apiError(404, NOT_FOUND)),
      api.get('admin/invoices', invoiceList([])),
    ]);
    await openTab('변경 이력');
    const error = await screen.findByTestId('audit-error');
    expect(error).toHaveTextContent('변경 이력을 불러오지 못했습니다.');
    expect(error).toHaveTextContent(NOT_FOUND);
    await openTab('청구서');
    expect(await within(screen.getByTestId('member-drawer')).findByText('청구서가 없습니다.')).toBeInTheDocument();
  });

  it('works for a reseller on /users/list, its campaigns tab read-only', async () => {
    const user = userEvent.setup();
    const view = renderReseller([api.get('admin/b2b/balance/:id', apiError(500, '잠시 후 다시 시도해주세요.'))]);
    await user.click(await screen.findByTestId('member-cell-4'));
    const drawer = await screen.findByTestId('member-drawer');
    expect(view.location().search).toContain('member=4');
    expect(
      within(drawer)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['단가', '포인트 내역', '청구서', '캠페인', '변경 이력']);
    expect(await within(drawer).findByTestId('price-row-naverapp')).toBeInTheDocument();
    await openTab('포인트 내역');
    expect(await within(drawer).findByTestId('ledger-error')).toHaveTextContent('포인트 내역을 불러오지 못했습니다.');
    await openTab('변경 이력');
    expect(await within(drawer).findByTestId('audit-change-31')).toHaveTextContent('금액: ₩500,000');
    await user.click(within(drawer).getAllByRole('button', { name: '닫기' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('member-drawer')).not.toBeInTheDocument());
    expect(view.location().search).not.toContain('member=');
  });

  it('shows a reseller its descendant’s campaigns, saying it only reads them', async () => {
    const user = userEvent.setup();
    renderReseller();
    await user.click(await screen.findByTestId('member-cell-4'));
    const drawer = await screen.findByTestId('member-drawer');
    await openTab('캠페인');
    expect(await within(drawer).findByRole('row', { name: /캠핑 의자/ })).toHaveTextContent(/쇼핑 트래픽.*진행 중.*₩12,500/);
    expect(within(drawer).getByTestId('campaigns-read-only')).toHaveTextContent('하위 계정의 캠페인은 조회만 할 수 있습니다.');
    expect(within(drawer).queryByRole('button', { name: /일시 중지|취소/ })).not.toBeInTheDocument();
    expect(lastRequest('GET', 'admin/ads')?.query).toMatchObject({ owner_id: '4' });
  });
});
