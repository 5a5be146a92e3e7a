/**
 * Reseller transfers (money-loop §9; README "Transfers"): a tier 2–3 reseller moves points from its
 * available balance (balance − holds) to a descendant (TRANSFER), or takes up to a descendant's
 * available points back (RECALL). Two ledger rows in one transaction, each naming the other
 * account, and one audit row; the two user rows are locked in id order, and the debit is written
 * only if the available balance read after the lock covers it, so it is never overdrawn however
 * many instances race. The same idempotency_key (per sender) replays the first answer.
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
import { auditActorOf, recordAudit } from '../audit';
import { heldOf, uniqueAsConflict, type LedgerRow } from './ledger';
import type { PointsDeps } from './repository';
import { toHistoryRow } from './service';
import { bookPair, lockPair, pairByKey, type LockedPair } from './transfer-queries';

/** Tiers that may move points down their subtree (2 distributor, 3 agency). */
const RESELLER_TIERS = new Set([2, 3]);

/**
 * Money moves are refused while acting for another account (대리 접속, money-loop §9). The hook:
 * a principal carries `actor` once act-for tokens exist; none does yet.
 */
export function assertNotActingFor(principal: Principal): void {
  if (principal.actor) throw new AppError(403, pointMessages.transferWhileActingFor, 'ACTING_FOR');
}

export function isTransferSender(principal: Principal): boolean {
  return !principal.isGuest && principal.tier !== null && RESELLER_TIERS.has(principal.tier);
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
    (action === 'RECALL' ? pointMessages.recallOverAvailable : pointMessages.transferOverAvailable)(formatTenthsWon(Math.max(0, available) * 10)),
    'INSUFFICIENT_BALANCE',
    'amount',
  );

const targetNotFound = () => {
  const error = notFound(pointMessages.transferTargetNotFound);
  return new AppError(error.statusCode, error.message, error.code, 'user_id');
};

const keyReused = () => new AppError(409, pointMessages.idempotencyKeyReused, 'IDEMPOTENCY_CONFLICT', 'idempotency_key');

const counterpartyOf = (row: LockedPair | undefined) => row && { id: row.id, username: row.username, name: row.name };

/**
 * The answer of a booked pair, from its rows alone, so a replay answers exactly what the first call
 * did: `entry`/`balance` the caller's own row, `counterparty_entry`/`counterparty_balance` the descendant's.
 */
function answerOf(
  action: TransferAction,
  pair: { out: LedgerRow; in: LedgerRow },
  names: { self: ReturnType<typeof counterpartyOf>; target: ReturnType<typeof counterpartyOf> },
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
  const pair = await pairByKey(deps.repo.db, outKey);
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
 * than available), user_id (missing, oneself, outside the subtree: 404 like a missing account).
 */
export async function transfer(deps: PointsDeps, principal: Principal, body: AddBalanceRequest, context: TransferContext = {}): Promise<BalanceResponse> {
  assertNotActingFor(principal);
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
  if (key) {
    const answered = await replay(deps, principal, action, outKey, targetId, amount);
    if (answered) return answered;
  }
  const actor = auditActorOf(principal, context.requestId);
  const memo = body.memo?.trim() || null;
  const booked = await uniqueAsConflict(() =>
    deps.repo.db.transaction(async (tx) => {
      const { rows, descendant } = await lockPair(tx, principal.id, targetId);
      const self = rows.find((row) => row.id === principal.id);
      const target = rows.find((row) => row.id === targetId);
      if (!self || !target || target.isGuest || !descendant) throw targetNotFound();
      const [from, to] = action === 'TRANSFER' ? [self, target] : [target, self];
      const pair = await bookPair(tx, {
        from,
        to,
        amount,
        actorId: actor.actorId,
        outAction: action === 'TRANSFER' ? 'TRANSFER_OUT' : 'RECALL_OUT',
        inAction: action === 'TRANSFER' ? 'TRANSFER_IN' : 'RECALL_IN',
        outName: action === 'TRANSFER' ? pointActionNames.TRANSFER_OUT : pointActionNames.RECALL_OUT,
        inName: action === 'TRANSFER' ? pointActionNames.TRANSFER_IN : pointActionNames.RECALL_IN,
        memo,
        outKey,
        inKey: `${outKey}:in`,
      });
      if (!pair) return { kind: 'refused', from: from.id, point: from.point } as const;
      await recordAudit(tx, {
        ...actor,
        accountId: targetId,
        action,
        before: { sender_balance: self.point, receiver_balance: target.point },
        after: {
          amount,
          memo,
          sender_balance: self.point + (action === 'TRANSFER' ? -amount : amount),
          receiver_balance: target.point + (action === 'TRANSFER' ? amount : -amount),
          ledger_ids: [pair.out.id, pair.in.id],
        },
        at: deps.clock.now(),
      });
      return { kind: 'booked', pair, names: { self: counterpartyOf(self), target: counterpartyOf(target) } } as const;
    }),
  ).catch(async (error: unknown) => {
    // The same key raced in on another connection (its row committed first): answer that one.
    const answered = key && error instanceof AppError && error.code === 'DUPLICATE' ? await replay(deps, principal, action, outKey, targetId, amount) : undefined;
    if (answered) return { kind: 'answered', answered } as const;
    throw error;
  });
  if (booked.kind === 'answered') return booked.answered;
  if (booked.kind === 'refused') {
    // Nothing was written: the key was booked meanwhile (answer it), or the available balance was short.
    const answered = key ? await replay(deps, principal, action, outKey, targetId, amount) : undefined;
    if (answered) return answered;
    throw overAvailable(action, booked.point - (await heldOf(deps.repo.db, booked.from)));
  }
  return answerOf(action, booked.pair, booked.names, false);
}
