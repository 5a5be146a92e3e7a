/**
 * The B2B scope (docs/decisions/resellers.md#reseller-scope; access/scope.ts): a tier 2–3 reseller works its own subtree through
 * the same calls as staff. Every B2B route is walked as a distributor and as an agency with a
 * sibling's, an ancestor's and a stranger's ids: each answer (status and body) equals the answer for
 * an id that does not exist, and nothing is written. Then each allowed action and each refusal.
 */
import assert from 'node:assert/strict';
import { afterEach, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { REWARD_PRODUCTS, b2bMessages, formatTenthsWon, wonOfTenths } from '@nurly/contracts/schemas';
import { rowsOf } from '../../../src/db/rows';
import { settleUpTo } from '../../../src/modules/settlement/service';
import { demo, fileTestApp, seoulNoonToday } from '../../helpers/app';
import { dayFrom, expectError, loginHeaders, shoppingBody, staffHeaders } from '../ads/helpers';
import { complete, publisherApp, settlementDeps } from '../settlement/helpers';
import { advertiserUnder, api, createMember, setPrices, tableCounts, type Headers, type Member } from './helpers';

const DAY = 86_400_000;
const MISSING = 2_100_000_000;

const t = await fileTestApp();
const staff = await staffHeaders(t);
// Each test starts at noon in Seoul (a day moved forward is then past its 00:05 grace at any hour).
beforeEach(() => t.clock.set(seoulNoonToday()));
afterEach(() => t.clock.reset());

let probeCounter = 0;
const probeTag = () => `sc${process.pid % 10000}${(probeCounter += 1)}`;
const probeMobile = () => `0106${String(process.pid % 1000).padStart(3, '0')}${String(probeCounter).padStart(4, '0')}`;

/**
 * main (1) ─ dist (2) ─ agencyA (3) ─ advA (4)
 *          │         └ agencyB (3) ─ advB (4)
 *          └ siblingDist (2) ─ siblingAgency (3)
 * otherMain (1) ─ strangerDist (2) ─ strangerAgency (3) ─ strangerAdv (4)
 */
interface Tree {
  main: Member;
  dist: Member;
  agencyA: Member;
  agencyB: Member;
  advA: Member;
  advB: Member;
  siblingDist: Member;
  siblingAgency: Member;
  strangerDist: Member;
  strangerAgency: Member;
  strangerAdv: Member;
}

async function buildTree(): Promise<Tree> {
  const main = await createMember(t, staff, { tier: 1, parent_id: null, name: '범위 본사' });
  const dist = await createMember(t, staff, { tier: 2, parent_id: main.id, name: '범위 총판' });
  const agencyA = await createMember(t, staff, { tier: 3, parent_id: dist.id, name: '범위 대행사 A' });
  const agencyB = await createMember(t, staff, { tier: 3, parent_id: dist.id, name: '범위 대행사 B' });
  const advA = await createMember(t, staff, { tier: 4, parent_id: agencyA.id, name: '범위 광고주 A' });
  const advB = await createMember(t, staff, { tier: 4, parent_id: agencyB.id, name: '범위 광고주 B' });
  const siblingDist = await createMember(t, staff, { tier: 2, parent_id: main.id, name: '이웃 총판' });
  const siblingAgency = await createMember(t, staff, { tier: 3, parent_id: siblingDist.id, name: '이웃 대행사' });
  const otherMain = await createMember(t, staff, { tier: 1, parent_id: null, name: '남의 본사' });
  const strangerDist = await createMember(t, staff, { tier: 2, parent_id: otherMain.id, name: '남의 총판' });
  const strangerAgency = await createMember(t, staff, { tier: 3, parent_id: strangerDist.id, name: '남의 대행사' });
  const strangerAdv = await createMember(t, staff, { tier: 4, parent_id: strangerAgency.id, name: '남의 광고주' });
  return { main, dist, agencyA, agencyB, advA, advB, siblingDist, siblingAgency, strangerDist, strangerAgency, strangerAdv };
}

let tree: Tree;
let asDist: Headers;
let asAgency: Headers;
before(async () => {
  tree = await buildTree();
  asDist = await loginHeaders(t, tree.dist.username, 'pass1234');
  asAgency = await loginHeaders(t, tree.agencyA.username, 'pass1234');
});

interface Probe {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
}

/** Every B2B call that takes an account id, aimed at `id` (`child`: one of the caller's own children). */
function probes(id: number, child: number): Probe[] {
  const range = `from=${dayFrom(t, -30)}&to=${dayFrom(t, 0)}`;
  return [
    { label: 'members list by parent', method: 'GET', url: `/api/admin/b2b/members?parent_id=${id}` },
    { label: 'members export by parent', method: 'GET', url: `/api/admin/b2b/members?parent_id=${id}&format=csv` },
    {
      label: 'create under',
      method: 'POST',
      url: '/api/admin/b2b/members',
      payload: { username: probeTag(), password: 'pass1234', name: '탐색', mobile: probeMobile(), tier: 4, parent_id: id },
    },
    { label: 'edit memo', method: 'PUT', url: '/api/admin/b2b/members', payload: { id, memo: '탐색 메모' } },
    { label: 'deactivate', method: 'PUT', url: '/api/admin/b2b/members', payload: { id, active: false } },
    { label: 'change tier', method: 'PUT', url: '/api/admin/b2b/members', payload: { id, tier: 4 } },
    { label: 'move own child under', method: 'PUT', url: '/api/admin/b2b/members', payload: { id: child, parent_id: id } },
    { label: 'prices', method: 'GET', url: `/api/admin/b2b/prices?account_id=${id}` },
    {
      label: 'set prices',
      method: 'PUT',
      url: '/api/admin/b2b/prices',
      payload: { account_id: id, prices: [{ product_code: 'naverapp', unit_price_tenths: 9000 }] },
    },
    { label: 'ledger', method: 'GET', url: `/api/admin/b2b/balance/${id}` },
    { label: 'ledger (simple)', method: 'GET', url: `/api/admin/b2b/balance/${id}?is_simple=true` },
    { label: 'sales of member', method: 'GET', url: `/api/admin/b2b/sales?${range}&member_id=${id}` },
    { label: 'sales of member by product', method: 'GET', url: `/api/admin/b2b/sales?${range}&member_id=${id}&group=product&unit=month` },
    { label: 'invoices of account', method: 'GET', url: `/api/admin/invoices?account_id=${id}` },
  ];
}

async function answer(headers: Headers, probe: Probe) {
  const response = await t.inject({
    method: probe.method,
    url: probe.url,
    headers: probe.payload ? { ...headers, 'content-type': 'application/json' } : headers,
    payload: probe.payload ? JSON.stringify(probe.payload) : undefined,
  });
  return { status: response.statusCode, body: response.body.replace(/"(computedAt|request_id|requestId)":"[^"]*"/g, '') };
}

async function writtenState() {
  const [row] = await rowsOf<{ state: string }>(
    t.database.db,
    sql`select string_agg(id || ':' || coalesce(memo, '-') || ':' || is_active || ':' || array_to_string(tree_path, '/'), ',' order by id) as state from users where tier is not null`,
  );
  return { counts: await tableCounts(t), state: row.state };
}

describe('no B2B answer leaks outside the subtree', () => {
  for (const caller of ['distributor', 'agency'] as const) {
    test(`as ${caller}: a sibling's, an ancestor's and a stranger's ids answer exactly like a missing id, nothing written`, async () => {
      const headers = caller === 'distributor' ? asDist : asAgency;
      const child = caller === 'distributor' ? tree.agencyA.id : tree.advA.id;
      const outside =
        caller === 'distributor'
          ? {
              sibling: tree.siblingDist,
              nephew: tree.siblingAgency,
              ancestor: tree.main,
              stranger: tree.strangerAgency,
              strangerLeaf: tree.strangerAdv,
            }
          : { sibling: tree.agencyB, cousin: tree.advB, ancestor: tree.dist, root: tree.main, stranger: tree.strangerAdv };
      const before = await writtenState();
      let compared = 0;
      for (const [who, member] of Object.entries(outside)) {
        const missing = probes(MISSING, child);
        const target = probes(member.id, child);
        for (const [index, probe] of target.entries()) {
          const expected = await answer(headers, missing[index]);
          const actual = await answer(headers, probe);
          assert.deepEqual(actual, expected, `${caller} → ${who}'s id, ${probe.label}: ${actual.body}`);
          compared += 1;
        }
        // The search box finds nothing outside the subtree, like an unknown name.
        const found = await answer(headers, { label: 'search', method: 'GET', url: `/api/admin/b2b/members?search=${member.username}` });
        const none = await answer(headers, { label: 'search', method: 'GET', url: `/api/admin/b2b/members?search=zz${member.username}` });
        assert.deepEqual(found, none, `${caller} searches ${who}`);
      }
      assert.ok(compared >= 14 * 4);
      assert.deepEqual(await writtenState(), before);
    });
  }

  test('a reseller’s whole list, summary and sales name no account outside its subtree', async () => {
    const inside = new Set([tree.agencyA.id, tree.agencyB.id, tree.advA.id, tree.advB.id]);
    const list = await api(t).get('/api/admin/b2b/members?page_size=100', asDist);
    assert.equal(list.statusCode, 200, list.body);
    const ids = list.json().results.map((member: { id: number }) => member.id);
    assert.deepEqual(
      [...ids].sort((a: number, b: number) => a - b),
      [...inside].sort((a, b) => a - b),
      list.body,
    );
    for (const headers of [asDist, asAgency]) {
      const summary = (await api(t).get('/api/admin/b2b/summary', headers)).json();
      assert.ok(summary.lowBalances.every((row: { id: number }) => inside.has(row.id)));
      const sales = (await api(t).get(`/api/admin/b2b/sales?from=${dayFrom(t, -30)}&to=${dayFrom(t, 0)}`, headers)).json();
      assert.equal(sales.view, 'reseller');
      assert.deepEqual(sales.hubs, []);
    }
  });
});

describe('what a reseller may do in its subtree', () => {
  test('lists its own children for parent_id=root and drills down with a breadcrumb starting below itself', async () => {
    const root = await api(t).get('/api/admin/b2b/members?parent_id=root', asDist);
    assert.equal(root.statusCode, 200, root.body);
    assert.deepEqual(
      root
        .json()
        .results.map((member: { id: number }) => member.id)
        .sort((a: number, b: number) => a - b),
      [tree.agencyA.id, tree.agencyB.id],
    );
    assert.deepEqual(root.json().path, []);
    const down = (await api(t).get(`/api/admin/b2b/members?parent_id=${tree.agencyA.id}`, asDist)).json();
    assert.deepEqual(
      down.results.map((member: { id: number }) => member.id),
      [tree.advA.id],
    );
    assert.deepEqual(
      down.path.map((node: { id: number }) => node.id),
      [tree.agencyA.id],
    );
    // The agency's own root is itself: its children.
    const agencyRoot = (await api(t).get('/api/admin/b2b/members?parent_id=root', asAgency)).json();
    assert.deepEqual(
      agencyRoot.results.map((member: { id: number }) => member.id),
      [tree.advA.id],
    );
    // Staff keep the whole tree: the main's breadcrumb from the top.
    const staffView = (await api(t).get(`/api/admin/b2b/members?parent_id=${tree.agencyA.id}`, staff)).json();
    assert.deepEqual(
      staffView.path.map((node: { id: number }) => node.id),
      [tree.main.id, tree.dist.id, tree.agencyA.id],
    );
    const search = (await api(t).get(`/api/admin/b2b/members?search=${tree.advB.username}`, asDist)).json();
    assert.deepEqual(
      search.results.map((member: { id: number }) => member.id),
      [tree.advB.id],
    );
  });

  test('creates accounts under itself or a descendant; refuses a tier not below the parent and no parent, naming the field, nothing written', async () => {
    const agency = await createMember(t, asDist, { tier: 3, parent_id: tree.dist.id, name: '새 대행사' });
    const advertiser = await createMember(t, asDist, { tier: 4, parent_id: agency.id, name: '새 광고주' });
    const listed = (await api(t).get(`/api/admin/b2b/members?parent_id=${agency.id}`, asDist)).json();
    assert.deepEqual(
      listed.results.map((member: { id: number }) => member.id),
      [advertiser.id],
    );
    const before = await writtenState();
    const body = (fields: Record<string, unknown>) => ({
      username: probeTag(),
      password: 'pass1234',
      name: '거절',
      mobile: probeMobile(),
      ...fields,
    });
    expectError(
      await api(t).post('/api/admin/b2b/members', body({ tier: 2, parent_id: tree.dist.id }), asDist),
      400,
      b2bMessages.tierBelowParent(2),
      'tier',
    );
    expectError(
      await api(t).post('/api/admin/b2b/members', body({ tier: 3, parent_id: tree.agencyA.id }), asDist),
      400,
      b2bMessages.tierBelowParent(3),
      'tier',
    );
    expectError(
      await api(t).post('/api/admin/b2b/members', body({ tier: 4, parent_id: tree.advA.id }), asDist),
      400,
      b2bMessages.advertiserHasChildren,
      'parent_id',
    );
    expectError(
      await api(t).post('/api/admin/b2b/members', body({ tier: 2, parent_id: null }), asDist),
      400,
      b2bMessages.parentNotFound,
      'parent_id',
    );
    assert.deepEqual(await writtenState(), before);
  });

  test('edits memo and the active flag of a descendant and moves it within its subtree; refuses itself, a move outside and a tier that breaks the tree', async () => {
    const agency = await createMember(t, staff, { tier: 3, parent_id: tree.dist.id });
    const advertiser = await createMember(t, staff, { tier: 4, parent_id: agency.id });
    const edited = await api(t).put('/api/admin/b2b/members', { id: advertiser.id, memo: '리셀러 메모', active: false }, asDist);
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().member.memo, '리셀러 메모');
    assert.equal(edited.json().member.status, 'inactive');
    const moved = await api(t).put('/api/admin/b2b/members', { id: advertiser.id, parent_id: tree.agencyB.id, active: true }, asDist);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().member.parent.id, tree.agencyB.id);

    const before = await writtenState();
    expectError(await api(t).put('/api/admin/b2b/members', { id: tree.dist.id, memo: '내 메모' }, asDist), 404, b2bMessages.memberNotFound);
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: tree.agencyA.id, memo: '상위 메모' }, asAgency),
      404,
      b2bMessages.memberNotFound,
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: advertiser.id, parent_id: tree.siblingAgency.id }, asDist),
      400,
      b2bMessages.parentNotFound,
      'parent_id',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: advertiser.id, parent_id: null }, asDist),
      400,
      b2bMessages.parentNotFound,
      'parent_id',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: tree.agencyA.id, tier: 4 }, asDist),
      400,
      b2bMessages.advertiserHasChildren,
      'tier',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: tree.agencyA.id, tier: 2 }, asDist),
      400,
      b2bMessages.tierBelowParent(2),
      'tier',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: agency.id, parent_id: tree.advA.id }, asDist),
      400,
      b2bMessages.advertiserHasChildren,
      'parent_id',
    );
    assert.deepEqual(await writtenState(), before);
  });

  test('sets prices for itself and a descendant reseller, never below that account’s own price; reads its descendants’ ledgers', async () => {
    const own = (await api(t).get(`/api/admin/b2b/prices?account_id=${tree.dist.id}`, asDist)).json();
    const naverapp = own.results.find((row: { product_code: string }) => row.product_code === 'naverapp');
    const ownPrice = naverapp.own_price_tenths as number;
    const mine = await setPrices(t, asDist, tree.dist.id, { naverapp: ownPrice + 20 });
    assert.equal(mine.statusCode, 200, mine.body);
    const agencyPrice = await setPrices(t, asDist, tree.agencyB.id, { naverapp: ownPrice + 30 });
    assert.equal(agencyPrice.statusCode, 200, agencyPrice.body);
    assert.equal(
      agencyPrice.json().prices.results.find((row: { product_code: string }) => row.product_code === 'naverapp').own_price_tenths,
      ownPrice + 20,
    );

    const before = await writtenState();
    const below = await setPrices(t, asDist, tree.agencyB.id, { naverapp: ownPrice + 10 });
    const productName = REWARD_PRODUCTS.find((product) => product.code === 'naverapp')!.name;
    expectError(below, 400, b2bMessages.priceBelowOwn(productName, formatTenthsWon(ownPrice + 20)), 'prices.0.unit_price_tenths');
    const belowMine = await setPrices(t, asDist, tree.dist.id, { naverapp: ownPrice - 10 });
    assert.equal(belowMine.statusCode, 400, belowMine.body);
    assert.equal(belowMine.json().field, 'prices.0.unit_price_tenths');
    expectError(
      await setPrices(t, asDist, tree.advA.id, { naverapp: ownPrice + 40 }),
      400,
      b2bMessages.advertiserNoChildPrice,
      'account_id',
    );
    assert.deepEqual(await writtenState(), before);

    for (const id of [tree.dist.id, tree.agencyA.id, tree.advA.id]) {
      assert.equal((await api(t).get(`/api/admin/b2b/balance/${id}`, asDist)).statusCode, 200);
    }
  });
});

describe('a reseller’s sales: its subtree with its own margin', () => {
  test('the distributor and the agency each read their own margin; staff read the company figures', async () => {
    const main = await createMember(t, staff, { tier: 1, parent_id: null });
    const dist = await createMember(t, staff, { tier: 2, parent_id: main.id });
    const agency = await createMember(t, staff, { tier: 3, parent_id: dist.id });
    const distHeaders = await loginHeaders(t, dist.username, 'pass1234');
    const agencyHeaders = await loginHeaders(t, agency.username, 'pass1234');
    assert.equal((await setPrices(t, staff, main.id, { naverapp: 400 })).statusCode, 200);
    assert.equal((await setPrices(t, distHeaders, dist.id, { naverapp: 420 })).statusCode, 200);
    assert.equal((await setPrices(t, agencyHeaders, agency.id, { naverapp: 450 })).statusCode, 200);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    const body = shoppingBody(t, { daily_volume: 100, start_date: dayFrom(t, 0), end_date: dayFrom(t, 4) });
    const created = await api(t).post('/api/admin/ads', body, advertiser.headers);
    assert.equal(created.statusCode, 201, created.body);
    const line = created.json().campaign.lines[0];
    assert.equal((await api(t).put(`/api/admin/ads/${line.id}`, { action: 'approve' }, staff)).statusCode, 200);
    const publisher = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, publisher, line.id, day, 7);
    t.clock.advance(DAY);
    await settleUpTo(settlementDeps(t), day);

    const url = `/api/admin/b2b/sales?from=${day}&to=${day}&group=member`;
    const asDistributor = (await api(t).get(url, distHeaders)).json();
    assert.equal(asDistributor.view, 'reseller');
    assert.equal(asDistributor.totals.actions, 7);
    assert.equal(asDistributor.totals.reseller_margin, wonOfTenths((420 - 400) * 7));
    assert.equal(asDistributor.totals.publisher_payout, null);
    assert.equal(asDistributor.totals.company_margin, null);
    assert.deepEqual(
      asDistributor.results.map((row: { key: string; reseller_margin: number; company_margin: null }) => [
        row.key,
        row.reseller_margin,
        row.company_margin,
      ]),
      [[String(advertiser.id), wonOfTenths(20 * 7), null]],
    );
    const asAgencyReport = (await api(t).get(url, agencyHeaders)).json();
    assert.equal(asAgencyReport.totals.reseller_margin, wonOfTenths((450 - 420) * 7));
    assert.equal(asAgencyReport.totals.revenue, asDistributor.totals.revenue);
    const asStaff = (await api(t).get(`${url}&member_id=${main.id}`, staff)).json();
    assert.equal(asStaff.view, 'company');
    assert.equal(asStaff.totals.reseller_margin, wonOfTenths((450 - 400) * 7));
    assert.equal(typeof asStaff.totals.company_margin, 'number');
    // The distributor's CSV has no company figures either.
    const csv = await api(t).get(`${url}&format=csv`, distHeaders);
    assert.equal(csv.statusCode, 200);
    assert.ok(!csv.body.includes(String(asStaff.totals.company_margin)) || asStaff.totals.company_margin === 0);
    // The live summary counts the distributor's subtree only: its one running line and its advertiser's holds.
    const summary = (await api(t).get('/api/admin/b2b/summary', distHeaders)).json();
    const [holds] = await rowsOf<{ held: string; balance: string }>(
      t.database.db,
      sql`select (select coalesce(sum(amount), 0) from point_holds where amount > 0 and account_id in (${advertiser.id}, ${agency.id}, ${dist.id}))::text as held,
                 (select coalesce(sum(point), 0) from users where id in (${advertiser.id}, ${agency.id}, ${dist.id}))::text as balance`,
    );
    assert.equal(summary.activeAds, 1);
    assert.equal(summary.held, Number(holds.held));
    assert.equal(summary.available, Number(holds.balance) - Number(holds.held));
    assert.ok((await api(t).get('/api/admin/b2b/summary', staff)).json().activeAds > 1);
    // Invoices of the month: the distributor lists its advertiser's, without the desk's columns.
    const month = day.slice(0, 7);
    assert.equal((await api(t).post('/api/admin/invoices/generate', { month }, staff)).statusCode, 200);
    const invoices = (await api(t).get(`/api/admin/invoices?account_id=${advertiser.id}`, distHeaders)).json();
    assert.equal(invoices.count, 1);
    assert.equal(invoices.invocies[0].assignee, null);
    const all = (await api(t).get('/api/admin/invoices?page_size=100', distHeaders)).json();
    assert.ok(
      all.invocies.every((invoice: { account: { id: number } }) => invoice.account.id === advertiser.id),
      JSON.stringify(all),
    );
  });
});

describe('hub admins are resellers of their group', () => {
  test('the demo hub admin lists its own children and prices, and nothing above it', async () => {
    const hubAdmin = await loginHeaders(t, ...demo.hubadmin);
    const me = (await api(t).get('/api/user', hubAdmin)).json();
    const children = await api(t).get('/api/admin/b2b/members?parent_id=root', hubAdmin);
    assert.equal(children.statusCode, 200, children.body);
    assert.ok(children.json().results.length >= 1);
    assert.ok(
      children.json().results.every((member: { parent: { id: number } }) => member.parent.id === me.id),
      children.body,
    );
    assert.equal((await api(t).get(`/api/admin/b2b/prices?account_id=${me.id}`, hubAdmin)).statusCode, 200);
    expectError(await api(t).get(`/api/admin/b2b/prices?account_id=${tree.main.id}`, hubAdmin), 404, b2bMessages.memberNotFound);
  });
});
