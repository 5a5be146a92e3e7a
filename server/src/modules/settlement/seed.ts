/**
 * Demo settlement (embedded default only): settles every past demo day through yesterday, so the
 * consoles show settled days on first start. An account whose balance could not pay its days (the
 * seeded completions are simulated) is topped up through the ledger first — one FREE row under an
 * idempotent key — so seeded balances always stay ≥ their holds. Idempotent: a second run settles nothing.
 */
import { chargeWon } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { shiftDay, systemClock } from '../../lib/clock';
import { appendEntry } from '../points/ledger';
import { createSettlementRepository } from './repository';
import { settleUpTo, type SettlementDeps } from './service';

export async function seedSettlementDemo(db: Db): Promise<void> {
  const clock = systemClock();
  // Booked at the 00:05 (Asia/Seoul) after each day, as the cron would have, but never in the future.
  const bookedAt = (day: string) => {
    const at = new Date(`${shiftDay(day, 1)}T00:05:00+09:00`);
    return (at > clock.now() ? clock.now() : at).toISOString();
  };
  const deps: SettlementDeps = { repo: createSettlementRepository(db), clock, bookedAt };
  const upTo = shiftDay(clock.seoulDay(), -1);
  const first = await settleUpTo(deps, upTo);
  if (!first.skippedAccounts.length) return;

  // What each skipped account's unsettled days will charge: top it up by that much, then settle again.
  const skipped = new Set(first.skippedAccounts);
  const groups = await deps.repo.unsettledCompletionGroups(upTo);
  const ads = new Map((await deps.repo.settlementAds([...new Set(groups.map((group) => group.adId))])).map((ad) => [ad.id, ad]));
  const owed = new Map<number, number>();
  for (const group of groups) {
    const ad = ads.get(group.adId);
    if (!ad || !skipped.has(ad.ownerId)) continue;
    owed.set(ad.ownerId, (owed.get(ad.ownerId) ?? 0) + chargeWon(group.completions, ad.unitPriceTenths));
  }
  for (const [accountId, amount] of owed) {
    await appendEntry(db, {
      accountId,
      actorId: null,
      action: 'FREE',
      amount,
      idempotencyKey: `seed:settlement:topup:${accountId}`,
      memo: '데모 정산용 포인트',
    });
  }
  await settleUpTo(deps, upTo);
}
