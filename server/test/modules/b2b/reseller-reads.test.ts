/**
 * What a reseller reads of its subtree besides the tree itself (docs/decisions/resellers.md#reseller-scope; access/scope.ts): the
 * live summary (GET admin/b2b/summary) counts only its subtree, itself included, and the ads reads
 * (GET admin/ads?owner_id=, admin/ads/{id}, its days and logs, the campaign detail) show its
 * descendants' lines — a sibling's, an ancestor's or a stranger's answer exactly like a missing one —
 * and stay read-only (a write on a descendant's line is the 404 of a missing line).
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/rows';
import { fileTestApp } from '../../helpers/app';
import { dayFrom, fundedCustomer, loginHeaders, shoppingBody, staffHeaders } from '../ads/helpers';
import { complete, publisherApp } from '../settlement/helpers';
import { advertiserUnder, api, createMember, type Headers } from './helpers';

const MISSING = 2_100_000_000;

const t = await fileTestApp();
const staff = await staffHeaders(t);

interface Account {
  id: number;
  headers: Headers;
  line: number;
  campaign: number;
}

/** A running line of `owner` (approved, today within its dates). */
async function runningLine(owner: { id: number; headers: Headers }): Promise<Account> {
  const created = await api(t).post(
    '/api/admin/ads',
    shoppingBody(t, { daily_volume: 50, start_date: dayFrom(t, 0), end_date: dayFrom(t, 2) }),
    owner.headers,
  );
  assert.equal(created.statusCode, 201, created.body);
  const { campaign } = created.json();
  const line = campaign.lines[0].id;
  assert.equal((await api(t).put(`/api/admin/ads/${line}`, { action: 'approve' }, staff)).statusCode, 200);
  return { id: owner.id, headers: owner.headers, line, campaign: campaign.id };
}

/** A funded, registered account moved under `parentId` at `tier`. */
async function accountAt(parentId: number, tier: number) {
  const customer = await fundedCustomer(t, 300_000);
  const moved = await api(t).put('/api/admin/b2b/members', { id: customer.id, parent_id: parentId, tier }, staff);
  assert.equal(moved.statusCode, 200, moved.body);
  return customer;
}

/**
 * main (1) ─ dist (2, a line) ─ agencyA (3) ─ advA (4, a line)
 *          │                  └ agencyB (3) ─ advB (4, a line)
 *          └ siblingDist (2) ─ siblingAdv (4, a line)
 * otherMain (1) ─ strangerDist (2) ─ strangerAdv (4, a line)
 */
let tree: {
  dist: Account;
  agencyA: { id: number; headers: Headers };
  agencyB: { id: number; headers: Headers };
  advA: Account;
  advB: Account;
  siblingDist: { id: number; headers: Headers };
  siblingAdv: Account;
  strangerAdv: Account;
};

before(async () => {
  const main = await createMember(t, staff, { tier: 1, parent_id: null, name: '읽기 본사' });
  const distAccount = await accountAt(main.id, 2);
  const agencyA = await createMember(t, staff, { tier: 3, parent_id: distAccount.id, name: '읽기 대행사 A' });
  const agencyB = await createMember(t, staff, { tier: 3, parent_id: distAccount.id, name: '읽기 대행사 B' });
  const siblingDist = await createMember(t, staff, { tier: 2, parent_id: main.id, name: '읽기 이웃 총판' });
  const otherMain = await createMember(t, staff, { tier: 1, parent_id: null, name: '읽기 남의 본사' });
  const strangerDist = await createMember(t, staff, { tier: 2, parent_id: otherMain.id, name: '읽기 남의 총판' });
  const login = async (member: { id: number; username: string }) => ({
    id: member.id,
    headers: await loginHeaders(t, member.username, 'pass1234'),
  });
  tree = {
    dist: await runningLine(distAccount),
    agencyA: await login(agencyA),
    agencyB: await login(agencyB),
    advA: await runningLine(await advertiserUnder(t, staff, agencyA.id)),
    advB: await runningLine(await advertiserUnder(t, staff, agencyB.id)),
    siblingDist: await login(siblingDist),
    siblingAdv: await runningLine(await advertiserUnder(t, staff, siblingDist.id)),
    strangerAdv: await runningLine(await advertiserUnder(t, staff, strangerDist.id)),
  };
  const publisher = await publisherApp(t);
  const day = t.clock.seoulDay();
  await complete(t, publisher, tree.advA.line, day, 3);
  await complete(t, publisher, tree.advB.line, day, 4);
  await complete(t, publisher, tree.siblingAdv.line, day, 5);
  await complete(t, publisher, tree.strangerAdv.line, day, 6);
});

/** Σ positive holds and Σ balances of these accounts, as the summary's `held` and `available` count them. */
async function moneyOf(ids: number[]) {
  const [row] = await rowsOf<{ held: string; balance: string }>(
    t.database.db,
    sql`select (select coalesce(sum(amount), 0) from point_holds where amount > 0 and account_id = any(${`{${ids.join(',')}}`}::int[]))::text as held,
               (select coalesce(sum(point), 0) from users where id = any(${`{${ids.join(',')}}`}::int[]))::text as balance`,
  );
  return { held: Number(row.held), available: Number(row.balance) - Number(row.held) };
}

describe('GET admin/b2b/summary as a reseller: its subtree only', () => {
  test('the distributor counts itself and its agencies’ advertisers; the agency its own branch; the sibling its own', async () => {
    const cases = [
      {
        who: 'distributor',
        headers: tree.dist.headers,
        ids: [tree.dist.id, tree.agencyA.id, tree.agencyB.id, tree.advA.id, tree.advB.id],
        ads: 3,
        completions: 7,
      },
      { who: 'agency A', headers: tree.agencyA.headers, ids: [tree.agencyA.id, tree.advA.id], ads: 1, completions: 3 },
      {
        who: 'sibling distributor',
        headers: tree.siblingDist.headers,
        ids: [tree.siblingDist.id, tree.siblingAdv.id],
        ads: 1,
        completions: 5,
      },
    ];
    for (const { who, headers, ids, ads, completions } of cases) {
      const response = await api(t).get('/api/admin/b2b/summary', headers);
      assert.equal(response.statusCode, 200, `${who}: ${response.body}`);
      const summary = response.json();
      assert.equal(summary.activeAds, ads, who);
      const naverapp = summary.products.find((row: { product_code: string }) => row.product_code === 'naverapp');
      assert.equal(naverapp.active_ads, ads, who);
      assert.equal(naverapp.target, ads * 50, who);
      assert.equal(naverapp.completions, completions, who);
      const money = await moneyOf(ids);
      assert.equal(summary.held, money.held, who);
      assert.equal(summary.available, money.available, who);
      assert.ok(summary.accruedCost > 0, who);
      assert.ok(
        summary.lowBalances.every((row: { id: number }) => ids.includes(row.id)),
        `${who}: ${response.body}`,
      );
    }
    // Staff see the whole tree: every line above and more.
    const all = (await api(t).get('/api/admin/b2b/summary', staff)).json();
    assert.ok(all.activeAds >= 6);
  });
});

describe('a reseller reads its descendants’ campaigns (read-only)', () => {
  const listOf = async (headers: Headers, ownerId: number) => {
    const response = await api(t).get(`/api/admin/ads?owner_id=${ownerId}`, headers);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { count: number; results: { id: number }[] };
  };

  test('lists a descendant’s lines by owner_id, at any depth', async () => {
    assert.deepEqual(
      (await listOf(tree.dist.headers, tree.advA.id)).results.map((ad) => ad.id),
      [tree.advA.line],
    );
    assert.deepEqual(
      (await listOf(tree.dist.headers, tree.advB.id)).results.map((ad) => ad.id),
      [tree.advB.line],
    );
    assert.deepEqual(
      (await listOf(tree.agencyA.headers, tree.advA.id)).results.map((ad) => ad.id),
      [tree.advA.line],
    );
    // Without owner_id, and with its own id, a reseller lists its own lines as before.
    assert.deepEqual(
      (await listOf(tree.dist.headers, tree.dist.id)).results.map((ad) => ad.id),
      [tree.dist.line],
    );
    const own = await api(t).get('/api/admin/ads', tree.dist.headers);
    assert.deepEqual(
      own.json().results.map((ad: { id: number }) => ad.id),
      [tree.dist.line],
    );
  });

  test('a sibling’s, an ancestor’s or a stranger’s lines list like an owner without any, and their ids answer like a missing one', async () => {
    const none = await listOf(tree.agencyA.headers, MISSING);
    assert.deepEqual(none, { count: 0, results: [] });
    const missingAd = await api(t).get(`/api/admin/ads/${MISSING}`, tree.agencyA.headers);
    const missingCampaign = await api(t).get(`/api/assistant/campaingns/${MISSING}`, tree.agencyA.headers);
    assert.equal(missingAd.statusCode, 404);
    assert.equal(missingCampaign.statusCode, 404);
    const outside = [
      { who: 'sibling', caller: tree.agencyA.headers, account: tree.advB },
      { who: 'ancestor', caller: tree.agencyA.headers, account: tree.dist },
      { who: 'sibling branch', caller: tree.dist.headers, account: tree.siblingAdv },
      { who: 'stranger', caller: tree.dist.headers, account: tree.strangerAdv },
    ];
    for (const { who, caller, account } of outside) {
      assert.deepEqual(await listOf(caller, account.id), none, who);
      for (const [url, missing] of [
        [`/api/admin/ads/${account.line}`, missingAd],
        [`/api/admin/ads/${account.line}/histories`, missingAd],
        [`/api/admin/ads/${account.line}/logs`, missingAd],
        [`/api/assistant/campaingns/${account.campaign}`, missingCampaign],
      ] as const) {
        const response = await api(t).get(url, caller);
        assert.equal(response.statusCode, missing.statusCode, `${who} ${url}: ${response.body}`);
        assert.deepEqual(response.json(), missing.json(), `${who} ${url}`);
      }
    }
  });

  test('reads a descendant’s line, its days and logs, and its campaign', async () => {
    for (const url of [
      `/api/admin/ads/${tree.advA.line}`,
      `/api/admin/ads/${tree.advA.line}/histories`,
      `/api/admin/ads/${tree.advA.line}/logs`,
      `/api/assistant/campaingns/${tree.advA.campaign}`,
    ]) {
      const response = await api(t).get(url, tree.dist.headers);
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    }
    assert.equal((await api(t).get(`/api/admin/ads/${tree.advA.line}`, tree.dist.headers)).json().id, tree.advA.line);
  });

  test('changes nothing on a descendant’s line: pause, cancel and a problem report answer the 404 of a missing line', async () => {
    const missing = await api(t).put(`/api/admin/ads/${MISSING}`, { action: 'pause' }, tree.dist.headers);
    assert.equal(missing.statusCode, 404);
    const writes = [
      () => api(t).put(`/api/admin/ads/${tree.advA.line}`, { action: 'pause' }, tree.dist.headers),
      () => api(t).del(`/api/admin/ads/${tree.advA.line}`, tree.dist.headers),
      () => api(t).post(`/api/admin/ads/${tree.advA.line}/options?type=SOLD_OUT`, { memo: '품절' }, tree.dist.headers),
      () => api(t).del(`/api/assistant/campaingns/${tree.advA.campaign}`, tree.dist.headers),
    ];
    for (const write of writes) {
      const response = await write();
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, missing.json().message);
    }
    const ad = (await api(t).get(`/api/admin/ads/${tree.advA.line}`, tree.advA.headers)).json();
    assert.equal(ad.status, 'ACTIVE');
    const reports = (await api(t).get(`/api/admin/ads/${tree.advA.line}/options?type=REPORTED_LIST`, staff)).json();
    assert.equal(reports.count, 0);
  });
});
