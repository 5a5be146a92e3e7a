/**
 * What the ads services share: their dependencies, the unit price lookup, the duplicate-line check
 * and the context every change of one line runs in (the transaction, the locked ad row and the
 * owner's balance under the account lock).
 */
import { LIVE_AD_STATUSES, adMessages, type AdActor } from '@nurly/contracts/schemas';
import type { ads } from '../../db/schema/ads';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { HoldTerms } from './holds';
import type { AdLineKey } from './change-queries';
import type { AdsRepository, AdsTx } from './repository';

export interface AdsDeps {
  repo: AdsRepository;
  clock: Clock;
}

/**
 * The unit price (tenths of a won) an account pays for a product: the nearest tier-price setting up
 * its reseller tree, else the catalog price (docs/decisions/money-loop.md#prices; b2b/price-chain-queries.ts, the one place).
 */
export async function effectiveUnitPriceTenths(
  repo: Pick<AdsRepository | AdsTx, 'effectivePriceTenths'>,
  accountId: number,
  code: string,
): Promise<number> {
  const price = await repo.effectivePriceTenths(accountId, code);
  if (price === undefined) throw badRequest(adMessages.unknownProduct, 'product_code', 'UNKNOWN_PRODUCT');
  return price;
}

export const liveStatuses: readonly string[] = LIVE_AD_STATUSES;
export const notFoundAd = () => notFound(adMessages.notFound);
export const transitionRefused = (field?: string) => new AppError(409, adMessages.transitionRefused, 'TRANSITION_REFUSED', field);

export type AdRecord = typeof ads.$inferSelect;

/** True when cancelling this line now returns its whole hold: it never ran (pending, or before its start day). */
export function notStarted(ad: Pick<AdRecord, 'status' | 'startDate'>, today: string): boolean {
  return ad.status === 'PENDING' || today < ad.startDate;
}

export function termsOf(ad: Pick<AdRecord, 'dailyVolume' | 'unitPriceTenths' | 'startDate' | 'endDate'>): HoldTerms {
  return { dailyVolume: ad.dailyVolume, unitPriceTenths: ad.unitPriceTenths, startDate: ad.startDate, endDate: ad.endDate };
}

/** Two identical live lines (same owner, channel, product, keyword, target, overlapping dates) → 409. */
export async function refuseDuplicateLine(tx: AdsTx, line: AdLineKey, field: string, exceptId?: number): Promise<void> {
  const existing = await tx.findLiveDuplicateLine(line, exceptId);
  if (existing) throw new AppError(409, adMessages.duplicateActiveLine, 'DUPLICATE_ACTIVE_LINE', field);
}

export interface ChangeContext {
  tx: AdsTx;
  ad: AdRecord;
  balance: number;
  today: string;
  actorId: number;
  staff: boolean;
  /** The caller's part on the line (line-rules.ts): who holds a pause it makes, whether it may lift or extend. */
  actor: AdActor;
}
