/**
 * Invoices (docs/decisions/money-loop.md#readers; decisions in README.md): one per advertiser account and
 * Asia/Seoul month, generated from that month's settlements, then issued and paid by staff.
 */
import type { B2bScope } from '../../access/scope';
import type { FastifyBaseLogger } from 'fastify';
import {
  INVOICE_ISSUER,
  INVOICE_MAX_MONTH_RANGE,
  INVOICE_MONTH_PATTERN,
  INVOICE_STATUSES,
  invoiceMessages,
  lastDayOfMonth,
  monthOf,
  splitVat,
  type GenerateInvoicesResult,
  type Invoice,
  type InvoiceAssigneeList,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoiceStatus,
  type UpdateInvoiceRequest,
} from '@nurly/contracts/schemas';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { ChargedAd, InvoiceFilter, InvoiceListRow } from './queries';
import type { InvoicesRepository, InvoicesTx } from './repository';

export interface InvoicesDeps {
  repo: InvoicesRepository;
  clock: Clock;
  log?: FastifyBaseLogger;
}

// ---- months ------------------------------------------------------------------------------------------

/** First and last day of a YYYY-MM month. */
export function monthBounds(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: lastDayOfMonth(month) };
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

function assertMonth(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!INVOICE_MONTH_PATTERN.test(value)) throw badRequest(invoiceMessages.monthFormat, field, 'INVALID_MONTH');
  return value;
}

// ---- generation --------------------------------------------------------------------------------------

const inTransaction = <T>(deps: InvoicesDeps, work: (repo: InvoicesTx) => Promise<T>) => deps.repo.transaction((tx) => work(tx));

/**
 * (Re)builds the month's DRAFT invoices from its settlements, one transaction per account: a line per
 * charged ad (Σ completions, the ad's price snapshot, Σ the settlements' whole-won amounts) with its
 * rejected attempts by reason. ISSUED and PAID invoices are never touched; a DRAFT whose account no
 * longer has a charged action is removed. Idempotent: a second run writes the same numbers.
 */
export async function generateMonth(deps: InvoicesDeps, monthInput: string): Promise<GenerateInvoicesResult> {
  const month = assertMonth(monthInput, 'month');
  if (month === undefined) throw badRequest(invoiceMessages.monthFormat, 'month', 'INVALID_MONTH');
  if (month > deps.clock.seoulDay().slice(0, 7)) throw badRequest(invoiceMessages.futureMonth, 'month', 'FUTURE_MONTH');
  const { first, last } = monthBounds(month);
  const [charged, rejected] = await Promise.all([deps.repo.chargedAdsOfMonth(first, last), deps.repo.rejectedOfMonth(first, last)]);

  const byAccount = new Map<number, ChargedAd[]>();
  for (const ad of charged) byAccount.set(ad.accountId, [...(byAccount.get(ad.accountId) ?? []), ad]);

  let generated = 0;
  let kept = 0;
  const at = deps.clock.now();
  for (const [accountId, ads] of byAccount) {
    const actions = ads.reduce((sum, ad) => sum + ad.actions, 0);
    const total = ads.reduce((sum, ad) => sum + ad.amount, 0);
    const written = await inTransaction(deps, async (repo) => {
      const id = await repo.upsertDraft({ accountId, month: first, actions, total, ...splitVat(total), at });
      if (id === undefined) return false;
      await repo.replaceLines(
        id,
        ads.map((ad) => ({
          adId: ad.adId,
          productCode: ad.productCode,
          actions: ad.actions,
          unitPriceTenths: ad.unitPriceTenths,
          amount: ad.amount,
          rejected: rejected.get(ad.adId) ?? {},
        })),
      );
      return true;
    });
    if (written) generated += 1;
    else kept += 1;
  }
  const removed = await deps.repo.deleteStaleDrafts(first, [...byAccount.keys()]);
  deps.log?.info({ month, generated, kept, removed }, 'invoices generated');
  return { message: invoiceMessages.generated(month, generated, kept), month, generated, kept, removed };
}

/**
 * Every month that ended after `fromDay` and by `toDay` (Asia/Seoul days), oldest first: the months
 * whose invoices became due while the clock moved from one day to the other.
 */
export function monthsEndedBetween(fromDay: string, toDay: string): string[] {
  const months: string[] = [];
  for (let month = monthOf(fromDay); month < monthOf(toDay); month = monthOf(`${month}-01`, 1)) months.push(month);
  return months;
}

/** The cron's work (00:30 Asia/Seoul on the 1st): the previous month by the app's clock. */
export const monthToInvoice = (clock: Clock): string => monthOf(clock.seoulDay(), -1);

// ---- reading -----------------------------------------------------------------------------------------

function toInvoice(row: InvoiceListRow): Invoice {
  const { invoice } = row;
  return {
    id: invoice.id,
    account: { id: invoice.accountId, username: row.username, name: row.accountName || null },
    advertiser_id: row.advertiserId,
    advertiser_name: row.advertiserName,
    registration_number: row.registrationNumber,
    month: invoice.month.slice(0, 7),
    status: invoice.status as InvoiceStatus,
    actions: invoice.actions,
    total: invoice.total,
    supply: invoice.supply,
    vat: invoice.vat,
    assignee:
      invoice.assigneeId && row.assigneeUsername
        ? { id: invoice.assigneeId, username: row.assigneeUsername, name: row.assigneeName }
        : null,
    memo: invoice.memo,
    generated_at: invoice.generatedAt.toISOString(),
    issued_at: invoice.issuedAt?.toISOString() ?? null,
    paid_at: invoice.paidAt?.toISOString() ?? null,
  };
}

/** The list filters, checked: real months, not inverted, at most INVOICE_MAX_MONTH_RANGE months. */
export function filterOf(query: InvoiceListQuery): InvoiceFilter {
  const from = assertMonth(query.month_from, 'month_from');
  const to = assertMonth(query.month_to, 'month_to');
  if (from && to) {
    if (from > to) throw badRequest(invoiceMessages.monthRangeInverted, 'month_from', 'INVALID_RANGE');
    if (monthsBetween(from, to) > INVOICE_MAX_MONTH_RANGE) throw badRequest(invoiceMessages.monthRangeTooLong, 'month_to', 'INVALID_RANGE');
  }
  return {
    monthFrom: from && `${from}-01`,
    monthTo: to && `${to}-01`,
    status: query.status,
    search: query.search?.trim() || undefined,
    assigneeId: query.assignee_id,
    accountId: query.account_id,
  };
}

/**
 * GET admin/invoices within the caller's B2B scope: console staff every account's, a reseller its
 * subtree's (itself included; `account_id` outside lists nothing, as a missing account does), without
 * the desk's own columns (assignee, memo).
 */
export async function list(deps: InvoicesDeps, query: InvoiceListQuery, window: PageWindow, scope: B2bScope = { kind: 'all' }) {
  const filter = { ...filterOf(query), scope };
  const [rows, count] = await Promise.all([deps.repo.listInvoices(filter, window), deps.repo.countInvoices(filter)]);
  const businesses = await deps.repo.advertisersOfAccounts([...new Set(rows.map((row) => row.invoice.accountId))]);
  const desk = scope.kind === 'all';
  return {
    count,
    invocies: rows.map(toInvoice).map((invoice) => (desk ? invoice : { ...invoice, assignee: null, memo: null })),
    advertisers: businesses.map((b) => ({ id: b.id, user_id: b.userId, name: b.name, registration_number: b.registrationNumber })),
  };
}

async function loadInvoice(deps: InvoicesDeps, id: number): Promise<Invoice> {
  const row = await deps.repo.findInvoice(id);
  if (!row) throw notFound(invoiceMessages.notFound);
  return toInvoice(row);
}

export async function detail(deps: InvoicesDeps, id: number): Promise<InvoiceDetail> {
  const invoice = await loadInvoice(deps, id);
  const [lines, business] = await Promise.all([deps.repo.linesOf(id), deps.repo.advertiserOfAccount(invoice.account.id)]);
  const rejected: Record<string, number> = {};
  for (const { line } of lines)
    for (const [reason, count] of Object.entries(line.rejected)) rejected[reason] = (rejected[reason] ?? 0) + count;
  return {
    invoice,
    lines: lines.map(({ line, keyword }) => ({
      id: line.id,
      ad_id: line.adId,
      product_code: line.productCode,
      keyword,
      actions: line.actions,
      unit_price_tenths: line.unitPriceTenths,
      amount: line.amount,
      rejected: line.rejected,
    })),
    evidence: {
      completed: lines.reduce((sum, { line }) => sum + line.actions, 0),
      rejected_total: Object.values(rejected).reduce((sum, count) => sum + count, 0),
      rejected,
    },
    advertiser: business
      ? {
          name: business.name,
          registration_number: business.registrationNumber,
          representative: business.representative,
          address: business.address,
          emails: business.emails,
        }
      : null,
    company: {
      name: INVOICE_ISSUER.name,
      registration_number: INVOICE_ISSUER.registration_number,
      representative: null,
      address: null,
      emails: [],
    },
  };
}

// ---- edits -------------------------------------------------------------------------------------------

const paidLocked = () => new AppError(409, invoiceMessages.paidLocked, 'INVOICE_PAID');

/**
 * Status only forward (DRAFT → ISSUED → PAID; a DRAFT may be marked PAID at once, then it counts as
 * issued too), and nothing at all on a PAID invoice (409). Under the row's lock, so a concurrent
 * regeneration or payment is never overwritten.
 */
export async function update(deps: InvoicesDeps, id: number, body: UpdateInvoiceRequest) {
  // The answer says what was done: issued, marked paid, or (memo) edited.
  const moved = await inTransaction(deps, async (repo): Promise<InvoiceStatus | null> => {
    const row = await repo.lockInvoice(id);
    if (!row) throw notFound(invoiceMessages.notFound);
    if (row.status === 'PAID') throw paidLocked();
    const now = deps.clock.now();
    const changes: Parameters<InvoicesRepository['updateInvoice']>[1] = { updatedAt: now };
    if (body.status !== undefined && body.status !== row.status) {
      const rank = (status: string) => INVOICE_STATUSES.indexOf(status as InvoiceStatus);
      if (rank(body.status) < rank(row.status)) throw badRequest(invoiceMessages.statusBackward, 'status', 'STATUS_BACKWARD');
      changes.status = body.status;
      changes.issuedAt = row.issuedAt ?? now;
      if (body.status === 'PAID') changes.paidAt = now;
    }
    if (body.memo !== undefined) changes.memo = body.memo?.trim() || null;
    await repo.updateInvoice(id, changes);
    return changes.status ? (changes.status as InvoiceStatus) : null;
  });
  const message = moved === 'ISSUED' ? invoiceMessages.issued : moved === 'PAID' ? invoiceMessages.paid : invoiceMessages.updated;
  return { message, invoice: await loadInvoice(deps, id) };
}

/**
 * Who may be assigned an invoice: the active console staff (NURLY_ADMIN/NURLY_STAFF), the only
 * accounts that can open the invoices (README.md "Status, memo, assignee"). The assign dialog's list.
 */
export async function assignees(deps: InvoicesDeps): Promise<InvoiceAssigneeList> {
  const rows = await deps.repo.consoleStaffAccounts();
  return { results: rows.map((row) => ({ id: row.id, username: row.username, name: row.name })) };
}

/**
 * Puts the invoice on a console staff member (one of `assignees`); anyone else is a 400 naming the
 * field. Null clears it.
 */
export async function assign(deps: InvoicesDeps, id: number, assigneeId: number | null) {
  await inTransaction(deps, async (repo) => {
    const row = await repo.lockInvoice(id);
    if (!row) throw notFound(invoiceMessages.notFound);
    if (row.status === 'PAID') throw paidLocked();
    if (assigneeId !== null && !(await repo.isConsoleStaffAccount(assigneeId))) {
      throw badRequest(invoiceMessages.assigneeInvalid, 'assignee_id', 'INVALID_ASSIGNEE');
    }
    await repo.updateInvoice(id, { assigneeId, updatedAt: deps.clock.now() });
  });
  return { message: assigneeId === null ? invoiceMessages.unassigned : invoiceMessages.assigned, invoice: await loadInvoice(deps, id) };
}
