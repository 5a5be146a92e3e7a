/**
 * The reseller tree and its tier prices (docs/decisions/money-loop.md#who-is-who, docs/decisions/money-loop.md#prices, docs/decisions/resellers.md#resellers; README.md). Every call takes the
 * caller's B2B scope (access/scope.ts): an account outside it reads exactly like a missing one.
 * Every write runs in one transaction holding the advisory locks of the chain it touches (`lockTreeChain`)
 * and re-reads what it checks there, so a refusal writes nothing and two edits on one chain cannot
 * interleave into a cycle or an inverted price, while writes in different subtrees never wait.
 */
import {
  ADVERTISER_TIER,
  REWARD_PRODUCTS,
  b2bMessages,
  b2bRoleOfTier,
  formatTenthsWon,
  type B2bMember,
  type B2bMemberQuery,
  type CreateB2bMemberRequest,
  type SetTierPricesRequest,
  type TierPrices,
  type UpdateB2bMemberRequest,
} from '@nurly/contracts/schemas';
import { assertMayChangeAccount } from '../../access/policy';
import type { B2bScope } from '../../access/scope';
import { badRequest, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import { hashPassword } from '../../lib/password';
import type { Principal } from '../../types';
import type { AuthConfig } from '../auth';
import { normalizeMobile, passwordParams, phoneInUse, usernameInUse } from '../auth';
import { auditActorOf, recordAudit } from '../audit';
import type { MemberColumns } from './member-queries';
import type { MemberFilter, MemberRow } from './queries';
import type { B2bRepository, B2bTx } from './repository';

export interface B2bDeps {
  repo: B2bRepository;
  config: Pick<AuthConfig, 'passwordScryptLog2N'>;
  /** The audit rows' time (the app clock); the database's now() without one. */
  clock?: { now(): Date };
}

/** The tree fields an audit row keeps of a member before and after a change. */
const auditedNode = (node: { parentId: number | null; tier: number | null; memo?: string | null; isActive?: boolean }) => ({
  parent_id: node.parentId,
  tier: node.tier,
  ...(node.memo !== undefined && { memo: node.memo }),
  ...(node.isActive !== undefined && { active: node.isActive }),
});

const productName = (code: string) => REWARD_PRODUCTS.find((product) => product.code === code)?.name ?? code;

export function toMember(row: MemberRow): B2bMember {
  const tier = row.tier === null ? null : Number(row.tier);
  const lastLogin = row.last_login === null ? null : new Date(row.last_login).toISOString();
  return {
    id: Number(row.id),
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    tier,
    role: b2bRoleOfTier(tier),
    status: row.is_active ? 'active' : 'inactive',
    amount: Number(row.point),
    held: Number(row.held),
    memo: row.memo,
    lastActivatedAt: lastLogin,
    hasRegistration: Boolean(row.has_registration),
    hasBankAccount: Boolean(row.has_bank_account),
    hasSetPrice: Boolean(row.has_set_price),
    parent: row.parent_id === null ? null : { id: Number(row.parent_id), name: row.parent_name ?? '' },
    children: Number(row.children),
  };
}

/** `parent_id`: an id, or `root` = the top of the caller's tree (no parent for staff, the reseller itself for a reseller). */
function parentFilter(scope: B2bScope, raw: string | undefined): MemberFilter['parent'] {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'root') return scope.kind === 'subtree' ? scope.rootId : 'root';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw badRequest(b2bMessages.invalidParent, 'parent_id');
  return Number(raw);
}

/**
 * The members list. A reseller sees its descendants only: `parent_id` outside its subtree lists
 * nothing and answers no path, as a missing id does; the breadcrumb starts below the reseller.
 */
export async function listMembers({ repo }: B2bDeps, scope: B2bScope, query: B2bMemberQuery, window: PageWindow) {
  const parent = parentFilter(scope, query.parent_id);
  const filter: MemberFilter = { scope, search: query.search, tier: query.tier, active: query.active, parent };
  const below = scope.kind === 'subtree' ? scope.rootId : undefined;
  const showPath = typeof parent === 'number' && parent !== below && (await repo.isInScope(scope, parent));
  const [count, rows, path] = await Promise.all([
    repo.countMembers(filter),
    repo.listMembers(filter, window),
    showPath ? repo.pathTo(parent, below) : Promise.resolve([]),
  ]);
  return { count, results: rows.map(toMember), path };
}

async function memberById(repo: B2bRepository, id: number): Promise<B2bMember> {
  const row = await repo.findMember(id);
  if (!row) throw notFound(b2bMessages.memberNotFound);
  return toMember(row);
}

/** Spec §5 "010-1234-5678": 11 digits once normalised (signup's rule, plus the 3-4-4 shape). */
function mobileOf(input: string): string {
  const mobile = normalizeMobile(input);
  if (mobile.length !== 11) throw badRequest('휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.', 'mobile');
  return mobile;
}

const parentNotFound = () => badRequest(b2bMessages.parentNotFound, 'parent_id', 'PARENT_NOT_FOUND');

/**
 * The parent a member may hang under with `tier`: it exists and is within the caller's scope (the
 * reseller itself included; outside reads as missing), has a tier, is not an advertiser and ranks above.
 */
async function checkParent(tx: B2bTx, scope: B2bScope, parentId: number, tier: number): Promise<void> {
  const parent = (await tx.isInScope(scope, parentId, { self: true })) ? await tx.findNode(parentId) : undefined;
  if (!parent || parent.isGuest) throw parentNotFound();
  if (parent.tier === null) throw badRequest(b2bMessages.parentWithoutTier, 'parent_id', 'PARENT_WITHOUT_TIER');
  if (parent.tier >= ADVERTISER_TIER) throw badRequest(b2bMessages.advertiserHasChildren, 'parent_id', 'ADVERTISER_PARENT');
  if (tier <= parent.tier) throw badRequest(b2bMessages.tierBelowParent(parent.tier), 'tier', 'TIER_NOT_BELOW_PARENT');
}

/** The trigger's cycle refusal (migration tree_path), should two moves race past the checks. */
function treeRefusal(error: unknown): never {
  const constraint = (error as { constraint?: string }).constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint;
  if (constraint === 'users_tree_acyclic') throw badRequest(b2bMessages.parentIsDescendant, 'parent_id', 'PARENT_IS_DESCENDANT');
  throw error;
}

/** Creates an account under a parent of the caller's scope; a reseller's account always has one (itself or a descendant). */
export async function createMember(
  { repo, config, clock }: B2bDeps,
  principal: Principal,
  scope: B2bScope,
  body: CreateB2bMemberRequest,
  requestId?: string,
): Promise<B2bMember> {
  if (body.parent_id === null && scope.kind === 'subtree') throw parentNotFound();
  // Outside the scope reads as missing, before any lock is taken on someone else's chain.
  if (body.parent_id !== null && !(await repo.isInScope(scope, body.parent_id, { self: true }))) throw parentNotFound();
  const mobile = mobileOf(body.mobile);
  if ((await repo.findUserIdByUsername(body.username)) !== undefined) throw usernameInUse();
  if ((await repo.findUserIdByMobile(mobile)) !== undefined) throw phoneInUse();
  const passwordHash = await hashPassword(body.password, passwordParams(config));
  const id = await repo
    .transaction(async (tx) => {
      // The parent's chain, shared: its tier, place and prices stay put under the new child.
      await tx.lockTreeChain({ chains: [body.parent_id] });
      if (body.parent_id !== null) await checkParent(tx, scope, body.parent_id, body.tier);
      const created = await tx.insertMember({
        username: body.username,
        passwordHash,
        name: body.name.trim(),
        mobile,
        memberType: 'BUSINESS',
        tier: body.tier,
        parentId: body.parent_id,
        memo: body.memo?.trim() || null,
      });
      await recordAudit(tx.handle, {
        ...auditActorOf(principal, requestId),
        accountId: created.id,
        action: 'MEMBER_CREATE',
        after: {
          username: body.username,
          name: body.name.trim(),
          ...auditedNode({ parentId: body.parent_id, tier: body.tier, memo: body.memo?.trim() || null }),
        },
        at: clock?.now(),
      });
      return created.id;
    })
    .catch((error: unknown) => {
      // Two creates at once: the unique indexes decide (as in signup).
      const constraint =
        (error as { constraint?: string; cause?: { constraint?: string } }).constraint ??
        (error as { cause?: { constraint?: string } }).cause?.constraint;
      if (constraint === 'users_mobile_unique') throw phoneInUse();
      if (constraint === 'users_username_unique') throw usernameInUse();
      throw error;
    });
  return memberById(repo, id);
}

/**
 * Moves or edits a member of the caller's scope (a reseller: its descendants, never itself). A move
 * or tier change re-checks the whole rule set holding the member's lock exclusively and the new
 * parent's chain shared: the new parent is within the scope and ranks above the (new) tier, is not
 * the member or one of its descendants, every child stays below the new tier, and none of the
 * member's own child-price settings falls below its new own price.
 */
export async function updateMember(
  { repo, clock }: B2bDeps,
  principal: Principal,
  scope: B2bScope,
  body: UpdateB2bMemberRequest,
  requestId?: string,
): Promise<B2bMember> {
  await repo.assertInScope(scope, body.id, { message: b2bMessages.memberNotFound });
  if (typeof body.parent_id === 'number' && !(await repo.isInScope(scope, body.parent_id, { self: true }))) throw parentNotFound();
  if (body.active !== undefined) {
    const standing = await repo.findUserStanding(body.id);
    if (!standing) throw notFound(b2bMessages.memberNotFound);
    // The active flag ends sessions: the users desk's rank rules apply (never an account ranked above the caller).
    if (standing.isActive !== body.active) assertMayChangeAccount(principal, standing, { credentials: true, after: standing });
  }
  await repo
    .transaction(async (tx) => {
      await tx.lockTreeChain({ exclusive: [body.id], chains: [body.parent_id ?? null] });
      const member = (await tx.isInScope(scope, body.id)) ? await tx.findNode(body.id) : undefined;
      if (!member || member.isGuest) throw notFound(b2bMessages.memberNotFound);
      const parentId = body.parent_id !== undefined ? body.parent_id : member.parentId;
      if (parentId === null && scope.kind === 'subtree') throw parentNotFound();
      const tier = body.tier ?? member.tier;
      const moved = parentId !== member.parentId;
      if (moved || tier !== member.tier) {
        if (tier === null) throw badRequest(b2bMessages.tierRequired, 'tier', 'TIER_REQUIRED');
        if (parentId === member.id) throw badRequest(b2bMessages.parentIsSelf, 'parent_id', 'PARENT_IS_SELF');
        if (parentId !== null) {
          if (await tx.isSelfOrDescendant(member.id, parentId))
            throw badRequest(b2bMessages.parentIsDescendant, 'parent_id', 'PARENT_IS_DESCENDANT');
          await checkParent(tx, scope, parentId, tier);
        }
        const childTier = await tx.highestChildTier(member.id);
        if (childTier !== null && tier >= ADVERTISER_TIER)
          throw badRequest(b2bMessages.advertiserHasChildren, 'tier', 'ADVERTISER_WITH_CHILDREN');
        if (childTier !== null && childTier <= tier)
          throw badRequest(b2bMessages.tierAboveChildren(childTier), 'tier', 'TIER_NOT_ABOVE_CHILDREN');
        if (tier >= ADVERTISER_TIER && (await tx.settingsOf(member.id)).length) {
          throw badRequest(b2bMessages.advertiserNoChildPrice, 'tier', 'ADVERTISER_WITH_PRICES');
        }
      }
      if (moved) {
        const newOwn = new Map((await tx.pricesUnder(parentId)).map((price) => [price.productCode, price.priceTenths]));
        for (const setting of await tx.settingsOf(member.id)) {
          const own = newOwn.get(setting.productCode);
          if (own !== undefined && setting.priceTenths < own) {
            throw badRequest(
              b2bMessages.childPriceBelowNewOwn(
                productName(setting.productCode),
                formatTenthsWon(setting.priceTenths),
                formatTenthsWon(own),
              ),
              'parent_id',
              'CHILD_PRICE_BELOW_OWN',
            );
          }
        }
      }
      const columns: MemberColumns = {};
      if (moved) columns.parentId = parentId;
      if (tier !== member.tier && tier !== null) columns.tier = tier;
      if (body.memo !== undefined) columns.memo = body.memo?.trim() || null;
      if (body.active !== undefined) columns.isActive = body.active;
      if (Object.keys(columns).length) {
        const was = await tx.memberEditables(member.id);
        await tx.updateMemberColumns(member.id, columns);
        const before = { parentId: member.parentId, tier: member.tier, memo: was.memo, isActive: was.isActive };
        const after = {
          parentId: columns.parentId !== undefined ? columns.parentId : member.parentId,
          tier: columns.tier ?? member.tier,
          memo: columns.memo !== undefined ? columns.memo : was.memo,
          isActive: columns.isActive ?? was.isActive,
        };
        // One row per change: an edit that restates the current values changes nothing.
        if (JSON.stringify(auditedNode(before)) !== JSON.stringify(auditedNode(after))) {
          await recordAudit(tx.handle, {
            ...auditActorOf(principal, requestId),
            accountId: member.id,
            action: 'MEMBER_UPDATE',
            before: auditedNode(before),
            after: auditedNode(after),
            at: clock?.now(),
          });
        }
      }
    })
    .catch(treeRefusal);
  return memberById(repo, body.id);
}

// ---- tier prices ------------------------------------------------------------------------------------

/** The reads of an account's prices, outside a transaction or inside the one that set them. */
type PriceReads = Pick<B2bTx, 'findNode' | 'pricesUnder' | 'settingsOf'>;

async function pricesOf(reads: PriceReads, accountId: number): Promise<TierPrices> {
  const account = await reads.findNode(accountId);
  if (!account || account.isGuest) throw notFound(b2bMessages.memberNotFound);
  const [own, settings] = await Promise.all([reads.pricesUnder(account.parentId), reads.settingsOf(accountId)]);
  const settingOf = new Map(settings.map((setting) => [setting.productCode, setting.priceTenths]));
  return {
    account: { id: account.id, username: account.username, name: account.name, tier: account.tier },
    can_set_child_prices: account.tier !== ADVERTISER_TIER,
    results: own.map((price) => {
      const child = settingOf.get(price.productCode) ?? null;
      return {
        product_code: price.productCode,
        product_name: productName(price.productCode),
        catalog_price_tenths: REWARD_PRODUCTS.find((product) => product.code === price.productCode)!.priceTenths,
        own_price_tenths: price.priceTenths,
        own_price_source: price.source,
        child_price_tenths: child,
        margin_tenths: child === null ? 0 : child - price.priceTenths,
      };
    }),
  };
}

/** An account's prices: within the caller's scope, the reseller itself included (what its children pay). */
export async function getPrices({ repo }: B2bDeps, scope: B2bScope, accountId: number): Promise<TierPrices> {
  await repo.assertInScope(scope, accountId, { self: true, message: b2bMessages.memberNotFound });
  return pricesOf(repo, accountId);
}

/**
 * Sets or removes (null) an account's child prices in one transaction, the account within the
 * caller's scope (a reseller: itself and its descendants). Refused, naming the product:
 * a price below the account's own effective price, a price above an existing setting of any
 * descendant (that descendant would then sell below its own price), any setting on an advertiser.
 * Locks: the account exclusively (a descendant's price write shares it), its ancestors shared.
 */
export async function setPrices(
  { repo, clock }: B2bDeps,
  principal: Principal,
  scope: B2bScope,
  body: SetTierPricesRequest,
  requestId?: string,
): Promise<TierPrices> {
  await repo.assertInScope(scope, body.account_id, { self: true, message: b2bMessages.memberNotFound });
  const seen = new Set<string>();
  body.prices.forEach((price, index) => {
    if (!REWARD_PRODUCTS.some((product) => product.code === price.product_code)) {
      throw badRequest(b2bMessages.unknownProduct(price.product_code), `prices.${index}.product_code`, 'UNKNOWN_PRODUCT');
    }
    if (seen.has(price.product_code))
      throw badRequest(b2bMessages.duplicateProduct(productName(price.product_code)), `prices.${index}.product_code`, 'DUPLICATE_PRODUCT');
    seen.add(price.product_code);
  });
  return repo.transaction(async (tx) => {
    await tx.lockTreeChain({ exclusive: [body.account_id] });
    const account = await tx.findNode(body.account_id);
    if (!account || account.isGuest) throw notFound(b2bMessages.memberNotFound);
    const setting = body.prices.some((price) => price.unit_price_tenths !== null);
    if (account.tier === ADVERTISER_TIER && setting)
      throw badRequest(b2bMessages.advertiserNoChildPrice, 'account_id', 'ADVERTISER_NO_CHILD_PRICE');
    const own = new Map((await tx.pricesUnder(account.parentId)).map((price) => [price.productCode, price.priceTenths]));
    const lowestBelow = await tx.lowestDescendantSettings(account.id);
    body.prices.forEach((price, index) => {
      if (price.unit_price_tenths === null) return;
      const name = productName(price.product_code);
      const ownPrice = own.get(price.product_code)!;
      const field = `prices.${index}.unit_price_tenths`;
      if (price.unit_price_tenths < ownPrice)
        throw badRequest(b2bMessages.priceBelowOwn(name, formatTenthsWon(ownPrice)), field, 'PRICE_BELOW_OWN');
      const below = lowestBelow.get(price.product_code);
      if (below && below.priceTenths < price.unit_price_tenths) {
        throw badRequest(
          b2bMessages.priceAboveDescendant(name, below.name, formatTenthsWon(below.priceTenths)),
          field,
          'PRICE_ABOVE_DESCENDANT',
        );
      }
    });
    const before = new Map((await tx.settingsOf(account.id)).map((setting) => [setting.productCode, setting.priceTenths]));
    await tx.applySettings(
      account.id,
      principal.id,
      body.prices.map((price) => ({ productCode: price.product_code, priceTenths: price.unit_price_tenths })),
    );
    // Before → after of the products the request named (null: no setting), in tenths of a won.
    await recordAudit(tx.handle, {
      ...auditActorOf(principal, requestId),
      accountId: account.id,
      action: 'PRICE_SET',
      before: Object.fromEntries(body.prices.map((price) => [price.product_code, before.get(price.product_code) ?? null])),
      after: Object.fromEntries(body.prices.map((price) => [price.product_code, price.unit_price_tenths])),
      at: clock?.now(),
    });
    return pricesOf(tx, account.id);
  });
}
