/**
 * Invoice queries, each `(db, …args)`: what a month's settlements charged per ad, the month's
 * rejected attempts, the DRAFT rebuild, and the staff list. Months are passed as their first and
 * last Asia/Seoul day (YYYY-MM-DD).
 */
import { inB2bScope, type B2bScope } from '../../access/scope';
import { aliasedTable, and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { advertiserSearch } from '../../db/search';
import { roles, userRoles, users } from '../../db/schema';
import { ads } from '../../db/schema/ads';
import { offerwallCompletions } from '../../db/schema/offerwall';
import { invoiceLines, invoices } from '../../db/schema/invoices';
import { advertisers } from '../../db/schema/points';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';
import { routeAccess, type InvoiceStatus } from '@nurly/contracts/schemas';

export type InvoiceRow = typeof invoices.$inferSelect;

// ---- generation ------------------------------------------------------------------------------------

export interface ChargedAd {
  accountId: number;
  adId: number;
  productCode: string;
  unitPriceTenths: number;
  actions: number;
  amount: number;
}

/**
 * Per ad of the month: Σ settled completions and Σ whole won charged (the settlements' own amounts,
 * each already rounded once per ad-day), with the ad's price snapshot. Ads with no charged action
 * (days that only released a hold) are left out.
 */
export async function chargedAdsOfMonth(db: Db, firstDay: string, lastDay: string): Promise<ChargedAd[]> {
  const rows = await rowsOf<{
    account_id: number;
    ad_id: number;
    product_code: string;
    unit_price_tenths: number;
    actions: number;
    amount: string;
  }>(
    db,
    sql`select a.owner_id as account_id, a.id as ad_id, a.product_code, a.unit_price_tenths,
               sum(s.completions)::int as actions, sum(s.amount)::text as amount
          from daily_ad_settlements s
          join ads a on a.id = s.ad_id
         where s.day between ${firstDay} and ${lastDay}
         group by a.id
        having sum(s.completions) > 0
         order by a.owner_id, a.id`,
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    adId: Number(row.ad_id),
    productCode: row.product_code,
    unitPriceTenths: Number(row.unit_price_tenths),
    actions: Number(row.actions),
    amount: Number(row.amount),
  }));
}

/**
 * The month's REJECTED attempts per ad and reason code (the evidence of each line). DUPLICATE
 * attempts are answered to the publisher but never recorded (offerwall/publisher.ts), so they cannot be counted.
 */
export async function rejectedOfMonth(db: Db, firstDay: string, lastDay: string): Promise<Map<number, Record<string, number>>> {
  const byAd = new Map<number, Record<string, number>>();
  const reason = sql<string>`coalesce(${offerwallCompletions.reason}, 'UNKNOWN')`;
  const rows = await db
    .select({ adId: offerwallCompletions.adId, reason, count: sql<number>`count(*)::int` })
    .from(offerwallCompletions)
    .where(
      and(
        eq(offerwallCompletions.status, 'REJECTED'),
        gte(offerwallCompletions.day, firstDay),
        lte(offerwallCompletions.day, lastDay),
        // Only ads the month charged (an invoice line); a subquery, so no parameter list grows with the ads.
        sql`${offerwallCompletions.adId} in (select ad_id from daily_ad_settlements where day between ${firstDay} and ${lastDay} and completions > 0)`,
      ),
    )
    .groupBy(offerwallCompletions.adId, reason);
  for (const row of rows) {
    const reasons = byAd.get(row.adId) ?? {};
    reasons[row.reason] = Number(row.count);
    byAd.set(row.adId, reasons);
  }
  return byAd;
}

export interface DraftValues {
  accountId: number;
  month: string;
  actions: number;
  total: number;
  supply: number;
  vat: number;
  at: Date;
}

/**
 * Inserts the account's invoice of the month, or rebuilds it while it is a DRAFT: one statement
 * that takes the row's lock, so an invoice issued meanwhile is left alone. Returns the id of the
 * written DRAFT, or undefined when an ISSUED or PAID invoice was kept.
 */
export async function upsertDraft(db: Runner, values: DraftValues): Promise<number | undefined> {
  // The figures a (re)generation writes, on a new draft and over an existing one alike.
  const figures = {
    actions: values.actions,
    total: values.total,
    supply: values.supply,
    vat: values.vat,
    generatedAt: values.at,
    updatedAt: values.at,
  };
  const [row] = await db
    .insert(invoices)
    .values({ accountId: values.accountId, month: values.month, status: 'DRAFT', ...figures })
    .onConflictDoUpdate({ target: [invoices.accountId, invoices.month], set: figures, setWhere: eq(invoices.status, 'DRAFT') })
    .returning({ id: invoices.id });
  return row?.id;
}

export async function replaceLines(
  db: Runner,
  invoiceId: number,
  lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[],
): Promise<void> {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length) await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
}

/** DRAFT invoices of the month whose account no longer has a charged action (not in `keep`). */
export async function deleteStaleDrafts(db: Db, month: string, keepAccountIds: number[]): Promise<number> {
  const rows = await db
    .delete(invoices)
    .where(
      and(
        eq(invoices.month, month),
        eq(invoices.status, 'DRAFT'),
        keepAccountIds.length
          ? sql`${invoices.accountId} not in (${sql.join(
              keepAccountIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .returning({ id: invoices.id });
  return rows.length;
}

export const countKeptOfMonth = (db: Db, month: string): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.month, month), inArray(invoices.status, ['ISSUED', 'PAID']))),
  );

// ---- the staff list ----------------------------------------------------------------------------------

export interface InvoiceFilter {
  /** First days of the months, inclusive. */
  monthFrom?: string;
  monthTo?: string;
  status?: InvoiceStatus;
  search?: string;
  assigneeId?: number;
  accountId?: number;
  /** The caller's B2B scope (access/scope.ts): a reseller lists its subtree's invoices, its own included. */
  scope?: B2bScope;
}

const accountUser = aliasedTable(users, 'account_user');
const assigneeUser = aliasedTable(users, 'assignee_user');

function invoiceWhere(filter: InvoiceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.monthFrom ? gte(invoices.month, filter.monthFrom) : undefined,
    filter.monthTo ? lte(invoices.month, filter.monthTo) : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.assigneeId ? eq(invoices.assigneeId, filter.assigneeId) : undefined,
    filter.accountId ? eq(invoices.accountId, filter.accountId) : undefined,
    filter.scope?.kind === 'subtree' ? inB2bScope(filter.scope, invoices.accountId, { self: true }) : undefined,
  ];
  if (filter.search) conditions.push(advertiserSearch(filter.search, accountUser.username));
  const present = conditions.filter((c): c is SQL => !!c);
  return present.length ? and(...present) : undefined;
}

/** Sortable fields of GET admin/invoices. */
export const invoiceOrdering = defineOrdering(
  {
    id: invoices.id,
    month: invoices.month,
    status: invoices.status,
    total: invoices.total,
    actions: invoices.actions,
    username: accountUser.username,
    advertiser_name: advertisers.name,
    generated_at: invoices.generatedAt,
  },
  { default: [desc(invoices.month), desc(invoices.id)], tieBreaker: invoices.id },
);

const listColumns = {
  invoice: invoices,
  username: accountUser.username,
  accountName: accountUser.name,
  assigneeUsername: assigneeUser.username,
  assigneeName: assigneeUser.name,
  advertiserId: advertisers.id,
  advertiserName: advertisers.name,
  registrationNumber: advertisers.registrationNumber,
};

export type InvoiceListRow = {
  invoice: InvoiceRow;
  username: string;
  accountName: string | null;
  assigneeUsername: string | null;
  assigneeName: string | null;
  advertiserId: number | null;
  advertiserName: string | null;
  registrationNumber: string | null;
};

const joined = (db: Db) =>
  db
    .select(listColumns)
    .from(invoices)
    .innerJoin(accountUser, eq(accountUser.id, invoices.accountId))
    .leftJoin(assigneeUser, eq(assigneeUser.id, invoices.assigneeId))
    .leftJoin(advertisers, eq(advertisers.userId, invoices.accountId));

export const listInvoices = (db: Db, filter: InvoiceFilter, window: PageWindow): Promise<InvoiceListRow[]> =>
  inWindow(joined(db).where(invoiceWhere(filter)).$dynamic(), window);

export const countInvoices = (db: Db, filter: InvoiceFilter): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(accountUser, eq(accountUser.id, invoices.accountId))
      .leftJoin(advertisers, eq(advertisers.userId, invoices.accountId))
      .where(invoiceWhere(filter)),
  );

export async function findInvoice(db: Db, id: number): Promise<InvoiceListRow | undefined> {
  const [row] = await joined(db).where(eq(invoices.id, id)).limit(1);
  return row;
}

export const linesOf = (db: Db, invoiceId: number) =>
  db
    .select({ line: invoiceLines, keyword: ads.keyword })
    .from(invoiceLines)
    .innerJoin(ads, eq(ads.id, invoiceLines.adId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.adId);

export async function advertiserOfAccount(db: Db, accountId: number) {
  const [row] = await db.select().from(advertisers).where(eq(advertisers.userId, accountId)).limit(1);
  return row;
}

export const advertisersOfAccounts = (db: Db, accountIds: number[]) =>
  accountIds.length
    ? db
        .select({
          id: advertisers.id,
          userId: advertisers.userId,
          name: advertisers.name,
          registrationNumber: advertisers.registrationNumber,
        })
        .from(advertisers)
        .where(inArray(advertisers.userId, accountIds))
        .orderBy(advertisers.name)
    : Promise.resolve([]);

// ---- edits -------------------------------------------------------------------------------------------

/** The invoice's row under its lock (inside the caller's transaction). */
export async function lockInvoice(db: Runner, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export const updateInvoice = (
  db: Runner,
  id: number,
  values: Partial<Pick<InvoiceRow, 'status' | 'memo' | 'issuedAt' | 'paidAt' | 'assigneeId' | 'updatedAt'>>,
) => db.update(invoices).set(values).where(eq(invoices.id, id));

/** Active console staff: is_staff with NURLY_ADMIN or NURLY_STAFF (the access policy's `consoleStaff`). */
const activeConsoleStaff = () => and(eq(users.isStaff, true), eq(users.isActive, true), inArray(roles.name, [...routeAccess.admin]));

export async function isConsoleStaffAccount(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, accountId), activeConsoleStaff()))
    .limit(1);
  return !!row;
}

/** Every active console staff account (the invoice assignees), by username. */
export const consoleStaffAccounts = (db: Db) =>
  db
    .selectDistinct({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(activeConsoleStaff())
    .orderBy(users.username);
