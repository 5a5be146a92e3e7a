import assert from 'node:assert/strict';
import { count, eq, sql } from 'drizzle-orm';
import { auditEvents } from '../../../src/db/schema/audit';
import { pointTransactions } from '../../../src/db/schema/points';
import type { TestApp } from '../../helpers/app';
import { api, loginHeaders, type Headers } from '../ads/helpers';
import { advertiserUnder, createMember, resellerBranch } from '../b2b/helpers';

export { api, type Headers };

export interface Account {
  id: number;
  username: string;
  headers: Headers;
}

const login = async (t: TestApp, member: { id: number; username: string }): Promise<Account> => ({
  ...member,
  headers: await loginHeaders(t, member.username, 'pass1234'),
});

/**
 * A fresh tree: main (1) → distributor (2) → agency (3) → advertiser (4), the distributor charged
 * `funds` by staff; and a stranger branch (its own distributor and agency) beside it.
 */
export async function transferTree(t: TestApp, staff: Headers, funds = 100_000) {
  const branch = await resellerBranch(t, staff);
  const advertiser = await advertiserUnder(t, staff, branch.agency.id, 0);
  const sibling = await createMember(t, staff, { tier: 3, parent_id: branch.distributor.id, name: '형제 대행사' });
  const strangerDistributor = await createMember(t, staff, { tier: 2, parent_id: branch.main.id, name: '다른 총판' });
  const stranger = await createMember(t, staff, { tier: 3, parent_id: strangerDistributor.id, name: '다른 대행사' });
  if (funds > 0) {
    const charged = await api(t).post('/api/admin/b2b/balance', { user_id: branch.distributor.id, amount: funds, action: 'CHARGE' }, staff);
    assert.equal(charged.statusCode, 200, charged.body);
  }
  return {
    main: await login(t, branch.main),
    distributor: await login(t, branch.distributor),
    agency: await login(t, branch.agency),
    advertiser: { id: advertiser.id, username: advertiser.username, headers: advertiser.headers },
    sibling: await login(t, sibling),
    stranger: await login(t, stranger),
  };
}

export const move = (t: TestApp, from: Account, body: Record<string, unknown>, extra: Headers = {}) =>
  api(t).post('/api/admin/b2b/balance', body, from.headers, extra);

/** Ledger rows and audit rows in the whole database (a refusal writes neither). */
export async function writtenRows(t: TestApp) {
  const [[ledger], [audit]] = await Promise.all([
    t.database.db.select({ n: count() }).from(pointTransactions),
    t.database.db.select({ n: count() }).from(auditEvents),
  ]);
  return { ledger: ledger.n, audit: audit.n };
}

/** The account's transfer rows, oldest first. */
export async function transferRows(t: TestApp, accountId: number) {
  return t.database.db
    .select()
    .from(pointTransactions)
    .where(
      sql`${pointTransactions.accountId} = ${accountId} and ${pointTransactions.action} in ('TRANSFER_OUT','TRANSFER_IN','RECALL_OUT','RECALL_IN')`,
    )
    .orderBy(pointTransactions.id);
}

export async function auditOf(t: TestApp, accountId: number) {
  return t.database.db.select().from(auditEvents).where(eq(auditEvents.accountId, accountId)).orderBy(auditEvents.id);
}
