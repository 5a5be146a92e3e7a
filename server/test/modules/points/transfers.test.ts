/**
 * Reseller transfers and recalls (docs/decisions/resellers.md#transfers; points README "Transfers"): two ledger rows naming
 * each other in both histories, never more than available, every refusal naming its field and
 * writing nothing, replays of a key, and a race of 20 transfers over the balance (on PostgreSQL with
 * TEST_DATABASE_URL).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pointActionNames, pointMessages } from '@nurly/contracts/schemas';
import { fileTestApp } from '../../helpers/app';
import { AppError } from '../../../src/lib/errors';
import { transfer } from '../../../src/modules/points/transfers';
import { expectError, shoppingBody } from '../ads/helpers';
import { assertLedgerExact, balanceOf, staffHeaders } from './helpers';
import { api, auditOf, move, transferRows, transferTree, writtenRows } from './transfer-helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);

describe('a transfer down the tree', () => {
  test('moves points from the sender to a descendant: two rows naming each other, both histories, one audit row', async () => {
    const tree = await transferTree(t, staff);
    const response = await move(t, tree.distributor, { user_id: tree.agency.id, amount: 30_000, memo: ' 11월 운영비 ' });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, pointMessages.transferDone);
    assert.equal(body.user_id, tree.agency.id);
    assert.equal(body.balance, 70_000);
    assert.equal(body.counterparty_balance, 30_000);
    assert.equal(body.replayed, false);
    assert.deepEqual(
      [body.entry.action, body.entry.action_name, body.entry.point, body.entry.memo, body.entry.counterparty.id],
      ['TRANSFER_OUT', '하위 계정 충전', -30_000, '11월 운영비', tree.agency.id],
    );
    assert.deepEqual(
      [
        body.counterparty_entry.action,
        body.counterparty_entry.action_name,
        body.counterparty_entry.point,
        body.counterparty_entry.counterparty.id,
      ],
      ['TRANSFER_IN', '상위 계정에서 충전', 30_000, tree.distributor.id],
    );

    const [out] = await transferRows(t, tree.distributor.id);
    const [credit] = await transferRows(t, tree.agency.id);
    assert.equal(out.counterpartyId, tree.agency.id);
    assert.equal(credit.counterpartyId, tree.distributor.id);
    assert.equal(credit.relatedId, out.id);
    await assertLedgerExact(t, tree.distributor.id);
    await assertLedgerExact(t, tree.agency.id);

    // Both point histories show it, labelled, with the other account named.
    const senderHistory = (await api(t).get(`/api/admin/b2b/balance/${tree.distributor.id}`, tree.distributor.headers)).json();
    assert.equal(senderHistory.balance, 70_000);
    assert.deepEqual(senderHistory.results[0].counterparty, { id: tree.agency.id, username: tree.agency.username, name: '테스트 대행사' });
    assert.equal(senderHistory.results[0].action_name, pointActionNames.TRANSFER_OUT);
    const receiverPage = (await api(t).get('/api/point', tree.agency.headers)).json();
    assert.equal(receiverPage.summary.balance, 30_000);
    assert.equal(receiverPage.results[0].action, 'TRANSFER_IN');
    assert.equal(receiverPage.results[0].counterparty.id, tree.distributor.id);

    const [created, audit] = await auditOf(t, tree.agency.id);
    assert.equal(created.action, 'MEMBER_CREATE');
    assert.equal(audit.action, 'TRANSFER');
    assert.equal(audit.actorId, tree.distributor.id);
    assert.equal(audit.onBehalfOfId, null);
    assert.ok(audit.requestId);
    assert.deepEqual(audit.before, { sender_balance: 100_000, receiver_balance: 0 });
    assert.deepEqual((audit.after as { ledger_ids: number[] }).ledger_ids, [out.id, credit.id]);
  });

  test('reaches any descendant (a grandchild too); an agency transfers on to its advertiser, who spends it', async () => {
    const tree = await transferTree(t, staff);
    assert.equal((await move(t, tree.distributor, { user_id: tree.advertiser.id, amount: 5_000 })).statusCode, 200);
    assert.equal((await move(t, tree.distributor, { user_id: tree.agency.id, amount: 50_000 })).statusCode, 200);
    assert.equal((await move(t, tree.agency, { user_id: tree.advertiser.id, amount: 40_000 })).statusCode, 200);
    assert.equal(await balanceOf(t, tree.advertiser.id), 45_000);
    // Transferred points are spendable: they fund (hold) a campaign of 38,500.
    const created = await api(t).post('/api/admin/ads', shoppingBody(t), tree.advertiser.headers);
    assert.equal(created.statusCode, 201, created.body);
    const money = (await api(t).get('/api/user', tree.advertiser.headers)).json();
    assert.deepEqual([money.point, money.held, money.available], [45_000, 38_500, 6_500]);
  });

  test('the Idempotency-Key header or idempotency_key replays the first answer and books once', async () => {
    const tree = await transferTree(t, staff);
    const body = { user_id: tree.agency.id, amount: 12_345, idempotency_key: 'nov-fund-1' };
    const first = await move(t, tree.distributor, body);
    assert.equal(first.statusCode, 200, first.body);
    const again = await move(t, tree.distributor, body);
    assert.equal(again.statusCode, 200);
    const [a, b] = [first.json(), again.json()];
    assert.equal(b.replayed, true);
    assert.deepEqual({ ...b, message: a.message, replayed: false }, a);
    // The header names a key too; racing replays of it book one pair.
    const viaHeader = await Promise.all(
      Array.from({ length: 5 }, () =>
        move(t, tree.distributor, { user_id: tree.agency.id, amount: 1_000 }, { 'idempotency-key': 'hdr-1' }),
      ),
    );
    assert.ok(
      viaHeader.every((response) => response.statusCode === 200),
      viaHeader.map((r) => r.body).join('\n'),
    );
    assert.equal(new Set(viaHeader.map((response) => response.json().entry.id)).size, 1);
    assert.equal((await transferRows(t, tree.agency.id)).length, 2);
    assert.equal(await balanceOf(t, tree.distributor.id), 100_000 - 12_345 - 1_000);
    // The key used for another move is refused, naming it, and writes nothing.
    const before = await writtenRows(t);
    const reused = await move(t, tree.distributor, { ...body, amount: 1 });
    expectError(reused, 409, pointMessages.idempotencyKeyReused, 'idempotency_key');
    const asRecall = await move(t, tree.distributor, { ...body, action: 'RECALL' });
    expectError(asRecall, 409, pointMessages.idempotencyKeyReused, 'idempotency_key');
    assert.deepEqual(await writtenRows(t), before);
  });
});

describe('a recall back up', () => {
  test('takes a descendant’s points back: RECALL_OUT on the descendant, RECALL_IN on the sender', async () => {
    const tree = await transferTree(t, staff);
    await move(t, tree.distributor, { user_id: tree.agency.id, amount: 30_000 });
    const response = await move(t, tree.distributor, { user_id: tree.agency.id, amount: 10_000, action: 'RECALL' });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, pointMessages.recallDone);
    assert.deepEqual([body.entry.action, body.entry.action_name, body.entry.point, body.balance], ['RECALL_IN', '회수', 10_000, 80_000]);
    assert.deepEqual(
      [body.counterparty_entry.action, body.counterparty_entry.action_name, body.counterparty_entry.point, body.counterparty_balance],
      ['RECALL_OUT', '상위 계정으로 회수', -10_000, 20_000],
    );
    const receiverHistory = (await api(t).get(`/api/admin/b2b/balance/${tree.agency.id}`, tree.agency.headers)).json();
    assert.equal(receiverHistory.results[0].action_name, '상위 계정으로 회수');
    assert.equal(receiverHistory.results[0].counterparty.id, tree.distributor.id);
    assert.deepEqual(
      (await auditOf(t, tree.agency.id)).map((row) => row.action),
      ['MEMBER_CREATE', 'TRANSFER', 'RECALL'],
    );
    await assertLedgerExact(t, tree.distributor.id);
    await assertLedgerExact(t, tree.agency.id);
  });

  test('never takes held points: at most the descendant’s available, from any depth', async () => {
    const tree = await transferTree(t, staff);
    await move(t, tree.distributor, { user_id: tree.advertiser.id, amount: 50_000 });
    assert.equal((await api(t).post('/api/admin/ads', shoppingBody(t), tree.advertiser.headers)).statusCode, 201);
    const before = await writtenRows(t);
    const tooMuch = await move(t, tree.distributor, { user_id: tree.advertiser.id, amount: 11_501, action: 'RECALL' });
    expectError(tooMuch, 409, pointMessages.recallOverAvailable('₩11,500'), 'amount');
    assert.deepEqual(await writtenRows(t), before);
    assert.equal((await move(t, tree.distributor, { user_id: tree.advertiser.id, amount: 11_500, action: 'RECALL' })).statusCode, 200);
    const money = (await api(t).get('/api/user', tree.advertiser.headers)).json();
    assert.deepEqual([money.point, money.held, money.available], [38_500, 38_500, 0]);
  });
});

describe('refusals name the field and write nothing', () => {
  test('amount 0, negative, more than available (held money counts as used)', async () => {
    const tree = await transferTree(t, staff, 40_000);
    const before = await writtenRows(t);
    expectError(
      await move(t, tree.distributor, { user_id: tree.agency.id, amount: 0 }),
      400,
      pointMessages.transferAmountRequired,
      'amount',
    );
    expectError(
      await move(t, tree.distributor, { user_id: tree.agency.id, amount: -5 }),
      400,
      pointMessages.transferAmountRequired,
      'amount',
    );
    expectError(await move(t, tree.distributor, { user_id: tree.agency.id }), 400, pointMessages.transferAmountRequired, 'amount');
    expectError(
      await move(t, tree.distributor, { user_id: tree.agency.id, amount: 40_001 }),
      409,
      pointMessages.transferOverAvailable('₩40,000'),
      'amount',
    );
    // The sender's own campaign holds 38,500 of its 40,000: only 1,500 may move.
    assert.equal((await api(t).post('/api/admin/ads', shoppingBody(t), tree.distributor.headers)).statusCode, 201);
    const afterAd = await writtenRows(t);
    expectError(
      await move(t, tree.distributor, { user_id: tree.agency.id, amount: 1_501 }),
      409,
      pointMessages.transferOverAvailable('₩1,500'),
      'amount',
    );
    expectError(
      await move(t, tree.distributor, { user_id: tree.agency.id, amount: 1, action: 'RECALL' }),
      409,
      pointMessages.recallOverAvailable('₩0'),
      'amount',
    );
    assert.deepEqual(await writtenRows(t), afterAd);
    assert.ok(afterAd.ledger === before.ledger, 'a campaign writes no ledger row');
  });

  test('the account itself, one outside the subtree (sibling, ancestor, stranger) or missing: 400 / 404 like missing', async () => {
    const tree = await transferTree(t, staff);
    const before = await writtenRows(t);
    expectError(await move(t, tree.distributor, { amount: 1_000 }), 400, pointMessages.transferTargetRequired, 'user_id');
    expectError(
      await move(t, tree.distributor, { user_id: tree.distributor.id, amount: 1_000 }),
      400,
      pointMessages.transferToSelf,
      'user_id',
    );
    for (const target of [tree.main.id, tree.stranger.id, 2_000_000_000]) {
      for (const action of ['TRANSFER', 'RECALL']) {
        expectError(
          await move(t, tree.distributor, { user_id: target, amount: 1_000, action }),
          404,
          pointMessages.transferTargetNotFound,
          'user_id',
        );
      }
    }
    // The agency's sibling and parent are outside the agency's subtree.
    for (const target of [tree.sibling.id, tree.distributor.id]) {
      expectError(
        await move(t, tree.agency, { user_id: target, amount: 1, action: 'RECALL' }),
        404,
        pointMessages.transferTargetNotFound,
        'user_id',
      );
    }
    assert.deepEqual(await writtenRows(t), before);
  });

  test('only tier 2–3 resellers move points; they cannot mint CHARGE/FREE; staff keep confirming and granting', async () => {
    const tree = await transferTree(t, staff);
    const before = await writtenRows(t);
    const refused = (await move(t, tree.advertiser, { user_id: tree.agency.id, amount: 1 })).json();
    assert.equal(refused.message, pointMessages.transferResellerOnly);
    assert.equal((await move(t, tree.advertiser, { user_id: tree.agency.id, amount: 1 })).statusCode, 403);
    assert.equal((await move(t, tree.main, { user_id: tree.distributor.id, amount: 1 })).statusCode, 403);
    expectError(
      await move(t, tree.distributor, { user_id: tree.agency.id, amount: 1, action: 'CHARGE' }),
      403,
      pointMessages.transferResellerAction,
      'action',
    );
    expectError(await move(t, tree.distributor, { request_id: 1 }), 403, pointMessages.transferResellerAction, 'action');
    expectError(
      await api(t).post('/api/admin/b2b/balance', { user_id: tree.agency.id, amount: 1, action: 'TRANSFER' }, staff),
      400,
      pointMessages.transferStaffAction,
      'action',
    );
    assert.deepEqual(await writtenRows(t), before);
    const granted = await api(t).post('/api/admin/b2b/balance', { user_id: tree.agency.id, amount: 7_000, action: 'FREE' }, staff);
    assert.equal(granted.statusCode, 200, granted.body);
    assert.equal(granted.json().entry.action, 'FREE');
  });
});

test('while acting for another account (an act-for claim on the principal) no money moves', async () => {
  const tree = await transferTree(t, staff);
  const before = await writtenRows(t);
  const actingFor = {
    id: tree.distributor.id,
    isStaff: false,
    isSuperuser: false,
    isGuest: false,
    groupId: null,
    tier: 2,
    parentId: tree.main.id,
    roles: [],
    actor: { id: tree.main.id },
  };
  await assert.rejects(
    transfer({ repo: t.app.pointsRepo, clock: t.clock }, actingFor, { user_id: tree.agency.id, amount: 1_000 }),
    (error: unknown) =>
      error instanceof AppError &&
      error.statusCode === 403 &&
      error.code === 'ACTING_FOR' &&
      error.message === pointMessages.transferWhileActingFor,
  );
  assert.deepEqual(await writtenRows(t), before);
});

test('transferred points are not withdrawable by the receiver, nor a charge passed on by the sender', async () => {
  const tree = await transferTree(t, staff);
  await move(t, tree.distributor, { user_id: tree.agency.id, amount: 60_000 });
  const receiver = (await api(t).get('/api/point/withdrawals/available', tree.agency.headers)).json();
  assert.deepEqual(receiver.results, []);
  assert.equal((await api(t).get('/api/point', tree.agency.headers)).json().summary.withdrawable, 0);
  const sender = (await api(t).get('/api/point/withdrawals/available', tree.distributor.headers)).json();
  assert.equal(sender.results.length, 1);
  assert.equal(sender.results[0].withdrawable, 40_000);
  // A recall brings points back, not the charge: still 40,000.
  await move(t, tree.distributor, { user_id: tree.agency.id, amount: 60_000, action: 'RECALL' });
  assert.equal((await api(t).get('/api/point', tree.distributor.headers)).json().summary.withdrawable, 40_000);
});

test(
  '20 concurrent transfers over the balance: exactly what it covers, never below zero, the books exact',
  { timeout: 120_000 },
  async () => {
    const tree = await transferTree(t, staff, 100_000);
    // Recalls from the agency race in the opposite direction (the two rows are locked in id order: no deadlock).
    await move(t, tree.distributor, { user_id: tree.agency.id, amount: 1 });
    const transfers = Array.from({ length: 20 }, (_, i) =>
      move(t, tree.distributor, { user_id: i % 2 ? tree.agency.id : tree.advertiser.id, amount: 10_000, idempotency_key: `race-${i}` }),
    );
    const recalls = Array.from({ length: 5 }, (_, i) =>
      move(t, tree.distributor, { user_id: tree.agency.id, amount: 1, action: 'RECALL', idempotency_key: `back-${i}` }),
    );
    const results = await Promise.all([...transfers, ...recalls]);
    for (const response of results) assert.ok([200, 409].includes(response.statusCode), response.body);
    const transferOk = results.slice(0, 20).filter((response) => response.statusCode === 200).length;
    const recallOk = results.slice(20).filter((response) => response.statusCode === 200).length;
    // 99,999 covers 9 transfers of 10,000 whatever the order; a 10th only after a recalled won came back.
    assert.ok(transferOk === 9 || (transferOk === 10 && recallOk >= 1), `${transferOk} transfers, ${recallOk} recalls`);
    const sender = await assertLedgerExact(t, tree.distributor.id);
    await assertLedgerExact(t, tree.agency.id);
    await assertLedgerExact(t, tree.advertiser.id);
    assert.equal(sender.balance, 99_999 - transferOk * 10_000 + recallOk);
    assert.ok(sender.balance >= 0);
    const total =
      (await balanceOf(t, tree.distributor.id)) + (await balanceOf(t, tree.agency.id)) + (await balanceOf(t, tree.advertiser.id));
    assert.equal(total, 100_000);
    for (const response of results.filter((r) => r.statusCode === 409)) assert.equal(response.json().field, 'amount');
  },
);
