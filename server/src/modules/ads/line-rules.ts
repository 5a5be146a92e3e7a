/**
 * Who may resume and who may extend an ad line, for every route that changes one (PUT admin/ads/{id}
 * in this module, PUT hub/ads/{id} in the hub module). The rules themselves are the contracts'
 * (`@nurly/contracts` values/ad-rules.ts, which the consoles also read to offer their buttons); this
 * file names the caller's part on a line and answers a refusal with its Korean message.
 */
import { adMessages, mayExtendAd, mayResumeAd, type AdActor, type AdPauseKind, type AdStatus } from '@nurly/contracts/schemas';
import { hasAnyRole, hubScope, hubStaffScope, isConsoleStaff } from '../../access/policy';
import { AppError } from '../../lib/errors';
import type { Principal } from '../../types';

export interface LineParties {
  ownerId: number;
  service: string;
  groupId: number | null;
}

/**
 * The caller's part on a line: the desk, the hub admin or a hub member of the line's group (HUB
 * lines), its owner, or nothing (null).
 */
export function adActorOf(principal: Principal, ad: LineParties): AdActor | null {
  if (isConsoleStaff(principal)) return 'STAFF';
  if (ad.service === 'HUB' && ad.groupId !== null) {
    if (hubScope(principal)?.groupId === ad.groupId) return 'HUB_ADMIN';
    if (hubStaffScope(principal)?.groupId === ad.groupId && hasAnyRole(principal, ['HUB_MEMBER'])) return 'HUB_MEMBER';
  }
  return principal.id === ad.ownerId ? 'OWNER' : null;
}

/** Extending a line (a later end date): 403 unless the desk, the group's hub admin, or the owner of a line still in review. */
export function assertMayExtend(actor: AdActor | null, status: string): void {
  if (actor === null || !mayExtendAd(actor, status as AdStatus)) {
    throw new AppError(403, adMessages.extendRefused, 'EXTEND_REFUSED', 'action');
  }
}

/** Resuming a paused line: 403 when the pause is a hold above the caller (the desk's, or the hub console's). */
export function assertMayResume(actor: AdActor, heldBy: AdPauseKind | null): void {
  if (mayResumeAd(actor, heldBy)) return;
  const message = heldBy === 'STAFF' ? adMessages.resumeHeldByStaff : adMessages.resumeHeldByHub;
  throw new AppError(403, message, 'PAUSE_HELD', 'action');
}
