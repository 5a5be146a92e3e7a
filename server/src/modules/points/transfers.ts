/**
 * Reseller transfers (docs/decisions/resellers.md#transfers; README "Transfers"): a tier 2–3 reseller or a hub admin moves points from its
 * available balance (balance − holds) to a descendant (TRANSFER), or takes up to a descendant's
 * available points back (RECALL). Two ledger rows and one audit row in ONE statement (its own
 * transaction, transfer-queries.ts `bookTransfer`), each row naming the other account; the two user
 * rows are locked in id order, and the debit is written only if the available balance read after
 * the lock covers it, so it is never overdrawn however many instances race. The same
 * idempotency_key (per sender) replays the first answer.
 */
import { randomUUID } from 'node:crypto';
import {
  formatTenthsWon,
  pointActionNames,
  pointMessages,
  type AddBalanceRequest,
  type BalanceResponse,
  type TransferAction,
} from '@nurly/contracts/schemas';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Principal } from '../../types';
import { auditActorOf } from '../audit';
import { assertNotActingFor, isMarginEarner } from '../../access/policy';
import { uniqueAsConflict, type LedgerRow } from './ledger';
import type { PointsDeps } from './repository';
import { toHistoryRow } from './service';
import type { TransferAccount } from './transfer-queries';

/**
 * Who may move points down its subtree: the resellers that earn margins (access/policy.ts
 * `isMarginEarner`): distributors and agencies (tier 2–3) and the hubs' admins, a hub admin being a
 * reseller of its group (its tree's tier 1, never the company's): it funds its clients as an agency does.
 */
export function isTransferSender(principal: Principal): boolean {
  return isMarginEarner(principal);
}

export interface TransferContext {
  /** The request's id (the audit row names it). */
  requestId?: string;
  /** The Idempotency-Key header, when the body names none. */
  idempotencyKey?: string;
}

const overAvailable = (action: TransferAction, available: number) =>
  new AppError(
    409,
    (action === 'RECALL' ? pointMessages.recallOverAvailable : pointMessages.transferOverAvailable)(
      formatTenthsWon(Math.max(0, available) * 10),
    ),
    'INSUFFICIENT_BALANCE',
    'amount',
  );

const targetNotFound = () => {
  const error = notFound(pointMessages.transferTargetNotFound);
  return new AppError(error.statusCode, error.message, error.code, 'user_id');
};

const keyReused = () => new AppError(409, pointMessages.idempotencyKeyReused, 'IDEMPOTENCY_CONFLICT', 'idempotency_key');

/**
 * The answer of a booked pair, from its rows alone, so a replay answers exactly what the first call
 * did: `entry`/`balance` the caller's own row, `counterparty_entry`/`counterparty_balance` the descendant's.
 */
function answerOf(
  action: TransferAction,
  pair: { out: LedgerRow; in: LedgerRow },
  names: { self: TransferAccount | undefined; target: TransferAccount | undefined },
  replayed: boolean,
): BalanceResponse {
  const [own, theirs] = action === 'TRANSFER' ? [pair.out, pair.in] : [pair.in, pair.out];
  return {
    message: replayed ? pointMessages.transferReplayed : action === 'TRANSFER' ? pointMessages.transferDone : pointMessages.recallDone,
    user_id: theirs.accountId,
    balance: Number(own.balanceAfter),
    entry: { ...toHistoryRow(own), counterparty: names.target ?? null },
    counterparty_entry: { ...toHistoryRow(theirs), counterparty: names.self ?? null },
    counterparty_balance: Number(theirs.balanceAfter),
    replayed,
  };
}

/** A key already booked: the same move answers its rows again; any other use of the key is a 409. */
async function replay(deps: PointsDeps, principal: Principal, action: TransferAction, outKey: string, targetId: number, amount: number) {
  const pair = await deps.repo.pairByKey(outKey);
  if (!pair) return undefined;
  const expected = action === 'TRANSFER' ? 'TRANSFER_OUT' : 'RECALL_OUT';
  const target = action === 'TRANSFER' ? pair.out.counterpartyId : pair.out.accountId;
  if (pair.out.action !== expected || target !== targetId || -Number(pair.out.amount) !== amount || !pair.in) throw keyReused();
  const names = await deps.repo.accountNamesOf([principal.id, targetId]);
  return answerOf(action, { out: pair.out, in: pair.in }, { self: names.get(principal.id), target: names.get(targetId) }, true);
}

/**
 * POST admin/b2b/balance from a reseller: { user_id, amount, memo?, idempotency_key?, action?
 * TRANSFER (default) | RECALL }. Refusals write nothing and name the field: amount (0, negative, more
 * than available), user_id (missing, oneself, outside the subtree: 404 like a missing account),
 * idempotency_key (used for another move). Two database round trips: the session, the move.
 */
export async function transfer(
  deps: PointsDeps,
  principal: Principal,
  body: AddBalanceRequest,
  context: TransferContext = {},
): Promise<BalanceResponse & { watch?: boolean }> {
  assertNotActingFor(principal, pointMessages.transferWhileActingFor);
  if (!isTransferSender(principal)) throw new AppError(403, pointMessages.transferResellerOnly, 'FORBIDDEN');
  if (body.request_id !== undefined || body.action === 'CHARGE' || body.action === 'FREE')
    throw new AppError(403, pointMessages.transferResellerAction, 'FORBIDDEN', 'action');
  const action: TransferAction = body.action ?? 'TRANSFER';
  if (body.user_id === undefined) throw badRequest(pointMessages.transferTargetRequired, 'user_id', 'USER_REQUIRED');
  if (body.user_id === principal.id) throw badRequest(pointMessages.transferToSelf, 'user_id', 'TRANSFER_TO_SELF');
  if (body.amount === undefined || body.amount <= 0) throw badRequest(pointMessages.transferAmountRequired, 'amount', 'AMOUNT_REQUIRED');
  const targetId = body.user_id;
  const amount = body.amount;
  const key = body.idempotency_key ?? context.idempotencyKey;
  const outKey = `transfer:${principal.id}:${key ?? randomUUID()}`;
  // A replayed key is found by the booking's guard (nothing written), then answered below.
  const actor = auditActorOf(principal, context.requestId);
  const memo = body.memo?.trim() || null;
  const recall = action === 'RECALL';
  const booked = await uniqueAsConflict(() =>
    deps.repo.bookAuditedTransfer(
      {
        senderId: principal.id,
        targetId,
        recall,
        amount,
        actorId: actor.actorId,
        memo,
        outKey,
        inKey: `${outKey}:in`,
        outName: recall ? pointActionNames.RECALL_OUT : pointActionNames.TRANSFER_OUT,
        inName: recall ? pointActionNames.RECALL_IN : pointActionNames.TRANSFER_IN,
      },
      // The audit row (subject: the descendant), from the function's answer, in the same statement.
      { actor, action, at: deps.clock.now() },
    ),
  ).catch(async (error: unknown) => {
    // The same key raced in on another connection (its row committed first): answer that one.
    const answered =
      key && error instanceof AppError && error.code === 'DUPLICATE'
        ? await replay(deps, principal, action, outKey, targetId, amount)
        : undefined;
    if (answered) return { outcome: 'ANSWERED', answered } as const;
    throw error;
  });
  switch (booked.outcome) {
    case 'ANSWERED':
      return booked.answered;
    case 'NOT_FOUND':
      throw targetNotFound();
    case 'INSUFFICIENT':
      throw overAvailable(action, booked.available);
    case 'DUPLICATE': {
      // Nothing was written: the key was booked before (answer that move), or is another move's.
      const answered = await replay(deps, principal, action, outKey, targetId, amount);
      if (!answered) throw keyReused();
      return answered;
    }
    case 'BOOKED':
      return {
        ...answerOf(action, { out: booked.out, in: booked.in }, { self: booked.sender, target: booked.target }, false),
        ...(booked.watch && { watch: true }),
      };
  }
}
