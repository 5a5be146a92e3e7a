import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WithdrawableList, WithdrawalItem } from '@nurly/contracts/schemas';
import { api, apiError, lastRequest, pageOf, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import { WithdrawalSection } from './WithdrawalSection';

jest.setTimeout(30_000);

const charges: WithdrawableList = {
  results: [
    {
      charge_id: 11,
      charged_at: '2026-11-20T10:00:00+09:00',
      amount: 300_000,
      withdrawable: 200_000,
      deadline: '2026-11-27T10:00:00+09:00',
    },
    {
      charge_id: 12,
      charged_at: '2026-11-21T10:00:00+09:00',
      amount: 100_000,
      withdrawable: 100_000,
      deadline: '2026-11-28T10:00:00+09:00',
    },
  ],
};

const mine = (amount: number): WithdrawalItem => ({
  id: 5,
  created_at: '2026-11-22T10:00:00+09:00',
  user_id: 7,
  username: 'customer',
  charge_id: 11,
  charged_at: '2026-11-20T10:00:00+09:00',
  charge_amount: 300_000,
  amount,
  bank_name: '누리은행',
  account_number: '123-456',
  account_holder: '조현우',
  reason: null,
  status: 'PENDING',
  reject_reason: null,
  resolved_at: null,
});

describe('WithdrawalSection (Form + useAction)', () => {
  it('checks the amount against the chosen charge and the bank fields, then sends the request and reloads both lists', async () => {
    const user = userEvent.setup();
    let requested: WithdrawalItem[] = [];
    renderRemote(<WithdrawalSection enabled />, {
      remote: definition,
      handlers: [
        api.get('point/withdrawals/available', charges),
        api.get('point/withdrawals', () => pageOf(requested)),
        api.post('point/withdrawals', ({ body }) => {
          requested = [mine((body as { amount: number }).amount)];
          return Response.json({ message: '출금 요청이 접수되었습니다.', id: 5 }, { status: 201 });
        }),
      ],
    });
    const charge = await screen.findByLabelText('충전 내역');
    await waitFor(() => expect(charge).toHaveValue('11'));
    const amount = screen.getByLabelText('출금 금액');
    await user.type(amount, '250000');
    await user.tab();
    expect(
      await screen.findByText('출금 가능 금액을 넘었습니다. 이 충전 내역에서는 최대 ₩200,000까지 출금할 수 있습니다.'),
    ).toBeInTheDocument();

    await user.selectOptions(charge, '12');
    await user.clear(amount);
    await user.type(amount, '90,000');
    await user.click(screen.getByRole('button', { name: '출금 요청' }));
    expect(await screen.findAllByText('필수 입력 항목입니다.')).toHaveLength(3);

    await user.type(screen.getByLabelText('은행'), '누리은행');
    await user.type(screen.getByLabelText('계좌번호'), '123-456');
    await user.type(screen.getByLabelText('예금주'), '조현우');
    await user.click(screen.getByRole('button', { name: '출금 요청' }));
    expect(await screen.findByText('출금 요청이 접수되었습니다.')).toBeInTheDocument();
    expect(lastRequest('POST', 'point/withdrawals')?.body).toEqual({
      charge_id: 12,
      amount: 90_000,
      bank_name: '누리은행',
      account_number: '123-456',
      account_holder: '조현우',
    });
    // The customer's own requests are fetched again and show the new one; the amount is cleared.
    expect(await screen.findByText('₩90,000')).toBeInTheDocument();
    expect(screen.getByLabelText('출금 금액')).toHaveValue('');
  });

  it('keeps an amount over every limit as typed and says why it cannot be sent', async () => {
    const user = userEvent.setup();
    renderRemote(<WithdrawalSection enabled />, {
      remote: definition,
      handlers: [api.get('point/withdrawals/available', charges), api.get('point/withdrawals', pageOf([]))],
    });
    const amount = await screen.findByLabelText('출금 금액');
    await user.type(amount, '150000000');
    await user.type(screen.getByLabelText('은행'), '누리은행');
    await user.type(screen.getByLabelText('계좌번호'), '123-456');
    await user.type(screen.getByLabelText('예금주'), '조현우');
    await user.click(screen.getByRole('button', { name: '출금 요청' }));
    // Not silently turned into 100,000,000: the field keeps what was typed and the reason is under it.
    expect(amount).toHaveValue('150,000,000');
    expect(
      await screen.findByText('출금 가능 금액을 넘었습니다. 이 충전 내역에서는 최대 ₩200,000까지 출금할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(lastRequest('POST', 'point/withdrawals')).toBeUndefined();
  });

  it('shows a refusal naming a field under that field', async () => {
    const user = userEvent.setup();
    renderRemote(<WithdrawalSection enabled />, {
      remote: definition,
      handlers: [
        api.get('point/withdrawals/available', charges),
        api.get('point/withdrawals', pageOf([])),
        api.post('point/withdrawals', () => apiError(400, '계좌번호는 숫자와 하이픈만 입력할 수 있습니다.', 'account_number')),
      ],
    });
    await user.type(await screen.findByLabelText('출금 금액'), '1000');
    await user.type(screen.getByLabelText('은행'), '누리은행');
    await user.type(screen.getByLabelText('계좌번호'), '일이삼');
    await user.type(screen.getByLabelText('예금주'), '조현우');
    await user.click(screen.getByRole('button', { name: '출금 요청' }));
    expect(await screen.findByTestId('account_number-error')).toHaveTextContent('계좌번호는 숫자와 하이픈만 입력할 수 있습니다.');
    expect(screen.getByLabelText('계좌번호')).toHaveFocus();
  });
});
