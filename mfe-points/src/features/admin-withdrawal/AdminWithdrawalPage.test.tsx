import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarginPayoutItem } from '@nurly/contracts/schemas';
import { api, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import AdminWithdrawalPage from './AdminWithdrawalPage';

jest.setTimeout(30000);

const payout = (id: number, status: MarginPayoutItem['status'] = 'PENDING'): MarginPayoutItem => ({
  id,
  created_at: '2026-11-20T10:00:00+09:00',
  user_id: 7,
  username: `seoul_dist${id}`,
  name: '서울 총판',
  kind: 'MARGIN_PAYOUT',
  amount: 12_000 * id,
  bank_file: { id: 3, name: '통장사본.png' },
  memo: null,
  status,
  paid_on: status === 'PAID' ? '2026-11-21' : null,
  reference: status === 'PAID' ? '국민 1234' : null,
  ledger_id: status === 'PAID' ? 99 : null,
  reject_reason: null,
  resolved_at: null,
});

function handlers(rows: MarginPayoutItem[]) {
  return [
    api.get('point/withdrawals', () => pageOf([])),
    api.get('admin/b2b/payouts', ({ query }) => ({
      ...pageOf(rows.filter((row) => !query.status || row.status === query.status)),
      own: null,
    })),
  ];
}

describe('withdrawal desk: the resellers’ margin payouts', () => {
  it('lists pending margin payouts beside the withdrawals, with their own URL state', async () => {
    const user = userEvent.setup();
    const { location } = renderRemote(<AdminWithdrawalPage />, {
      remote: definition,
      user: 'NURLY_ADMIN',
      path: '/admin/withdrawal',
      handlers: handlers([payout(1), payout(2, 'PAID')]),
    });
    expect(await screen.findByText('서울 총판 (seoul_dist1)')).toBeInTheDocument();
    expect(screen.getAllByText('마진 지급').length).toBeGreaterThan(0);
    expect(screen.getByText('통장사본.png')).toBeInTheDocument();
    expect(screen.queryByText('서울 총판 (seoul_dist2)')).not.toBeInTheDocument();
    expect(lastRequest('GET', 'admin/b2b/payouts')?.query).toEqual({ page: '1', page_size: '25', status: 'PENDING' });

    await user.selectOptions(screen.getByTestId('payout-status-filter'), 'PAID');
    expect(await screen.findByText('서울 총판 (seoul_dist2)')).toBeInTheDocument();
    expect(screen.getByText('2026-11-21 · 국민 1234')).toBeInTheDocument();
    expect(location().search).toBe('?payout.status=PAID');
    expect(lastRequest('GET', 'point/withdrawals')?.query.status).toBe('PENDING');
  });

  it('pays with the day and a required reference, then reloads the list', async () => {
    const user = userEvent.setup();
    let paid = false;
    renderRemote(<AdminWithdrawalPage />, {
      remote: definition,
      user: 'NURLY_ADMIN',
      path: '/admin/withdrawal',
      handlers: [
        api.get('point/withdrawals', () => pageOf([])),
        api.get('admin/b2b/payouts', () => ({ ...pageOf(paid ? [] : [payout(1)]), own: null })),
        api.post('admin/b2b/payouts/1/pay', ({ body }) => {
          paid = true;
          return { message: '마진이 지급 처리되었습니다.', payout: { ...payout(1, 'PAID'), ...(body as object) } };
        }),
      ],
    });
    await user.click(await screen.findByTestId('payout-pay-1'));
    const dialog = await screen.findByTestId('payout-pay-dialog');
    // Today in Seoul by default.
    expect((within(dialog).getByTestId('payout-paid-on') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(within(dialog).getByTestId('payout-pay-submit'));
    expect(await within(dialog).findByText('지급 참조를 입력해주세요.')).toBeInTheDocument();
    expect(sentRequests('POST', 'admin/b2b/payouts/1/pay')).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('payout-paid-on'));
    await user.type(within(dialog).getByTestId('payout-paid-on'), '2026-11-21');
    await user.type(within(dialog).getByTestId('payout-reference'), ' 국민 1234 ');
    await user.click(within(dialog).getByTestId('payout-pay-submit'));
    expect(await screen.findByText('마진이 지급 처리되었습니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'admin/b2b/payouts/1/pay')?.body).toEqual({ paid_on: '2026-11-21', reference: '국민 1234' });
    await waitFor(() => expect(screen.queryByText('서울 총판 (seoul_dist1)')).not.toBeInTheDocument());
  });
});
