/**
 * GET admin/b2b/summary (README.md "Live summary"): today's picture by the app's
 * clock (Asia/Seoul), polled every 30 s by the console, so only cheap aggregates: one statement per
 * figure, each on an index (ads by status, completions by (day, ad), pending requests). A reseller's
 * summary (access/scope.ts) counts the accounts of its subtree, itself included.
 */

import { REWARD_PRODUCTS, type B2bSummary } from '@nurly/contracts/schemas';
import type { B2bScope } from '../../access/scope';
import type { Clock } from '../../lib/clock';
import type { B2bRepository } from './repository';

export async function liveSummary(
  repo: Pick<B2bRepository, 'productProgress' | 'accountsToday' | 'moneyTotals'>,
  clock: Clock,
  scope: B2bScope = { kind: 'all' },
): Promise<B2bSummary> {
  const computedAt = clock.now();
  const day = clock.seoulDay();
  const [progress, accounts, money] = await Promise.all([
    repo.productProgress(day, scope),
    repo.accountsToday(day, scope),
    repo.moneyTotals(scope),
  ]);
  const byCode = new Map(progress.map((row) => [row.product_code, row]));
  const products = REWARD_PRODUCTS.map((product) => {
    const row = byCode.get(product.code);
    return {
      product_code: product.code,
      product_name: product.name,
      active_ads: Number(row?.active_ads ?? 0),
      completions: Number(row?.completions ?? 0),
      target: Number(row?.target ?? 0),
    };
  });
  const held = Number(money.held);
  const lowBalances = accounts
    .map((account) => ({
      id: Number(account.id),
      username: account.username,
      name: account.name,
      available: Number(account.point) - Number(account.held) - Number(account.accrued),
      need: Number(account.need),
    }))
    .filter((account) => account.need > 0 && account.available < account.need)
    .sort((a, b) => a.available - a.need - (b.available - b.need) || a.id - b.id);
  return {
    computedAt: computedAt.toISOString(),
    day,
    activeAds: products.reduce((sum, product) => sum + product.active_ads, 0),
    products,
    accruedCost: accounts.reduce((sum, account) => sum + Number(account.accrued), 0),
    held,
    available: Number(money.balance) - held,
    pendingDeposits: { count: Number(money.deposits), sum: Number(money.deposit_sum) },
    pendingWithdrawals: { count: Number(money.withdrawals), sum: Number(money.withdrawal_sum) },
    lowBalances,
  };
}
