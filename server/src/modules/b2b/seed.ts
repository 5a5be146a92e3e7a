/**
 * Demo tier prices (README.md "Demo data"), after the settlement seeder: the tree itself
 * (2 distributors, 4 agencies, 10 advertisers) is in db/seed.ts. Settings go a few % above the
 * catalog per level, on the branches off the demo `customer`'s path (nurly_main → seoul_dist →
 * gangnam_ag): the customer keeps the catalog price its campaign tests and guides quote (38.5원).
 * Idempotent: an existing setting is left alone.
 */
import { inArray, sql } from 'drizzle-orm';
import { REWARD_PRODUCTS } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** What each reseller's children pay, as a markup over the catalog (each above the level above it). */
export const demoTierMarkups: Record<string, number> = {
  busan_dist: 0.03,
  haeundae_ag: 0.07,
  suyeong_ag: 0.06,
  mapo_ag: 0.04,
};

/** Catalog price × (1 + markup), rounded to a tenth of a won. */
export const markedUp = (catalogTenths: number, markup: number) => Math.round(catalogTenths * (1 + markup));

export interface TierPriceRow {
  account_id: number;
  product_code: string;
  unit_price_tenths: number;
}

/** Demo tier prices in one statement; an account's price already set stays. */
export async function insertTierPrices(db: Db, rows: TierPriceRow[]): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    insert into tier_prices (account_id, product_code, unit_price_tenths)
    select r.account_id, r.product_code, r.unit_price_tenths
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(account_id int, product_code text, unit_price_tenths int)
    on conflict (account_id, product_code) do nothing`);
}

export async function seedB2bDemo(db: Db): Promise<void> {
  const accounts = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, Object.keys(demoTierMarkups)));
  const rows = accounts.flatMap((account) =>
    REWARD_PRODUCTS.map((product) => ({
      account_id: account.id,
      product_code: product.code,
      unit_price_tenths: markedUp(product.priceTenths, demoTierMarkups[account.username]),
    })),
  );
  await insertTierPrices(db, rows);
}
