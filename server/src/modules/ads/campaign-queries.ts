/**
 * Campaign queries of the ads module: a customer's campaigns (one row per campaign with its owner's
 * names; its lines are read by `adRowsOfCampaigns` in queries.ts).
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdChannel, AdStatus } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { countOf } from '../../db/rows';
import { users } from '../../db/schema/accounts';
import { campaigns } from '../../db/schema/ads';
import { advertisers } from '../../db/schema/points';
import { containsPattern } from '../../lib/escape-like';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';
import { ownerNameSql } from './queries';

export interface CampaignFilter {
  ownerId?: number;
  status?: AdStatus;
  channel?: AdChannel;
  search?: string;
  ids?: number[];
}

function campaignWhere(filter: CampaignFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    filter.ownerId !== undefined ? eq(campaigns.ownerId, filter.ownerId) : undefined,
    filter.channel ? eq(campaigns.channel, filter.channel) : undefined,
    filter.status ? sql`exists (select 1 from ads a where a.campaign_id = ${campaigns.id} and a.status = ${filter.status})` : undefined,
    search
      ? or(
          ilike(campaigns.keyword, containsPattern(search)),
          ilike(campaigns.mid, containsPattern(search)),
          ilike(campaigns.placeId, containsPattern(search)),
          ilike(campaigns.storeName, containsPattern(search)),
          ilike(campaigns.placeName, containsPattern(search)),
        )
      : undefined,
    filter.ids ? inArray(campaigns.id, filter.ids) : undefined,
  );
}

export const campaignOrdering = defineOrdering(
  { id: campaigns.id, created_at: campaigns.createdAt, start_date: campaigns.startDate, end_date: campaigns.endDate },
  { default: [desc(campaigns.id)], tieBreaker: campaigns.id },
);

export function campaignRowsQuery(db: Db) {
  return db
    .select({ campaign: campaigns, ownerUsername: users.username, ownerName: ownerNameSql })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.ownerId))
    .leftJoin(advertisers, eq(advertisers.userId, campaigns.ownerId));
}

export type CampaignRow = Awaited<ReturnType<ReturnType<typeof campaignRowsQuery>['execute']>>[number];

export async function listCampaignRows(db: Db, filter: CampaignFilter, window: PageWindow): Promise<CampaignRow[]> {
  return inWindow(campaignRowsQuery(db).where(campaignWhere(filter)).$dynamic(), window);
}

export const countCampaigns = (db: Db, filter: CampaignFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(campaigns).where(campaignWhere(filter)));

export async function findCampaignRow(db: Db, id: number): Promise<CampaignRow | undefined> {
  const [row] = await campaignRowsQuery(db).where(eq(campaigns.id, id)).limit(1);
  return row;
}
