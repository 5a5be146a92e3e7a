import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import { balanceOf } from '../points';
import * as c from './campaign-queries';
import * as d from './detail-queries';
import * as q from './queries';

const queries = {
  listAdPage: q.listAdPage,
  countAds: q.countAds,
  hasCachedAdCount: q.hasCachedAdCount,
  findAdRow: q.findAdRow,
  adRowsOfCampaigns: q.adRowsOfCampaigns,
  listCampaignRows: c.listCampaignRows,
  countCampaigns: c.countCampaigns,
  findCampaignRow: c.findCampaignRow,
  adLogRows: d.adLogRows,
  countAdLogs: d.countAdLogs,
  adHistoryDays: d.adHistoryDays,
  latestRejections: d.latestRejections,
  lineIdsOfCampaign: d.lineIdsOfCampaign,
  adReportRows: d.adReportRows,
  findReport: d.findReport,
  adCountsBy: q.adCountsBy,
  clientsInScope: q.clientsInScope,
  registrableCustomers: q.registrableCustomers,
  menuCounts: q.menuCounts,
  findOwner: q.findOwner,
  endedAdIds: q.endedAdIds,
  searchAdRows: q.searchAdRows,
  balanceOf,
};

/** What other modules use of the ads' reads: the list filter and ordering (hub), the spend figure (reconciliation). */
export { adOrdering, adSpentSql, type AdFilter } from './queries';

export type AdsRepository = Repository<typeof queries>;

export function createAdsRepository(db: Db): AdsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    adsRepo: AdsRepository;
  }
}
