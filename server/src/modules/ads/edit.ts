/**
 * PUT admin/ads/{id} without an action: field edits of one line (the owner while PENDING, console
 * staff on live lines). The changed fields are logged one by one; a change of volume, dates or price
 * re-computes the hold (README "Holds").
 */
import {
  AD_SERVICES,
  adMessages,
  adValueMessages,
  formatTenthsWon,
  payoutTenthsOf,
  type Ad,
  type UpdateAdRequest,
} from '@nurly/contracts/schemas';
import { AppError, badRequest } from '../../lib/errors';
import { assertOwnImages } from '../uploads';
import { adPriceFloorTenths, repriceChainOwner } from '../b2b';
import { liveStatuses, refuseDuplicateLine, termsOf, type AdRecord, type ChangeContext } from './common';
import { currentHold, moveHold, runningHold, stoppedHold } from './holds';
import { assertMayExtend } from './line-rules';
import { blankToNull, checkPeriod, checkVolume, parseDay, parseTarget, parseVerification, productFor } from './validation';

const editableFields = [
  'keyword',
  'mid',
  'url',
  'store_name',
  'place_id',
  'place_name',
  'daily_volume',
  'start_date',
  'end_date',
  'question',
  'answers',
  'memo',
  'image_ids',
  'unit_price_tenths',
  'service',
] as const;

export async function applyEdit(context: ChangeContext, body: UpdateAdRequest): Promise<string> {
  const { tx, ad, today, actorId, balance, staff } = context;
  const touched = editableFields.filter((field) => body[field] !== undefined);
  if (!touched.length) return adMessages.updated;
  if (!staff && ad.status !== 'PENDING') throw new AppError(409, adMessages.notEditable, 'NOT_EDITABLE', touched[0]);
  if (!liveStatuses.includes(ad.status)) throw new AppError(409, adMessages.transitionRefused, 'TRANSITION_REFUSED', touched[0]);
  const repriced = body.unit_price_tenths !== undefined && body.unit_price_tenths !== ad.unitPriceTenths;
  if (repriced && today >= ad.startDate) {
    throw new AppError(409, adMessages.startedPriceRefused, 'STARTED_PRICE_REFUSED', 'unit_price_tenths');
  }
  if (repriced) {
    // Never below what an ancestor pays: its reseller margin would go negative (docs/decisions/money-loop.md#prices).
    const floor = await adPriceFloorTenths(tx.handle, ad.id, ad.productCode);
    if (body.unit_price_tenths! < floor)
      throw badRequest(adValueMessages.priceBelowFloor(formatTenthsWon(floor)), 'unit_price_tenths', 'PRICE_BELOW_FLOOR');
  }
  const channel = ad.channel as Ad['channel'];
  const targetTouched = ['keyword', 'mid', 'url', 'store_name', 'place_id', 'place_name'].some(
    (field) => body[field as keyof UpdateAdRequest] !== undefined,
  );
  const target = targetTouched
    ? parseTarget(channel, {
        keyword: body.keyword ?? ad.keyword,
        mid: body.mid ?? (body.url !== undefined ? undefined : (ad.mid ?? undefined)),
        url: body.url ?? ad.url ?? undefined,
        store_name: body.store_name ?? ad.storeName ?? undefined,
        place_id: body.place_id ?? (body.url !== undefined ? undefined : (ad.placeId ?? undefined)),
        place_name: body.place_name ?? ad.placeName ?? undefined,
      })
    : null;
  const startDate = body.start_date !== undefined ? parseDay(body.start_date, 'start_date') : ad.startDate;
  const endDate = body.end_date !== undefined ? parseDay(body.end_date, 'end_date') : ad.endDate;
  if (endDate > ad.endDate) assertMayExtend(context.actor, ad.status);
  if (body.start_date !== undefined || body.end_date !== undefined) {
    checkPeriod(startDate, endDate, today, { startMayBePast: body.start_date === undefined || startDate === ad.startDate });
  }
  const dailyVolume = body.daily_volume !== undefined ? checkVolume(body.daily_volume, 'daily_volume') : ad.dailyVolume;
  const product = productFor(ad.productCode, channel, 'product_code');
  const verification =
    body.question !== undefined || body.answers !== undefined
      ? parseVerification(body.question !== undefined ? body.question : ad.question, body.answers ?? ad.answers, [product])
      : null;
  let service = ad.service;
  if (body.service !== undefined) {
    if (!(AD_SERVICES as readonly string[]).includes(body.service))
      throw badRequest('알 수 없는 서비스입니다.', 'service', 'INVALID_SERVICE');
    service = body.service;
  }
  if (body.image_ids?.length) await assertOwnImages(tx.handle, ad.ownerId, body.image_ids);

  const next: Partial<AdRecord> = {
    ...(target ?? {}),
    startDate,
    endDate,
    dailyVolume,
    unitPriceTenths: body.unit_price_tenths ?? ad.unitPriceTenths,
    payoutTenths: body.unit_price_tenths !== undefined ? payoutTenthsOf(body.unit_price_tenths) : ad.payoutTenths,
    ...(verification ?? {}),
    memo: body.memo !== undefined ? blankToNull(body.memo) : ad.memo,
    imageIds: body.image_ids ?? ad.imageIds,
    service,
  };
  const merged = { ...ad, ...next } as AdRecord;
  if (target || startDate !== ad.startDate || endDate !== ad.endDate) {
    await refuseDuplicateLine(tx, merged, targetTouched ? 'keyword' : 'end_date', ad.id);
  }
  const logged: [string, unknown, unknown][] = [
    ['keyword', ad.keyword, merged.keyword],
    ['mid', ad.mid, merged.mid],
    ['url', ad.url, merged.url],
    ['store_name', ad.storeName, merged.storeName],
    ['place_id', ad.placeId, merged.placeId],
    ['place_name', ad.placeName, merged.placeName],
    ['start_date', ad.startDate, merged.startDate],
    ['end_date', ad.endDate, merged.endDate],
    ['daily_volume', ad.dailyVolume, merged.dailyVolume],
    ['unit_price_tenths', ad.unitPriceTenths, merged.unitPriceTenths],
    ['question', ad.question, merged.question],
    ['answers', JSON.stringify(ad.answers), JSON.stringify(merged.answers)],
    ['memo', ad.memo, merged.memo],
    ['image_ids', JSON.stringify(ad.imageIds), JSON.stringify(merged.imageIds)],
    ['service', ad.service, merged.service],
  ];
  const changed = logged.filter(([, before, after]) => before !== after);
  if (!changed.length) return adMessages.updated;
  await tx.updateAdLine(ad.id, next);
  for (const [field, before, after] of changed) await tx.insertAdLog(ad.id, actorId, field, before, after);
  if (merged.unitPriceTenths !== ad.unitPriceTenths) await repriceChainOwner(tx.handle, ad.id, merged.unitPriceTenths);
  const termsChanged = ['start_date', 'end_date', 'daily_volume', 'unit_price_tenths'].some((field) =>
    changed.some(([name]) => name === field),
  );
  if (termsChanged) {
    const current = await currentHold(tx, ad.id);
    const plan =
      ad.status === 'PAUSED' ? stoppedHold(current, termsOf(merged), today) : runningHold(current, termsOf(ad), termsOf(merged), today);
    await moveHold(tx, { adId: ad.id, accountId: ad.ownerId, balance, actorId }, plan);
  }
  return adMessages.updated;
}
