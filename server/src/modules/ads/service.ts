/**
 * Campaigns and ad lines (docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#holds). Every write runs in one transaction that
 * first locks the owner's account row (points/ledger.ts `lockAccount`), then re-reads the ad under
 * that lock: holds, ledger debits and withdrawals of one account are serialised, and a refusal
 * anywhere writes nothing. Decisions: README.md next to this file.
 *
 * This file is the module's public face (routes, the hub, settlement and the demo import it); the
 * services live one concern per file: `mapping.ts` (rows → API shapes), `reads.ts` (lists and one
 * ad), `create.ts` (POST admin/ads), `lifecycle.ts` (the status state machine and its holds),
 * `edit.ts` (field edits), `common.ts` (what they share).
 */
export type { AdsDeps } from './common';
export { toAd, toCampaign } from './mapping';
export { adScopeOf, campaignProducts, getAd, listAds, listCampaigns, visibleAdRow } from './reads';
export { createCampaign } from './create';
export { cancelAd, cancelCampaign, closeEndedAds, updateAd } from './lifecycle';
