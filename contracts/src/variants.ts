/**
 * The four deployments ("variants") of one product, chosen by hostname (docs/decisions/architecture.md#variants),
 * and which remotes each loads. The server decides the variant per request and tells the host
 * through /remotes.json; the same pure function runs in the browser for standalone dev.
 */
export const variants = ['default', 'reward', 'hub', 'offerwall'] as const;
export type Variant = (typeof variants)[number];

export const remoteKeys = ['keywords', 'points', 'admin-ads', 'b2b', 'cs', 'hub', 'offerwall'] as const;
export type RemoteKey = (typeof remoteKeys)[number];

/** Remotes a variant loads: a hub page never downloads the keywords remote. */
export const variantRemotes: Record<Variant, RemoteKey[]> = {
  default: ['keywords', 'points', 'admin-ads', 'b2b', 'cs'],
  reward: ['hub', 'cs', 'points'],
  hub: ['hub', 'cs'],
  offerwall: ['offerwall'],
};

/** Module Federation container name of a remote (a JS identifier). */
export function federationName(key: RemoteKey): string {
  return `mfe_${key.replace(/-/g, '_')}`;
}

export interface VariantRules {
  /** Hostnames (exact, or first label) of the member rewards / agency site. */
  rewardHosts: string[];
  /** A hostname containing this is the hub console. */
  hubPrefix: string;
  /** A hostname containing this is the offerwall console. */
  adminPrefix: string;
}

export const defaultVariantRules: VariantRules = {
  rewardHosts: ['reward'],
  hubPrefix: 'hub',
  adminPrefix: 'admin',
};

/** Which variant serves `hostname` (no port). Reward is checked first: it is an exact host. */
export function detectVariant(hostname: string, rules: VariantRules = defaultVariantRules): Variant {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  const firstLabel = host.split('.')[0];
  if (rules.rewardHosts.some((r) => host === r.toLowerCase() || firstLabel === r.toLowerCase())) return 'reward';
  if (rules.hubPrefix && host.includes(rules.hubPrefix.toLowerCase())) return 'hub';
  if (rules.adminPrefix && host.includes(rules.adminPrefix.toLowerCase())) return 'offerwall';
  return 'default';
}
