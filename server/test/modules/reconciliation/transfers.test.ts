/**
 * Reconciliation check 6, transfers sum to zero (docs/decisions/resellers.md#transfers): transfers and recalls made through
 * the API pair up and net to zero; a row without its pair, or a pair that does not net to zero, is
 * reported on the account and day, and is gone once the row is put back.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { fileTestApp } from '../../helpers/app';
import { staffHeaders } from '../points/helpers';
import { move, transferRows, transferTree } from '../points/transfer-helpers';
import { checkOf, findingsAbout, findingsOf, reconcileNow } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const admin = await staffHeaders(t, 'admin');

test('transfers and recalls through the API pair up and net to zero; a broken pair is found and then gone', async () => {
  const tree = await transferTree(t, staff);
  assert.equal((await move(t, tree.distributor, { user_id: tree.agency.id, amount: 30_000 })).statusCode, 200);
  assert.equal((await move(t, tree.distributor, { user_id: tree.advertiser.id, amount: 5_000 })).statusCode, 200);
  assert.equal((await move(t, tree.distributor, { user_id: tree.agency.id, amount: 7_000, action: 'RECALL' })).statusCode, 200);
  const clean = await reconcileNow(t, admin);
  const accounts = [tree.distributor.id, tree.agency.id, tree.advertiser.id];
  assert.deepEqual(findingsAbout(clean, accounts), []);
  assert.equal(checkOf(clean, 'transfers').unit, 'won');

  // The agency's credit of the first transfer changed (+1 won): the pair nets to 1.
  const [credit] = await transferRows(t, tree.agency.id);
  await t.database.db.execute(sql`update point_transactions set amount = amount + 1 where id = ${credit.id}`);
  const day = t.clock.seoulDay();
  let run = await reconcileNow(t, admin);
  assert.equal(checkOf(run, 'transfers').ok, false);
  assert.deepEqual(
    findingsOf(run, 'transfers', { accountId: tree.distributor.id }).map((f) => [f.kind, f.period, f.expected, f.actual]),
    [['TRANSFER_NOT_ZERO', day, 0, 1]],
  );
  await t.database.db.execute(sql`update point_transactions set amount = amount - 1 where id = ${credit.id}`);

  // The credit pointed at the sender's top-up instead of its debit: both rows are unpaired. (Pointing
  // it at another transfer's debit is refused by the database: one credit per debit.)
  const charge = await t.database.db.execute(
    sql`select id from point_transactions where account_id = ${tree.distributor.id} and action = 'CHARGE'`,
  );
  const chargeId = (charge as unknown as { rows: { id: number }[] }).rows[0].id;
  await t.database.db.execute(sql`update point_transactions set related_id = ${chargeId} where id = ${credit.id}`);
  run = await reconcileNow(t, admin);
  const unpaired = [
    ...findingsOf(run, 'transfers', { accountId: tree.distributor.id }),
    ...findingsOf(run, 'transfers', { accountId: tree.agency.id }),
  ];
  assert.deepEqual(
    unpaired.map((f) => [f.kind, f.account?.id, f.actual]).sort(),
    [
      ['TRANSFER_UNPAIRED', tree.agency.id, 30_000],
      ['TRANSFER_UNPAIRED', tree.distributor.id, -30_000],
    ].sort(),
  );
  const [first] = await transferRows(t, tree.distributor.id);
  await t.database.db.execute(sql`update point_transactions set related_id = ${first.id} where id = ${credit.id}`);
  assert.deepEqual(findingsAbout(await reconcileNow(t, admin), accounts), []);
});
