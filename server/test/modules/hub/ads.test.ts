/**
 * Hub ads API: the hub console registers, lists, pauses, resumes and extends
 * its clients' HUB ads within its group (another group's admin gets 404 and sees nothing); the
 * reward site works on the caller's own NR ads; the hold follows every change.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adMessages, hubAdMessages } from '@nurly/contracts/schemas';
import { fileTestApp } from '../../helpers/app';
import { eq } from 'drizzle-orm';
import { advertisers, users } from '../../../src/db/schema';
import {
  api,
  dayFrom,
  expectError,
  freshCustomer,
  holdOf,
  placeBody,
  shoppingBody,
  staffHeaders,
  userMoney,
  type Headers,
} from '../ads/helpers';
import { HUB_HOST, REWARD_HOST, groupIdNamed, hubAccount } from './ads-helpers';

let staff: Headers;
let groupA: number;
let adminA: Awaited<ReturnType<typeof hubAccount>>;
let memberA: Awaited<ReturnType<typeof hubAccount>>;
let clientA: Awaited<ReturnType<typeof hubAccount>>;
let otherClientA: Awaited<ReturnType<typeof hubAccount>>;
let adminB: Awaited<ReturnType<typeof hubAccount>>;
let clientB: Awaited<ReturnType<typeof hubAccount>>;

const t = await fileTestApp();
before(async () => {
  staff = await staffHeaders(t);
  groupA = await groupIdNamed(t, 0);
  const groupB = await groupIdNamed(t, 1);
  adminA = await hubAccount(t, 'HUB_ADMIN', groupA);
  memberA = await hubAccount(t, 'HUB_MEMBER', groupA, 100_000);
  clientA = await hubAccount(t, 'HUB_CLIENT', groupA, 100_000);
  otherClientA = await hubAccount(t, 'HUB_CLIENT', groupA, 100_000);
  adminB = await hubAccount(t, 'HUB_ADMIN', groupB);
  clientB = await hubAccount(t, 'HUB_CLIENT', groupB, 100_000);
});

const hub = {
  get: (url: string, headers: Headers) => api(t).get(url, headers, HUB_HOST),
  post: (url: string, payload: unknown, headers: Headers) => api(t).post(url, payload, headers, HUB_HOST),
  put: (url: string, payload: unknown, headers: Headers) =>
    t.inject({ method: 'PUT', url, payload: payload as object, headers: { ...headers, ...HUB_HOST } }),
};

/** A hub ad of `clientA` registered by its hub admin: 10/day of naverapp (38.5 won) for 5 days. */
async function registerForClient(clientId: number, overrides: Record<string, unknown> = {}) {
  const response = await hub.post(
    '/api/hub/ads',
    { ...shoppingBody(t, { daily_volume: 10, end_date: dayFrom(t, 5) }), client_id: clientId, ...overrides },
    adminA.headers,
  );
  assert.equal(response.statusCode, 201, response.body);
  return response.json().campaign.lines[0];
}

describe('hub console: registration for a client', () => {
  test('the clients offered are the group’s hub clients only', async () => {
    const response = await hub.get('/api/hub/ads/clients', adminA.headers);
    assert.equal(response.statusCode, 200, response.body);
    const ids = response.json().results.map((client: { id: number }) => client.id);
    assert.ok(ids.includes(clientA.id) && ids.includes(otherClientA.id));
    assert.ok(!ids.includes(clientB.id), 'another group’s client is not offered');
    const own = await hub.get('/api/hub/ads/clients', clientA.headers);
    assert.deepEqual(
      own.json().results.map((client: { id: number }) => client.id),
      [clientA.id],
    );
  });

  test('a hub admin registers a HUB ad held on the client’s points', async () => {
    const line = await registerForClient(clientA.id);
    assert.equal(line.service, 'HUB');
    assert.equal(line.owner.id, clientA.id);
    assert.equal(line.owner.name, '테스트 상점', 'the business name when the client registered one');
    assert.equal(line.group.id, groupA);
    assert.equal(line.status, 'PENDING');
    // ceil(10 × 38.5) = 385 a day × 5 days.
    assert.equal(await holdOf(t, line.id), 1_925);
    assert.equal((await userMoney(t, clientA.headers)).held >= 1_925, true);
  });

  test('a client without a business profile is named by the account holder, as the reports name it', async () => {
    await t.database.db.delete(advertisers).where(eq(advertisers.userId, otherClientA.id));
    const line = await registerForClient(otherClientA.id);
    const [client] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, otherClientA.id));
    assert.ok(client.name);
    assert.equal(line.owner.name, client.name);
  });

  test('the client is required, and must belong to the group', async () => {
    const body = shoppingBody(t, { daily_volume: 10 });
    expectError(await hub.post('/api/hub/ads', body, adminA.headers), 400, hubAdMessages.clientRequired, 'client_id');
    expectError(
      await hub.post('/api/hub/ads', { ...body, client_id: clientB.id }, adminA.headers),
      400,
      hubAdMessages.clientNotInGroup,
      'client_id',
    );
    const stranger = await freshCustomer(t);
    expectError(
      await hub.post('/api/hub/ads', { ...body, client_id: stranger.id }, adminA.headers),
      400,
      hubAdMessages.clientNotInGroup,
      'client_id',
    );
    // A hub client registers only its own ads.
    expectError(
      await hub.post('/api/hub/ads', { ...body, client_id: otherClientA.id }, clientA.headers),
      400,
      hubAdMessages.clientNotInGroup,
      'client_id',
    );
  });

  test('the ads rules apply: a bad MID is refused with its Korean message', async () => {
    expectError(
      await hub.post('/api/hub/ads', { ...shoppingBody(t, { mid: '12' }), client_id: clientA.id }, adminA.headers),
      400,
      adMessages.midInvalid,
      'mid',
    );
    expectError(
      await hub.post('/api/hub/ads', { ...placeBody(t, { product_code: 'naverapp' }), client_id: clientA.id }, adminA.headers),
      400,
      adMessages.channelMismatch,
    );
  });

  test('a customer without a console role is refused', async () => {
    const customer = await freshCustomer(t);
    assert.equal((await hub.get('/api/hub/ads?channel=NAVER_SHOPPING', customer.headers)).statusCode, 403);
  });
});

describe('hub console: group scope', () => {
  test('lists: the group’s admin and member see the ad, the client its own, another group nothing', async () => {
    const line = await registerForClient(clientA.id);
    const otherLine = await registerForClient(otherClientA.id);
    const ids = async (headers: Headers, query = '') =>
      (await hub.get(`/api/hub/ads?channel=NAVER_SHOPPING${query}`, headers)).json().results.map((ad: { id: number }) => ad.id);
    assert.ok((await ids(adminA.headers)).includes(line.id));
    assert.ok((await ids(memberA.headers)).includes(line.id));
    assert.ok((await ids(adminA.headers, `&client_id=${clientA.id}`)).every((id: number) => id !== otherLine.id));
    const clientSees = await ids(clientA.headers);
    assert.ok(clientSees.includes(line.id) && !clientSees.includes(otherLine.id));
    const bSees = (await hub.get('/api/hub/ads?channel=NAVER_SHOPPING&page_size=100', adminB.headers)).json().results;
    assert.ok(bSees.every((ad: { group: { id: number } | null }) => ad.group !== null && ad.group.id !== groupA));
    assert.ok(!bSees.some((ad: { id: number }) => ad.id === line.id || ad.id === otherLine.id));
    // The place page does not list shopping ads.
    const placeIds = (await hub.get('/api/hub/ads?channel=NAVER_PLACE', adminA.headers)).json().results.map((ad: { id: number }) => ad.id);
    assert.ok(!placeIds.includes(line.id));
  });

  test('another group’s admin gets 404 on every change, and nothing moves', async () => {
    const line = await registerForClient(clientA.id);
    for (const body of [{ action: 'pause' }, { action: 'resume' }, { action: 'extend', end_date: dayFrom(t, 20) }]) {
      expectError(await hub.put(`/api/hub/ads/${line.id}`, body, adminB.headers), 404, adMessages.notFound);
    }
    expectError(await hub.put(`/api/hub/ads/${line.id}`, { action: 'pause' }, clientB.headers), 404, adMessages.notFound);
    assert.equal(await holdOf(t, line.id), 1_925);
    // The history is just as closed to the other group.
    assert.equal((await hub.get(`/api/admin/ads/${line.id}/histories`, adminB.headers)).statusCode, 404);
    assert.equal((await hub.get(`/api/admin/ads/${line.id}/histories`, adminA.headers)).statusCode, 200);
  });
});

describe('hub console: pause, resume, extend', () => {
  test('pause releases the days ahead, resume re-holds them, extend holds the added days', async () => {
    const line = await registerForClient(clientA.id, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 4) });
    const approved = await api(t).put(`/api/admin/ads/${line.id}`, { action: 'approve' }, staff);
    assert.equal(approved.statusCode, 200, approved.body);

    const paused = await hub.put(`/api/hub/ads/${line.id}`, { action: 'pause' }, adminA.headers);
    assert.equal(paused.statusCode, 200, paused.body);
    assert.equal(paused.json().message, adMessages.paused);
    assert.equal(paused.json().ad.status, 'PAUSED');
    // Today's day hold stays for settlement; the four days ahead are released.
    assert.equal(await holdOf(t, line.id), 385);

    const resumed = await hub.put(`/api/hub/ads/${line.id}`, { action: 'resume' }, memberA.headers);
    assert.equal(resumed.statusCode, 200, resumed.body);
    assert.equal(resumed.json().ad.status, 'ACTIVE');
    assert.equal(await holdOf(t, line.id), 1_925);

    const extended = await hub.put(`/api/hub/ads/${line.id}`, { action: 'extend', end_date: dayFrom(t, 9) }, adminA.headers);
    assert.equal(extended.statusCode, 200, extended.body);
    assert.equal(extended.json().message, adMessages.extended);
    assert.equal(extended.json().ad.end_date, dayFrom(t, 9));
    assert.equal(await holdOf(t, line.id), 3_850);

    expectError(
      await hub.put(`/api/hub/ads/${line.id}`, { action: 'extend', end_date: dayFrom(t, 9) }, adminA.headers),
      400,
      adMessages.extendNotLater,
      'end_date',
    );
    expectError(await hub.put(`/api/hub/ads/${line.id}`, { action: 'extend' }, adminA.headers), 400, adMessages.dateInvalid, 'end_date');
  });

  test('an extension the client’s balance cannot cover is refused, and nothing changes', async () => {
    const poor = await hubAccount(t, 'HUB_CLIENT', groupA, 3_000);
    const line = await registerForClient(poor.id);
    const response = await hub.put(`/api/hub/ads/${line.id}`, { action: 'extend', end_date: dayFrom(t, 60) }, adminA.headers);
    expectError(response, 409, adMessages.insufficientAvailable);
    assert.equal(await holdOf(t, line.id), 1_925);
    const ad = await hub.get(`/api/admin/ads/${line.id}`, adminA.headers);
    assert.equal(ad.json().end_date, dayFrom(t, 5));
  });

  test('a pending ad cannot be paused', async () => {
    const line = await registerForClient(clientA.id);
    expectError(await hub.put(`/api/hub/ads/${line.id}`, { action: 'pause' }, adminA.headers), 409, adMessages.transitionRefused);
  });
});

describe('hub console: Nurly staff', () => {
  test('staff register for a client of the group, list the group’s ads, and give a reason to pause', async () => {
    const admin = await staffHeaders(t, 'admin');
    const created = await hub.post(
      '/api/hub/ads',
      { ...shoppingBody(t, { daily_volume: 10, start_date: dayFrom(t, 0) }), client_id: clientA.id },
      admin,
    );
    assert.equal(created.statusCode, 201, created.body);
    const line = created.json().campaign.lines[0];
    assert.equal(line.owner.id, clientA.id);
    assert.equal(line.group.id, groupA);
    const listed = await hub.get(`/api/hub/ads?channel=NAVER_SHOPPING&client_id=${clientA.id}&page_size=100`, admin);
    assert.ok(listed.json().results.some((ad: { id: number }) => ad.id === line.id));
    assert.equal((await api(t).put(`/api/admin/ads/${line.id}`, { action: 'approve' }, staff)).statusCode, 200);
    expectError(await hub.put(`/api/hub/ads/${line.id}`, { action: 'pause' }, admin), 400, adMessages.reasonRequired, 'reason');
    const paused = await hub.put(`/api/hub/ads/${line.id}`, { action: 'pause', reason: '광고주 요청' }, admin);
    assert.equal(paused.statusCode, 200, paused.body);
    assert.equal(paused.json().ad.status_reason, '광고주 요청');
  });
});

describe('reward site: the member’s own NR ads', () => {
  const reward = {
    get: (url: string, headers: Headers) => api(t).get(url, headers, REWARD_HOST),
    post: (url: string, payload: unknown, headers: Headers) => api(t).post(url, payload, headers, REWARD_HOST),
    put: (url: string, payload: unknown, headers: Headers) =>
      t.inject({ method: 'PUT', url, payload: payload as object, headers: { ...headers, ...REWARD_HOST } }),
  };

  test('registers, lists and pauses its own ads; others see none of them; no extension here', async () => {
    const created = await reward.post('/api/hub/ads', placeBody(t, { daily_volume: 10, start_date: dayFrom(t, 0) }), memberA.headers);
    assert.equal(created.statusCode, 201, created.body);
    const line = created.json().campaign.lines[0];
    assert.equal(line.service, 'NR');
    assert.equal(line.owner.id, memberA.id);
    assert.equal(line.group, null);

    const mine = await reward.get('/api/hub/ads?channel=NAVER_PLACE', memberA.headers);
    assert.ok(mine.json().results.some((ad: { id: number }) => ad.id === line.id));
    const theirs = await reward.get('/api/hub/ads?channel=NAVER_PLACE', adminA.headers);
    assert.ok(!theirs.json().results.some((ad: { id: number }) => ad.id === line.id));
    expectError(await reward.put(`/api/hub/ads/${line.id}`, { action: 'pause' }, adminA.headers), 404, adMessages.notFound);
    // The hub console does not reach an NR ad.
    expectError(await hub.put(`/api/hub/ads/${line.id}`, { action: 'pause' }, memberA.headers), 404, adMessages.notFound);

    assert.equal((await api(t).put(`/api/admin/ads/${line.id}`, { action: 'approve' }, staff)).statusCode, 200);
    const paused = await reward.put(`/api/hub/ads/${line.id}`, { action: 'pause' }, memberA.headers);
    assert.equal(paused.statusCode, 200, paused.body);
    expectError(
      await reward.put(`/api/hub/ads/${line.id}`, { action: 'extend', end_date: dayFrom(t, 30) }, memberA.headers),
      409,
      adMessages.transitionRefused,
    );
    expectError(
      await reward.post('/api/hub/ads', { ...placeBody(t), client_id: clientA.id }, memberA.headers),
      403,
      adMessages.customerOwnerRefused,
    );
    assert.deepEqual((await reward.get('/api/hub/ads/clients', memberA.headers)).json().results, []);
  });
});
