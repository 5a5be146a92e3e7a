/**
 * The ads screens of the hub console and of the reward site. Every rule of an
 * ad (validation, price, hold, duplicates, the transaction under the owner's lock) stays in the ads
 * module: this file only decides WHOSE ads a caller reaches on which deployment, then delegates.
 *
 * Scope (docs/decisions/access.md#roles-and-permissions, access/policy.ts):
 *  - hub console (service HUB): console staff every HUB ad (their selected group in lists); HUB_ADMIN
 *    and HUB_MEMBER (`hubStaffScope`) their group's HUB ads; a HUB_CLIENT only its own;
 *  - reward site (service NR): console staff every NR ad; everyone else only their own — their NR
 *    ads and the HUB ads a hub registered for them (a hub client's purchases, charged to it and on its
 *    invoice), which they may pause and resume like their own NR ads.
 * An ad outside the scope is a 404 (the same answer as a missing id).
 */
import {
  adMessages,
  hubAdMessages,
  type AdService,
  type CreateAdRequest,
  type HubAdActionRequest,
  type HubAdClient,
  type HubAdListQuery,
  type HubCreateAdRequest,
  type Variant,
} from '@nurly/contracts/schemas';
import { hasAnyRole, hubStaffScope, isConsoleStaff } from '../../access/policy';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { adActorOf, assertMayExtend } from '../ads';
import type { AdFilter } from '../ads';
import { adsService } from '../ads';
import type { HubRepository } from './repository';

export type HubDeployment = 'hub' | 'reward';

/** The ads module's dependencies plus the hub's repository (whom a hub may register for). */
export interface HubAdsDeps extends adsService.AdsDeps {
  hubRepo: HubRepository;
}

/** The hub console is the `hub` host; every other console host lists the caller's NR ads. */
export function deploymentOf(variant: Variant): HubDeployment {
  if (variant === 'offerwall') throw new AppError(403, adMessages.offerwallRefused, 'OFFERWALL_REFUSED');
  return variant === 'hub' ? 'hub' : 'reward';
}

const serviceOf: Record<HubDeployment, AdService> = { hub: 'HUB', reward: 'NR' };
const notFoundAd = () => notFound(adMessages.notFound);

/** What a member lists and acts on as its own on the reward site: its NR ads and the HUB ads registered for it. */
const ownServicesOnReward: AdService[] = ['NR', 'HUB'];

/** The rows of `GET hub/ads` for this caller (see the header). */
export function listFilterOf(principal: Principal, deployment: HubDeployment, query: HubAdListQuery): AdFilter {
  const base: AdFilter = {
    service: serviceOf[deployment],
    channel: query.channel,
    status: query.status,
    search: query.search?.trim() || undefined,
  };
  if (isConsoleStaff(principal)) {
    // A superuser switches group with the hub console's selector: the list follows it.
    const groupId = deployment === 'hub' ? (principal.groupId ?? undefined) : undefined;
    return { ...base, groupId, ownerId: query.client_id };
  }
  const hub = deployment === 'hub' ? hubStaffScope(principal) : null;
  if (hub) return { ...base, hubGroupId: hub.groupId, ownerId: query.client_id };
  if (deployment === 'reward') return { ...base, service: undefined, services: ownServicesOnReward, ownerId: principal.id };
  return { ...base, ownerId: principal.id };
}

export async function listAds(
  deps: adsService.AdsDeps,
  principal: Principal,
  deployment: HubDeployment,
  query: HubAdListQuery,
  window: PageWindow,
) {
  const filter = listFilterOf(principal, deployment, query);
  const today = deps.clock.seoulDay();
  const [page, count] = await Promise.all([deps.repo.listAdPage(filter, today, window, true), deps.repo.countAds(filter, null)]);
  return { count, results: page.rows.map((row) => adsService.toAd(row, today)) };
}

/** Whether the caller may act on this ad from this deployment (see the header). */
function inScope(
  principal: Principal,
  deployment: HubDeployment,
  ad: { ownerId: number; service: string; groupId: number | null },
): boolean {
  const own = ad.ownerId === principal.id;
  if (deployment === 'reward' && own && (ownServicesOnReward as string[]).includes(ad.service)) return true;
  if (ad.service !== serviceOf[deployment]) return false;
  if (isConsoleStaff(principal)) return true;
  const hub = deployment === 'hub' ? hubStaffScope(principal) : null;
  if (hub && ad.groupId === hub.groupId) return true;
  return own;
}

/**
 * PUT hub/ads/{id}: pause, resume, or (hub console) extend; the hold follows as in PUT admin/ads/{id}.
 * A pause by the hub admin or a hub member is the hub's hold (its client cannot lift it), a pause by
 * the desk only the desk lifts; extending is the hub admin's (or the owner's while in review).
 */
export async function actOnAd(
  deps: adsService.AdsDeps,
  principal: Principal,
  deployment: HubDeployment,
  id: number,
  body: HubAdActionRequest,
) {
  const row = await deps.repo.findAdRow(id, deps.clock.seoulDay());
  if (!row || !inScope(principal, deployment, row.ad)) throw notFoundAd();
  // The reward site offers pause and resume; extending is the hub console's (and the desk's).
  if (body.action === 'extend' && deployment !== 'hub')
    throw new AppError(409, adMessages.transitionRefused, 'TRANSITION_REFUSED', 'action');
  // One extension rule for every console (ads/line-rules.ts): the desk, the group's hub admin, or the owner while in review.
  if (body.action === 'extend') assertMayExtend(adActorOf(principal, row.ad), row.ad.status);
  if (body.action === 'extend' && body.end_date === undefined) throw badRequest(adMessages.dateInvalid, 'end_date', 'INVALID_DATE');
  return adsService.updateAd(
    deps,
    principal,
    id,
    { action: body.action, end_date: body.end_date, reason: body.reason },
    { hubDelegate: true },
  );
}

/** GET hub/ads/clients: whom the caller may register an ad for (the reward site: nobody but itself). */
export async function listClients(deps: HubAdsDeps, principal: Principal, deployment: HubDeployment): Promise<HubAdClient[]> {
  if (deployment !== 'hub') return [];
  if (isConsoleStaff(principal)) return deps.hubRepo.hubClients(principal.groupId);
  const hub = hubStaffScope(principal);
  if (hub) return deps.hubRepo.hubClients(hub.groupId);
  return hasAnyRole(principal, ['HUB_CLIENT']) ? deps.hubRepo.hubClients(null, principal.id) : [];
}

/** The owner of a new hub ad: a client of the caller's group (or a hub client itself). */
async function ownerFor(deps: HubAdsDeps, principal: Principal, clientId: number | undefined) {
  const isHubStaff = isConsoleStaff(principal) || hubStaffScope(principal) !== null;
  if (clientId === undefined) {
    if (isHubStaff) throw badRequest(hubAdMessages.clientRequired, 'client_id', 'CLIENT_REQUIRED');
    return undefined;
  }
  if (!isHubStaff && clientId === principal.id) return undefined;
  const [client] = (await listClients(deps, principal, 'hub')).filter((candidate) => candidate.id === clientId);
  if (!client) throw badRequest(hubAdMessages.clientNotInGroup, 'client_id', 'CLIENT_NOT_IN_GROUP');
  const owner = await deps.repo.findOwner(client.id);
  return { id: client.id, groupId: owner?.groupId ?? null };
}

/**
 * POST hub/ads (and each row of the bulk upload): one line, created by the ads module's
 * `createCampaign` (validation, price, hold, duplicate check under the owner's lock).
 */
export async function createAd(deps: HubAdsDeps, principal: Principal, deployment: HubDeployment, body: HubCreateAdRequest) {
  const { client_id: clientId, ...line } = body;
  if (deployment !== 'hub' && clientId !== undefined && clientId !== principal.id)
    throw new AppError(403, adMessages.customerOwnerRefused, 'FORBIDDEN_FIELD', 'client_id');
  const onBehalfOf = deployment === 'hub' ? await ownerFor(deps, principal, clientId) : undefined;
  const request: CreateAdRequest = line;
  return adsService.createCampaign(deps, principal, request, { variant: deployment, onBehalfOf });
}
