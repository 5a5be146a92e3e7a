/**
 * The b2b module's face: what other modules may use of it (they import `../b2b`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export {
  adPriceFloorTenths,
  countPendingPayouts,
  effectivePriceTenths,
  isDescendant,
  lockTreeChain,
  lowestSellingPriceTenths,
  repriceChainOwner,
  snapshotPriceChain,
} from './repository';
export { salesReport } from './sales';
export { markedUp, type DemoChildPrices } from './seed';
export { getPrices, setPrices, type B2bDeps } from './service';
