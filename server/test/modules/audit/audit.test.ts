/**
 * The audit trail (docs/decisions/resellers.md#audit; audit README): one row per change in the tree, written with
 * the change (a refusal writes none), read by staff and the account's ancestors (others 404, tier 4 403).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditActionNames, auditMessages } from '@nurly/contracts/schemas';
import { fileTestApp } from '../../helpers/app';
import { expectError } from '../ads/helpers';
import { setPrices } from '../b2b/helpers';
import { staffHeaders, userId } from '../points/helpers';
import { api, auditOf, move, transferTree, writtenRows } from '../points/transfer-helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);

test('member create, member edit and price set each write one row: actor, before → after, request id', async () => {
  const tree = await transferTree(t, staff, 0);
  const staffId = await userId(t, 'staff');
  const [created] = await auditOf(t, tree.agency.id);
  assert.equal(created.action, 'MEMBER_CREATE');
  assert.equal(created.actorId, staffId);
  assert.equal(created.before, null);
  assert.deepEqual(created.after, {
    username: tree.agency.username,
    name: '테스트 대행사',
    parent_id: tree.distributor.id,
    tier: 3,
    memo: null,
  });
  assert.match(created.requestId ?? '', /\S/);

  const edited = await api(t).put('/api/admin/b2b/members', { id: tree.agency.id, memo: '11월 계약', active: false }, staff);
  assert.equal(edited.statusCode, 200, edited.body);
  const priced = await setPrices(t, staff, tree.agency.id, { naverapp: 400 });
  assert.equal(priced.statusCode, 200, priced.body);
  const rows = await auditOf(t, tree.agency.id);
  assert.deepEqual(
    rows.map((row) => [row.action, row.before, row.after]),
    [
      ['MEMBER_CREATE', null, created.after],
      [
        'MEMBER_UPDATE',
        { parent_id: tree.distributor.id, tier: 3, memo: null, active: true },
        { parent_id: tree.distributor.id, tier: 3, memo: '11월 계약', active: false },
      ],
      ['PRICE_SET', { naverapp: null }, { naverapp: 400 }],
    ],
  );

  // Refusals write no audit row (a price below the agency's own, a tier above its parent's).
  const before = await writtenRows(t);
  assert.equal((await setPrices(t, staff, tree.agency.id, { naverapp: 300 })).statusCode, 400);
  assert.equal((await api(t).put('/api/admin/b2b/members', { id: tree.agency.id, tier: 2 }, staff)).statusCode, 400);
  // An edit that changes nothing writes none either.
  assert.equal((await api(t).put('/api/admin/b2b/members', { id: tree.agency.id }, staff)).statusCode, 200);
  assert.deepEqual(await writtenRows(t), before);
});

test('GET admin/b2b/audit: staff and ancestors read it (paged, newest first, labelled); others 404, tier 4 403', async () => {
  const tree = await transferTree(t, staff);
  await move(t, tree.distributor, { user_id: tree.agency.id, amount: 10_000 });
  await move(t, tree.distributor, { user_id: tree.agency.id, amount: 4_000, action: 'RECALL' });
  const url = `/api/admin/b2b/audit?account_id=${tree.agency.id}`;

  const asStaff = await api(t).get(url, staff);
  assert.equal(asStaff.statusCode, 200, asStaff.body);
  const page = asStaff.json();
  assert.equal(page.count, 3);
  assert.deepEqual(
    page.results.map((row: { action: string; action_name: string }) => [row.action, row.action_name]),
    [
      ['RECALL', auditActionNames.RECALL],
      ['TRANSFER', auditActionNames.TRANSFER],
      ['MEMBER_CREATE', auditActionNames.MEMBER_CREATE],
    ],
  );
  const recall = page.results[0];
  assert.deepEqual(recall.actor, { id: tree.distributor.id, username: tree.distributor.username, name: '테스트 총판' });
  assert.equal(recall.on_behalf_of, null);
  assert.equal(recall.account.id, tree.agency.id);
  assert.deepEqual(recall.before, { sender_balance: 90_000, receiver_balance: 10_000 });
  assert.equal(recall.after.amount, 4_000);

  // The distributor and the main account above it read it too; one row a page.
  for (const ancestor of [tree.distributor, tree.main]) {
    const response = await api(t).get(`${url}&page_size=1&page=2`, ancestor.headers);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([response.json().count, response.json().results[0].action], [3, 'TRANSFER']);
  }
  // Outside the reader's subtree (itself, a sibling, a stranger, a missing account): 404 like missing.
  for (const reader of [tree.agency, tree.sibling, tree.stranger])
    expectError(await api(t).get(url, reader.headers), 404, auditMessages.accountNotFound);
  expectError(await api(t).get(`/api/admin/b2b/audit?account_id=2000000000`, staff), 404, auditMessages.accountNotFound);
  expectError(
    await api(t).get(`/api/admin/b2b/audit?account_id=${tree.main.id}`, tree.distributor.headers),
    404,
    auditMessages.accountNotFound,
  );
  // An advertiser has no subtree to audit.
  assert.equal((await api(t).get(url, tree.advertiser.headers)).statusCode, 403);
  // Every row, every column, as a download.
  const csv = await api(t).get(`${url}&format=csv`, tree.distributor.headers);
  assert.equal(csv.statusCode, 200);
  assert.match(csv.body, /포인트 회수/);
});
