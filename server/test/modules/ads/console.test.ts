/**
 * The staff console and the customer side: list scopes (desk, hub, owner), filters, ordering and
 * export; assistant/campaingns (list, products, cancel); problem reports; admin/options and the
 * menu badges; the demo seed filling every staff page.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AD_MAX_RANK_CHOICES, adMessages } from '@nurly/contracts/schemas';
import { buildTestApp, fileTestApp } from '../../helpers/app';
import { userId } from '../points/helpers';
import {
  api,
  expectError,
  freshCustomer,
  fundedCustomer,
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
const admin = await staffHeaders(t, 'admin');
const customer = await loginHeaders(t, 'customer', 'customer1234');
const hubadmin = await loginHeaders(t, 'hubadmin', 'hubadmin1234');
const hubmember = await loginHeaders(t, 'hubmember', 'hubmember1234');

type AdItem = {
  id: number;
  owner: { id: number; username: string };
  service: string;
  channel: string;
  status: string;
  keyword: string;
  rank: number | null;
  group: { id: number } | null;
  today: { completions: number };
  open_reports: number;
};
const list = async (query: string, headers: Headers) => {
  const response = await api(t).get(`/api/admin/ads?${query}`, headers);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { count: number; results: AdItem[] };
};

describe('demo seed', () => {
  test('every staff page (service × channel) has ads, in several states, with holds that fit the balance', async () => {
    for (const service of ['NURLY', 'NR', 'HUB']) {
      for (const channel of ['NAVER_SHOPPING', 'NAVER_PLACE']) {
        const { count } = await list(`service=${service}&channel=${channel}`, staff);
        assert.ok(count > 0, `${service} ${channel}`);
      }
    }
    const mine = await list('page_size=100', customer);
    assert.deepEqual(
      new Set(mine.results.map((ad) => ad.status)),
      new Set(['ACTIVE', 'PENDING', 'PAUSED', 'REJECTED', 'CANCELLED', 'ENDED']),
    );
    assert.ok(mine.results.every((ad) => ad.owner.username === 'customer'));
    // The customer's keywords are tracked by the keywords seed: the rank join shows them.
    assert.ok(mine.results.some((ad) => ad.keyword === '캠핑의자' && ad.rank !== null));
    assert.ok(mine.results.some((ad) => ad.status === 'ACTIVE' && ad.today.completions > 0));
    assert.ok(mine.results.some((ad) => ad.open_reports > 0));
    for (const who of [customer, await loginHeaders(t, 'hubclient', 'hubclient1234')]) {
      const money = await userMoney(t, who);
      assert.ok(money.held > 0 && money.available >= 0, JSON.stringify(money));
    }
    const active = mine.results.find((ad) => ad.status === 'ACTIVE')!;
    const history = (await api(t).get(`/api/admin/ads/${active.id}/histories`, customer)).json();
    assert.ok(history.count >= 14);
    // Every past day is settled from its real completions (docs/decisions/money-loop.md#one-source-of-truth); today counts only what its completions say.
    const settled = history.results.filter((day: { settled: boolean }) => day.settled);
    assert.ok(settled.length >= 13, `${settled.length} settled days`);
    assert.ok(
      settled.every(
        (day: { completions: number; charged: number; charge: number }) =>
          day.completions > 0 && day.charged === day.charge && day.charge > 0,
      ),
    );
  });
});

describe('list scopes', () => {
  test('the desk sees everyone; a customer only their own; hub staff their group’s HUB ads', async () => {
    const all = await list('page_size=100', staff);
    assert.ok(new Set(all.results.map((ad) => ad.owner.username)).size >= 3);
    const stranger = await freshCustomer(t);
    assert.equal((await list('', stranger.headers)).count, 0);
    // A customer cannot widen the scope with owner_id.
    const sneaky = await list(`owner_id=${await userId(t, 'customer')}`, stranger.headers);
    assert.equal(sneaky.count, 0);
    for (const hub of [hubadmin, hubmember]) {
      const seen = await list('page_size=100', hub);
      assert.ok(seen.count > 0);
      assert.ok(seen.results.every((ad) => ad.service === 'HUB' && ad.group?.id === seen.results[0].group?.id));
    }
    const hubAd = (await list('service=HUB', hubadmin)).results[0];
    assert.equal((await api(t).get(`/api/admin/ads/${hubAd.id}`, hubadmin)).statusCode, 200);
    // The hub console reads its group's ads; changing them is the owner's or the desk's.
    assert.equal((await api(t).put(`/api/admin/ads/${hubAd.id}`, { action: 'pause' }, hubadmin)).statusCode, 403);
    const nurlyAd = (await list('service=NURLY', staff)).results[0];
    expectError(await api(t).get(`/api/admin/ads/${nurlyAd.id}`, hubadmin), 404, adMessages.notFound);
  });

  test('filters: service, channel, status, keyword, search, owner, dates, max rank', async () => {
    const customerId = await userId(t, 'customer');
    const byStatus = await list('status=PENDING&service=NURLY', staff);
    assert.ok(byStatus.count > 0 && byStatus.results.every((ad) => ad.status === 'PENDING' && ad.service === 'NURLY'));
    const byKeyword = await list(`keyword=${encodeURIComponent('캠핑의자')}`, staff);
    assert.ok(byKeyword.count > 0 && byKeyword.results.every((ad) => ad.keyword === '캠핑의자'));
    const bySearch = await list(`search=${encodeURIComponent('텀블')}`, staff);
    assert.ok(bySearch.count > 0 && bySearch.results.every((ad) => ad.keyword.includes('텀블')));
    const byOwner = await list(`owner_id=${customerId}&channel=NAVER_PLACE`, staff);
    assert.ok(byOwner.count > 0 && byOwner.results.every((ad) => ad.owner.id === customerId && ad.channel === 'NAVER_PLACE'));
    const wildcard = await list(`search=${encodeURIComponent('%_')}`, staff);
    assert.equal(wildcard.count, 0, 'LIKE wildcards are literal');
    const ranked = await list(`max_rank=${AD_MAX_RANK_CHOICES.at(-1)}&owner_id=${customerId}`, staff);
    assert.ok(ranked.results.every((ad) => ad.rank !== null && ad.rank <= 200));
    const farFuture = await list('date_from=2099-01-01', staff);
    assert.equal(farFuture.count, 0);
    expectError(await api(t).get('/api/admin/ads?date_from=2025-13-01', staff), 400, adMessages.dateInvalid, 'date_from');
  });

  test('a cached total follows every ad write, also one made by another instance on the same database', async () => {
    const other = await buildTestApp({}, {}, t);
    try {
      const me = await fundedCustomer(t, 500_000);
      const otherStaff = await staffHeaders(other);
      const query = `owner_id=${me.id}&status=PENDING`;
      assert.equal((await list(query, staff)).count, 0);
      assert.equal((await list(query, staff)).count, 0, 'the second read answers from the cache');
      // Created through the OTHER instance: this one's cache must notice.
      const created = await api(other).post('/api/admin/ads', shoppingBody(other, { owner_id: me.id }), otherStaff);
      assert.equal(created.statusCode, 201, created.body);
      assert.equal((await list(query, staff)).count, 1);
      const adId = (await list(query, staff)).results[0].id;
      assert.equal((await api(other).put(`/api/admin/ads/${adId}`, { action: 'approve' }, otherStaff)).statusCode, 200);
      assert.equal((await list(query, staff)).count, 0, 'approved: no longer pending');
      assert.equal((await list(`owner_id=${me.id}&status=ACTIVE`, staff)).count, 1);
    } finally {
      await other.close();
    }
  });

  test('ordering by each field, unknown fields refused; export CSV with a BOM and Korean headers', async () => {
    const byVolume = await list('ordering=-daily_volume&page_size=100', staff);
    const volumes = byVolume.results.map((ad) => (ad as unknown as { daily_volume: number }).daily_volume);
    assert.deepEqual(
      volumes,
      [...volumes].sort((a, b) => b - a),
    );
    const byKeyword = await list('ordering=keyword&page_size=100', staff);
    const keywords = byKeyword.results.map((ad) => ad.keyword);
    assert.deepEqual(
      keywords,
      [...keywords].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const byOwner = await list('ordering=owner&page_size=100', staff);
    const owners = byOwner.results.map((ad) => ad.owner.username);
    assert.deepEqual(
      owners,
      [...owners].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    for (const field of ['id', 'created_at', 'start_date', 'end_date', 'status', '-created_at']) {
      assert.equal((await api(t).get(`/api/admin/ads?ordering=${field}`, staff)).statusCode, 200, field);
    }
    const bad = await api(t).get('/api/admin/ads?ordering=password', staff);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'ordering');
    const pageOne = await list('page_size=2', staff);
    const pageTwo = await list('page_size=2&page=2', staff);
    assert.equal(pageOne.results.length, 2);
    assert.ok(!pageTwo.results.some((ad) => pageOne.results.some((first) => first.id === ad.id)), 'pages never overlap');

    const csv = await api(t).get('/api/admin/ads?format=csv&service=NURLY', staff);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    assert.ok(csv.body.startsWith('\uFEFF번호,캠페인,서비스,채널,광고주'));
    assert.equal(csv.body.trim().split('\r\n').length - 1, (await list('service=NURLY', staff)).count);
    const xlsx = await api(t).get('/api/admin/ads?format=xlsx', customer);
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
  });
});

describe('assistant/campaingns', () => {
  test('the caller’s campaigns with their lines; products with price and money; cancel returns the hold', async () => {
    const me = await fundedCustomer(t, 100_000);
    const body = rewardLinesBody(
      t,
      [
        { product_code: 'naverapp', daily_volume: 100 },
        { product_code: 'naverapp-alram', daily_volume: 10 },
      ],
      { question: '스토어 이름은?', answers: ['누리캠핑'] },
    );
    const created = await api(t).post('/api/admin/ads', body, me.headers);
    assert.equal(created.statusCode, 201, created.body);
    await api(t).post('/api/admin/ads', placeBody(t), me.headers);
    const campaigns = await api(t).get('/api/assistant/campaingns', me.headers);
    assert.equal(campaigns.statusCode, 200, campaigns.body);
    assert.equal(campaigns.json().count, 2);
    const mine = campaigns.json().results.find((c: { id: number }) => c.id === created.json().campaign.id);
    assert.equal(mine.lines.length, 2);
    assert.equal(mine.status, 'PENDING');
    assert.equal(mine.refundable, true);
    // (3,850 + 880) × 10
    assert.equal(mine.hold, 47_300);
    const filtered = await api(t).get('/api/assistant/campaingns?channel=NAVER_PLACE', me.headers);
    assert.equal(filtered.json().count, 1);

    const products = await api(t).get('/api/assistant/campaingns/products', me.headers);
    assert.equal(products.statusCode, 200);
    assert.equal(products.json().results.length, 8);
    assert.equal(products.json().results[0].unit_price_tenths, 385);
    assert.equal(products.json().balance, 100_000);
    assert.equal(products.json().held, 47_300 + 9_625);
    assert.equal(products.json().available, 100_000 - 47_300 - 9_625);

    const stranger = await freshCustomer(t);
    expectError(await api(t).del(`/api/assistant/campaingns/${mine.id}`, stranger.headers), 404, adMessages.notFound);
    const cancelled = await api(t).del(`/api/assistant/campaingns/${mine.id}`, me.headers);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().message, adMessages.cancelledBeforeStart);
    assert.equal(cancelled.json().released, 47_300);
    assert.equal(cancelled.json().campaign.status, 'CANCELLED');
    assert.equal((await userMoney(t, me.headers)).held, 9_625);
    expectError(await api(t).del(`/api/assistant/campaingns/${mine.id}`, me.headers), 409, adMessages.transitionRefused);
  });
});

describe('problem reports, options and menu badges', () => {
  test('anyone who sees the ad reports; staff resolve; unknown types are a 400 naming type', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = (await api(t).post('/api/admin/ads', shoppingBody(t), me.headers)).json().campaign.lines[0];
    const reported = await api(t).post(`/api/admin/ads/${ad.id}/options?type=SOLD_OUT`, { memo: '품절 표시' }, me.headers);
    assert.equal(reported.statusCode, 200, reported.body);
    assert.equal(reported.json().message, adMessages.reported);
    const reportId = reported.json().report.id;
    assert.equal((await api(t).get(`/api/admin/ads/${ad.id}`, me.headers)).json().open_reports, 1);
    const bad = await api(t).post(`/api/admin/ads/${ad.id}/options?type=BOGUS`, {}, me.headers);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'type');
    assert.equal((await api(t).get(`/api/admin/ads/${ad.id}/options?type=SOLD_OUT`, me.headers)).statusCode, 400);
    assert.equal(
      (await api(t).post(`/api/admin/ads/${ad.id}/options?type=RESOLVED`, { report_id: reportId, resolution: '확인' }, me.headers))
        .statusCode,
      403,
    );
    expectError(
      await api(t).post(`/api/admin/ads/${ad.id}/options?type=RESOLVED`, { report_id: reportId }, staff),
      400,
      adMessages.reasonRequired,
      'resolution',
    );
    const resolved = await api(t).post(
      `/api/admin/ads/${ad.id}/options?type=RESOLVED`,
      { report_id: reportId, resolution: '재고 확인 완료' },
      staff,
    );
    assert.equal(resolved.statusCode, 200, resolved.body);
    assert.equal(resolved.json().message, adMessages.reportResolved);
    assert.equal(resolved.json().report.status, 'RESOLVED');
    const listed = await api(t).get(`/api/admin/ads/${ad.id}/options?type=REPORTED_LIST`, me.headers);
    assert.equal(listed.json().count, 1);
    assert.equal(listed.json().results[0].resolution, '재고 확인 완료');
    assert.equal(
      (await api(t).post(`/api/admin/ads/${ad.id}/options?type=RESOLVED`, { report_id: reportId, resolution: '다시' }, staff)).statusCode,
      409,
    );
  });

  test('admin/options: clients, services, statistics, maxRanks, customers', async () => {
    const response = await api(t).get('/api/admin/options?service=NURLY&channel=NAVER_SHOPPING', staff);
    assert.equal(response.statusCode, 200, response.body);
    const options = response.json();
    assert.deepEqual(options.maxRanks, [...AD_MAX_RANK_CHOICES]);
    assert.ok(options.clients.some((client: { username: string }) => client.username === 'customer'));
    assert.deepEqual(
      options.services.map((s: { value: string }) => s.value),
      ['NURLY', 'NR', 'HUB'],
    );
    const statusSum = ['PENDING', 'ACTIVE', 'PAUSED', 'REJECTED', 'CANCELLED', 'ENDED'].reduce((sum, s) => sum + options.statistics[s], 0);
    assert.equal(options.statistics.total, statusSum);
    assert.equal(options.statistics.total, (await list('service=NURLY&channel=NAVER_SHOPPING', staff)).count);
    assert.ok(options.customers.some((c: { username: string }) => c.username === 'customer'));
    assert.ok(options.customers.some((c: { username: string }) => c.username === 'hubclient'));
    assert.ok(!options.customers.some((c: { username: string }) => c.username === 'admin'));
    // Hub console: its group only, nobody to register for.
    const hub = (await api(t).get('/api/admin/options', hubadmin)).json();
    assert.deepEqual(hub.customers, []);
    assert.ok(hub.clients.every((c: { username: string }) => c.username === 'hubclient'));
    assert.equal((await api(t).get('/api/admin/options', customer)).statusCode, 403);
  });

  test('menu badges of the six staff pages: pending reviews and open reports', async () => {
    const keys = ['admin-shopping', 'admin-place', 'admin-nr-shopping', 'admin-nr-place', 'admin-hub-shopping', 'admin-hub-place'];
    const response = await api(t).post('/api/options/menu/status', { menus: keys }, admin);
    assert.equal(response.statusCode, 200, response.body);
    const status = response.json();
    assert.deepEqual(Object.keys(status).sort(), [...keys].sort());
    const pending = (await list('service=NURLY&channel=NAVER_SHOPPING&status=PENDING', staff)).count;
    assert.equal(status['admin-shopping'].successCount, pending);
    assert.ok(status['admin-hub-shopping'].errorCount >= 1, 'the seeded sold-out report');
  });
});
