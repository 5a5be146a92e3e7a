/**
 * The status state machine of one ad line: PUT admin/ads/{id} actions (and a staff `status` edit,
 * which is the matching action), the campaign cancel and the nightly close. Each change runs in one
 * transaction under the owner's account lock, re-reads the line, logs the status and moves the hold
 * (README "Holds"; the formulas are holds.ts's).
 *
 * | action        | from                        | to        | who                               | hold after (holds.ts)                          |
 * |---------------|-----------------------------|-----------|-----------------------------------|------------------------------------------------|
 * | approve       | PENDING                     | ACTIVE    | console staff                     | unchanged                                      |
 * | reject        | PENDING                     | REJECTED  | console staff, with a reason      | `releasedHold` (0)                             |
 * | pause         | ACTIVE                      | PAUSED    | owner, staff (with a reason), hub | `stoppedHold` (kept + today)                   |
 * | pause         | PAUSED by someone below [1] | PAUSED    | staff (with a reason), hub        | unchanged; the pause becomes the caller's      |
 * | resume        | PAUSED, today ≤ end         | ACTIVE    | the pause's holder or above [2]   | `runningHold` (kept + today … end, checked)    |
 * | cancel        | PENDING, ACTIVE, PAUSED     | CANCELLED | owner, staff                      | not started: `releasedHold`; else `stoppedHold` |
 * | extend        | PENDING, ACTIVE, PAUSED     | unchanged | [3], with a later `end_date`      | PAUSED: unchanged; else `runningHold` to the new end |
 * | change_volume | PENDING, ACTIVE, PAUSED     | unchanged | console staff                     | PAUSED: `stoppedHold`; else `runningHold` at the new volume |
 * | nightly close | ACTIVE, PAUSED, end < today | ENDED     | the `ads.close-ended` job         | unchanged (settlement releases it)             |
 *
 * [1] `mayTakeOverPause`: the desk over an owner's or a hub's pause, the hub over an owner's.
 * [2] `assertMayResume` (line-rules.ts): desk > hub > owner.
 * [3] `assertMayExtend` (line-rules.ts): the desk and the group's hub admin any live line, the owner while PENDING.
 * "kept" is what the hold carries for run days not settled yet; "hub" is the hub console through
 * `hubDelegate` (hub/ads-service.ts), which may only pause, resume and extend.
 *
 * REJECTED, CANCELLED and ENDED are final. Any other move is a 409 `transitionRefused`. A staff
 * `status` edit maps ACTIVE → resume (from PAUSED) or approve, PAUSED → pause, REJECTED → reject,
 * CANCELLED → cancel, anything else 409. Field edits without an action are edit.ts's.
 */
import { adMessages, mayTakeOverPause, pauseKindOf, type AdPauseKind, type AdStatus, type UpdateAdRequest } from '@nurly/contracts/schemas';
import { actorIdOf, isConsoleStaff, isOwnerOrConsoleStaff, mayReadAd } from '../../access/policy';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import type { Principal } from '../../types';
import { lockAccount } from '../points';
import {
  liveStatuses,
  notFoundAd,
  notStarted,
  refuseDuplicateLine,
  termsOf,
  transitionRefused,
  type AdRecord,
  type AdsDeps,
  type ChangeContext,
} from './common';
import { applyEdit } from './edit';
import { currentHold, moveHold, releasedHold, runningHold, stoppedHold } from './holds';
import { adActorOf, assertMayExtend, assertMayResume } from './line-rules';
import { campaignById, getAd } from './reads';
import { checkPeriod, checkVolume, parseDay, refuseCustomerFields } from './validation';

type Action = NonNullable<UpdateAdRequest['action']>;

/** Staff status edits are the matching actions (so the same transition rules and holds apply). */
function actionForStatus(current: string, status: string, field: string): Action {
  if (status === 'ACTIVE') return current === 'PAUSED' ? 'resume' : 'approve';
  if (status === 'PAUSED') return 'pause';
  if (status === 'REJECTED') return 'reject';
  if (status === 'CANCELLED') return 'cancel';
  throw transitionRefused(field);
}

/**
 * PUT admin/ads/{id}: an action (approve, reject, pause, resume, cancel, extend, change_volume) or
 * field edits. Holds follow the README formulas; every change is logged.
 */
export async function updateAd(
  deps: AdsDeps,
  principal: Principal,
  id: number,
  body: UpdateAdRequest,
  options: { hubDelegate?: boolean } = {},
) {
  const { repo, clock } = deps;
  const found = await repo.findAdRow(id, clock.seoulDay());
  // `hubDelegate`: the hub module (hub/ads-service.ts) has already scoped the ad to the caller's group.
  if (!found || (!options.hubDelegate && !mayReadAd(principal, found.ad))) throw notFoundAd();
  const staff = isConsoleStaff(principal);
  // The hub console sees its group's ads; changing them is the owner's, the desk's, or the hub
  // console's through its own routes (pause, resume, extend only).
  if (!options.hubDelegate && !isOwnerOrConsoleStaff(principal, found.ad.ownerId)) throw forbidden();
  if (options.hubDelegate && body.action !== 'pause' && body.action !== 'resume' && body.action !== 'extend') throw forbidden();
  if (!staff) refuseCustomerFields(body);
  if (staff && body.owner_id !== undefined && body.owner_id !== found.ad.ownerId) {
    throw badRequest('광고주는 변경할 수 없습니다. 광고를 취소하고 새로 등록해주세요.', 'owner_id', 'OWNER_NOT_EDITABLE');
  }
  if (!staff && body.unit_price_tenths !== undefined)
    throw new AppError(403, adMessages.startedPriceRefused, 'FORBIDDEN_FIELD', 'unit_price_tenths');

  let action = body.action;
  if (!action && staff && body.status !== undefined && body.status !== found.ad.status)
    action = actionForStatus(found.ad.status, body.status, 'status');
  // The caller's part on the line (the desk, the group's hub admin or member, the owner): who may lift a pause and extend.
  const actor = adActorOf(principal, found.ad);
  if (!actor) throw forbidden();
  const outcome = await repo.transaction(async (tx) => {
    const balance = await lockAccount(tx.handle, found.ad.ownerId);
    const ad = (await tx.lockAdLine(id))!;
    const today = clock.seoulDay();
    const context = { tx, ad, balance, today, actorId: actorIdOf(principal), staff, actor };
    if (action) return applyAction(context, action, body);
    return applyEdit(context, body);
  });
  return { message: outcome, ad: await getAd(deps, principal, id) };
}

/** A new status; leaving PAUSED (or pausing without `extra`) clears who held the pause. */
async function setStatus(context: ChangeContext, status: AdStatus, reason: string | null, extra: Partial<AdRecord> = {}) {
  const { tx, ad, actorId } = context;
  await tx.updateAdLine(ad.id, { status, statusReason: reason, pauseKind: null, pausedById: null, ...extra });
  await tx.insertAdLog(ad.id, actorId, 'status', ad.status, status, reason);
}

const requireStaff = (context: ChangeContext) => {
  if (!context.staff) throw forbidden();
};

function requireReason(reason: string | undefined): string {
  const trimmed = reason?.trim();
  if (!trimmed) throw badRequest(adMessages.reasonRequired, 'reason', 'REASON_REQUIRED');
  return trimmed;
}

async function applyAction(context: ChangeContext, action: Action, body: UpdateAdRequest): Promise<string> {
  const { tx, ad, today, actorId, balance } = context;
  const holdInput = { adId: ad.id, accountId: ad.ownerId, balance, actorId };
  const reason = body.reason?.trim() || null;
  switch (action) {
    case 'approve': {
      requireStaff(context);
      if (ad.status !== 'PENDING') throw transitionRefused('action');
      await setStatus(context, 'ACTIVE', reason);
      return adMessages.approved;
    }
    case 'reject': {
      requireStaff(context);
      if (ad.status !== 'PENDING') throw transitionRefused('action');
      const why = requireReason(body.reason);
      await setStatus(context, 'REJECTED', why);
      await moveHold(tx, { ...holdInput, reason: why }, releasedHold);
      return adMessages.rejected;
    }
    case 'pause': {
      const heldBy = ad.pauseKind as AdPauseKind | null;
      const holder = { pauseKind: pauseKindOf(context.actor), pausedById: actorId };
      if (ad.status === 'PAUSED' && mayTakeOverPause(context.actor, heldBy)) return takeOverPause(context, body, holder);
      if (ad.status !== 'ACTIVE') throw transitionRefused('action');
      const why = context.staff ? requireReason(body.reason) : reason;
      await setStatus(context, 'PAUSED', why, holder);
      await moveHold(tx, { ...holdInput, reason: why }, stoppedHold(await currentHold(tx, ad.id), termsOf(ad), today));
      return adMessages.paused;
    }
    case 'resume': {
      if (ad.status !== 'PAUSED' || today > ad.endDate) throw transitionRefused('action');
      // A pause by the desk (or the hub console) is a hold only its holder or someone above lifts.
      assertMayResume(context.actor, ad.pauseKind as AdPauseKind | null);
      const current = await currentHold(tx, ad.id);
      // Re-hold today … end; the kept (run, unsettled) days stay as they are.
      await moveHold(tx, { ...holdInput, reason }, runningHold(current, termsOf(ad), termsOf(ad), today));
      await setStatus(context, 'ACTIVE', null);
      return adMessages.resumed;
    }
    case 'cancel':
      return cancelLine(context, reason);
    case 'extend': {
      if (!liveStatuses.includes(ad.status)) throw transitionRefused('action');
      assertMayExtend(context.actor, ad.status);
      if (body.end_date === undefined) throw badRequest(adMessages.dateInvalid, 'end_date', 'INVALID_DATE');
      const endDate = parseDay(body.end_date, 'end_date');
      if (endDate <= ad.endDate) throw badRequest(adMessages.extendNotLater, 'end_date', 'EXTEND_NOT_LATER');
      checkPeriod(ad.startDate, endDate, today, { startMayBePast: true });
      const next = { ...termsOf(ad), endDate };
      await refuseDuplicateLine(tx, { ...ad, endDate }, 'end_date', ad.id);
      // A paused ad holds nothing ahead: resuming will hold through the new end.
      if (ad.status !== 'PAUSED')
        await moveHold(tx, { ...holdInput, reason }, runningHold(await currentHold(tx, ad.id), termsOf(ad), next, today));
      await tx.updateAdLine(ad.id, { endDate });
      await tx.insertAdLog(ad.id, actorId, 'end_date', ad.endDate, endDate, reason);
      return adMessages.extended;
    }
    case 'change_volume': {
      requireStaff(context);
      if (!liveStatuses.includes(ad.status)) throw transitionRefused('action');
      const dailyVolume = checkVolume(body.daily_volume ?? 0, 'daily_volume');
      const next = { ...termsOf(ad), dailyVolume };
      const current = await currentHold(tx, ad.id);
      // Today and the days ahead are re-held at the new volume; a paused ad holds only what it kept.
      const plan = ad.status === 'PAUSED' ? stoppedHold(current, termsOf(ad), today) : runningHold(current, termsOf(ad), next, today);
      await moveHold(tx, { ...holdInput, reason }, plan);
      await tx.updateAdLine(ad.id, { dailyVolume });
      await tx.insertAdLog(ad.id, actorId, 'daily_volume', ad.dailyVolume, dailyVolume, reason);
      return adMessages.volumeChanged;
    }
  }
}

/**
 * The desk pausing a line its owner (or the hub console) had paused: the line stays PAUSED and its
 * hold is unchanged, but the pause becomes the desk's (only the desk lifts it), with the desk's reason.
 */
async function takeOverPause(
  context: ChangeContext,
  body: UpdateAdRequest,
  holder: { pauseKind: AdPauseKind; pausedById: number },
): Promise<string> {
  const { tx, ad, actorId } = context;
  const why = context.staff ? requireReason(body.reason) : body.reason?.trim() || ad.statusReason;
  await tx.updateAdLine(ad.id, { ...holder, statusReason: why });
  await tx.insertAdLog(ad.id, actorId, 'paused_by', ad.pauseKind ?? 'OWNER', holder.pauseKind, why);
  return adMessages.paused;
}

/**
 * Cancel one line. Before its start (or still in review): CANCELLED and the whole hold released.
 * After the start: CANCELLED, today's day hold kept for settlement, the later days released.
 */
async function cancelLine(context: ChangeContext, reason: string | null): Promise<string> {
  const { tx, ad, today, actorId, balance } = context;
  if (!liveStatuses.includes(ad.status)) throw transitionRefused('action');
  const before = notStarted(ad, today);
  const next = before ? releasedHold : stoppedHold(await currentHold(tx, ad.id), termsOf(ad), today);
  await setStatus(context, 'CANCELLED', reason);
  await moveHold(tx, { adId: ad.id, accountId: ad.ownerId, balance, actorId, reason }, next);
  return before ? adMessages.cancelledBeforeStart : adMessages.cancelledAfterStart;
}

/** DELETE admin/ads/{id}: cancel that line (owner or console staff). */
export async function cancelAd(deps: AdsDeps, principal: Principal, id: number) {
  return updateAd(deps, principal, id, { action: 'cancel' });
}

/** DELETE assistant/campaingns/{id}: cancel every live line of the caller's campaign. */
export async function cancelCampaign(deps: AdsDeps, principal: Principal, id: number) {
  const { repo, clock } = deps;
  const row = await repo.findCampaignRow(id);
  if (!row || !isOwnerOrConsoleStaff(principal, row.campaign.ownerId)) throw notFoundAd();
  const { released, allBeforeStart } = await repo.transaction(async (tx) => {
    const balance = await lockAccount(tx.handle, row.campaign.ownerId);
    const lines = await tx.lockCampaignLines(id);
    const live = lines.filter((line) => liveStatuses.includes(line.status));
    if (!live.length) throw transitionRefused();
    const today = clock.seoulDay();
    let releasedWon = 0;
    let before = true;
    for (const ad of live) {
      const actor = adActorOf(principal, ad) ?? 'OWNER';
      const context = { tx, ad, balance, today, actorId: actorIdOf(principal), staff: isConsoleStaff(principal), actor };
      const held = (await currentHold(tx, ad.id)).amount;
      const message = await cancelLine(context, null);
      before &&= message === adMessages.cancelledBeforeStart;
      releasedWon += held - (await currentHold(tx, ad.id)).amount;
    }
    return { released: releasedWon, allBeforeStart: before };
  });
  return {
    message: allBeforeStart ? adMessages.cancelledBeforeStart : adMessages.cancelledAfterStart,
    campaign: await campaignById(deps, id),
    released,
  };
}

/**
 * The nightly close (`ads.close-ended`, 00:01 Asia/Seoul): ACTIVE/PAUSED ads whose end date is
 * before `today` become ENDED. Holds are left as they are: the last days' holds are released by the
 * midnight settlement when it charges them. Idempotent (a re-run finds nothing to do).
 */
export async function closeEndedAds({ repo }: AdsDeps, today: string): Promise<number> {
  const due = await repo.endedAdIds(today);
  let closed = 0;
  for (const { id, ownerId } of due) {
    closed += await repo.transaction(async (tx) => {
      await lockAccount(tx.handle, ownerId);
      const ad = await tx.lockAdLine(id);
      if (!ad || (ad.status !== 'ACTIVE' && ad.status !== 'PAUSED') || ad.endDate >= today) return 0;
      await tx.updateAdLine(id, { status: 'ENDED' });
      await tx.insertAdLog(id, null, 'status', ad.status, 'ENDED', '광고 기간 종료');
      return 1;
    });
  }
  return closed;
}
