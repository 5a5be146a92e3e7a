/**
 * Menus composed from the remotes' nav items (docs/decisions/product.md#shared-screens items 2–3, docs/decisions/access.md#roles-and-permissions), kept pure for tests:
 * variant → audience (staff vs customer) → role filter (shared filterNavItems) → headings.
 */
import { filterNavItems, navRolesOf, type AccessUser, type NavItem, type RemoteDefinition, type Variant } from '@nurly/shared';
import { OPERATIONS_MENU_KEY, isNurlyConsoleStaff } from '@nurly/contracts';
import { resolveTo } from '../federation/composeRoutes';
import type { ComposedRoute } from '../lib/composition';

export type MenuVariant = 'customer' | 'staff' | 'hub' | 'offerwall' | 'reward';

/** Heading order of each side-menu variant; headings not listed follow in order of appearance. */
export const MENU_HEADINGS: Record<MenuVariant, string[]> = {
  customer: ['KEYWORDS', 'APPS', 'RESELLER', 'MENUS'],
  staff: ['ADMIN', 'REWARD_ADMIN', 'HUB_ADMIN', 'CsAdmin', 'TransactionAdmin'],
  hub: ['HUB'],
  offerwall: ['OFFERWALL'],
  reward: ['REWARD_ORODUCTS', 'REWARD_INVOICE', 'CUSTOMER_CS'],
};

export function menuVariantFor(variant: Variant, user: AccessUser | null | undefined): MenuVariant {
  if (variant === 'hub') return 'hub';
  if (variant === 'offerwall') return 'offerwall';
  if (variant === 'reward') return 'reward';
  // A hub or offerwall account on the default site uses it as a customer does (its home is '/').
  return isNurlyConsoleStaff(user) ? 'staff' : 'customer';
}

/** A nav item with its link resolved to a path. */
export interface MenuLink {
  key: string;
  title: string;
  namespace: string;
  icon?: string;
  path?: string;
  href?: string;
  target?: '_blank' | '_self';
  isUpdated?: boolean;
  isComming?: boolean;
  children?: MenuLink[];
}

export interface MenuSection {
  heading: string;
  items: MenuLink[];
}

export interface SourcedItem {
  item: NavItem;
  namespace: string;
}

/**
 * The shell's own pages in the side menu (not a remote's: the releases page must outlive any
 * remote, and the operations page must show a failing job whatever else fails).
 */
export const HOST_NAV: readonly SourcedItem[] = [
  {
    namespace: 'shell',
    item: {
      // The menu key carries the late-unsettled-days count (server: OPERATIONS_MENU_KEY).
      key: OPERATIONS_MENU_KEY,
      title: 'nav.operations',
      icon: 'mdi-calendar-check',
      to: '/admin/operations',
      permissions: navRolesOf('operations'),
      heading: 'ADMIN',
      audience: 'staff',
      variants: ['default'],
      order: 990,
    },
  },
  {
    namespace: 'shell',
    item: {
      key: 'admin-releases',
      title: 'nav.releases',
      icon: 'refresh',
      to: '/admin/releases',
      permissions: navRolesOf('releases'),
      heading: 'ADMIN',
      audience: 'staff',
      variants: ['default'],
      order: 1000,
    },
  },
];

function variantItems(defs: readonly RemoteDefinition[], variant: Variant, hostItems: readonly SourcedItem[] = []): SourcedItem[] {
  const out: SourcedItem[] = hostItems.filter(({ item }) => item.variants.includes(variant));
  for (const def of defs) {
    for (const item of def.nav) {
      if (item.variants.includes(variant)) out.push({ item, namespace: def.i18n.namespace });
    }
  }
  return out.sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0));
}

type ChildItem = NonNullable<NavItem['children']>[number];

function toLink(item: NavItem | ChildItem, namespace: string, routes: readonly ComposedRoute[]): MenuLink | null {
  const children = item.children?.map((c) => toLink(c, namespace, routes)).filter((c): c is MenuLink => c !== null);
  const path = resolveTo(item.to, routes);
  // An internal link whose route this variant does not have (or whose remote failed) is dropped.
  if (item.to && !path && !item.href && !(children && children.length > 0)) return null;
  return {
    key: item.key,
    title: item.title,
    namespace,
    icon: item.icon,
    path,
    href: item.href,
    target: item.target,
    isUpdated: item.isUpdated,
    isComming: item.isComming,
    children: children && children.length > 0 ? children : undefined,
  };
}

function audienceMatches(item: NavItem, menu: MenuVariant): boolean {
  if (item.audience === 'any') return true;
  // On the consoles every user is a console user: the role filter decides.
  if (menu === 'hub' || menu === 'offerwall' || menu === 'reward') return true;
  // The default site: menuVariantFor already chose staff or customer.
  return item.audience === menu;
}

export function composeSideMenu(
  defs: readonly RemoteDefinition[],
  variant: Variant,
  user: AccessUser | null | undefined,
  routes: readonly ComposedRoute[],
  hostItems: readonly SourcedItem[] = [],
): MenuSection[] {
  const menu = menuVariantFor(variant, user);
  const sourced = variantItems(defs, variant, hostItems).filter(({ item }) => item.sideMenu !== false && audienceMatches(item, menu));
  const permitted = new Set(
    filterNavItems(
      sourced.map((s) => s.item),
      user,
    ).map((i) => i.key),
  );
  const byHeading = new Map<string, MenuLink[]>();
  for (const { item, namespace } of sourced) {
    if (!permitted.has(item.key)) continue;
    const filtered = filterNavItems([item], user)[0];
    const link = filtered ? toLink(filtered, namespace, routes) : null;
    if (!link) continue;
    const list = byHeading.get(item.heading) ?? [];
    list.push(link);
    byHeading.set(item.heading, list);
  }
  const known = MENU_HEADINGS[menu];
  const headings = [...known.filter((h) => byHeading.has(h)), ...[...byHeading.keys()].filter((h) => !known.includes(h))];
  return headings.map((heading) => ({ heading, items: byHeading.get(heading) ?? [] }));
}

/** The deployments whose top nav holds their own items (the others show the side menu's sections). */
export function hasConsoleTopNav(variant: Variant): boolean {
  return variant === 'hub' || variant === 'offerwall';
}

/** The `topNav` items a user gets on a console (see composeTopNav). */
function topNavItems(defs: readonly RemoteDefinition[], variant: Variant, user: AccessUser | null | undefined): SourcedItem[] {
  const sourced = variantItems(defs, variant).filter(({ item }) => item.topNav);
  if (variant === 'offerwall' && user && !user.is_staff) {
    return sourced.filter(({ item }) => (item.topNavSet ?? 'default') === 'default');
  }
  const permitted = new Set(
    filterNavItems(
      sourced.map((s) => s.item),
      user,
    ).map((i) => i.key),
  );
  return sourced.filter(({ item }) => permitted.has(item.key));
}

/**
 * Horizontal top nav of the hub and offerwall consoles: the variant's `topNav` items the user's
 * roles allow. A non-staff user on the offerwall console gets the default set (docs/decisions/product.md#shared-screens item 3:
 * the three items not marked `topNavSet: 'second'`).
 */
export function composeTopNav(
  defs: readonly RemoteDefinition[],
  variant: Variant,
  user: AccessUser | null | undefined,
  routes: readonly ComposedRoute[],
): MenuLink[] {
  return topNavItems(defs, variant, user)
    .map(({ item, namespace }) => toLink(item, namespace, routes))
    .filter((l): l is MenuLink => l !== null);
}

/**
 * The side menu (rail and phone drawer) with every page the top nav offers: on the hub and
 * offerwall consoles some pages are top-nav items only (the hub's 하위 계정 관리 and 기간별 매출,
 * the offerwall's 방문자 모니터링 로그), and below lg the drawer is the only menu. Under each heading
 * the top-nav items lead in top-nav order (a side item with the same path stands in for its top-nav
 * twin), then the side menu's other items; other deployments get the side menu as it is.
 */
export function composeDrawerMenu(
  defs: readonly RemoteDefinition[],
  variant: Variant,
  user: AccessUser | null | undefined,
  routes: readonly ComposedRoute[],
  hostItems: readonly SourcedItem[] = [],
): MenuSection[] {
  const sections = composeSideMenu(defs, variant, user, routes, hostItems).map((s) => ({ heading: s.heading, items: [...s.items] }));
  if (!hasConsoleTopNav(variant)) return sections;
  const sideByPath = new Map<string, { link: MenuLink; heading: string }>();
  for (const section of sections) {
    for (const link of section.items) {
      if (link.path && !sideByPath.has(link.path)) sideByPath.set(link.path, { link, heading: section.heading });
    }
  }
  const leads = new Map<string, MenuLink[]>();
  for (const { item, namespace } of topNavItems(defs, variant, user)) {
    const link = toLink(item, namespace, routes);
    if (!link) continue;
    const side = link.path ? sideByPath.get(link.path) : undefined;
    // Already in the menu under another heading: it stays where it is.
    if (side && side.heading !== item.heading) continue;
    const lead = leads.get(item.heading) ?? [];
    if (!lead.includes(side?.link ?? link)) lead.push(side?.link ?? link);
    leads.set(item.heading, lead);
  }
  for (const [heading, lead] of leads) {
    const section = sections.find((s) => s.heading === heading);
    if (section) section.items = [...lead, ...section.items.filter((l) => !lead.includes(l))];
    else sections.push({ heading, items: lead });
  }
  return sections;
}

/** Whether an empty top nav must send the browser to the site root (and is not already there). */
export function shouldLeaveForRoot(items: readonly MenuLink[], pathname: string, loggedIn: boolean): boolean {
  return loggedIn && items.length === 0 && pathname !== '/';
}
