/** GET admin/settlements (routes.ts): the settled ad-days, newest day first, with their ledger rows. */
import type { AdSettlement, AdSettlementQuery } from '@nurly/contracts/schemas';
import type { SettlementFilters } from './queries';
import type { SettlementDeps } from './service';

export async function listSettlements({ repo }: SettlementDeps, query: AdSettlementQuery, window: { limit: number; offset: number }) {
  const filters: SettlementFilters = { dateFrom: query.date_from, dateTo: query.date_to, adId: query.ad_id, ownerId: query.owner_id };
  const [count, rows] = await Promise.all([repo.countAdSettlements(filters), repo.listAdSettlements(filters, window)]);
  const results: AdSettlement[] = rows.map(({ settlement, ownerId, ownerUsername, keyword, productCode }) => ({
    id: settlement.id,
    ad_id: settlement.adId,
    owner: { id: ownerId, username: ownerUsername },
    keyword,
    product_code: productCode,
    day: settlement.day,
    completions: settlement.completions,
    unit_price_tenths: settlement.unitPriceTenths,
    amount: settlement.amount,
    hold_released: settlement.holdReleased,
    ledger_id: settlement.ledgerId,
    settled_at: settlement.settledAt.toISOString(),
  }));
  return { count, results };
}
