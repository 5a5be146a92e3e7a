/**
 * Who may lift a pause and who may extend an ad line: the one statement of both rules. The server
 * (ads and hub modules, `server/src/modules/ads/line-rules.ts`) enforces them; the consoles ask the
 * same functions which buttons to offer.
 */
import type { AdStatus } from './ads';

/**
 * Who holds a paused line: its owner (the owner's own pause), the hub console of its group, or the
 * desk (Nurly staff, e.g. a policy problem). A pause is lifted only by its holder or someone above.
 */
export const AD_PAUSE_KINDS = ['OWNER', 'HUB', 'STAFF'] as const;
export type AdPauseKind = (typeof AD_PAUSE_KINDS)[number];

/** Who acts on a line: the desk, the hub admin or a hub member of the line's group, or its owner. */
export type AdActor = 'STAFF' | 'HUB_ADMIN' | 'HUB_MEMBER' | 'OWNER';

const pauseRank: Record<AdPauseKind, number> = { OWNER: 1, HUB: 2, STAFF: 3 };

/** The hold a pause by this actor puts on the line. */
export function pauseKindOf(actor: AdActor): AdPauseKind {
  return actor === 'STAFF' ? 'STAFF' : actor === 'OWNER' ? 'OWNER' : 'HUB';
}

/**
 * Whether `actor` may resume a line paused by `heldBy`: the desk's pause only the desk; the hub
 * console's the hub console or the desk; the owner's own pause the owner (and those above it).
 * A paused line with no recorded holder counts as the owner's.
 */
export function mayResumeAd(actor: AdActor, heldBy: AdPauseKind | null): boolean {
  return pauseRank[pauseKindOf(actor)] >= pauseRank[heldBy ?? 'OWNER'];
}

/**
 * Whether `actor` may pause a line already paused by `heldBy` (status stays PAUSED, the hold moves
 * up): the desk may make an owner's or a hub's pause its own hold, the hub console an owner's.
 */
export function mayTakeOverPause(actor: AdActor, heldBy: AdPauseKind | null): boolean {
  return pauseRank[pauseKindOf(actor)] > pauseRank[heldBy ?? 'OWNER'];
}

/**
 * Extending a line (기간 연장, a later end date): the desk and the hub admin of the line's group
 * extend any live line (PENDING, ACTIVE, PAUSED); its owner only while it is PENDING, where the new
 * dates are reviewed with the line. An approved line's extension commits more of the owner's
 * points under terms nobody reviewed, so it is the desk's or the hub admin's decision.
 */
export function mayExtendAd(actor: AdActor, status: AdStatus): boolean {
  if (status !== 'PENDING' && status !== 'ACTIVE' && status !== 'PAUSED') return false;
  if (actor === 'STAFF' || actor === 'HUB_ADMIN') return true;
  return actor === 'OWNER' && status === 'PENDING';
}

/** The actor a console user is on the lines it lists (the browser's view: roles of the signed-in account). */
export function adActorOfRoles(roles: readonly string[]): AdActor {
  if (roles.includes('NURLY_ADMIN') || roles.includes('NURLY_STAFF')) return 'STAFF';
  if (roles.includes('HUB_ADMIN')) return 'HUB_ADMIN';
  if (roles.includes('HUB_MEMBER')) return 'HUB_MEMBER';
  return 'OWNER';
}
