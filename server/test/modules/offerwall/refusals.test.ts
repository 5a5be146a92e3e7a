/**
 * Offerwall console refusals: a publisher payout above the lowest price the product sells at (a
 * completion would pay out more than the advertiser is charged), and null or blank allowed IPs.
 * Each is a 400 with a Korean message naming the problem, and the stored rows are read back unchanged.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import { offerwallMessages } from '@nurly/contracts/schemas';
import { ads } from '../../../src/db/schema/ads';
import { appPayouts, publisherApps } from '../../../src/db/schema/offerwall';
import { fileTestApp } from '../../helpers/app';
import { expectError } from '../ads/helpers';
import { adminHeaders, createPublisherApp, publisherHeaders, runningAd } from './helpers';

const t = await fileTestApp();
const admin = await adminHeaders(t);
const mine = await publisherHeaders(t);
const app = await createPublisherApp(t, { allowed_ips: ['203.0.113.7'] });

const setPayouts = (payouts: { product_code: string; payout_tenths: number }[]) =>
  t.inject({ method: 'PUT', url: `/api/offerwall/apps/${app.id}/payouts`, payload: { payouts }, headers: admin });

const storedPayouts = () =>
  t.database.db
    .select({ code: appPayouts.productCode, payout: appPayouts.payoutTenths })
    .from(appPayouts)
    .where(eq(appPayouts.appId, app.id))
    .orderBy(asc(appPayouts.productCode));

describe('publisher payouts', () => {
  test('above the lowest selling price is a 400 stating the maximum; nothing of the table is replaced', async () => {
    const saved = await setPayouts([{ product_code: 'naverapp', payout_tenths: 200 }]);
    assert.equal(saved.statusCode, 200, saved.body);
    const before = await storedPayouts();

    // 500 won for the 38.5 won product, and one tenth above it.
    for (const payout of [5000, 386]) {
      expectError(
        await setPayouts([{ product_code: 'naverapp', payout_tenths: payout }]),
        400,
        offerwallMessages.payoutAbovePrice('쇼핑 트래픽', '₩38.5'),
        'payouts[0].payout_tenths',
      );
    }
    // A bad item after a good one: the good one is not written either.
    expectError(
      await setPayouts([
        { product_code: 'naverapp', payout_tenths: 300 },
        { product_code: 'naverplace-save', payout_tenths: 551 },
      ]),
      400,
      offerwallMessages.payoutAbovePrice('플레이스 저장', '₩55'),
      'payouts[1].payout_tenths',
    );
    assert.deepEqual(await storedPayouts(), before);

    const atPrice = await setPayouts([
      { product_code: 'naverapp', payout_tenths: 385 },
      { product_code: 'naverplace-save', payout_tenths: 550 },
    ]);
    assert.equal(atPrice.statusCode, 200, atPrice.body);
    assert.deepEqual(await storedPayouts(), [
      { code: 'naverapp', payout: 385 },
      { code: 'naverplace-save', payout: 550 },
    ]);
  });

  test('a live line sold below the catalog price (priced before the floor existed) lowers the maximum', async () => {
    const { id } = await runningAd(t);
    await t.database.db.update(ads).set({ unitPriceTenths: 300 }).where(eq(ads.id, id));
    try {
      const before = await storedPayouts();
      expectError(
        await setPayouts([{ product_code: 'naverapp', payout_tenths: 301 }]),
        400,
        offerwallMessages.payoutAbovePrice('쇼핑 트래픽', '₩30'),
        'payouts[0].payout_tenths',
      );
      assert.deepEqual(await storedPayouts(), before);
      assert.equal((await setPayouts([{ product_code: 'naverapp', payout_tenths: 300 }])).statusCode, 200);
    } finally {
      await t.database.db.update(ads).set({ status: 'CANCELLED' }).where(eq(ads.id, id));
    }
  });
});

describe('allowed IPs', () => {
  test('null, empty or blank items are a 400 naming the item; no app is created and the stored list stays', async () => {
    const [{ apps: appsBefore }] = await t.database.db.select({ apps: count() }).from(publisherApps);
    const [stored] = await t.database.db.select({ ips: publisherApps.allowedIps }).from(publisherApps).where(eq(publisherApps.id, app.id));
    for (const [allowed_ips, position] of [
      [[null, null], 1],
      [['10.0.0.1', null], 2],
      [[''], 1],
      [['10.0.0.1', '  '], 2],
    ] as const) {
      const message = `허용 IP의 ${position}번째 항목이 비어 있거나 올바르지 않습니다.`;
      const created = await t.inject({
        method: 'POST',
        url: '/api/offerwall/apps',
        payload: { name: '빈 IP 앱', allowed_ips },
        headers: mine,
      });
      expectError(created, 400, message, 'allowed_ips');
      const patched = await t.inject({ method: 'PATCH', url: `/api/offerwall/apps/${app.id}`, payload: { allowed_ips }, headers: mine });
      expectError(patched, 400, message, 'allowed_ips');
    }
    const [{ apps: appsAfter }] = await t.database.db.select({ apps: count() }).from(publisherApps);
    assert.equal(appsAfter, appsBefore);
    const [after] = await t.database.db.select({ ips: publisherApps.allowedIps }).from(publisherApps).where(eq(publisherApps.id, app.id));
    assert.deepEqual(after.ips, stored.ips);
    assert.deepEqual(stored.ips, ['203.0.113.7']);
  });
});
