/**
 * What the shell composes and every layer reads: a remote as loaded (federation/loadRemotes.ts) and
 * one of its routes as this deployment serves it (federation/composeRoutes.ts).
 */
import type { RemoteDefinition, RemoteKey, RemoteRoute, RouteMeta } from '@nurly/shared';

export interface LoadedRemote {
  key: RemoteKey;
  name: string;
  entry: string;
  /**
   * The remote as the shell composes it: routes and menus from its route data, elements and
   * widgets that load its code when rendered; an empty placeholder when its data failed.
   */
  definition: RemoteDefinition;
  failed: boolean;
  error?: string;
  /** Bumped on every (re)load so route elements remount with fresh lazy components. */
  generation: number;
}

export interface ComposedRoute {
  remoteKey: RemoteKey;
  name: string;
  path: string;
  meta: RouteMeta;
  /** The remote's i18n namespace: route titles are keys in it (or in 'common'). */
  namespace: string;
  route: RemoteRoute;
  generation: number;
}
