/**
 * Publisher monthly statements (정산서, docs/decisions/resellers.md#publisher-statements; README.md "Monthly statements"): the
 * publisher's console reads its own apps' statements (another publisher's are a 404 like a missing
 * one), the Nurly desk reads all and records each payment once.
 */
import {
  isCalendarDay,
  lastDayOfMonth,
  STATEMENT_VAT_NOTE,
  statementMessages,
  type AdminStatementQuery,
  type MarkStatementPaidRequest,
  type PublisherStatement,
  type PublisherStatementDetail,
  type PublisherStatementQuery,
  type StatementSaved,
} from '@nurly/contracts/schemas';
import { publisherScope } from '../../access/policy';
import type { Principal } from '../../access/principal';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { OfferwallRepository } from './repository';
import type { StatementFilters, StatementRecord } from './statement-queries';

export interface StatementDeps {
  repo: OfferwallRepository;
  clock: Clock;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toStatement(row: { statement: StatementRecord; appName: string; publisherUsername: string }): PublisherStatement {
  const s = row.statement;
  return {
    id: s.id,
    app: { id: s.appId, name: row.appName },
    publisher: { id: s.publisherId, username: row.publisherUsername },
    month: s.month.slice(0, 7),
    days: s.days,
    completions: s.completions,
    payout: s.payout,
    supply: s.supply,
    vat: s.vat,
    vat_note: STATEMENT_VAT_NOTE,
    status: s.status as PublisherStatement['status'],
    paid_on: s.paidOn,
    reference: s.reference,
    paid_at: iso(s.paidAt),
    created_at: s.createdAt.toISOString(),
  };
}

function filtersOf(query: PublisherStatementQuery & { publisher_id?: number }, publisherId: number | undefined): StatementFilters {
  if (query.month_from && query.month_to && query.month_from > query.month_to)
    throw badRequest(statementMessages.monthRangeInverted, 'month_from');
  return {
    publisherId: publisherId ?? query.publisher_id,
    appId: query.app_id,
    status: query.status,
    monthFrom: query.month_from ? `${query.month_from}-01` : undefined,
    monthTo: query.month_to ? `${query.month_to}-01` : undefined,
  };
}

async function listOf(deps: StatementDeps, filters: StatementFilters, window: PageWindow) {
  const [count, rows] = await Promise.all([deps.repo.countStatements(filters), deps.repo.listStatements(filters, window)]);
  return { count, results: rows.map(toStatement) };
}

/** GET offerwall/statements: a publisher's own apps (NURLY_ADMIN: every app, like the console's other lists). */
export async function publisherStatements(deps: StatementDeps, principal: Principal, query: PublisherStatementQuery, window: PageWindow) {
  return listOf(deps, filtersOf(query, publisherScope(principal)?.ownerId), window);
}

/** GET admin/offerwall/statements: every publisher's (console staff). */
export async function allStatements(deps: StatementDeps, query: AdminStatementQuery, window: PageWindow) {
  return listOf(deps, filtersOf(query, undefined), window);
}

/** GET offerwall/statements/{id}: the statement and its settled days; another publisher's is a 404. */
export async function statementDetail(deps: StatementDeps, principal: Principal, id: number): Promise<PublisherStatementDetail> {
  const row = await deps.repo.findStatement(id);
  const own = publisherScope(principal);
  if (!row || (own && row.statement.publisherId !== own.ownerId)) throw notFound(statementMessages.notFound);
  const days = await deps.repo.statementDays(id);
  return { statement: toStatement(row), days: days.map((d) => ({ day: d.day, completions: d.completions, payout: d.payout })) };
}

/**
 * POST admin/offerwall/statements/{id}/paid: records the payment once. The day must be a real day
 * after the statement's month and not after today (Asia/Seoul); the reference is trimmed. Asking
 * again with the same day and reference answers the same (a retried request); other values on a
 * PAID statement are a 409.
 */
export async function markPaid(
  deps: StatementDeps,
  principal: Principal,
  id: number,
  body: MarkStatementPaidRequest,
): Promise<StatementSaved> {
  const found = await deps.repo.findStatement(id);
  if (!found) throw notFound(statementMessages.notFound);
  const month = found.statement.month.slice(0, 7);
  const paidOn = body.paid_on;
  if (!isCalendarDay(paidOn)) throw badRequest(statementMessages.paidOnInvalid, 'paid_on');
  if (paidOn <= lastDayOfMonth(month)) throw badRequest(statementMessages.paidOnBeforeMonthEnd(month), 'paid_on');
  if (paidOn > deps.clock.seoulDay()) throw badRequest(statementMessages.paidOnFuture, 'paid_on');
  const reference = body.reference.trim();
  if (!reference) throw badRequest(statementMessages.referenceRequired, 'reference');
  const result = await deps.repo.markStatementPaid(id, { paidOn, reference, paidBy: principal.id, at: deps.clock.now() });
  if (!result) throw notFound(statementMessages.notFound);
  const { row, paidNow } = result;
  if (!paidNow && (row.paidOn !== paidOn || row.reference !== reference))
    throw new AppError(409, statementMessages.alreadyPaid, 'STATEMENT_ALREADY_PAID', 'paid_on');
  const statement = toStatement({ ...found, statement: row });
  return { message: statementMessages.paid(month, found.appName), statement };
}
