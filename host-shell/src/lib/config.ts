/**
 * Fixed addresses and switches of the host shell. External URLs are configuration, not
 * behaviour: change them here (one place) when the business moves a sheet or a site. The two the
 * login page needs (the legacy hub hosts, the reward inquiry chat) are in startupConfig.ts: this file
 * is only in the chunks of the console and the other auth pages, so the start-up bundle does not
 * carry the rest.
 */

/** Sites menu (NURLY_ADMIN only, docs/decisions/access.md#roles-and-permissions): fixed external shortcuts. Titles are shell i18n keys. */
export interface FixedSite {
  key: string;
  title: string;
  href: string;
  icon: string;
}

export const FIXED_SITES: FixedSite[] = [
  {
    key: 'traffic-sheet',
    title: 'sites.fixed.trafficSheet',
    href: 'https://docs.google.com/spreadsheets/d/nurly-traffic/edit',
    icon: 'mdi-file-document',
  },
  {
    key: 'sales-sheet',
    title: 'sites.fixed.salesSheet',
    href: 'https://docs.google.com/spreadsheets/d/nurly-sales/edit',
    icon: 'mdi-file-document',
  },
  { key: 'community-cafe', title: 'sites.fixed.communityCafe', href: 'https://cafe.naver.com/thenurly', icon: 'naver' },
  { key: 'corporate-nurly', title: 'sites.fixed.corporateNurly', href: 'https://www.thenurly.com', icon: 'mdi-briefcase' },
  { key: 'corporate-reward', title: 'sites.fixed.corporateReward', href: 'https://reward.thenurly.com', icon: 'mdi-briefcase' },
  { key: 'hub-admin', title: 'sites.fixed.hubAdmin', href: 'https://hub.thenurly.com/admin', icon: 'mdi-account-group' },
  { key: 'offerwall-admin', title: 'sites.fixed.offerwallAdmin', href: 'https://admin.thenurly.com', icon: 'mdi-account-tie' },
];

/** Icons a custom site may use (docs/decisions/product.md#entities "Custom site"). */
export const CUSTOM_SITE_ICONS = [
  'mdi-web',
  'naver',
  'mdi-google',
  'mdi-star',
  'mdi-heart',
  'mdi-account-tie',
  'mdi-account-group',
  'mdi-file-document',
  'mdi-briefcase',
  'mdi-calendar-check',
] as const;
export type CustomSiteIcon = (typeof CUSTOM_SITE_ICONS)[number];
export const DEFAULT_CUSTOM_SITE_ICON: CustomSiteIcon = 'mdi-web';
export const CUSTOM_SITE_TITLE_MAX = 30;

/** Where the notice's only button sends the user: the merged site. */
export const MERGED_SITE_URL = 'https://reward.thenurly.com';

/** Company shown in the footer (docs/decisions/product.md#shared-screens item 13). */
export const COMPANY = { name: '(주)더널리', registrationNumber: '1208812345' } as const;

export const BACK_TO_TOP_THRESHOLD = 200;
/** Room the footer leaves at its end for the floating back-to-top / inquiry button (24 px inset + 48 px + a gap). */
export const FLOATING_BUTTON_CLEARANCE = '24';
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 3000;

/** Layout sizes (docs/decisions/product.md#constants). */
export const SIDE_MENU_WIDTH = 260;
export const SIDE_MENU_RAIL = 80;
export const SIDE_MENU_RAIL_MODERN = 96;
export const DRAWER_WIDTH = 256;

/** Customer support chat (forgot-password page and the default site). */
export const SUPPORT_CHAT_URL = 'https://pf.kakao.com/_thenurly/chat';
