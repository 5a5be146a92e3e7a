import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { koreanDay } from '@nurly/contracts';
import type { BalanceHistoryRow } from '@nurly/contracts/schemas';
import { api, lastRequest, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import { BalanceHistory } from './BalanceHistory';

jest.setTimeout(30000);

const row = (id: number, extra: Partial<BalanceHistoryRow> = {}): BalanceHistoryRow => ({
  id,
  created_at: '2026-11-20T10:00:00+09:00',
  action: 'CHARGE',
  action_name: '포인트 충전',
  point: 10_000 * id,
  evidence: null,
  status: null,
  memo: null,
  balance_after: null,
  ...extra,
});

const recent = Array.from({ length: 10 }, (_, i) => row(i + 1, { balance_after: 10_000 * (i + 1) }));
const pending = row(99, {
  action: 'B2B_REQUEST',
  action_name: '포인트 충전 요청',
  point: 500_000,
  status: 'PENDING',
  evidence: { deposit_name: '조현우', email: 'a@b.kr' },
});

const summary = { balance: 0, charged: 0, free: 0, deducted: 0, refunded: 0, withdrawn: 0, pending_requests: 0, withdrawable: 0 };
const handlers = [
  api.get('admin/b2b/balance/:userId', { balance: 0, count: 40, results: [pending, ...recent] }),
  api.get('point', ({ query }) => ({ summary, count: 40, results: query.page === '2' ? [row(30)] : [pending, row(1)] })),
  api.get('point/deposit-account', {
    account: { bank: '국민은행', account_number: '123456-01-234567', holder: '(주)더널리', is_demo: false },
  }),
];

describe('BalanceHistory', () => {
  it('shows the recent entries, then the whole history paged from GET point with its state in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderRemote(<BalanceHistory userId={7} />, { remote: definition, path: '/point/list', handlers });
    expect(await screen.findAllByTestId('history-row')).toHaveLength(11);
    expect(lastRequest('GET', 'admin/b2b/balance/7')?.query).toEqual({ is_simple: 'true' });
    expect(screen.getByTestId('history-export')).toHaveTextContent('내보내기');

    await user.click(screen.getByTestId('history-view-all'));
    expect(location().search).toBe('?history=all');
    expect(await screen.findByText('₩500,000')).toBeInTheDocument();
    expect(lastRequest('GET', 'point')?.query).toEqual({ page: '1', page_size: '25' });
    expect(screen.getByText('입금 대기')).toBeInTheDocument();
    expect(screen.getByTestId('history-cancel')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(await screen.findByText('₩300,000')).toBeInTheDocument();
    expect(location().search).toBe('?history=all&page=2');

    await user.click(within(screen.getByRole('columnheader', { name: /금액/ })).getByRole('button'));
    await waitFor(() => expect(lastRequest('GET', 'point')?.query).toEqual({ page: '1', page_size: '25', ordering: 'point' }));

    await user.click(screen.getByTestId('history-view-recent'));
    expect(location().search).toBe('');
    expect(await screen.findAllByTestId('history-row')).toHaveLength(11);
  });

  it('a pending top-up names the account to transfer to and copies it with the depositor and amount', async () => {
    const user = userEvent.setup();
    renderRemote(<BalanceHistory userId={7} />, { remote: definition, path: '/point/list', handlers });
    expect(await screen.findByTestId('deposit-account-line')).toHaveTextContent('입금 계좌: 국민은행 123456-01-234567 (예금주 (주)더널리)');
    await user.click(screen.getByRole('button', { name: '입금 정보 복사' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        '[포인트 충전 입금 안내] 입금 계좌: 국민은행 123456-01-234567 (예금주 (주)더널리) / 입금자명: 조현우 / 입금 금액: ₩500,000',
      ),
    );
  });

  it('a deduction shows its absolute value with the colour carrying the sign (docs/decisions/product.md#states), and each moved row its running balance', async () => {
    const deduction = row(50, { action: 'AD_DEDUCT', action_name: '광고비 차감', point: -12_345, balance_after: 87_655 });
    renderRemote(<BalanceHistory userId={7} />, {
      remote: definition,
      path: '/point/list',
      handlers: [api.get('admin/b2b/balance/:userId', { balance: 87_655, count: 2, results: [deduction, pending] }), ...handlers.slice(1)],
    });
    const [amount] = await screen.findAllByTestId('history-amount');
    expect(amount).toHaveTextContent(/^₩12,345$/);
    expect(amount).toHaveAttribute('data-tone', 'primary');
    expect(screen.getAllByTestId('history-balance-after')).toHaveLength(1);
    expect(screen.getByTestId('history-balance-after')).toHaveTextContent('잔액 ₩87,655');
  });

  it('a settlement deduction reads its time and its settled day in the Korean form, in the recent list and the whole history', async () => {
    const user = userEvent.setup();
    // The memo as the settlement writes it: the day in contracts' Korean form.
    const settled = row(60, {
      action: 'AD_DEDUCT',
      action_name: '광고비 차감',
      point: -4_000,
      balance_after: 96_000,
      created_at: '2026-11-26T14:59:59Z',
      memo: `광고 #12 ${koreanDay('2026-11-26')} 정산 (4건)`,
    });
    renderRemote(<BalanceHistory userId={7} />, {
      remote: definition,
      path: '/point/list',
      handlers: [
        api.get('admin/b2b/balance/:userId', { balance: 96_000, count: 10, results: [settled, ...recent.slice(0, 9)] }),
        api.get('point', { summary, count: 1, results: [settled] }),
        ...handlers.slice(2),
      ],
    });
    const [line] = await screen.findAllByTestId('history-row');
    expect(line).toHaveTextContent('2026. 11. 26. 오후 11:59 · 광고 #12 2026. 11. 26. 정산 (4건)');
    expect(line.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    await user.click(screen.getByTestId('history-view-all'));
    expect(await screen.findByText('광고 #12 2026. 11. 26. 정산 (4건)')).toBeInTheDocument();
  });

  it('reopens the whole history from a link', async () => {
    renderRemote(<BalanceHistory userId={7} />, { remote: definition, path: '/point/list?history=all&page=2', handlers });
    expect(await screen.findByText('₩300,000')).toBeInTheDocument();
    expect(lastRequest('GET', 'point')?.query).toEqual({ page: '2', page_size: '25' });
    expect(screen.getByTestId('history-export')).toHaveTextContent('내보내기');
  });
});
