/** Demo accounts seeded into the embedded database (docs/decisions/operations.md#running). */
export const accounts = {
  admin: { username: 'admin', password: 'admin1234' },
  staff: { username: 'staff', password: 'staff1234' },
  customer: { username: 'customer', password: 'customer1234' },
  hubadmin: { username: 'hubadmin', password: 'hubadmin1234' },
  hubclient: { username: 'hubclient', password: 'hubclient1234' },
  hubmember: { username: 'hubmember', password: 'hubmember1234' },
  hubadmin2: { username: 'hubadmin2', password: 'hubadmin21234' },
  hubclient2: { username: 'hubclient2', password: 'hubclient21234' },
  offerwall: { username: 'offerwall', password: 'offerwall1234' },
  // A distributor of the default site's reseller tree (nurly_main → seoul_dist → gangnam_ag, mapo_ag).
  seoul_dist: { username: 'seoul_dist', password: 'member1234' },
} as const;
export type AccountName = keyof typeof accounts;

/** The four deployments, the local hostname that selects each one and its page-title suffix. */
export const sites = {
  default: { host: 'localhost', title: '더널리', remotes: ['keywords', 'points', 'admin-ads', 'b2b', 'cs'] },
  reward: { host: 'reward.localhost', title: '더널리 리워드', remotes: ['hub', 'cs', 'points'] },
  hub: { host: 'hub.localhost', title: '허브 광고 매니저', remotes: ['hub', 'cs'] },
  offerwall: { host: 'admin.localhost', title: '오퍼월 광고 매니저', remotes: ['offerwall'] },
} as const;
export type SiteName = keyof typeof sites;
export const allRemotes = ['keywords', 'points', 'admin-ads', 'b2b', 'cs', 'hub', 'offerwall'] as const;

/** Pages one demo account opens on one deployment (the phone-width and accessibility walks). */
export interface PageWalk {
  site: SiteName;
  account: AccountName;
  paths: string[];
}
