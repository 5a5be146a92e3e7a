/**
 * B2B (docs/decisions/money-loop.md#who-is-who, docs/decisions/money-loop.md#prices): reseller tier prices and the price chain each ad snapshots, so a reseller's
 * margin on a settled day is exact even after prices change (new prices apply to new ads only).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accountRef, requiredRef, users } from './accounts';
import { ads } from './ads';

/** What the children of `account_id` pay per action of `product_code` (tenths of a won). */
export const tierPrices = pgTable(
  'tier_prices',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id', 'cascade'),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    unitPriceTenths: integer('unit_price_tenths').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tier_prices_account_product_unique').on(t.accountId, t.productCode),
    check('tier_prices_positive', sql`${t.unitPriceTenths} > 0`),
  ],
);

/**
 * Per ad, what the owner and each ancestor paid per action of the ad's product when the ad was
 * created (depth 0 = the owner = the ad's unit_price_tenths, 1 = its parent, …). An ancestor's margin
 * per action = the price at depth − 1 − its own price.
 */
export const adPriceChain = pgTable(
  'ad_price_chain',
  {
    adId: requiredRef('ad_id', () => ads.id, 'cascade'),
    depth: smallint('depth').notNull(),
    accountId: accountRef('account_id', 'restrict'),
    unitPriceTenths: integer('unit_price_tenths').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.depth] }), index('ad_price_chain_account_idx').on(t.accountId)],
);
