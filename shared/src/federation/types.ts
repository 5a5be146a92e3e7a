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
  /** A reseller page: tier 2–3 accounts open it too (contracts `isResellerUser`). */
  reseller?: boolean;
}

export interface RemoteRoute {
  /** Named route (docs/decisions/product.md#screens-and-routes), e.g. 'admin-shopping'. Navigation refers to routes by name. */
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
  /** Shown to resellers (tier 2–3); without `permissions`, to resellers only. */
  reseller?: boolean;
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
   * roles, docs/decisions/access.md#roles-and-permissions, so they are separate items). Default true.
   */
  sideMenu?: boolean;
  /**
   * Top-nav set (offerwall, docs/decisions/product.md#shared-screens): 'second' items belong only to the second variant of the
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

/** The pure data of a route: everything but its element (see RemoteRouteData). */
export type RemoteRouteInfo = Omit<RemoteRoute, 'element'>;

/**
 * What a remote's build writes beside its manifest (`remote-routes.json`): its routes, menus,
 * which widgets it has and the strings the shell shows for them (menu labels, page titles), all
 * generated from the remote's own `defineRemote` at build time. The shell composes its router and
 * menus from this alone and loads the remote's code only when one of its routes or widgets renders.
 */
export interface RemoteRouteData {
  key: string;
  routes: RemoteRouteInfo[];
  nav: NavItem[];
  /** Names of the widgets the remote provides (keys of RemoteWidgets). */
  widgets: (keyof RemoteWidgets)[];
  /** The remote's namespace with only the keys of its menu labels and page titles. */
  i18n: RemoteDefinition['i18n'];
  /** The build that wrote it: what it was built against (checked by the shell before loading its code). */
  build: RemoteBuildInfo;
}

/** Versions a remote was built against, recorded by its build. */
export interface RemoteBuildInfo {
  /** Federation container name. */
  name: string;
  /** Exact `@nurly/shared` version of the build: the shell must provide this major, at least this minor. */
  sharedVersion: string;
}

type Resources = Record<string, unknown>;

function pick(resources: Resources, key: string): unknown {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Resources)[part];
  }
  return node;
}

function place(target: Resources, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Resources;
  node[parts.at(-1)!] = value;
}

/** Only the given keys of a resource tree (missing keys are skipped: they may live in 'common'). */
export function pickResources(resources: Resources, keys: Iterable<string>): Resources {
  const out: Resources = {};
  for (const key of keys) {
    const value = pick(resources, key);
    if (typeof value === 'string') place(out, key, value);
  }
  return out;
}

/** The route data of a definition: what the build emits and what the shell composes from. */
export function routeDataOf(definition: RemoteDefinition, build: RemoteBuildInfo): RemoteRouteData {
  const titles = new Set<string>();
  for (const route of definition.routes) titles.add(route.meta.title);
  for (const item of definition.nav) {
    titles.add(item.title);
    for (const child of item.children ?? []) titles.add(child.title);
  }
  const { namespace, resources } = definition.i18n;
  return {
    key: definition.key,
    routes: definition.routes.map(({ element: _element, ...info }) => info),
    nav: definition.nav,
    widgets: (Object.keys(definition.widgets ?? {}) as (keyof RemoteWidgets)[]).filter((name) => definition.widgets?.[name]),
    i18n: { namespace, resources: { ko: pickResources(resources.ko, titles), en: pickResources(resources.en, titles) } },
    build,
  };
}
