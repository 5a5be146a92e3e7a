export const roleNames = ['NURLY_ADMIN', 'NURLY_STAFF', 'HUB_CLIENT', 'HUB_ADMIN', 'HUB_MEMBER', 'OFFERWALL_CLIENT'] as const;
export type RoleName = (typeof roleNames)[number];

/** Reseller tree tiers (docs/decisions/product.md#who-and-terms): 1 main, 2 distributor, 3 agency, 4 advertiser. */
export const tiers = { 1: 'main', 2: 'distributor', 3: 'agency', 4: 'advertiser' } as const;
export type Tier = keyof typeof tiers;

/** The two branded services sharing one customer database (docs/decisions/product.md#who-and-terms, docs/decisions/product.md#entities). */
export const services = ['THENURLY', 'REWARD'] as const;
export type ServiceCode = (typeof services)[number];
