/**
 * Tier prices up the reseller tree (docs/decisions/money-loop.md#prices; README.md "Prices"). An account's effective price
 * of a product = the nearest `tier_prices` setting found walking up from its PARENT (a setting is
 * what an account's children pay), else the catalog price. The statements are price-chain-queries.ts,
 * each taking a database or a transaction, so the ads module prices and snapshots its lines without
 * the b2b plugin.
 */
import { REWARD_PRODUCTS } from '@nurly/contracts/schemas';

export const catalogPriceOf = (code: string): number | undefined => REWARD_PRODUCTS.find((product) => product.code === code)?.priceTenths;

export interface EffectivePrice {
  productCode: string;
  priceTenths: number;
  /** The ancestor whose setting it is; null = the catalog. */
  source: { id: number; name: string; tier: number | null } | null;
}
