/**
 * Campaigns and ad lines (issue 13; money-loop §2–§4). Every write runs in one transaction that
 * first locks the owner's account row (points/ledger.ts `lockAccount`), then re-reads the ad under
 * that lock: holds, ledger debits and withdrawals of one account are serialised, and a refusal
 * anywhere writes nothing. Decisions: README.md next to this file.
 */
import { and, eq, inArray, lte, gte, sql } from 'drizzle-orm';
import {
  AD_SERVICES,
  LIVE_AD_STATUSES,
  REWARD_PRODUCTS,
  adMessages,
  adValueMessages,
  daysBetween,
  formatTenthsWon,
  holdWon,
  payoutTenthsOf,
  type Ad,
  type AdListQuery,
  type AdService,
  type AdStatus,
  type Campaign,
  type CampaignListQuery,
  type CampaignProducts,
  type CreateAdRequest,
  type AdDeliveryReason,
  type AdPauseKind,
  type UpdateAdRequest,
  type Variant,
  mayTakeOverPause,
  pauseKindOf,
  type AdActor,
} from '@nurly/contracts/schemas';
import { hasAnyRole, hubStaffScope, isConsoleStaff, isHubClient, isOwnerOrConsoleStaff, mayReadAd } from '../../access/policy';
import type { Db } from '../../db/client';
import { adLogs, ads, campaigns } from '../../db/schema/ads';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { heldOf, lockAccount, type Tx } from '../points/ledger';
import { assertOwnImages } from '../uploads';
import { adPriceFloorTenths, effectivePriceTenths, repriceChainOwner, snapshotPriceChain } from '../b2b/price-chain';
import {
  currentHold,
  initialHold,
  moveHold,
  releasedHold,
  runningHold,
  stoppedHold,
  type HoldTerms,
} from './holds';
import { adActorOf, assertMayExtend, assertMayResume } from './line-rules';
import type { AdFilter, AdRow, CampaignRow } from './queries';
import type { AdsRepository } from './repository';
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

export interface AdsDeps {
  repo: AdsRepository;
  clock: Clock;
}

/**
 * The unit price (tenths of a won) an account pays for a product: the nearest tier-price setting up
 * its reseller tree, else the catalog price (money-loop §2; b2b/price-chain.ts, the one place).
 */
export async function effectiveUnitPriceTenths(db: Db | Tx, accountId: number, code: string): Promise<number> {
  const price = await effectivePriceTenths(db, accountId, code);
  if (price === undefined) throw badRequest(adMessages.unknownProduct, 'product_code', 'UNKNOWN_PRODUCT');
  return price;
}

const serviceOfVariant: Record<Variant, AdService | null> = { default: 'NURLY', reward: 'NR', hub: 'HUB', offerwall: null };
const liveStatuses: readonly string[] = LIVE_AD_STATUSES;
const notFoundAd = () => notFound(adMessages.notFound);
const transitionRefused = (field?: string) => new AppError(409, adMessages.transitionRefused, 'TRANSITION_REFUSED', field);

type AdRecord = typeof ads.$inferSelect;

// ---- reading ----------------------------------------------------------------------------------------

function deliveryOf(ad: AdRecord, today: string, completionsToday: number, hold: number): AdDeliveryReason {
  if (ad.status === 'PENDING') return 'IN_REVIEW';
  if (ad.status === 'PAUSED') return 'PAUSED';
  if (ad.status !== 'ACTIVE' || today > ad.endDate) return 'FINISHED';
  if (today < ad.startDate) return 'NOT_STARTED';
  if (completionsToday >= ad.dailyVolume) return 'DAILY_VOLUME_REACHED';
  if (hold <= 0) return 'HOLD_EXHAUSTED';
  return 'SERVING';
}

export function toAd(row: AdRow, today: string): Ad {
  const { ad } = row;
  const hold = Number(row.hold ?? 0);
  const completions = row.todayCompletions ?? 0;
  const runsToday = liveStatuses.includes(ad.status) && ad.startDate <= today && today <= ad.endDate;
  return {
    id: ad.id,
    campaign_id: ad.campaignId,
    owner: { id: ad.ownerId, username: row.ownerUsername, name: row.ownerName },
    service: ad.service as AdService,
    group: ad.groupId !== null && row.groupName !== null ? { id: ad.groupId, name: row.groupName } : null,
    channel: ad.channel as Ad['channel'],
    product_code: ad.productCode,
    product_name: REWARD_PRODUCTS.find((product) => product.code === ad.productCode)?.name ?? ad.productCode,
    keyword: ad.keyword,
    mid: ad.mid,
    url: ad.url,
    store_name: ad.storeName,
    place_id: ad.placeId,
    place_name: ad.placeName,
    daily_volume: ad.dailyVolume,
    start_date: ad.startDate,
    end_date: ad.endDate,
    days: daysBetween(ad.startDate, ad.endDate),
    question: ad.question,
    answers: ad.answers,
    image_ids: ad.imageIds,
    unit_price_tenths: ad.unitPriceTenths,
    payout_tenths: ad.payoutTenths,
    status: ad.status as AdStatus,
    status_reason: ad.statusReason,
    paused_by: ad.status === 'PAUSED' ? ((ad.pauseKind as AdPauseKind | null) ?? 'OWNER') : null,
    delivery: deliveryOf(ad, today, completions, hold),
    hold,
    planned_cost: holdWon(ad.dailyVolume, ad.unitPriceTenths, daysBetween(ad.startDate, ad.endDate)),
    spent: Number(row.spent ?? 0),
    today: {
      day: today,
      target: row.todayTarget ?? (runsToday ? ad.dailyVolume : 0),
      clicks: row.todayClicks ?? 0,
      completions,
      rejections: row.todayRejections ?? 0,
    },
    rank: row.rank === null || row.rank === undefined ? null : Number(row.rank),
    open_reports: Number(row.openReports ?? 0),
    memo: ad.memo,
    created_at: ad.createdAt.toISOString(),
    updated_at: ad.updatedAt.toISOString(),
  };
}

const statusPriority: AdStatus[] = ['ACTIVE', 'PAUSED', 'PENDING', 'ENDED', 'REJECTED', 'CANCELLED'];

/** True when cancelling this line now returns its whole hold: it never ran (pending, or before its start day). */
function notStarted(ad: Pick<AdRecord, 'status' | 'startDate'>, today: string): boolean {
  return ad.status === 'PENDING' || today < ad.startDate;
}

export function toCampaign(row: CampaignRow, lines: Ad[], today: string): Campaign {
  const { campaign } = row;
  const status = statusPriority.find((candidate) => lines.some((line) => line.status === candidate)) ?? 'CANCELLED';
  const live = lines.filter((line) => liveStatuses.includes(line.status));
  return {
    id: campaign.id,
    owner: { id: campaign.ownerId, username: row.ownerUsername, name: row.ownerName },
    service: campaign.service as AdService,
    channel: campaign.channel as Campaign['channel'],
    keyword: campaign.keyword,
    mid: campaign.mid,
    url: campaign.url,
    store_name: campaign.storeName,
    place_id: campaign.placeId,
    place_name: campaign.placeName,
    start_date: campaign.startDate,
    end_date: campaign.endDate,
    status,
    hold: lines.reduce((sum, line) => sum + line.hold, 0),
    spent: lines.reduce((sum, line) => sum + line.spent, 0),
    today: {
      day: today,
      target: lines.reduce((sum, line) => sum + line.today.target, 0),
      clicks: lines.reduce((sum, line) => sum + line.today.clicks, 0),
      completions: lines.reduce((sum, line) => sum + line.today.completions, 0),
      rejections: lines.reduce((sum, line) => sum + line.today.rejections, 0),
    },
    rank: lines.find((line) => line.rank !== null)?.rank ?? null,
    refundable: live.length > 0 && live.every((line) => notStarted({ status: line.status, startDate: line.start_date }, today)),
    memo: campaign.memo,
    created_at: campaign.createdAt.toISOString(),
    lines,
  };
}

/** The ad row if the caller may read it (access/policy.ts `mayReadAd`); otherwise the 404 of a missing ad. */
export async function visibleAdRow({ repo, clock }: AdsDeps, principal: Principal, id: number): Promise<AdRow> {
  const row = await repo.findAdRow(id, clock.seoulDay());
  // Strangers get the same 404 as a missing ad: they learn nothing.
  if (!row || !mayReadAd(principal, row.ad)) throw notFoundAd();
  return row;
}

export async function getAd(deps: AdsDeps, principal: Principal, id: number): Promise<Ad> {
  return toAd(await visibleAdRow(deps, principal, id), deps.clock.seoulDay());
}

/** The rows a caller may list: console staff all (narrowed by the query), hub staff their group's HUB ads, others their own. */
export function adScopeOf(principal: Principal, query: { owner_id?: number }): AdFilter {
  if (isConsoleStaff(principal)) return { ownerId: query.owner_id };
  const hub = hubStaffScope(principal);
  if (hub) return { hubGroupId: hub.groupId, ownerId: query.owner_id };
  return { ownerId: principal.id };
}

export function adFilterOf(principal: Principal, query: AdListQuery): AdFilter {
  return {
    ...adScopeOf(principal, query),
    service: query.service,
    channel: query.channel,
    status: query.status,
    groupId: query.group_id,
    keyword: query.keyword?.trim() || undefined,
    search: query.search,
    dateFrom: query.date_from !== undefined ? parseDay(query.date_from, 'date_from') : undefined,
    dateTo: query.date_to !== undefined ? parseDay(query.date_to, 'date_to') : undefined,
    maxRank: query.max_rank,
  };
}

export async function listAds({ repo, clock }: AdsDeps, principal: Principal, query: AdListQuery, window: PageWindow) {
  const filter = adFilterOf(principal, query);
  const today = clock.seoulDay();
  const lastKey = query.ordering?.split(',').at(-1)?.trim();
  const idDescending = !lastKey || lastKey.startsWith('-');
  // A cached total is checked against the page's list version; without one, count alongside the page.
  const [page, uncachedCount] = await Promise.all([
    repo.listAdPage(filter, today, window, idDescending),
    repo.hasCachedAdCount(filter) ? undefined : repo.countAds(filter, null),
  ]);
  const count = uncachedCount ?? (await repo.countAds(filter, page.listVersion));
  return { count, results: page.rows.map((row) => toAd(row, today)) };
}

async function campaignsWithLines({ repo, clock }: AdsDeps, rows: CampaignRow[]): Promise<Campaign[]> {
  const today = clock.seoulDay();
  const lines = await repo.adRowsOfCampaigns(
    rows.map((row) => row.campaign.id),
    today,
  );
  return rows.map((row) =>
    toCampaign(
      row,
      lines.filter((line) => line.ad.campaignId === row.campaign.id).map((line) => toAd(line, today)),
      today,
    ),
  );
}

async function campaignById(deps: AdsDeps, id: number): Promise<Campaign> {
  const row = await deps.repo.findCampaignRow(id);
  if (!row) throw notFoundAd();
  return (await campaignsWithLines(deps, [row]))[0];
}

export async function listCampaigns(deps: AdsDeps, principal: Principal, query: CampaignListQuery, window: PageWindow) {
  const filter = { ownerId: principal.id, status: query.status, channel: query.channel, search: query.search };
  const [rows, count] = await Promise.all([deps.repo.listCampaignRows(filter, window), deps.repo.countCampaigns(filter)]);
  return { count, results: await campaignsWithLines(deps, rows) };
}

export async function campaignProducts({ repo }: AdsDeps, principal: Principal): Promise<CampaignProducts> {
  const results = await Promise.all(
    REWARD_PRODUCTS.map(async (product) => ({
      code: product.code,
      channel: product.channel,
      name: product.name,
      description: product.description,
      color: product.color,
      icon: product.icon,
      company_name: product.companyName,
      logo: product.logo,
      badges: [...product.badges],
      requires_answer: product.requiresAnswer,
      catalog_price_tenths: product.priceTenths,
      unit_price_tenths: await effectiveUnitPriceTenths(repo.db, principal.id, product.code),
    })),
  );
  const balance = (await repo.balanceOf(principal.id)) ?? 0;
  const held = await heldOf(repo.db, principal.id);
  return { results, balance, held, available: Math.max(0, balance - held) };
}

// ---- writing ----------------------------------------------------------------------------------------

async function log(
  tx: Tx,
  adId: number,
  actorId: number | null,
  field: string,
  before: unknown,
  after: unknown,
  reason?: string | null,
): Promise<void> {
  const text = (value: unknown) =>
    value === null || value === undefined ? null : Array.isArray(value) ? JSON.stringify(value) : String(value);
  await tx.insert(adLogs).values({ adId, actorId, field, before: text(before), after: text(after), reason: reason ?? null });
}

function termsOf(ad: Pick<AdRecord, 'dailyVolume' | 'unitPriceTenths' | 'startDate' | 'endDate'>): HoldTerms {
  return { dailyVolume: ad.dailyVolume, unitPriceTenths: ad.unitPriceTenths, startDate: ad.startDate, endDate: ad.endDate };
}

/** Two identical live lines (same owner, channel, product, keyword, target, overlapping dates) → 409. */
async function refuseDuplicateLine(
  tx: Tx,
  line: {
    ownerId: number;
    channel: string;
    productCode: string;
    keyword: string;
    mid: string | null;
    placeId: string | null;
    startDate: string;
    endDate: string;
  },
  field: string,
  exceptId?: number,
): Promise<void> {
  const [existing] = await tx
    .select({ id: ads.id })
    .from(ads)
    .where(
      and(
        eq(ads.ownerId, line.ownerId),
        eq(ads.channel, line.channel),
        eq(ads.productCode, line.productCode),
        eq(ads.keyword, line.keyword),
        sql`coalesce(${ads.mid}, '') = ${line.mid ?? ''}`,
        sql`coalesce(${ads.placeId}, '') = ${line.placeId ?? ''}`,
        inArray(ads.status, [...LIVE_AD_STATUSES]),
        lte(ads.startDate, line.endDate),
        gte(ads.endDate, line.startDate),
        exceptId !== undefined ? sql`${ads.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (existing) throw new AppError(409, adMessages.duplicateActiveLine, 'DUPLICATE_ACTIVE_LINE', field);
}

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
  if (principal.isGuest) throw new AppError(403, adMessages.guestRefused, 'GUEST_REFUSED');
  const variantService = serviceOfVariant[context.variant];
  if (variantService === null) throw new AppError(403, adMessages.offerwallRefused, 'OFFERWALL_REFUSED');
  const staff = isConsoleStaff(principal);
  if (variantService === 'HUB' && !staff && !context.onBehalfOf) refuseHubRegistration(principal);
  if (!staff) refuseCustomerFields(body);
  const today = clock.seoulDay();

  const channel = parseChannel(body.channel);
  const target = parseTarget(channel, body);

  const single = body.rewards === undefined;
  const inputs = single
    ? body.product_code !== undefined || body.daily_volume !== undefined
      ? [{ product_code: body.product_code ?? '', daily_volume: body.daily_volume ?? 0 }]
      : []
    : body.rewards!;
  if (!inputs.length) throw badRequest(adMessages.linesRequired, single ? 'product_code' : 'rewards', 'LINES_REQUIRED');
  const fieldOf = (index: number, name: 'product_code' | 'daily_volume') => (single ? name : `rewards[${index}].${name}`);
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

  const campaignId = await repo.db.transaction(async (tx) => {
    // Images must be the owner's own uploads (checked inside the transaction: nothing is written otherwise).
    if (imageIds.length) await assertOwnImages(tx as unknown as Db, ownerId, imageIds);
    const balance = await lockAccount(tx, ownerId);
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
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        ownerId,
        service,
        groupId,
        channel,
        ...target,
        startDate,
        endDate,
        question: verification.question,
        answers: verification.answers,
        imageIds,
        memo: blankToNull(body.memo),
        createdBy: principal.id,
      })
      .returning({ id: campaigns.id });
    for (const line of priced) {
      const [ad] = await tx
        .insert(ads)
        .values({
          campaignId: campaign.id,
          ownerId,
          service,
          groupId,
          channel,
          ...target,
          startDate,
          endDate,
          productCode: line.product.code,
          dailyVolume: line.dailyVolume,
          unitPriceTenths: line.unitPriceTenths,
          payoutTenths: payoutTenthsOf(line.unitPriceTenths),
          question: verification.question,
          answers: verification.answers,
          imageIds,
          memo: blankToNull(body.memo),
          status,
        })
        .returning({ id: ads.id });
      // What the owner and each ancestor pay now: the margins settlement books for this ad.
      await snapshotPriceChain(tx, ad.id);
      await log(tx, ad.id, principal.id, 'created', null, status);
      // Each line's hold is checked against what is still available after the lines before it.
      await moveHold(
        tx,
        { adId: ad.id, accountId: ownerId, balance, actorId: principal.id },
        initialHold({ dailyVolume: line.dailyVolume, unitPriceTenths: line.unitPriceTenths, startDate, endDate }),
      );
    }
    return campaign.id;
  });
  return { message: status === 'ACTIVE' ? adMessages.createdActive : adMessages.created, campaign: await campaignById(deps, campaignId) };
}

type Action = NonNullable<UpdateAdRequest['action']>;

/** Staff status edits are the matching actions (so the same transition rules and holds apply). */
function actionForStatus(current: string, status: string, field: string): Action {
  if (status === 'ACTIVE') return current === 'PAUSED' ? 'resume' : 'approve';
  if (status === 'PAUSED') return 'pause';
  if (status === 'REJECTED') return 'reject';
  if (status === 'CANCELLED') return 'cancel';
  throw transitionRefused(field);
}

const editableFields = [
  'keyword',
  'mid',
  'url',
  'store_name',
  'place_id',
  'place_name',
  'daily_volume',
  'start_date',
  'end_date',
  'question',
  'answers',
  'memo',
  'image_ids',
  'unit_price_tenths',
  'service',
] as const;

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
  const outcome = await repo.db.transaction(async (tx) => {
    const balance = await lockAccount(tx, found.ad.ownerId);
    const [ad] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    const today = clock.seoulDay();
    const context = { tx, ad, balance, today, actorId: principal.id, staff, actor };
    if (action) return applyAction(context, action, body);
    return applyEdit(context, body);
  });
  return { message: outcome, ad: await getAd(deps, principal, id) };
}

interface ChangeContext {
  tx: Tx;
  ad: AdRecord;
  balance: number;
  today: string;
  actorId: number;
  staff: boolean;
  /** The caller's part on the line (line-rules.ts): who holds a pause it makes, whether it may lift or extend. */
  actor: AdActor;
}

/** A new status; leaving PAUSED (or pausing without `extra`) clears who held the pause. */
async function setStatus(context: ChangeContext, status: AdStatus, reason: string | null, extra: Partial<AdRecord> = {}) {
  const { tx, ad, actorId } = context;
  await tx
    .update(ads)
    .set({ status, statusReason: reason, pauseKind: null, pausedById: null, updatedAt: sql`now()`, ...extra })
    .where(eq(ads.id, ad.id));
  await log(tx, ad.id, actorId, 'status', ad.status, status, reason);
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
      await tx
        .update(ads)
        .set({ endDate, updatedAt: sql`now()` })
        .where(eq(ads.id, ad.id));
      await log(tx, ad.id, actorId, 'end_date', ad.endDate, endDate, reason);
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
      await tx
        .update(ads)
        .set({ dailyVolume, updatedAt: sql`now()` })
        .where(eq(ads.id, ad.id));
      await log(tx, ad.id, actorId, 'daily_volume', ad.dailyVolume, dailyVolume, reason);
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
  await tx
    .update(ads)
    .set({ ...holder, statusReason: why, updatedAt: sql`now()` })
    .where(eq(ads.id, ad.id));
  await log(tx, ad.id, actorId, 'paused_by', ad.pauseKind ?? 'OWNER', holder.pauseKind, why);
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

async function applyEdit(context: ChangeContext, body: UpdateAdRequest): Promise<string> {
  const { tx, ad, today, actorId, balance, staff } = context;
  const touched = editableFields.filter((field) => body[field] !== undefined);
  if (!touched.length) return adMessages.updated;
  if (!staff && ad.status !== 'PENDING') throw new AppError(409, adMessages.notEditable, 'NOT_EDITABLE', touched[0]);
  if (!liveStatuses.includes(ad.status)) throw new AppError(409, adMessages.transitionRefused, 'TRANSITION_REFUSED', touched[0]);
  const repriced = body.unit_price_tenths !== undefined && body.unit_price_tenths !== ad.unitPriceTenths;
  if (repriced && today >= ad.startDate) {
    throw new AppError(409, adMessages.startedPriceRefused, 'STARTED_PRICE_REFUSED', 'unit_price_tenths');
  }
  if (repriced) {
    // Never below what an ancestor pays: its reseller margin would go negative (money-loop §2).
    const floor = await adPriceFloorTenths(tx, ad.id, ad.productCode);
    if (body.unit_price_tenths! < floor)
      throw badRequest(adValueMessages.priceBelowFloor(formatTenthsWon(floor)), 'unit_price_tenths', 'PRICE_BELOW_FLOOR');
  }
  const channel = ad.channel as Ad['channel'];
  const targetTouched = ['keyword', 'mid', 'url', 'store_name', 'place_id', 'place_name'].some(
    (field) => body[field as keyof UpdateAdRequest] !== undefined,
  );
  const target = targetTouched
    ? parseTarget(channel, {
        keyword: body.keyword ?? ad.keyword,
        mid: body.mid ?? (body.url !== undefined ? undefined : (ad.mid ?? undefined)),
        url: body.url ?? ad.url ?? undefined,
        store_name: body.store_name ?? ad.storeName ?? undefined,
        place_id: body.place_id ?? (body.url !== undefined ? undefined : (ad.placeId ?? undefined)),
        place_name: body.place_name ?? ad.placeName ?? undefined,
      })
    : null;
  const startDate = body.start_date !== undefined ? parseDay(body.start_date, 'start_date') : ad.startDate;
  const endDate = body.end_date !== undefined ? parseDay(body.end_date, 'end_date') : ad.endDate;
  if (endDate > ad.endDate) assertMayExtend(context.actor, ad.status);
  if (body.start_date !== undefined || body.end_date !== undefined) {
    checkPeriod(startDate, endDate, today, { startMayBePast: body.start_date === undefined || startDate === ad.startDate });
  }
  const dailyVolume = body.daily_volume !== undefined ? checkVolume(body.daily_volume, 'daily_volume') : ad.dailyVolume;
  const product = productFor(ad.productCode, channel, 'product_code');
  const verification =
    body.question !== undefined || body.answers !== undefined
      ? parseVerification(body.question !== undefined ? body.question : ad.question, body.answers ?? ad.answers, [product])
      : null;
  let service = ad.service;
  if (body.service !== undefined) {
    if (!(AD_SERVICES as readonly string[]).includes(body.service))
      throw badRequest('알 수 없는 서비스입니다.', 'service', 'INVALID_SERVICE');
    service = body.service;
  }
  if (body.image_ids?.length) await assertOwnImages(tx as unknown as Db, ad.ownerId, body.image_ids);

  const next: Partial<AdRecord> = {
    ...(target ?? {}),
    startDate,
    endDate,
    dailyVolume,
    unitPriceTenths: body.unit_price_tenths ?? ad.unitPriceTenths,
    payoutTenths: body.unit_price_tenths !== undefined ? payoutTenthsOf(body.unit_price_tenths) : ad.payoutTenths,
    ...(verification ?? {}),
    memo: body.memo !== undefined ? blankToNull(body.memo) : ad.memo,
    imageIds: body.image_ids ?? ad.imageIds,
    service,
  };
  const merged = { ...ad, ...next } as AdRecord;
  if (target || startDate !== ad.startDate || endDate !== ad.endDate) {
    await refuseDuplicateLine(tx, merged, targetTouched ? 'keyword' : 'end_date', ad.id);
  }
  const logged: [string, unknown, unknown][] = [
    ['keyword', ad.keyword, merged.keyword],
    ['mid', ad.mid, merged.mid],
    ['url', ad.url, merged.url],
    ['store_name', ad.storeName, merged.storeName],
    ['place_id', ad.placeId, merged.placeId],
    ['place_name', ad.placeName, merged.placeName],
    ['start_date', ad.startDate, merged.startDate],
    ['end_date', ad.endDate, merged.endDate],
    ['daily_volume', ad.dailyVolume, merged.dailyVolume],
    ['unit_price_tenths', ad.unitPriceTenths, merged.unitPriceTenths],
    ['question', ad.question, merged.question],
    ['answers', JSON.stringify(ad.answers), JSON.stringify(merged.answers)],
    ['memo', ad.memo, merged.memo],
    ['image_ids', JSON.stringify(ad.imageIds), JSON.stringify(merged.imageIds)],
    ['service', ad.service, merged.service],
  ];
  const changed = logged.filter(([, before, after]) => before !== after);
  if (!changed.length) return adMessages.updated;
  await tx
    .update(ads)
    .set({ ...next, updatedAt: sql`now()` })
    .where(eq(ads.id, ad.id));
  for (const [field, before, after] of changed) await log(tx, ad.id, actorId, field, before, after);
  if (merged.unitPriceTenths !== ad.unitPriceTenths) await repriceChainOwner(tx, ad.id, merged.unitPriceTenths);
  const termsChanged = ['start_date', 'end_date', 'daily_volume', 'unit_price_tenths'].some((field) =>
    changed.some(([name]) => name === field),
  );
  if (termsChanged) {
    const current = await currentHold(tx, ad.id);
    const plan =
      ad.status === 'PAUSED' ? stoppedHold(current, termsOf(merged), today) : runningHold(current, termsOf(ad), termsOf(merged), today);
    await moveHold(tx, { adId: ad.id, accountId: ad.ownerId, balance, actorId }, plan);
  }
  return adMessages.updated;
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
  const { released, allBeforeStart } = await repo.db.transaction(async (tx) => {
    const balance = await lockAccount(tx, row.campaign.ownerId);
    const lines = await tx.select().from(ads).where(eq(ads.campaignId, id)).orderBy(ads.id).for('update');
    const live = lines.filter((line) => liveStatuses.includes(line.status));
    if (!live.length) throw transitionRefused();
    const today = clock.seoulDay();
    let releasedWon = 0;
    let before = true;
    for (const ad of live) {
      const actor = adActorOf(principal, ad) ?? 'OWNER';
      const context = { tx, ad, balance, today, actorId: principal.id, staff: isConsoleStaff(principal), actor };
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
 * midnight settlement (issue 14) when it charges them. Idempotent (a re-run finds nothing to do).
 */
export async function closeEndedAds({ repo }: AdsDeps, today: string): Promise<number> {
  const due = await repo.endedAdIds(today);
  let closed = 0;
  for (const { id, ownerId } of due) {
    closed += await repo.db.transaction(async (tx) => {
      await lockAccount(tx, ownerId);
      const [ad] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
      if (!ad || (ad.status !== 'ACTIVE' && ad.status !== 'PAUSED') || ad.endDate >= today) return 0;
      await tx
        .update(ads)
        .set({ status: 'ENDED', updatedAt: sql`now()` })
        .where(eq(ads.id, id));
      await log(tx, id, null, 'status', ad.status, 'ENDED', '광고 기간 종료');
      return 1;
    });
  }
  return closed;
}
