import { screen, waitFor } from '@testing-library/react';
import type { LowBalanceResponse } from '@nurly/contracts/schemas';
import { api, renderRemote, sentRequests, type TestUser } from '@nurly/shared/testing';
import { useMenuStatusCounts } from './useMenuStatusCounts';

jest.setTimeout(20000);

const lowBalance = (low: boolean): LowBalanceResponse => ({
  low,
  days: 2,
  available: low ? 3_050 : 100_000,
  need: 15_400,
  shortfall: low ? 12_350 : 0,
  alerted_at: low ? '2026-11-30T01:00:00Z' : null,
  message: null,
});

function Probe() {
  const status = useMenuStatusCounts('잔액 부족');
  return <pre data-testid="status">{JSON.stringify(status ?? null)}</pre>;
}

const statusOf = async () => JSON.parse((await screen.findByTestId('status')).textContent ?? 'null');

const render = (user: TestUser, low: boolean) =>
  renderRemote(<Probe />, { user, handlers: [api.get('point/low-balance', lowBalance(low))] });

describe('menu status counts', () => {
  it('a customer whose balance is low sees a warning count on the campaign list and top-up items', async () => {
    render('customer', true);
    await waitFor(async () => expect(await statusOf()).not.toBeNull());
    const warning = { successCount: 0, successHint: '', errorCount: 1, errorHint: '잔액 부족' };
    expect(await statusOf()).toEqual({ 'campaign-list': warning, 'point-buy': warning });
  });

  it('no count while the balance covers the next days', async () => {
    render('customer', false);
    await waitFor(() => expect(sentRequests('GET', 'point/low-balance')).toHaveLength(1));
    expect(await statusOf()).toBeNull();
  });

  it('staff read options/menu/status, never the low-balance state', async () => {
    render('NURLY_ADMIN', true);
    await waitFor(() => expect(sentRequests('GET', 'options/menu/status')).toHaveLength(1));
    expect(sentRequests('GET', 'point/low-balance')).toHaveLength(0);
  });
});
