/**
 * GET global-search over ads: a keyword or MID finds the caller's own campaigns (one result per
 * campaign, opening its page), console staff the ad lines on the desk page of their service and
 * channel, hub staff their group's HUB campaigns on the hub console; nobody finds another's.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileTestApp } from '../../helpers/app';
import { groupIdNamed, hubAccount, HUB_HOST, REWARD_HOST } from '../hub/ads-helpers';
import { api, fundedCustomer, rewardLinesBody, shoppingBody, placeBody, staffHeaders, type Headers } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const owner = await fundedCustomer(t, 1_000_000);
const stranger = await fundedCustomer(t, 1_000_000);

interface Result {
  title: string;
  subtitle: string;
  icon: string;
  to: { name: string; params?: Record<string, string>; query?: Record<string, string> };
}

async function search(headers: Headers, q: string, host: Record<string, string> = {}): Promise<Result[]> {
  const response = await api(t).get(`/api/global-search?q=${encodeURIComponent(q)}`, headers, host);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

async function create(body: Record<string, unknown>, headers: Headers, host: Record<string, string> = {}) {
  const response = await api(t).post('/api/admin/ads', body, headers, host);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().campaign as { id: number; keyword: string };
}

const suffix = Math.random().toString(36).slice(2, 8);
const twoLines = await create(
  rewardLinesBody(
    t,
    [
      { product_code: 'naverapp', daily_volume: 10 },
      { product_code: 'naverapp-dib', daily_volume: 10 },
    ],
    { keyword: `검색캠핑 ${suffix}`, mid: '99887766554', question: '찜 버튼 색은?', answers: ['빨강'] },
  ),
  owner.headers,
);
const place = await create(placeBody(t, { keyword: `검색꽃집 ${suffix}`, place_id: '5556667778' }), owner.headers);

test('an owner finds its campaign by keyword or MID, once however many lines it has, opening the campaign page', async () => {
  const byKeyword = await search(owner.headers, `검색캠핑 ${suffix}`);
  assert.deepEqual(byKeyword, [
    {
      title: twoLines.keyword,
      subtitle: '캠페인 · 더널리 쇼핑 · MID 99887766554',
      icon: 'mdi-calendar-check',
      to: { name: 'campaign-detail', params: { id: String(twoLines.id) } },
    },
  ]);
  assert.deepEqual(await search(owner.headers, '99887766554'), byKeyword);
  const byPlace = await search(owner.headers, '5556667778');
  assert.deepEqual(
    byPlace.map((r) => [r.subtitle, r.to.params?.id]),
    [['캠페인 · 더널리 플레이스 · 플레이스 ID 5556667778', String(place.id)]],
  );
});

test('nobody else finds them; the default site’s campaigns are not offered on the other consoles', async () => {
  assert.deepEqual(await search(stranger.headers, suffix), []);
  assert.deepEqual(await search(owner.headers, suffix, REWARD_HOST), []);
  assert.deepEqual(await search(owner.headers, suffix, HUB_HOST), []);
});

test('console staff find the lines on the desk page of their service and channel, on the default site only', async () => {
  const lines = await search(staff, `검색캠핑 ${suffix}`);
  assert.equal(lines.length, 2, 'one result per line');
  for (const line of lines) {
    assert.equal(line.subtitle, '광고 · 더널리 쇼핑 · MID 99887766554');
    assert.deepEqual(line.to, { name: 'admin-shopping', query: { search: '99887766554' } });
  }
  const places = await search(staff, `검색꽃집 ${suffix}`);
  assert.deepEqual(
    places.map((r) => r.to),
    [{ name: 'admin-place', query: { search: '5556667778' } }],
  );
  assert.deepEqual(await search(staff, suffix, HUB_HOST), []);
});

test('hub staff find their group’s HUB campaigns on the hub console; another group’s admin does not', async () => {
  const groupId = await groupIdNamed(t, 0);
  const client = await hubAccount(t, 'HUB_CLIENT', groupId, 50_000);
  const hubCampaign = await create(shoppingBody(t, { keyword: `허브검색 ${suffix}`, daily_volume: 1 }), client.headers, HUB_HOST);
  const admin = await hubAccount(t, 'HUB_ADMIN', groupId);
  const expected = [{ name: 'campaign-detail', params: { id: String(hubCampaign.id) } }];
  assert.deepEqual(
    (await search(admin.headers, `허브검색 ${suffix}`, HUB_HOST)).map((r) => r.to),
    expected,
  );
  assert.equal((await search(admin.headers, `허브검색 ${suffix}`, HUB_HOST))[0].subtitle, '캠페인 · 허브 쇼핑 · MID 84512345678');
  // The client finds it on the hub console and on the reward site, where its HUB lines are listed too.
  assert.deepEqual(
    (await search(client.headers, `허브검색 ${suffix}`, HUB_HOST)).map((r) => r.to),
    expected,
  );
  assert.deepEqual(
    (await search(client.headers, `허브검색 ${suffix}`, REWARD_HOST)).map((r) => r.to),
    expected,
  );
  const otherAdmin = await hubAccount(t, 'HUB_ADMIN', await groupIdNamed(t, 1));
  assert.deepEqual(await search(otherAdmin.headers, `허브검색 ${suffix}`, HUB_HOST), []);
});
