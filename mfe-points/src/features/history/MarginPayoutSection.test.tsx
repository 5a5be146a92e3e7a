import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarginPayoutItem, MarginPayoutList } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, pageOf, renderRemote, sentRequests } from '@nurly/shared/testing';
import definition from '../../routes';
import { MarginPayoutSection } from './MarginPayoutSection';

jest.setTimeout(30_000);

const pending: MarginPayoutItem = {
  id: 4,
  created_at: '2026-11-22T10:00:00+09:00',
  user_id: 7,
  username: 'seoul_dist',
  name: '서울 총판',
  kind: 'MARGIN_PAYOUT',
  amount: 6_000,
  bank_file: { id: 3, name: '통장사본.png' },
  memo: null,
  status: 'PENDING',
  paid_on: null,
  reference: null,
  ledger_id: null,
  reject_reason: null,
  resolved_at: null,
};

const list = (results: MarginPayoutItem[], own: MarginPayoutList['own']): MarginPayoutList => ({ ...pageOf(results), own });

describe('MarginPayoutSection (a reseller’s margin payouts on /point/list)', () => {
  it('shows the credited, paid, pending and requestable margin and sends a request; a refusal shows under the amount', async () => {
    const user = userEvent.setup();
    let asked = false;
    renderRemote(<MarginPayoutSection />, {
      remote: definition,
      user: { tier: 2 },
      path: '/point/list',
      handlers: [
        api.get('admin/b2b/payouts', () =>
          asked
            ? list([pending], { credited: 10_000, paid: 0, pending: 6_000, requestable: 4_000 })
            : list([], { credited: 10_000, paid: 0, pending: 0, requestable: 10_000 }),
        ),
        api.post(
          'admin/b2b/payouts/request',
          () => apiError(409, '적립된 마진보다 많이 출금할 수 없습니다. 출금 가능한 마진은 ₩10,000입니다.', { field: 'amount' }),
          { once: true },
        ),
        api.post('admin/b2b/payouts/request', () => {
          asked = true;
          return { message: '마진 출금 요청이 접수되었습니다.', payout: pending };
        }),
      ],
    });
    expect(await screen.findByTestId('margin-credited')).toHaveTextContent('10,000');
    expect(screen.getByTestId('margin-requestable')).toHaveTextContent('10,000');

    await user.type(screen.getByTestId('margin-payout-amount'), '20000');
    await user.click(screen.getByTestId('margin-payout-submit'));
    expect(await screen.findByText('적립된 마진보다 많이 출금할 수 없습니다. 출금 가능한 마진은 ₩10,000입니다.')).toBeInTheDocument();

    await user.clear(screen.getByTestId('margin-payout-amount'));
    await user.type(screen.getByTestId('margin-payout-amount'), '6000');
    await user.click(screen.getByTestId('margin-payout-submit'));
    expect(await screen.findByText('마진 출금 요청이 접수되었습니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'admin/b2b/payouts/request')?.body).toEqual({ amount: 6_000 });
    await waitFor(() => expect(screen.getByTestId('margin-pending')).toHaveTextContent('6,000'));
    expect(screen.getByText('대기')).toBeInTheDocument();
  });

  it('is not there for an advertiser (no margin of its own), and asks nothing', async () => {
    renderRemote(<MarginPayoutSection />, { remote: definition, user: 'customer', path: '/point/list', handlers: [] });
    await waitFor(() => expect(screen.queryByTestId('margin-payout-section')).not.toBeInTheDocument());
    expect(sentRequests('GET', 'admin/b2b/payouts')).toHaveLength(0);
  });
});
