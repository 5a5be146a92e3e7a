import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TopUpResponse } from '@nurly/contracts/schemas';
import type { ReactElement } from 'react';
import { api, renderRemote, server } from '@nurly/shared/testing';
import definition from '../routes';
import { AMOUNT_STEP, QUICK_AMOUNTS, addQuickAmount, canRequest, sanitizeAmount, stepAmount } from '../lib/top-up-amount';
import { TopUpForm } from './TopUpForm';
import { aFlorist } from '../test/fixtures';

jest.setTimeout(20000);

const renderPoints = (ui: ReactElement) => renderRemote(ui, { remote: definition });

const depositAccount = { bank: '국민은행', account_number: '123456-01-234567', holder: '(주)더널리', is_demo: false };
beforeEach(() => server.use(api.get('point/deposit-account', { account: depositAccount })));

const advertiser = aFlorist({ emails: ['tax@flower.kr', 'second@flower.kr'] });

describe('top-up amount rules (docs/decisions/product.md#validation, docs/decisions/product.md#constants)', () => {
  it('strips non-digits', () => {
    expect(sanitizeAmount('₩1,200,000원')).toBe(1_200_000);
    expect(sanitizeAmount('abc')).toBe(0);
    expect(sanitizeAmount('007')).toBe(7);
  });
  it('quick amounts add to the amount; the step is 100,000 and never goes below zero', () => {
    expect(QUICK_AMOUNTS).toEqual([100_000, 300_000, 500_000, 1_000_000]);
    expect(addQuickAmount(addQuickAmount(0, 300_000), 1_000_000)).toBe(1_300_000);
    expect(AMOUNT_STEP).toBe(100_000);
    expect(stepAmount(50_000, -1)).toBe(0);
    expect(stepAmount(50_000, 1)).toBe(150_000);
  });
  it('a request needs a nonzero amount within the limit; an amount over it is kept as typed, not changed', () => {
    expect(canRequest(0)).toBe(false);
    expect(canRequest(1)).toBe(true);
    expect(sanitizeAmount('300000000')).toBe(300_000_000);
    expect(canRequest(100_000_000)).toBe(true);
    expect(canRequest(300_000_000)).toBe(false);
  });
});

describe('TopUpForm', () => {
  it('is disabled at zero with the spec message as a hint, an error only once the field was touched', async () => {
    const user = userEvent.setup();
    renderPoints(<TopUpForm advertiser={advertiser} submit={jest.fn()} afterSuccess={async () => undefined} />);
    expect(await screen.findByTestId('top-up-amount-hint')).toHaveTextContent('충전 금액을 입력해주세요.');
    expect(screen.queryByTestId('top-up-amount-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('top-up-submit')).toBeDisabled();
    await user.click(screen.getByTestId('top-up-amount'));
    await user.tab();
    expect(await screen.findByTestId('top-up-amount-error')).toHaveTextContent('충전 금액을 입력해주세요.');
    expect(screen.queryByTestId('top-up-amount-hint')).not.toBeInTheDocument();
    expect(screen.getByText('충전 금액은 부가세(VAT) 포함 금액입니다.')).toBeInTheDocument();
    expect(screen.getByText('입금자명이 실제 입금자명과 다를 경우 충전이 지연될 수 있습니다.')).toBeInTheDocument();
  });

  it('an amount over the limit stays as typed and says the maximum; it cannot be sent', async () => {
    const user = userEvent.setup();
    renderPoints(<TopUpForm advertiser={advertiser} submit={jest.fn()} afterSuccess={async () => undefined} />);
    const input = (await screen.findByTestId('top-up-amount')) as HTMLInputElement;
    await user.type(input, '300000000');
    expect(input.value).toBe('300,000,000');
    expect(screen.getByTestId('top-up-amount-hint')).toHaveTextContent('한 번에 충전할 수 있는 금액은 최대 ₩100,000,000입니다.');
    expect(screen.getByTestId('top-up-submit')).toBeDisabled();
  });

  it('names the account to transfer to, and labels a demo account as one', async () => {
    renderPoints(<TopUpForm advertiser={advertiser} submit={jest.fn()} afterSuccess={async () => undefined} />);
    expect(await screen.findByTestId('deposit-account-number')).toHaveTextContent('국민은행 123456-01-234567 (예금주 (주)더널리)');
    expect(screen.queryByText('데모 계좌')).not.toBeInTheDocument();
  });

  it('a demo account says not to transfer real money; no account sends the customer to support', async () => {
    server.use(api.get('point/deposit-account', { account: { ...depositAccount, bank: '데모은행', is_demo: true } }));
    const { unmount } = renderPoints(<TopUpForm advertiser={advertiser} submit={jest.fn()} afterSuccess={async () => undefined} />);
    expect(await screen.findByText('데모용 예시 계좌입니다. 실제로 입금하지 마세요.')).toBeInTheDocument();
    unmount();
    server.use(api.get('point/deposit-account', { account: null }));
    renderPoints(<TopUpForm advertiser={advertiser} submit={jest.fn()} afterSuccess={async () => undefined} />);
    expect(await screen.findByText('고객센터로 문의해주세요')).toBeInTheDocument();
  });

  it('quick buttons add up, typing strips non-digits, arrows step by 100,000', async () => {
    const user = userEvent.setup();
    renderPoints(<TopUpForm advertiser={advertiser} submit={jest.fn()} afterSuccess={async () => undefined} />);
    const input = (await screen.findByTestId('top-up-amount')) as HTMLInputElement;
    await user.click(screen.getByTestId('quick-300000'));
    await user.click(screen.getByTestId('quick-100000'));
    expect(input.value).toBe('400,000');
    await user.clear(input);
    await user.type(input, '12a3b');
    expect(input.value).toBe('123');
    await user.type(input, '{ArrowUp}');
    expect(input.value).toBe('100,123');
    expect(screen.getByTestId('top-up-submit')).toBeEnabled();
  });

  it('on success: sends amount with deposit name and email, refreshes, resets and copies the deposit info', async () => {
    const user = userEvent.setup();
    const response: TopUpResponse = {
      message: '충전 요청이 완료되었습니다.',
      balance: 0,
      request: {
        id: 9,
        created_at: '2026-01-01T00:00:00Z',
        action: 'B2B_REQUEST',
        action_name: '포인트 충전 요청',
        point: 500_000,
        evidence: null,
        status: 'PENDING',
        memo: null,
        balance_after: null,
      },
    };
    const submit = jest.fn(async () => response);
    const afterSuccess = jest.fn(async () => undefined);
    const onDone = jest.fn();
    renderPoints(<TopUpForm advertiser={advertiser} submit={submit} afterSuccess={afterSuccess} onDone={onDone} />);
    await screen.findByTestId('deposit-account-number');
    await user.click(await screen.findByTestId('quick-500000'));
    await user.selectOptions(screen.getByTestId('top-up-email'), 'second@flower.kr');
    await user.click(screen.getByTestId('top-up-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(response));
    expect(submit).toHaveBeenCalledWith({ amount: 500_000, deposit_name: '조현우', email: 'second@flower.kr' });
    expect(afterSuccess).toHaveBeenCalled();
    expect((screen.getByTestId('top-up-amount') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('top-up-email') as HTMLSelectElement).value).toBe('tax@flower.kr');
    // user-event installs a clipboard stub; the deposit info is what was written to it.
    expect(await navigator.clipboard.readText()).toBe(
      '[포인트 충전 입금 안내] 입금 계좌: 국민은행 123456-01-234567 (예금주 (주)더널리) / 입금자명: 조현우 / 입금 금액: ₩500,000',
    );
  });
});
