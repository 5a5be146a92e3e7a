import type { BalanceHistoryRow } from '@nurly/contracts/schemas';
import { formatEntryDate } from '../../lib/entry-date';
import { describeRow, showViewAll } from './rows';

const row = (patch: Partial<BalanceHistoryRow>): BalanceHistoryRow => ({
  id: 1,
  created_at: '2026-03-05T04:07:00Z',
  action: 'CHARGE',
  action_name: '포인트 충전',
  point: 100_000,
  evidence: null,
  status: null,
  memo: null,
  balance_after: null,
  ...patch,
});

describe('history row rules (docs/decisions/product.md#states)', () => {
  it('a pending top-up is orange "waiting for deposit"', () => {
    expect(describeRow(row({ action: 'B2B_REQUEST', status: 'PENDING', point: 300_000 }))).toMatchObject({
      pending: true,
      chipText: 'history.waitingDeposit',
      chipTone: 'pending',
      amountTone: 'pending',
      amount: 300_000,
    });
  });
  it('names containing 충전 are green, others primary; a deduction shows its absolute value in primary (the colour carries the sign) and the running balance', () => {
    expect(describeRow(row({}))).toMatchObject({ chipText: '포인트 충전', chipTone: 'charge', amountTone: 'positive' });
    expect(describeRow(row({ action: 'AD_DEDUCT', action_name: '광고비 차감', point: -5_000, balance_after: 45_000 }))).toMatchObject({
      chipTone: 'primary',
      amountTone: 'primary',
      amount: 5_000,
      balanceAfter: 45_000,
    });
    expect(describeRow(row({ action: 'FREE', action_name: '무료 포인트', point: 1_000 }))).toMatchObject({
      chipTone: 'primary',
      amountTone: 'positive',
    });
  });
  it('rows without a name show real-time reward deduction', () => {
    expect(describeRow(row({ action: 'AD_DEDUCT', action_name: null, point: -10 }))).toMatchObject({
      chipText: 'history.realtimeDeduction',
      chipIsKey: true,
    });
  });
  it("a dated entry containing 'real-time' shows only its first word", () => {
    expect(formatEntryDate('2026-03-05 실시간 차감')).toBe('2026-03-05');
    expect(formatEntryDate('2026-03-05T04:07:00Z')).toBe('2026. 3. 5. 오후 1:07');
  });
  it("'view all' appears at 10 or more entries until expanded", () => {
    expect(showViewAll(9, false)).toBe(false);
    expect(showViewAll(10, false)).toBe(true);
    expect(showViewAll(10, true)).toBe(false);
  });
});
