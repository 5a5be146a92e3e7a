/**
 * POST admin/ads (and the hub's POST hub/ads through `onBehalfOf`): who may register a line on which
 * deployment, the request's validation, and the campaign with its lines, price chains, logs and holds
 * written in one transaction under the owner's account lock.
 */
import {
  AD_SERVICES,
  adMessages,
  channelOfRequest,
  payoutTenthsOf,
  type AdService,
  type AdStatus,
  type CreateAdRequest,
  type Variant,
} from '@nurly/contracts/schemas';
import { actorIdOf, hasAnyRole, isConsoleStaff, isHubClient } from '../../access/policy';
import { AppError, badRequest } from '../../lib/errors';
import type { Principal } from '../../types';
import { lockAccount } from '../points';
import { assertOwnImages } from '../uploads';
import { snapshotPriceChain } from '../b2b';
import { effectiveUnitPriceTenths, refuseDuplicateLine, type AdsDeps } from './common';
import { initialHold, moveHold } from './holds';
import { campaignById } from './reads';
import {
  blankToNull,
  checkPeriod,
  checkVolume,
  parseChannel,
  parseDay,
  parseTarget,
  parseVerification,
  productFor,
  refuseCustomerFields,
} from './validation';

const serviceOfVariant: Record<Variant, AdService | null> = { default: 'NURLY', reward: 'NR', hub: 'HUB', offerwall: null };

/**
 * A HUB line registered by its own owner (the hub host without `onBehalfOf`): only a hub client
 * registers its own lines there. Hub admins and members register for a client through POST hub/ads
 * (`onBehalfOf`), and an account without a hub role has no business on the hub host: a 403, never a
 * line turned into its hub's (or no hub's) HUB line by the Host header.
 */
function refuseHubRegistration(principal: Principal): void {
  if (hasAnyRole(principal, ['HUB_ADMIN', 'HUB_MEMBER'])) throw new AppError(403, adMessages.hubStaffUseHubAds, 'HUB_STAFF_USE_HUB_ADS');
  if (!isHubClient(principal)) throw new AppError(403, adMessages.hubRoleRequired, 'HUB_ROLE_REQUIRED');
}

interface CreateContext {
  variant: Variant;
  /**
   * The hub console registering for one of its clients (hub/ads-service.ts has checked the client
   * belongs to the caller's group): the ad is the client's, held on the client's points.
   */
  onBehalfOf?: { id: number; groupId: number | null };
}

/**
 * POST admin/ads: one campaign with one or more lines, each created, held and logged in one
 * transaction that first locks the owner's account (nothing is written on any refusal).
 */
export async function createCampaign(deps: AdsDeps, principal: Principal, body: CreateAdRequest, context: CreateContext) {
  const { repo, clock } = deps;
  // Acting for the account (대리 접속): the campaign is the account's, the record names who registered it.
  const actorId = actorIdOf(principal);
  if (principal.isGuest) throw new AppError(403, adMessages.guestRefused, 'GUEST_REFUSED');
  const variantService = serviceOfVariant[context.variant];
  if (variantService === null) throw new AppError(403, adMessages.offerwallRefused, 'OFFERWALL_REFUSED');
  const staff = isConsoleStaff(principal);
  if (variantService === 'HUB' && !staff && !context.onBehalfOf) refuseHubRegistration(principal);
  if (!staff) refuseCustomerFields(body);
  const today = clock.seoulDay();

  const single = body.rewards === undefined;
  const inputs = single
    ? body.product_code !== undefined || body.daily_volume !== undefined
      ? [{ product_code: body.product_code ?? '', daily_volume: body.daily_volume ?? 0 }]
      : []
    : body.rewards!;
  const fieldOf = (index: number, name: 'product_code' | 'daily_volume') => (single ? name : `rewards[${index}].${name}`);
  const linesRequired = () => badRequest(adMessages.linesRequired, single ? 'product_code' : 'rewards', 'LINES_REQUIRED');
  // The reward products decide the channel when the request names none.
  const named = channelOfRequest(
    body.channel,
    inputs.map((input) => input.product_code),
  );
  if (named === null) {
    if (!inputs.length) throw linesRequired();
    productFor(inputs[0].product_code, 'NAVER_SHOPPING', fieldOf(0, 'product_code'));
  }
  const channel = parseChannel(named ?? '');
  const target = parseTarget(channel, body);
  if (!inputs.length) throw linesRequired();
  const seen = new Set<string>();
  const lines = inputs.map((input, index) => {
    const product = productFor(input.product_code, channel, fieldOf(index, 'product_code'));
    if (seen.has(product.code)) throw badRequest(adMessages.duplicateLineInRequest, fieldOf(index, 'product_code'), 'DUPLICATE_LINE');
    seen.add(product.code);
    return { product, dailyVolume: checkVolume(input.daily_volume, fieldOf(index, 'daily_volume')), index };
  });

  const startDate = parseDay(body.start_date, 'start_date');
  const endDate = parseDay(body.end_date, 'end_date');
  checkPeriod(startDate, endDate, today);
  const verification = parseVerification(
    body.question,
    body.answers,
    lines.map((line) => line.product),
  );

  let ownerId = principal.id;
  let service: AdService = variantService;
  let groupId: number | null = service === 'HUB' ? principal.groupId : null;
  let status: AdStatus = 'PENDING';
  if (staff) {
    if (body.owner_id !== undefined) {
      const owner = await repo.findOwner(body.owner_id);
      if (!owner || owner.isStaff || owner.isSuperuser || owner.isGuest)
        throw badRequest(adMessages.ownerNotFound, 'owner_id', 'OWNER_NOT_FOUND');
      ownerId = owner.id;
      groupId = owner.groupId;
    }
    if (body.service !== undefined) {
      if (!(AD_SERVICES as readonly string[]).includes(body.service))
        throw badRequest('알 수 없는 서비스입니다.', 'service', 'INVALID_SERVICE');
      service = body.service as AdService;
    }
    if (body.status !== undefined) {
      if (body.status !== 'ACTIVE' && body.status !== 'PENDING') throw badRequest(adMessages.transitionRefused, 'status', 'INVALID_STATUS');
      status = body.status;
    }
    if (service !== 'HUB') groupId = null;
    else if (body.owner_id === undefined) groupId = principal.groupId;
  }
  if (context.onBehalfOf) {
    ownerId = context.onBehalfOf.id;
    groupId = service === 'HUB' ? context.onBehalfOf.groupId : null;
  }
  const imageIds = body.image_ids ?? [];

  const campaignId = await repo.transaction(async (tx) => {
    // Images must be the owner's own uploads (checked inside the transaction: nothing is written otherwise).
    if (imageIds.length) await assertOwnImages(tx.handle, ownerId, imageIds);
    const balance = await lockAccount(tx.handle, ownerId);
    const priced = [];
    for (const line of lines) {
      await refuseDuplicateLine(
        tx,
        {
          ownerId,
          channel,
          productCode: line.product.code,
          keyword: target.keyword,
          mid: target.mid,
          placeId: target.placeId,
          startDate,
          endDate,
        },
        fieldOf(line.index, 'product_code'),
      );
      const unitPriceTenths = await effectiveUnitPriceTenths(tx, ownerId, line.product.code);
      priced.push({ ...line, unitPriceTenths });
    }
    // What the campaign keeps and each line copies (db/schema/ads.ts: campaignTarget, campaignContent).
    const copied = { ownerId, service, groupId, channel, ...target, startDate, endDate };
    const content = { question: verification.question, answers: verification.answers, imageIds, memo: blankToNull(body.memo) };
    const campaign = await tx.insertCampaign({ ...copied, ...content, createdBy: actorId });
    for (const line of priced) {
      const adId = await tx.insertAdLine({
        campaignId: campaign,
        ...copied,
        productCode: line.product.code,
        dailyVolume: line.dailyVolume,
        unitPriceTenths: line.unitPriceTenths,
        payoutTenths: payoutTenthsOf(line.unitPriceTenths),
        ...content,
        status,
      });
      // What the owner and each ancestor pay now: the margins settlement books for this ad.
      await snapshotPriceChain(tx.handle, adId);
      await tx.insertAdLog(adId, actorId, 'created', null, status);
      // Each line's hold is checked against what is still available after the lines before it.
      await moveHold(
        tx,
        { adId, accountId: ownerId, balance, actorId },
        initialHold({ dailyVolume: line.dailyVolume, unitPriceTenths: line.unitPriceTenths, startDate, endDate }),
      );
    }
    return campaign;
  });
  return { message: status === 'ACTIVE' ? adMessages.createdActive : adMessages.created, campaign: await campaignById(deps, campaignId) };
}
