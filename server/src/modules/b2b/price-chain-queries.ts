/**
 * The price chain's statements (price-chain.ts; docs/decisions/money-loop.md#prices; README.md "Prices"): effective
 * prices up the tree and the per-ad snapshot. Each takes a database or a transaction first, so the ads
 * module prices and snapshots its lines in its own transaction (through b2b's face).
 */
import { sql } from 'drizzle-orm';
import { LIVE_AD_STATUSES, REWARD_PRODUCTS } from '@nurly/contracts/schemas';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { catalogPriceOf, type EffectivePrice } from './price-chain';
import { ancestorsOf, MAX_TREE_DEPTH } from './tree-queries';

/**
 * What a child of `parentId` pays per catalog product: the nearest setting of `parentId` or one of
 * its ancestors, else the catalog (one statement). `null` = an account without a parent.
 */
export async function pricesUnder(db: Runner, parentId: number | null): Promise<EffectivePrice[]> {
  const settings =
    parentId === null
      ? []
      : await rowsOf<{
          product_code: string;
          unit_price_tenths: number;
          id: number;
          name: string | null;
          username: string;
          tier: number | null;
        }>(
          db,
          sql`${ancestorsOf(parentId)}
            select distinct on (tp.product_code) tp.product_code, tp.unit_price_tenths, s.id, s.name, s.username, s.tier
            from up join tier_prices tp on tp.account_id = up.id join users s on s.id = up.id
            order by tp.product_code, up.depth`,
        );
  const byCode = new Map(settings.map((row) => [row.product_code, row]));
  return REWARD_PRODUCTS.map((product) => {
    const setting = byCode.get(product.code);
    return setting
      ? {
          productCode: product.code,
          priceTenths: Number(setting.unit_price_tenths),
          source: {
            id: Number(setting.id),
            name: setting.name ?? setting.username,
            tier: setting.tier === null ? null : Number(setting.tier),
          },
        }
      : { productCode: product.code, priceTenths: product.priceTenths, source: null };
  });
}

/** One product's effective price for `accountId`; undefined for a code outside the catalog. */
export async function effectivePriceTenths(db: Runner, accountId: number, code: string): Promise<number | undefined> {
  const catalog = catalogPriceOf(code);
  if (catalog === undefined) return undefined;
  const [setting] = await rowsOf<{ unit_price_tenths: number }>(
    db,
    sql`${ancestorsOf(accountId)}
      select tp.unit_price_tenths from up join tier_prices tp on tp.account_id = up.id and tp.product_code = ${code}
      where up.depth >= 1 order by up.depth limit 1`,
  );
  return setting ? Number(setting.unit_price_tenths) : catalog;
}

/**
 * The lowest unit price an ad's line may be set to: the highest price up its snapshot chain (depth ≥ 1,
 * what each ancestor pays; settlement books each margin as child price − own price, so a line priced
 * below any of them gives that reseller a negative margin), never below the catalog price (what the
 * top of every chain pays, and a direct customer's price).
 */
export async function adPriceFloorTenths(db: Runner, adId: number, code: string): Promise<number> {
  const [row] = await rowsOf<{ highest: number | string | null }>(
    db,
    sql`select max(unit_price_tenths) as highest from ad_price_chain where ad_id = ${adId} and depth >= 1`,
  );
  return Math.max(catalogPriceOf(code) ?? 0, Number(row?.highest ?? 0));
}

/**
 * The lowest price a product sells at anywhere: the catalog price, any tier-price setting of it and
 * any live line of it (PENDING, ACTIVE, PAUSED) — the most a publisher may be paid per completion.
 */
export async function lowestSellingPriceTenths(db: Runner, code: string): Promise<number | undefined> {
  const catalog = catalogPriceOf(code);
  if (catalog === undefined) return undefined;
  const [row] = await rowsOf<{ lowest: number | string | null }>(
    db,
    sql`select least(
          (select min(unit_price_tenths) from tier_prices where product_code = ${code}),
          (select min(unit_price_tenths) from ads where product_code = ${code} and status in (${sql.join(
            LIVE_AD_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )}))
        ) as lowest`,
  );
  return row?.lowest === null || row?.lowest === undefined ? catalog : Math.min(catalog, Number(row.lowest));
}

/** A repriced line (staff, before its start): the chain's depth 0 row follows the ad's unit price. */
export async function repriceChainOwner(tx: Runner, adId: number, unitPriceTenths: number): Promise<void> {
  await tx.execute(sql`update ad_price_chain set unit_price_tenths = ${unitPriceTenths} where ad_id = ${adId} and depth = 0`);
}

/**
 * Snapshots the ad's price chain (one INSERT … SELECT, inside the ad's transaction): depth 0 = the
 * owner at the ad's unit price, depth d = the d-th ancestor at ITS own effective price then (the
 * nearest setting above it, else the catalog). Settlement reads margins from it, so later price
 * changes never change an existing ad's margins.
 */
export async function snapshotPriceChain(tx: Runner, adId: number): Promise<void> {
  await tx.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select u.id, u.parent_id, 0 from ads a join users u on u.id = a.owner_id where a.id = ${adId}
      union all
      select p.id, p.parent_id, up.depth + 1 from users p join up on p.id = up.parent_id where up.depth < ${MAX_TREE_DEPTH}
    ),
    ad as (select product_code, unit_price_tenths from ads where id = ${adId})
    insert into ad_price_chain (ad_id, depth, account_id, unit_price_tenths)
    select ${adId}, a.depth, a.id,
           case when a.depth = 0 then (select unit_price_tenths from ad)
                else coalesce(
                  (select tp.unit_price_tenths from up b join tier_prices tp on tp.account_id = b.id and tp.product_code = (select product_code from ad)
                   where b.depth > a.depth order by b.depth limit 1),
                  ${sql.raw(catalogCase())})
           end
    from up a`);
}

/** The catalog price of the ad's product as SQL (a CASE over the fixed catalog). */
function catalogCase(): string {
  const branches = REWARD_PRODUCTS.map((product) => `when '${product.code.replace(/'/g, "''")}' then ${Number(product.priceTenths)}`).join(
    ' ',
  );
  return `(case (select product_code from ad) ${branches} end)`;
}
