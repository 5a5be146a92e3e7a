/**
 * Margin payouts (docs/decisions/resellers.md#margin-payouts; README.md "Margin payouts"): a reseller asks for a payout of its
 * credited margins to its registered bank account; staff pay it (one MARGIN_PAYOUT ledger row, with
 * the day sent and the transfer's reference) or reject it. Every check runs under the account's row
 * lock (points/ledger.ts `lockAccount`), so two requests, or a request and a payment, never both pass
 * on the same money; paying is idempotent (the ledger key `margin-payout:{id}`, the status moving once).
 */
import {
  formatTenthsWon,
  isCalendarDay,
  marginPayoutMessages as messages,
  type MarginPayoutItem,
  type MarginPayoutList,
  type MarginPayoutListQuery,
  type MarginPayoutPay,
  type MarginPayoutRequest,
} from '@nurly/contracts/schemas';
import { assertNotActingFor, isConsoleStaff, isMarginEarner } from '../../access/policy';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { appendLocked, lockAccount } from '../points';
import type { PayoutFigures, PayoutFilter, payoutById } from './payout-queries';
import type { B2bRepository } from './repository';

export interface PayoutDeps {
  repo: B2bRepository;
  clock: Clock;
}

const won = (amount: number) => formatTenthsWon(amount * 10);

type PayoutRow = NonNullable<Awaited<ReturnType<typeof payoutById>>>;

export function toPayoutItem({ p, username, name }: PayoutRow): MarginPayoutItem {
  return {
    id: p.id,
    created_at: p.createdAt.toISOString(),
    user_id: p.accountId,
    username,
    name,
    kind: 'MARGIN_PAYOUT',
    amount: Number(p.amount),
    bank_file: p.bankFileId === null ? null : { id: p.bankFileId, name: p.bankFileName ?? '' },
    memo: p.memo,
    status: p.status as MarginPayoutItem['status'],
    paid_on: p.paidOn,
    reference: p.reference,
    ledger_id: p.ledgerId,
    reject_reason: p.rejectReason,
    resolved_at: p.resolvedAt?.toISOString() ?? null,
  };
}

/** What may still be asked: credited − paid − pending, never more than the unheld balance. */
const requestableOf = (figures: PayoutFigures, balance: number) =>
  Math.max(
    0,
    Math.min(figures.credited - figures.paid - figures.pending, balance - figures.held - figures.pending - figures.pendingWithdrawals),
  );

/** POST admin/b2b/payouts/request: a reseller asks to be paid `amount` of its credited margins. */
export async function requestPayout(deps: PayoutDeps, principal: Principal, body: MarginPayoutRequest) {
  assertNotActingFor(principal);
  if (!isMarginEarner(principal)) throw new AppError(403, messages.notReseller, 'NOT_RESELLER');
  if (!Number.isSafeInteger(body.amount) || body.amount <= 0) throw badRequest(messages.amountPositive, 'amount', 'AMOUNT_NOT_POSITIVE');
  const id = await deps.repo.transaction(async (tx) => {
    const balance = await lockAccount(tx.handle, principal.id);
    const figures = await tx.payoutFigures(principal.id);
    const left = figures.credited - figures.paid - figures.pending;
    if (body.amount > left) throw new AppError(409, messages.exceedsCredits(won(Math.max(0, left))), 'EXCEEDS_CREDITS', 'amount');
    const available = balance - figures.held - figures.pending - figures.pendingWithdrawals;
    if (body.amount > available)
      throw new AppError(409, messages.exceedsAvailable(won(Math.max(0, available))), 'EXCEEDS_AVAILABLE', 'amount');
    const bank = await tx.bankStatementOf(principal.id);
    if (!bank) throw new AppError(409, messages.noBankAccount, 'NO_BANK_ACCOUNT', 'bank_statement');
    const created = await tx.insertPayout({
      accountId: principal.id,
      amount: body.amount,
      bankFileId: bank.id,
      bankFileName: bank.name,
      memo: body.memo?.trim() || null,
    });
    return created.id;
  });
  return { message: messages.requested, payout: toPayoutItem((await deps.repo.payoutById(id))!) };
}

/** GET admin/b2b/payouts: a reseller's own (with its figures), or every account's for staff. */
export async function listPayouts(
  deps: PayoutDeps,
  principal: Principal,
  query: MarginPayoutListQuery,
  window: PageWindow,
): Promise<MarginPayoutList> {
  const staff = isConsoleStaff(principal);
  if (!staff && !isMarginEarner(principal)) throw forbidden();
  const filter: PayoutFilter = { accountId: staff ? undefined : principal.id, status: query.status };
  const [rows, count] = await Promise.all([deps.repo.payoutRows(filter, window), deps.repo.countPayouts(filter)]);
  let own: MarginPayoutList['own'] = null;
  if (!staff) {
    const [figures, account] = await Promise.all([deps.repo.payoutFigures(principal.id), deps.repo.accountPoint(principal.id)]);
    const balance = Number(account?.point ?? 0);
    own = { credited: figures.credited, paid: figures.paid, pending: figures.pending, requestable: requestableOf(figures, balance) };
  }
  return { count, results: rows.map(toPayoutItem), own };
}

async function findPayout(deps: PayoutDeps, id: number) {
  const row = await deps.repo.payoutById(id);
  if (!row) throw notFound(messages.notFound);
  return row;
}

const notPending = () => new AppError(409, messages.notPending, 'NOT_PENDING');

/**
 * Staff pay a payout: under the account's lock, re-checks it against the credits (Σ paid + this ≤
 * Σ credited) and the unheld balance, then books one MARGIN_PAYOUT row (key `margin-payout:{id}`)
 * and marks it PAID with the day and reference. Paying a PAID payout again answers it unchanged.
 */
export async function payPayout(deps: PayoutDeps, principal: Principal, id: number, body: MarginPayoutPay) {
  assertNotActingFor(principal);
  if (!isCalendarDay(body.paid_on)) throw badRequest(messages.paidOnInvalid, 'paid_on', 'INVALID_DAY');
  const reference = body.reference.trim();
  if (!reference) throw badRequest(messages.referenceRequired, 'reference', 'REFERENCE_REQUIRED');
  const request = await findPayout(deps, id);
  await deps.repo.transaction(async (tx) => {
    const balance = await lockAccount(tx.handle, request.p.accountId);
    const current = await tx.lockPayout(id);
    if (current.status === 'PAID') return;
    if (current.status !== 'PENDING') throw notPending();
    const amount = Number(current.amount);
    const figures = await tx.payoutFigures(current.accountId, id);
    if (figures.paid + amount > figures.credited)
      throw new AppError(409, messages.exceedsCredits(won(Math.max(0, figures.credited - figures.paid))), 'EXCEEDS_CREDITS', 'amount');
    if (amount > balance - figures.held)
      throw new AppError(409, messages.exceedsAvailable(won(Math.max(0, balance - figures.held))), 'EXCEEDS_AVAILABLE', 'amount');
    const { row } = await appendLocked(tx.handle, balance, {
      accountId: current.accountId,
      actorId: principal.id,
      action: 'MARGIN_PAYOUT',
      amount: -amount,
      memo: `마진 지급 #${id} ${body.paid_on} ${reference}`,
      idempotencyKey: `margin-payout:${id}`,
    });
    await tx.resolvePayout(id, {
      status: 'PAID',
      paidOn: body.paid_on,
      reference,
      ledgerId: row.id,
      resolvedAt: deps.clock.now(),
      resolvedBy: principal.id,
    });
  });
  return { message: messages.paid, payout: toPayoutItem((await deps.repo.payoutById(id))!) };
}

export async function rejectPayout(deps: PayoutDeps, principal: Principal, id: number, reason?: string) {
  assertNotActingFor(principal);
  const request = await findPayout(deps, id);
  await deps.repo.transaction(async (tx) => {
    await lockAccount(tx.handle, request.p.accountId);
    const current = await tx.lockPayout(id);
    if (current.status !== 'PENDING') throw notPending();
    await tx.resolvePayout(id, {
      status: 'REJECTED',
      rejectReason: reason?.trim() || null,
      resolvedAt: deps.clock.now(),
      resolvedBy: principal.id,
    });
  });
  return { message: messages.rejected, payout: toPayoutItem((await deps.repo.payoutById(id))!) };
}
