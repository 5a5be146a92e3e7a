/**
 * What the ads services share: their dependencies, the unit price lookup, the ad log writer, the
 * duplicate-line check and the context every change of one line runs in (the transaction, the locked
 * ad row and the owner's balance under the account lock).
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { LIVE_AD_STATUSES, adMessages, type AdActor } from '@nurly/contracts/schemas';
import type { Runner, Tx } from '../../db/tx';
import { adLogs, ads } from '../../db/schema/ads';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { effectivePriceTenths } from '../b2b';
import type { HoldTerms } from './holds';
import type { AdsRepository } from './repository';

export interface AdsDeps {
  repo: AdsRepository;
  clock: Clock;
}

/**
 * The unit price (tenths of a won) an account pays for a product: the nearest tier-price setting up
 * its reseller tree, else the catalog price (docs/decisions/money-loop.md#prices; b2b/price-chain.ts, the one place).
 */
export async function effectiveUnitPriceTenths(db: Runner, accountId: number, code: string): Promise<number> {
  const price = await effectivePriceTenths(db, accountId, code);
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

export async function log(
  tx: Tx,
  adId: number,
  actorId: number | null,
  field: string,
  before: unknown,
  after: unknown,
  reason?: string | null,
): Promise<void> {
  const text = (value: unknown) =>
    value === null || value === undefined ? null : Array.isArray(value) ? JSON.stringify(value) : String(value);
  await tx.insert(adLogs).values({ adId, actorId, field, before: text(before), after: text(after), reason: reason ?? null });
}

export function termsOf(ad: Pick<AdRecord, 'dailyVolume' | 'unitPriceTenths' | 'startDate' | 'endDate'>): HoldTerms {
  return { dailyVolume: ad.dailyVolume, unitPriceTenths: ad.unitPriceTenths, startDate: ad.startDate, endDate: ad.endDate };
}

/** Two identical live lines (same owner, channel, product, keyword, target, overlapping dates) → 409. */
export async function refuseDuplicateLine(
  tx: Tx,
  line: {
    ownerId: number;
    channel: string;
    productCode: string;
    keyword: string;
    mid: string | null;
    placeId: string | null;
    startDate: string;
    endDate: string;
  },
  field: string,
  exceptId?: number,
): Promise<void> {
  const [existing] = await tx
    .select({ id: ads.id })
    .from(ads)
    .where(
      and(
        eq(ads.ownerId, line.ownerId),
        eq(ads.channel, line.channel),
        eq(ads.productCode, line.productCode),
        eq(ads.keyword, line.keyword),
        sql`coalesce(${ads.mid}, '') = ${line.mid ?? ''}`,
        sql`coalesce(${ads.placeId}, '') = ${line.placeId ?? ''}`,
        inArray(ads.status, [...LIVE_AD_STATUSES]),
        lte(ads.startDate, line.endDate),
        gte(ads.endDate, line.startDate),
        exceptId !== undefined ? sql`${ads.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (existing) throw new AppError(409, adMessages.duplicateActiveLine, 'DUPLICATE_ACTIVE_LINE', field);
}

export interface ChangeContext {
  tx: Tx;
  ad: AdRecord;
  balance: number;
  today: string;
  actorId: number;
  staff: boolean;
  /** The caller's part on the line (line-rules.ts): who holds a pause it makes, whether it may lift or extend. */
  actor: AdActor;
}
