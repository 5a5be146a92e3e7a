/**
 * POST admin/ads: every validation rule answers its Korean message
 * naming the field and writes nothing; a created campaign holds volume × price × days; GET user
 * shows held and available; the offerwall console and guests are refused.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adMessages } from '@nurly/contracts/schemas';
import { fileTestApp } from '../../helpers/app';
import { userId } from '../points/helpers';
import { groupIdNamed, hubAccount } from '../hub/ads-helpers';
import {
  adTableCounts,
  api,
  dayFrom,
  expectError,
  freshCustomer,
  fundedCustomer,
  holdOf,
  loginHeaders,
  placeBody,
  rewardLinesBody,
  shoppingBody,
  staffHeaders,
  userMoney,
  type Headers,
} from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const customer = await fundedCustomer(t, 1_000_000);

async function refused(
  body: Record<string, unknown>,
  status: number,
  message: string,
  field?: string,
  headers: Headers = customer.headers,
  host?: string,
) {
  const before = await adTableCounts(t);
  const response = await api(t).post('/api/admin/ads', body, headers, host ? { host } : {});
  expectError(response, status, message, field);
  assert.deepEqual(await adTableCounts(t), before, 'nothing written');
}

describe('validation (Korean message naming the field, nothing written)', () => {
  test('unknown product code', async () => {
    await refused(shoppingBody(t, { product_code: 'naverapp-gold' }), 400, adMessages.unknownProduct, 'product_code');
    await refused(
      rewardLinesBody(t, [
        { product_code: 'naverapp', daily_volume: 10 },
        { product_code: 'nope', daily_volume: 10 },
      ]),
      400,
      adMessages.unknownProduct,
      'rewards[1].product_code',
    );
  });

  test('a place product on a shopping target (and the reverse)', async () => {
    await refused(shoppingBody(t, { product_code: 'naverplace-save' }), 400, adMessages.channelMismatch, 'product_code');
    await refused(placeBody(t, { product_code: 'naverapp' }), 400, adMessages.channelMismatch, 'product_code');
    await refused(
      rewardLinesBody(t, [
        { product_code: 'naverapp', daily_volume: 5 },
        { product_code: 'naverplace-traffic', daily_volume: 5 },
      ]),
      400,
      adMessages.channelMismatch,
      'rewards[1].product_code',
    );
  });

  test('MID not 8–12 digits, a non-Naver or http product URL, a bad place URL, no target', async () => {
    for (const mid of ['1234567', '1234567890123', '12345abc']) await refused(shoppingBody(t, { mid }), 400, adMessages.midInvalid, 'mid');
    for (const url of [
      'https://www.coupang.com/vp/products/84512345678',
      'http://smartstore.naver.com/a/products/84512345678',
      'javascript:alert(1)',
      'https://evilnaver.com/products/84512345678',
      'https://blog.naver.com/a/84512345678',
      'https://naver.com/products/84512345678',
    ]) {
      await refused(shoppingBody(t, { mid: undefined, url }), 400, adMessages.productUrlInvalid, 'url');
    }
    await refused(
      placeBody(t, { place_id: undefined, url: 'https://smartstore.naver.com/a/products/84512345678' }),
      400,
      adMessages.placeUrlInvalid,
      'url',
    );
    await refused(placeBody(t, { place_id: 'abc' }), 400, adMessages.placeIdInvalid, 'place_id');
    await refused(shoppingBody(t, { mid: undefined }), 400, adMessages.targetRequired, 'mid');
    await refused(placeBody(t, { place_id: undefined }), 400, adMessages.placeTargetRequired, 'place_id');
    await refused(shoppingBody(t, { keyword: '   ' }), 400, adMessages.keywordRequired, 'keyword');
    await refused(shoppingBody(t, { keyword: '캠핑의자 🏕' }), 400, adMessages.keywordEmoji, 'keyword');
    await refused(shoppingBody(t, { channel: 'NAVER_BLOG' }), 400, '광고 대상을 선택해주세요.', 'channel');
  });

  test('volume outside 1–100,000', async () => {
    for (const daily_volume of [0, -5, 100_001])
      await refused(shoppingBody(t, { daily_volume }), 400, adMessages.volumeOutOfRange, 'daily_volume');
    await refused(
      rewardLinesBody(t, [{ product_code: 'naverapp', daily_volume: 200_000 }]),
      400,
      adMessages.volumeOutOfRange,
      'daily_volume',
    );
  });

  test('dates: not a real day, start in the past, end before start, period over 365 days', async () => {
    await refused(shoppingBody(t, { start_date: '2030-02-30' }), 400, adMessages.dateInvalid, 'start_date');
    await refused(shoppingBody(t, { end_date: '20301231' }), 400, adMessages.dateInvalid, 'end_date');
    await refused(shoppingBody(t, { start_date: dayFrom(t, -1) }), 400, adMessages.startInPast, 'start_date');
    await refused(shoppingBody(t, { start_date: dayFrom(t, 5), end_date: dayFrom(t, 4) }), 400, adMessages.endBeforeStart, 'end_date');
    await refused(
      shoppingBody(t, { start_date: dayFrom(t, 1), end_date: dayFrom(t, 366), daily_volume: 1 }),
      400,
      adMessages.periodTooLong,
      'end_date',
    );
  });

  test('verification: answer products need a question and answers; answers need a question', async () => {
    await refused(shoppingBody(t, { product_code: 'naverapp-plus' }), 400, adMessages.answerRequired, 'question');
    await refused(
      shoppingBody(t, { product_code: 'naverapp-plus', question: '상세 페이지의 모델명은?' }),
      400,
      adMessages.answerRequired,
      'answers',
    );
    await refused(shoppingBody(t, { answers: ['A1'] }), 400, adMessages.answersWithoutQuestion, 'question');
  });

  test('no lines, or the same product twice', async () => {
    await refused(shoppingBody(t, { product_code: undefined, daily_volume: undefined }), 400, adMessages.linesRequired, 'product_code');
    await refused(rewardLinesBody(t, []), 400, adMessages.linesRequired, 'rewards');
    await refused(
      rewardLinesBody(t, [
        { product_code: 'naverapp', daily_volume: 1 },
        { product_code: 'naverapp', daily_volume: 2 },
      ]),
      400,
      adMessages.duplicateLineInRequest,
      'rewards[1].product_code',
    );
  });

  test('a customer setting owner_id, service or status gets 403 naming the field', async () => {
    await refused(shoppingBody(t, { owner_id: 1 }), 403, adMessages.customerOwnerRefused, 'owner_id');
    await refused(shoppingBody(t, { service: 'HUB' }), 403, adMessages.customerServiceRefused, 'service');
    await refused(shoppingBody(t, { status: 'ACTIVE' }), 403, adMessages.customerStatusRefused, 'status');
  });

  test('staff naming a staff or missing owner', async () => {
    await refused(shoppingBody(t, { owner_id: await userId(t, 'admin') }), 400, adMessages.ownerNotFound, 'owner_id', staff);
    await refused(shoppingBody(t, { owner_id: 987_654 }), 400, adMessages.ownerNotFound, 'owner_id', staff);
  });

  test('image ids that are not the owner’s uploads', async () => {
    const before = await adTableCounts(t);
    const response = await api(t).post('/api/admin/ads', shoppingBody(t, { image_ids: [987_654] }), customer.headers);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'image_ids');
    assert.deepEqual(await adTableCounts(t), before);
  });

  test('guests and the offerwall console are refused', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/guest-signup', payload: {} });
    assert.equal(created.statusCode, 201, created.body);
    const guest = await loginHeaders(t, created.json().username, created.json().username);
    await refused(shoppingBody(t), 403, adMessages.guestRefused, undefined, guest);
    await refused(shoppingBody(t), 403, adMessages.offerwallRefused, undefined, customer.headers, 'admin.localhost:8080');
  });
});

describe('holds', () => {
  test('creating holds ceil(volume × price) × days; GET user shows held and available', async () => {
    const me = await fundedCustomer(t, 100_000);
    assert.deepEqual(await userMoney(t, me.headers), { point: 100_000, held: 0, available: 100_000 });
    // naverapp 38.5 won × 101 = 3888.5 → 3889 won a day, × 10 days.
    const response = await api(t).post('/api/admin/ads', shoppingBody(t, { daily_volume: 101 }), me.headers);
    assert.equal(response.statusCode, 201, response.body);
    const { message, campaign } = response.json();
    assert.equal(message, adMessages.created);
    assert.equal(campaign.lines.length, 1);
    const [line] = campaign.lines;
    assert.equal(line.status, 'PENDING');
    assert.equal(line.delivery, 'IN_REVIEW');
    assert.equal(line.unit_price_tenths, 385);
    assert.equal(line.payout_tenths, 231);
    assert.equal(line.hold, 38_890);
    assert.equal(line.planned_cost, 38_890);
    assert.equal(await holdOf(t, line.id), 38_890);
    assert.deepEqual(await userMoney(t, me.headers), { point: 100_000, held: 38_890, available: 61_110 });
  });

  test('all lines of a campaign are held in one transaction, or none when available cannot cover them', async () => {
    const me = await fundedCustomer(t, 50_000);
    const rewards = [
      { product_code: 'naverapp', daily_volume: 100 }, // 3,850 a day
      { product_code: 'naverapp-dib', daily_volume: 30 }, // 2,640 a day
    ];
    const body = rewardLinesBody(t, rewards, { question: '찜 버튼 색은?', answers: ['빨강'], end_date: dayFrom(t, 7) });
    // (3,850 + 2,640) × 7 = 45,430 ≤ 50,000: fits.
    const ok = await api(t).post('/api/admin/ads', body, me.headers);
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().campaign.hold, 45_430);
    assert.equal(ok.json().campaign.lines.length, 2);
    // A second one does not fit in the 4,570 left: refused, nothing written (not even the first line).
    const before = await adTableCounts(t);
    const second = await api(t).post('/api/admin/ads', { ...body, keyword: `${body.keyword} 2` }, me.headers);
    expectError(second, 409, adMessages.insufficientAvailable);
    assert.deepEqual(await adTableCounts(t), before);
    assert.deepEqual(await userMoney(t, me.headers), { point: 50_000, held: 45_430, available: 4_570 });
  });

  test('two identical live lines are refused (409 naming the line), a different keyword is not', async () => {
    const me = await fundedCustomer(t, 200_000);
    const body = shoppingBody(t, { daily_volume: 10 });
    assert.equal((await api(t).post('/api/admin/ads', body, me.headers)).statusCode, 201);
    await refused(
      { ...body, start_date: dayFrom(t, 5), end_date: dayFrom(t, 20) },
      409,
      adMessages.duplicateActiveLine,
      'product_code',
      me.headers,
    );
    const other = await api(t).post('/api/admin/ads', { ...body, keyword: `${body.keyword}x` }, me.headers);
    assert.equal(other.statusCode, 201, other.body);
    // After the end of the first one it is no longer overlapping.
    const later = await api(t).post('/api/admin/ads', { ...body, start_date: dayFrom(t, 11), end_date: dayFrom(t, 12) }, me.headers);
    assert.equal(later.statusCode, 201, later.body);
  });

  test('without a channel the reward products decide it; an unknown product or no line is refused', async () => {
    const me = await fundedCustomer(t, 200_000);
    const place = await api(t).post('/api/admin/ads', placeBody(t, { channel: undefined }), me.headers);
    assert.equal(place.statusCode, 201, place.body);
    assert.equal(place.json().campaign.channel, 'NAVER_PLACE');
    const shop = await api(t).post(
      '/api/admin/ads',
      shoppingBody(t, {
        channel: undefined,
        product_code: undefined,
        daily_volume: undefined,
        rewards: [{ product_code: 'naverapp', daily_volume: 5 }],
      }),
      me.headers,
    );
    assert.equal(shop.statusCode, 201, shop.body);
    assert.equal(shop.json().campaign.channel, 'NAVER_SHOPPING');
    await refused(shoppingBody(t, { channel: undefined, product_code: 'naverapp-gold' }), 400, adMessages.unknownProduct, 'product_code');
    await refused(
      shoppingBody(t, { channel: undefined, product_code: undefined, daily_volume: undefined }),
      400,
      adMessages.linesRequired,
      'product_code',
    );
    // A place product with a shopping target: the place target is missing.
    await refused(
      shoppingBody(t, { channel: undefined, product_code: 'naverplace-save' }),
      400,
      adMessages.placeTargetRequired,
      'place_id',
    );
  });

  test('a product URL fills the MID; a place URL fills the place id', async () => {
    const me = await fundedCustomer(t, 200_000);
    const shop = await api(t).post(
      '/api/admin/ads',
      shoppingBody(t, { mid: undefined, url: 'https://smartstore.naver.com/nurlycamp/products/84512345678?NaPm=x' }),
      me.headers,
    );
    assert.equal(shop.statusCode, 201, shop.body);
    assert.equal(shop.json().campaign.mid, '84512345678');
    const brand = await api(t).post(
      '/api/admin/ads',
      shoppingBody(t, { mid: undefined, url: 'https://brand.naver.com/x/products/8451234567' }),
      me.headers,
    );
    assert.equal(brand.json().campaign.lines[0].mid, '8451234567');
    const place = await api(t).post(
      '/api/admin/ads',
      placeBody(t, { place_id: undefined, url: 'https://m.place.naver.com/restaurant/1234567/home' }),
      me.headers,
    );
    assert.equal(place.statusCode, 201, place.body);
    assert.equal(place.json().campaign.place_id, '1234567');
    const map = await api(t).post(
      '/api/admin/ads',
      placeBody(t, { place_id: undefined, url: 'https://map.naver.com/p/entry/place/7654321' }),
      me.headers,
    );
    assert.equal(map.json().campaign.lines[0].place_id, '7654321');
  });

  test('start today is allowed', async () => {
    const me = await fundedCustomer(t, 100_000);
    const response = await api(t).post(
      '/api/admin/ads',
      shoppingBody(t, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 0) }),
      me.headers,
    );
    assert.equal(response.statusCode, 201, response.body);
  });
});

describe('service follows the deployment; staff may set owner, service and status', () => {
  test('default → NURLY, reward → NR, hub → HUB with the caller’s group', async () => {
    const me = await fundedCustomer(t, 100_000);
    const onDefault = await api(t).post('/api/admin/ads', shoppingBody(t, { daily_volume: 1 }), me.headers, { host: 'localhost:8080' });
    assert.equal(onDefault.json().campaign.service, 'NURLY');
    const onReward = await api(t).post('/api/admin/ads', shoppingBody(t, { daily_volume: 1 }), me.headers, {
      host: 'reward.localhost:8080',
    });
    assert.equal(onReward.json().campaign.service, 'NR');
    const hubclient = await loginHeaders(t, 'hubclient', 'hubclient1234');
    await api(t).post('/api/admin/b2b/balance', { user_id: await userId(t, 'hubclient'), amount: 50_000, action: 'CHARGE' }, staff);
    const onHub = await api(t).post('/api/admin/ads', shoppingBody(t, { daily_volume: 1 }), hubclient, { host: 'hub.localhost:8080' });
    assert.equal(onHub.statusCode, 201, onHub.body);
    assert.equal(onHub.json().campaign.service, 'HUB');
    assert.equal(onHub.json().campaign.lines[0].group.name, '누리 허브 1그룹');
  });

  test('the hub host: a customer without a hub role and a hub admin or member are refused (403, nothing written); a hub client registers its own', async () => {
    const hub = 'hub.localhost:8080';
    // A plain customer: the Host header does not make its line a HUB line of some group.
    await refused(shoppingBody(t, { daily_volume: 1 }), 403, adMessages.hubRoleRequired, undefined, customer.headers, hub);
    const groupId = await groupIdNamed(t, 0);
    for (const role of ['HUB_ADMIN', 'HUB_MEMBER'] as const) {
      const hubStaff = await hubAccount(t, role, groupId, 50_000);
      // Hub admins and members register for a client through POST hub/ads only.
      await refused(shoppingBody(t, { daily_volume: 1 }), 403, adMessages.hubStaffUseHubAds, undefined, hubStaff.headers, hub);
    }
    const client = await hubAccount(t, 'HUB_CLIENT', groupId, 50_000);
    const own = await api(t).post('/api/admin/ads', shoppingBody(t, { daily_volume: 1 }), client.headers, { host: hub });
    assert.equal(own.statusCode, 201, own.body);
    assert.equal(own.json().campaign.service, 'HUB');
    assert.equal(own.json().campaign.owner.id, client.id);
    // Console staff keep the desk's rights there.
    const byStaff = await api(t).post('/api/admin/ads', shoppingBody(t, { daily_volume: 1, owner_id: customer.id }), staff, { host: hub });
    assert.equal(byStaff.statusCode, 201, byStaff.body);
    assert.equal(byStaff.json().campaign.service, 'HUB');
  });

  test('staff register an approved ad for a customer: held on the customer, not the staff', async () => {
    const owner = await fundedCustomer(t, 100_000);
    const response = await api(t).post('/api/admin/ads', placeBody(t, { owner_id: owner.id, service: 'NR', status: 'ACTIVE' }), staff);
    assert.equal(response.statusCode, 201, response.body);
    const { message, campaign } = response.json();
    assert.equal(message, adMessages.createdActive);
    assert.equal(campaign.owner.id, owner.id);
    assert.equal(campaign.service, 'NR');
    assert.equal(campaign.lines[0].status, 'ACTIVE');
    // 38.5 × 50 = 1,925 a day × 5 days.
    assert.deepEqual(await userMoney(t, owner.headers), { point: 100_000, held: 9_625, available: 90_375 });
  });

  test('a customer without points cannot create', async () => {
    const broke = await freshCustomer(t);
    await refused(shoppingBody(t, { daily_volume: 1 }), 409, adMessages.insufficientAvailable, undefined, broke.headers);
  });
});
