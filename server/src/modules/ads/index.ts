/**
 * The ads module's face: what other modules may use of it (they import `../ads`, never a file inside).
 * The Fastify plugin is plugin.ts, registered by modules/index.ts.
 */
export { adActorOf, assertMayExtend } from './line-rules';
export { adOrdering, adSpentSql, type AdFilter } from './repository';
export { type DemoCampaign } from './seed';
export * as adsService from './service';
export { closeEndedAds, type AdsDeps } from './service';
