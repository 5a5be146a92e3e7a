/**
 * Who earns a reseller margin (docs/decisions/money-loop.md#one-source-of-truth, docs/decisions/resellers.md#margin-credits), as a SQL condition on a users row aliased `r`:
 * distributors and agencies (tier 2–3) and the hubs' admins (a hub is a reseller of its clients).
 * Tier 1 is the company itself: its margin rows stay the company's. The settlement credits by it,
 * the reconciliation checks by it; access/policy.ts `isMarginEarner` is the same rule on a principal.
 */
import { sql } from 'drizzle-orm';

export const isResellerSql = sql`(r.tier in (2, 3) or exists (
  select 1 from user_roles ur join roles ro on ro.id = ur.role_id where ur.user_id = r.id and ro.name = 'HUB_ADMIN'))`;
