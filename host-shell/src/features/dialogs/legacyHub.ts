import { LEGACY_HUB_HOSTS } from '../../lib/startupConfig';

/** The legacy reward-hub domain (lib/startupConfig.ts): the shell shows the blocking move notice there. */
export function isLegacyHubHost(hostname: string): boolean {
  return LEGACY_HUB_HOSTS.includes(hostname.toLowerCase());
}
