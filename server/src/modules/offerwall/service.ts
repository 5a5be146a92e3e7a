/**
 * The offerwall console (mfe-offerwall; docs/decisions/money-loop.md#offerwall-api, docs/decisions/money-loop.md#readers): publisher apps and their keys, staff
 * payouts, postback resends (the console's lists: console-lists.ts).
 * OFFERWALL_CLIENT sees and changes its own apps only (`publisherScope`); NURLY_ADMIN all.
 */
import {
  type CreatePublisherAppRequest,
  type PublisherApp,
  type SetAppPayoutsRequest,
  type UpdatePublisherAppRequest,
} from '@nurly/contracts/schemas';
import { formatTenthsWon, isWebhookSecret, offerwallMessages, REWARD_PRODUCT_CODES, REWARD_PRODUCTS } from '@nurly/contracts';
import { isNurlyAdmin, publisherScope } from '../../access/policy';
import type { Principal } from '../../access/principal';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import { vetPostbackUrl, type PostbackTargetRules } from './postback-target';
import type { OfferwallConfig } from './config';
import type { AppRecord } from './queries';
import type { OfferwallRepository } from './repository';
import { isIpOrCidr, newApiKey, newSecret } from './signature';

export interface OfferwallDeps {
  repo: OfferwallRepository;
  clock: Clock;
  config: Pick<OfferwallConfig, 'secretGraceHours' | 'postbackTimeoutMs'>;
  /** Where a postback URL may point (postback-target.ts). */
  postbackTarget: PostbackTargetRules;
  queuePostback?: (postbackId: number) => Promise<void>;
}

const appNotFound = () => notFound(offerwallMessages.appNotFound);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

// ---- apps -------------------------------------------------------------------------------------------

function toApp(app: AppRecord, ownerUsername: string, payouts: { productCode: string; payoutTenths: number }[], now: Date): PublisherApp {
  return {
    id: app.id,
    owner: { id: app.ownerId, username: ownerUsername },
    name: app.name,
    api_key: app.apiKey,
    postback_url: app.postbackUrl,
    allowed_ips: app.allowedIps,
    status: app.status as PublisherApp['status'],
    payouts: payouts.map((p) => ({ product_code: p.productCode, payout_tenths: p.payoutTenths })),
    created_at: app.createdAt.toISOString(),
    rotated_at: iso(app.rotatedAt),
    postback_scheme: app.postbackScheme as PublisherApp['postback_scheme'],
    // A grace period that has run out by the app clock is shown as none (the row keeps it until the next change).
    previous_secret_expires_at:
      app.previousSecret && app.previousSecretExpiresAt && app.previousSecretExpiresAt > now
        ? app.previousSecretExpiresAt.toISOString()
        : null,
  };
}

/** The owner whose apps the caller sees: its own (publisher) or every one (NURLY_ADMIN). */
export function ownerScope(principal: Principal): number | undefined {
  return publisherScope(principal)?.ownerId;
}

export async function visibleApp(deps: OfferwallDeps, principal: Principal, id: number) {
  const row = await deps.repo.findApp(id);
  const owner = ownerScope(principal);
  if (!row || (owner !== undefined && row.app.ownerId !== owner)) throw appNotFound();
  return row;
}

async function appView(deps: OfferwallDeps, id: number): Promise<PublisherApp> {
  const row = await deps.repo.findApp(id);
  if (!row) throw appNotFound();
  return toApp(row.app, row.ownerUsername, await deps.repo.payoutsOf([id]), deps.clock.now());
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(offerwallMessages.appNameRequired, 'name');
  return trimmed;
}

/**
 * A postback URL of an app of `ownerId` as stored (normalised), or a 400 naming postback_url:
 * scheme, address (the private ranges allowed for every publisher or for this one) and resolution checked.
 */
async function cleanPostbackUrl(deps: OfferwallDeps, url: string | null | undefined, ownerId: number): Promise<string | null> {
  if (url === null || url === undefined || url.trim() === '') return null;
  const vetted = await vetPostbackUrl(deps.postbackTarget, url, undefined, ownerId);
  if ('target' in vetted) return vetted.target.url.toString();
  const refusal = vetted.refusal;
  const message =
    refusal.reason === 'https-only'
      ? offerwallMessages.postbackUrlHttpsOnly
      : refusal.reason === 'blocked'
        ? offerwallMessages.postbackUrlBlocked(refusal.kind, refusal.address, refusal.host)
        : refusal.reason === 'unresolved'
          ? offerwallMessages.postbackUrlUnresolved(refusal.host)
          : offerwallMessages.postbackUrlInvalid;
  throw badRequest(message, 'postback_url');
}

function cleanAllowedIps(list: readonly (string | null)[] | undefined): string[] {
  const blank = (list ?? []).findIndex((ip) => typeof ip !== 'string' || !ip.trim());
  if (blank >= 0) throw badRequest(offerwallMessages.allowedIpBlank(blank + 1), `allowed_ips[${blank}]`, 'BLANK_ITEM');
  const ips = [...new Set(((list as string[] | undefined) ?? []).map((ip) => ip.trim()))];
  const bad = ips.findIndex((ip) => !isIpOrCidr(ip));
  if (bad >= 0) throw badRequest(offerwallMessages.allowedIpInvalid, `allowed_ips[${bad}]`);
  return ips;
}

export async function listApps(deps: OfferwallDeps, principal: Principal, window: PageWindow) {
  const owner = ownerScope(principal);
  const [count, rows] = await Promise.all([deps.repo.countApps(owner), deps.repo.listApps(owner, window)]);
  const payouts = await deps.repo.payoutsOf(rows.map((row) => row.app.id));
  return {
    count,
    results: rows.map((row) =>
      toApp(
        row.app,
        row.ownerUsername,
        payouts.filter((p) => p.appId === row.app.id),
        deps.clock.now(),
      ),
    ),
  };
}

export async function createApp(deps: OfferwallDeps, principal: Principal, body: CreatePublisherAppRequest) {
  const own = publisherScope(principal);
  let ownerId = principal.id;
  if (body.owner_id !== undefined && body.owner_id !== principal.id) {
    // Staff register an app for a publisher; a publisher cannot create one for somebody else.
    if (own || !isNurlyAdmin(principal)) throw new AppError(403, '다른 계정의 앱은 등록할 수 없습니다.', 'FORBIDDEN', 'owner_id');
    if (!(await deps.repo.accountHasRole(body.owner_id, 'OFFERWALL_CLIENT')))
      throw badRequest('오퍼월 매체(OFFERWALL_CLIENT) 계정만 앱을 가질 수 있습니다.', 'owner_id');
    ownerId = body.owner_id;
  }
  const values = {
    ownerId,
    name: cleanName(body.name),
    postbackUrl: await cleanPostbackUrl(deps, body.postback_url, ownerId),
    allowedIps: cleanAllowedIps(body.allowed_ips),
    apiKey: newApiKey(),
    secret: newSecret(),
    postbackScheme: body.postback_scheme ?? 'standard',
  };
  const app = await deps.repo.insertApp(values);
  return { message: offerwallMessages.appCreated, app: await appView(deps, app.id), secret: values.secret };
}

export async function updateApp(deps: OfferwallDeps, principal: Principal, id: number, body: UpdatePublisherAppRequest) {
  const { app } = await visibleApp(deps, principal, id);
  // Standard Webhooks keys its HMAC with the bytes of a whsec_ secret: an app from before rotates first.
  if (body.postback_scheme === 'standard' && !isWebhookSecret(app.secret))
    throw new AppError(409, offerwallMessages.schemeNeedsWebhookSecret, 'SECRET_NOT_WHSEC', 'postback_scheme');
  const set: Parameters<OfferwallRepository['updateApp']>[1] = {};
  if (body.name !== undefined) set.name = cleanName(body.name);
  if (body.postback_url !== undefined) set.postbackUrl = await cleanPostbackUrl(deps, body.postback_url, app.ownerId);
  if (body.allowed_ips !== undefined) set.allowedIps = cleanAllowedIps(body.allowed_ips);
  if (body.status !== undefined) set.status = body.status;
  if (body.postback_scheme !== undefined) set.postbackScheme = body.postback_scheme;
  if (Object.keys(set).length) await deps.repo.updateApp(id, set);
  return appView(deps, id);
}

/**
 * A new secret; the one it replaces stays valid (publisher API and postback signatures) for
 * OFFERWALL_SECRET_GRACE_HOURS by the app clock. Rotating again within the grace drops the oldest.
 */
export async function rotateSecret(deps: OfferwallDeps, principal: Principal, id: number) {
  const { app } = await visibleApp(deps, principal, id);
  const secret = newSecret();
  const now = deps.clock.now();
  const graceMs = deps.config.secretGraceHours * 3_600_000;
  await deps.repo.updateApp(id, {
    secret,
    rotatedAt: now,
    previousSecret: graceMs > 0 ? app.secret : null,
    previousSecretExpiresAt: graceMs > 0 ? new Date(now.getTime() + graceMs) : null,
  });
  return { message: offerwallMessages.secretRotated, app: await appView(deps, id), secret };
}

/** "지금 종료": the previous secret stops being accepted and signed with at once (every instance: updateApp notifies). */
export async function endPreviousSecret(deps: OfferwallDeps, principal: Principal, id: number) {
  const { app } = await visibleApp(deps, principal, id);
  if (!app.previousSecret || !app.previousSecretExpiresAt || app.previousSecretExpiresAt <= deps.clock.now())
    throw new AppError(409, offerwallMessages.noPreviousSecret, 'NO_PREVIOUS_SECRET');
  await deps.repo.updateApp(id, { previousSecret: null, previousSecretExpiresAt: null });
  return { message: offerwallMessages.previousSecretEnded, app: await appView(deps, id) };
}

export async function setPayouts(deps: OfferwallDeps, principal: Principal, id: number, body: SetAppPayoutsRequest) {
  if (!isNurlyAdmin(principal)) throw forbidden();
  await visibleApp(deps, principal, id);
  const seen = new Set<string>();
  for (const [index, payout] of body.payouts.entries()) {
    if (!(REWARD_PRODUCT_CODES as readonly string[]).includes(payout.product_code))
      throw badRequest('알 수 없는 리워드 상품입니다.', `payouts[${index}].product_code`);
    if (seen.has(payout.product_code)) throw badRequest('같은 상품이 두 번 들어 있습니다.', `payouts[${index}].product_code`);
    seen.add(payout.product_code);
    // A completion never pays the publisher more than the advertiser is charged for it.
    const max = (await deps.repo.lowestSellingPriceTenths(payout.product_code))!;
    if (payout.payout_tenths > max) {
      const name = REWARD_PRODUCTS.find((product) => product.code === payout.product_code)!.name;
      throw badRequest(
        offerwallMessages.payoutAbovePrice(name, formatTenthsWon(max)),
        `payouts[${index}].payout_tenths`,
        'PAYOUT_ABOVE_PRICE',
      );
    }
  }
  await deps.repo.replacePayouts(
    id,
    body.payouts.map((p) => ({ productCode: p.product_code, payoutTenths: p.payout_tenths })),
  );
  return appView(deps, id);
}

export async function resendPostback(deps: OfferwallDeps, principal: Principal, id: number) {
  const row = await deps.repo.findPostback(id);
  if (!row) throw notFound();
  await visibleApp(deps, principal, row.appId).catch(() => {
    throw notFound();
  });
  if (row.status !== 'FAILED' && row.status !== 'STOPPED')
    throw new AppError(409, offerwallMessages.postbackNotResendable, 'NOT_RESENDABLE');
  await deps.repo.markForResend([id], deps.clock.now());
  await deps.queuePostback?.(id).catch(() => {});
  return { message: offerwallMessages.postbackResent };
}
