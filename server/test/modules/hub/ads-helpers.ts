/** Accounts, requests and spreadsheets for the hub ads tests. */
import { eq } from 'drizzle-orm';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { groups, roles, userRoles, users } from '../../../src/db/schema/accounts';
import { bearer, type TestApp } from '../../helpers/app';
import { api, freshCustomer, staffHeaders, type Headers } from '../ads/helpers';

export const HUB_HOST = { host: 'hub.localhost:8080' };
export const REWARD_HOST = { host: 'reward.localhost:8080' };

export async function groupIdNamed(t: TestApp, index: number): Promise<number> {
  const rows = await t.database.db.select({ id: groups.id }).from(groups).orderBy(groups.id);
  return rows[index].id;
}

/** A fresh console account with one hub role in a group, charged `balance` won by staff. */
export async function hubAccount(t: TestApp, role: 'HUB_ADMIN' | 'HUB_MEMBER' | 'HUB_CLIENT', groupId: number, balance = 0) {
  const account = await freshCustomer(t);
  const db = t.database.db;
  await db.update(users).set({ isStaff: true, groupId }).where(eq(users.id, account.id));
  const [roleRow] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  await db.insert(userRoles).values({ userId: account.id, roleId: roleRow.id });
  if (balance > 0) {
    const charged = await api(t).post(
      '/api/admin/b2b/balance',
      { user_id: account.id, amount: balance, action: 'CHARGE' },
      await staffHeaders(t),
    );
    if (charged.statusCode !== 200) throw new Error(charged.body);
  }
  // A new login: the token and session carry the role and group just given.
  const { access } = await t.login(account.username, 'pass1234');
  return { id: account.id, username: account.username, headers: bearer(access) as Headers };
}

/** A one-sheet workbook; Date cells are written as Excel dates (what a user's date column holds). */
export async function xlsx(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const data: SheetData = rows.map((row) =>
    row.map((value) => (value === null ? null : value instanceof Date ? { value, format: 'yyyy-mm-dd' } : { value })),
  );
  return writeXlsxFile(data).toBuffer();
}

export function multipartFile(bytes: Buffer, fileName: string) {
  const boundary = 'hubadsboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
