/**
 * Invoice refusals on the demo data: generating without a YYYY-MM month, and assigning an invoice
 * to anyone but the console staff that GET admin/invoices/assignees lists (resellers have no route
 * that shows them invoices, so an invoice put on one would be seen by nobody). Each is a 400 with a
 * Korean message naming the field, and the invoices table is read back unchanged.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, ne, sql } from 'drizzle-orm';
import { invoiceMessages } from '@nurly/contracts/schemas';
import { users } from '../../../src/db/schema';
import { invoices } from '../../../src/db/schema/invoices';
import { demo, fileTestApp } from '../../helpers/app';
import { expectError } from '../ads/helpers';
import { freshCustomer } from '../points/helpers';
import { adminHeaders, api, loginHeaders, staffHeaders } from '../offerwall/helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);

/** Every invoice as stored (the proof a refusal wrote nothing). */
const invoiceRows = () =>
  t.database.db
    .execute(sql`select id, status, total, assignee_id, memo, generated_at, updated_at from invoices order by id`)
    .then((result) => (result as unknown as { rows: unknown[] }).rows);

const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

describe('POST admin/invoices/generate', () => {
  test('a null, empty, malformed or missing month is a 400 on month, never a 500; nothing written', async () => {
    const before = await invoiceRows();
    assert.ok(before.length > 0, 'the demo has invoices');
    for (const month of [null, '', '2024-13', '2024-1', ' 2024-01', 202401]) {
      const response = await api(t).post('/api/admin/invoices/generate', { month }, staff);
      expectError(response, 400, invoiceMessages.monthFormat, 'month');
    }
    expectError(await api(t).post('/api/admin/invoices/generate', {}, staff), 400, '월을 입력해주세요.', 'month');
    assert.deepEqual(await invoiceRows(), before);
  });
});

describe('assignees', () => {
  test('GET admin/invoices/assignees lists the active console staff only, for console staff only', async () => {
    const listed = await api(t).get('/api/admin/invoices/assignees', staff);
    assert.equal(listed.statusCode, 200, listed.body);
    const usernames = listed.json().results.map((row: { username: string }) => row.username);
    assert.ok(usernames.includes('admin') && usernames.includes('staff'), usernames.join());
    for (const account of [demo.hubadmin, demo.offerwall]) assert.ok(!usernames.includes(account[0]), account[0]);
    // Every listed account is one the assign route takes.
    const [open] = await t.database.db.select({ id: invoices.id }).from(invoices).where(ne(invoices.status, 'PAID')).limit(1);
    for (const { id } of listed.json().results) {
      assert.equal((await api(t).put(`/api/admin/invoices/${open.id}/assign`, { assignee_id: id }, staff)).statusCode, 200);
    }

    const reseller = await freshCustomer(t, { advertiser: false });
    await t.database.db.update(users).set({ tier: 2 }).where(eq(users.id, reseller.id));
    for (const headers of [reseller.headers, await loginHeaders(t, ...demo.hubadmin), await loginHeaders(t, ...demo.offerwall)]) {
      assert.equal((await api(t).get('/api/admin/invoices/assignees', headers)).statusCode, 403);
    }
    assert.equal((await t.inject({ method: 'GET', url: '/api/admin/invoices/assignees' })).statusCode, 401);
  });

  test('a reseller above the account, a customer or an inactive staff account is a 400 on assignee_id; nothing written', async () => {
    const [invoice] = await t.database.db
      .select({ id: invoices.id, accountId: invoices.accountId })
      .from(invoices)
      .where(ne(invoices.status, 'PAID'))
      .limit(1);
    const staffId = await idOf('staff');
    assert.equal((await api(t).put(`/api/admin/invoices/${invoice.id}/assign`, { assignee_id: staffId }, staff)).statusCode, 200);

    // The invoice's account under an agency under a distributor: neither may take its invoice.
    const distributor = await freshCustomer(t, { advertiser: false });
    const agency = await freshCustomer(t, { advertiser: false });
    await t.database.db.update(users).set({ tier: 2 }).where(eq(users.id, distributor.id));
    await t.database.db.update(users).set({ tier: 3, parentId: distributor.id }).where(eq(users.id, agency.id));
    const [account] = await t.database.db
      .select({ parentId: users.parentId, tier: users.tier })
      .from(users)
      .where(eq(users.id, invoice.accountId));
    await t.database.db.update(users).set({ parentId: agency.id, tier: 4 }).where(eq(users.id, invoice.accountId));
    const inactive = await freshCustomer(t, { advertiser: false });
    await t.database.db.update(users).set({ isStaff: true, isActive: false }).where(eq(users.id, inactive.id));
    await t.database.db.execute(
      sql`insert into user_roles (user_id, role_id) select ${inactive.id}, id from roles where name = 'NURLY_STAFF'`,
    );
    try {
      const before = await invoiceRows();
      for (const assignee of [agency.id, distributor.id, invoice.accountId, inactive.id, await idOf(demo.hubadmin[0]), 99_999_999]) {
        const response = await api(t).put(`/api/admin/invoices/${invoice.id}/assign`, { assignee_id: assignee }, await adminHeaders(t));
        expectError(response, 400, invoiceMessages.assigneeInvalid, 'assignee_id');
      }
      assert.deepEqual(await invoiceRows(), before);
      const [row] = await t.database.db.select({ assigneeId: invoices.assigneeId }).from(invoices).where(eq(invoices.id, invoice.id));
      assert.equal(row.assigneeId, staffId);
    } finally {
      await t.database.db.update(users).set(account).where(eq(users.id, invoice.accountId));
    }
  });
});
