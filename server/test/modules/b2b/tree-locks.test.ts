/**
 * Tree writes without a tree-wide lock (README "Concurrency"): the materialised path follows every
 * move, a cycle cannot be written even past the code, and — on PostgreSQL (TEST_DATABASE_URL), where
 * transactions really run side by side — a write held open in one distributor's subtree never holds
 * up another distributor's writes, while a write on the same chain waits for it; raced opposite moves
 * never leave a cycle.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { b2bMessages } from '@nurly/contracts/schemas';
import { rowsOf } from '../../../src/db/rows';
import { lockTreeChain } from '../../../src/modules/b2b/repository';
import { fileTestApp } from '../../helpers/app';
import { expectError, loginHeaders, staffHeaders } from '../ads/helpers';
import { api, createMember, setPrices } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const pathOf = async (id: number) =>
  (await rowsOf<{ tree_path: number[] }>(t.database.db, sql`select tree_path from users where id = ${id}`))[0].tree_path.map(Number);

describe('the materialised path', () => {
  test('follows creates and moves down the whole subtree; a cycle written past the code is refused by the database', async () => {
    const main = await createMember(t, staff, { tier: 1, parent_id: null });
    const left = await createMember(t, staff, { tier: 2, parent_id: main.id });
    const right = await createMember(t, staff, { tier: 2, parent_id: main.id });
    const agency = await createMember(t, staff, { tier: 3, parent_id: left.id });
    const advertiser = await createMember(t, staff, { tier: 4, parent_id: agency.id });
    assert.deepEqual(await pathOf(advertiser.id), [main.id, left.id, agency.id, advertiser.id]);
    const moved = await api(t).put('/api/admin/b2b/members', { id: agency.id, parent_id: right.id }, staff);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(await pathOf(agency.id), [main.id, right.id, agency.id]);
    assert.deepEqual(await pathOf(advertiser.id), [main.id, right.id, agency.id, advertiser.id]);
    await assert.rejects(
      t.database.db.execute(sql`update users set parent_id = ${advertiser.id} where id = ${main.id}`),
      (error: Error & { cause?: { message?: string } }) => /cycle/.test(`${error.message} ${error.cause?.message ?? ''}`),
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: right.id, parent_id: agency.id }, staff),
      400,
      b2bMessages.parentIsDescendant,
      'parent_id',
    );
    assert.deepEqual(await pathOf(advertiser.id), [main.id, right.id, agency.id, advertiser.id]);
  });
});

/** Settles within `ms`: true, else false (the promise keeps running). */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('locks per chain', { skip: !onPostgres && 'PostgreSQL only (TEST_DATABASE_URL): PGlite runs one transaction at a time' }, () => {
  test('a write held open under one distributor never holds up another’s; one on the same chain waits for it', async () => {
    const main = await createMember(t, staff, { tier: 1, parent_id: null });
    const distA = await createMember(t, staff, { tier: 2, parent_id: main.id });
    const agencyA = await createMember(t, staff, { tier: 3, parent_id: distA.id });
    const distB = await createMember(t, staff, { tier: 2, parent_id: main.id });
    const agencyB = await createMember(t, staff, { tier: 3, parent_id: distB.id });
    const asA = await loginHeaders(t, distA.username, 'pass1234');
    const asB = await loginHeaders(t, distB.username, 'pass1234');

    // distA's price write, held open: distA exclusive, main shared.
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await lockTreeChain(tx, { exclusive: [distA.id] });
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    try {
      // Another distributor's subtree: prices, a create, a move and an edit all finish at once.
      assert.ok(await within(setPrices(t, asB, distB.id, { naverapp: 400 }), 3000), 'distB prices waited');
      const created = createMember(t, asB, { tier: 4, parent_id: agencyB.id });
      assert.ok(await within(created, 3000), 'distB create waited');
      assert.ok(
        await within(api(t).put('/api/admin/b2b/members', { id: (await created).id, memo: '동시' }, asB), 3000),
        'distB edit waited',
      );
      assert.ok(await within(setPrices(t, asB, agencyB.id, { naverapp: 410 }), 3000), 'distB agency prices waited');
      // The same chain: a create under distA's agency waits for the held write.
      const blocked = createMember(t, asA, { tier: 4, parent_id: agencyA.id });
      assert.equal(await within(blocked, 500), false, 'a write on the held chain did not wait');
      release();
      await holder;
      assert.ok(await within(blocked, 3000));
    } finally {
      release?.();
      await holder.catch(() => undefined);
    }
  });

  test('opposite moves raced many times never leave a cycle: one wins, the other is refused', async () => {
    const main = await createMember(t, staff, { tier: 1, parent_id: null });
    for (let round = 0; round < 5; round++) {
      const x = await createMember(t, staff, { tier: 2, parent_id: main.id });
      const y = await createMember(t, staff, { tier: 2, parent_id: main.id });
      const xChild = await createMember(t, staff, { tier: 3, parent_id: x.id });
      const yChild = await createMember(t, staff, { tier: 3, parent_id: y.id });
      // x's agency under y's agency and y's agency under x's agency, at once (tier 3 → 4 keeps the tiers valid).
      const [first, second] = await Promise.all([
        api(t).put('/api/admin/b2b/members', { id: xChild.id, parent_id: yChild.id, tier: 4 }, staff),
        api(t).put('/api/admin/b2b/members', { id: yChild.id, parent_id: xChild.id, tier: 4 }, staff),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      assert.equal(statuses.filter((status) => status === 200).length <= 1, true, `${first.body} ${second.body}`);
      const cycles = await rowsOf<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from users where cardinality(tree_path) <> (select count(distinct v) from unnest(tree_path) v)
            or (parent_id is not null and tree_path[cardinality(tree_path) - 1] is distinct from parent_id)`,
      );
      assert.equal(Number(cycles[0].n), 0);
    }
  });
});
