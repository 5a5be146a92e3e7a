/**
 * The fixed addresses the start-up bundle needs (the login page's access notice, the legacy-domain
 * check every page makes); the shell's other addresses and switches are in config.ts.
 */

/**
 * Hostnames of the legacy reward-hub domain. Opened there, the shell shows the blocking
 * "this domain stops after 15 April 2025" notice. `legacy-hub.localhost` makes it testable locally.
 */
export const LEGACY_HUB_HOSTS: string[] = ['hub.thenurly.co.kr', 'legacy-hub.localhost'];

/** External chat for reward-site inquiries (docs/decisions/product.md#shared-screens item 12), opened in a new tab. */
export const REWARD_INQUIRY_URL = 'https://pf.kakao.com/_thenurlyreward/chat';
