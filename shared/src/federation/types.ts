/**
 * The contract between the host shell and a remote. Each remote exposes one module,
 * `./routes`, whose default export is a RemoteDefinition. The host composes routes and
 * menus from the definitions of the variant's remotes; remotes never import each other.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RoleName } from '@nurly/contracts';
import type { Variant } from '@nurly/contracts';

export type RouteLayout = 'content' | 'blank';

export interface RouteMeta {
  layout: RouteLayout;
  /** Staff page: only logged-in staff (is_staff) may open it; others go to /login. */
  isStaff?: boolean;
  /** Any of these roles opens it; lacking all gives the access-denied alert then /login. */
  roles?: RoleName[];
  /** Page-title i18n key (in the remote's namespace or 'common'); the host adds the variant suffix. */
  title: string;
  /** Needs a logged-in (non-guest on staff consoles) user. Default true. */
  requiresAuth?: boolean;
}

export interface RemoteRoute {
  /** Named route (spec §2), e.g. 'admin-shopping'. Navigation refers to routes by name. */
  name: string;
  /** react-router path, e.g. '/admin/notice/:id'. */
  path: string;
  element: LazyExoticComponent<ComponentType> | ComponentType;
  meta: RouteMeta;
  /** Variants in which the route exists (same path can mean different pages per variant). */
  variants: Variant[];
}

export type MenuAudience = 'customer' | 'staff' | 'any';

export interface NavItem {
  key: string;
  /** i18n key of the label. */
  title: string;
  /** Icon name from the shared icon set. */
  icon?: string;
  /** Route name (preferred) or absolute path. */
  to?: string;
  /** External link; opens in `target`. */
  href?: string;
  target?: '_blank' | '_self';
  /** Visible when the user has any of these roles; absent = everyone who sees the menu. */
  permissions?: RoleName[];
  /** Side-menu heading the item sits under (e.g. 'KEYWORDS', 'CsAdmin', 'REWARD_INVOICE'). */
  heading: string;
  audience: MenuAudience;
  variants: Variant[];
  /** Sort order inside the heading. */
  order?: number;
  /** Also shown in the horizontal top nav (hub and offerwall variants). */
  topNav?: boolean;
  /**
   * false: top nav only, not in the side menu (the hub's top nav and side menu grant different
   * roles, spec §6, so they are separate items). Default true.
   */
  sideMenu?: boolean;
  /**
   * Top-nav set (offerwall, spec §2.3): 'second' items belong only to the second variant of the
   * top nav; non-staff users get the 'default' set. Default 'default'.
   */
  topNavSet?: 'default' | 'second';
  isUpdated?: boolean;
  isComming?: boolean;
  children?: Omit<NavItem, 'heading' | 'audience' | 'variants'>[];
}

/**
 * Small components a remote contributes to the host's own chrome (not to a route). The host
 * renders each one inside an error boundary of its own, so a widget that throws or whose chunk
 * fails to load disappears alone; the rest of the shell keeps working. A widget decides by
 * itself whom it shows to (it renders null otherwise) and reads the session through
 * '@nurly/shared'; it receives no props.
 */
export interface RemoteWidgets {
  /**
   * Shown in the host top bar, between the search button's spacer and the app selector, on every
   * page of every variant that loads the remote. Keep it compact: one row, labels hidden below md.
   */
  topBar?: LazyExoticComponent<ComponentType> | ComponentType;
}

export interface RemoteDefinition {
  key: string;
  routes: RemoteRoute[];
  nav: NavItem[];
  /** Optional pieces of the host chrome this remote provides (e.g. the points balance in the top bar). */
  widgets?: RemoteWidgets;
  /** i18n resources for the remote's own namespace, registered by the host on load. */
  i18n: { namespace: string; resources: { ko: Record<string, unknown>; en: Record<string, unknown> } };
}

export function defineRemote(def: RemoteDefinition): RemoteDefinition {
  return def;
}
