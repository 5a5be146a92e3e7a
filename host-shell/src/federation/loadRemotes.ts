/**
 * Runtime remotes (docs/decisions/architecture.md#federation). At start the shell fetches only each remote's route data
 * (`remote-routes.json`, written beside its manifest by the remote's build): routes, menus, widget
 * names and the strings of their labels. From it the shell builds its router and menus; every
 * element and widget is a lazy stand-in that loads the remote's code (manifest, remoteEntry.js,
 * `./routes`) the first time one of them renders. A login page therefore downloads no remote code.
 *
 * Every network step has a timeout and one retry, so a remote whose server hangs costs its own
 * pages only: at start the shell renders with the remotes whose data arrived (a failed one becomes
 * a placeholder), and a page whose code does not arrive fails inside its RemoteBoundary, which
 * offers a retry. A remote built against a newer `@nurly/shared` than the shell provides fails the
 * same way before any of its code runs (RemoteIncompatibleError).
 */
import { createElement, lazy, type ComponentType } from 'react';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import {
  addRemoteResources,
  sharedSatisfies,
  sharedVersion,
  type RemoteDefinition,
  type RemoteKey,
  type RemoteRouteData,
  type RemotesConfig,
} from '@nurly/shared';
import type { LoadedRemote } from '../lib/composition';
import { fetchJson, routeDataInit, routeDataUrl, takeEarly } from './earlyFetch';

/** The seam tests replace: registration, route data and code through the network and the MF runtime. */
export interface FederationRuntime {
  register(remotes: { name: string; entry: string }[], force?: boolean): void;
  /** The remote's route data; `signal` aborts it on timeout. */
  routeData(entry: string, signal: AbortSignal): Promise<RemoteRouteData>;
  /** The remote's `./routes` module (its code). */
  load(name: string): Promise<RemoteDefinition>;
}

export const federationRuntime: FederationRuntime = {
  register(remotes, force = false) {
    const instance = getInstance();
    if (!instance) throw new Error('Module Federation runtime is not initialised');
    instance.registerRemotes(
      remotes.map((r) => ({ name: r.name, entry: r.entry })),
      { force },
    );
  },
  async routeData(entry, signal) {
    const url = routeDataUrl(entry);
    // The first attempt takes the answer index.ts asked for at start; a retry fetches afresh.
    return (await (takeEarly(url) ?? fetchJson(url, { ...routeDataInit, signal }))) as RemoteRouteData;
  },
  async load(name) {
    const mod = await loadRemote<{ default: RemoteDefinition }>(`${name}/routes`);
    if (!mod?.default) throw new Error(`${name}/routes has no default export`);
    return mod.default;
  },
};

/** Time limits of each attempt; two attempts per step. Tests shorten them. */
export const loadTimeouts = { routeDataMs: 5_000, codeMs: 10_000, attempts: 2 };

export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${Math.round(ms / 1000)} s`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * The remote was built against a `@nurly/shared` this shell does not provide (a newer one): its
 * code must not run here. RemoteBoundary shows that the shell has to be updated first.
 */
export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remoteKey: string,
    readonly needs: string,
    readonly provides: string,
  ) {
    super(`${remoteKey} was built against @nurly/shared ${needs}; this shell provides ${provides}`);
    this.name = 'RemoteIncompatibleError';
  }
}

/** One attempt of `step` bounded by `ms` (the signal aborts what can be aborted). */
async function withTimeout<T>(what: string, ms: number, step: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new RemoteTimeoutError(what, ms));
    }, ms);
  });
  try {
    return await Promise.race([step(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `step` with a timeout per attempt and `attempts` tries; `beforeRetry` runs between them. */
export async function withRetry<T>(
  what: string,
  ms: number,
  step: (signal: AbortSignal) => Promise<T>,
  beforeRetry: () => void = () => undefined,
  attempts: number = loadTimeouts.attempts,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) beforeRetry();
    try {
      return await withTimeout(what, ms, step);
    } catch (error) {
      if (error instanceof RemoteIncompatibleError) throw error;
      lastError = error;
      console.warn(`[host-shell] ${what}: attempt ${attempt} of ${attempts} failed`, error);
    }
  }
  throw lastError;
}

export function placeholderDefinition(key: RemoteKey): RemoteDefinition {
  return { key, routes: [], nav: [], i18n: { namespace: key, resources: { ko: {}, en: {} } } };
}

function isRouteData(value: unknown): value is RemoteRouteData {
  const data = value as RemoteRouteData | null;
  return !!data && typeof data.key === 'string' && Array.isArray(data.routes) && Array.isArray(data.nav) && !!data.build;
}

function isDefinition(value: unknown): value is RemoteDefinition {
  const def = value as RemoteDefinition | null;
  return !!def && Array.isArray(def.routes) && Array.isArray(def.nav) && typeof def.key === 'string';
}

type RemoteRef = RemotesConfig['remotes'][number];

/**
 * The remote's code, loaded once per generation on first use. A failure is not kept: the next
 * render (RemoteBoundary's retry) tries again. The full strings are registered before any of its
 * components renders.
 */
function codeLoader(
  remote: RemoteRef,
  data: RemoteRouteData,
  runtime: FederationRuntime,
  provided: string,
): () => Promise<RemoteDefinition> {
  let pending: Promise<RemoteDefinition> | null = null;
  return () => {
    pending ??= (async () => {
      if (!sharedSatisfies(provided, data.build.sharedVersion)) {
        throw new RemoteIncompatibleError(remote.key, data.build.sharedVersion, provided);
      }
      const definition = await withRetry(
        `${remote.name} code`,
        loadTimeouts.codeMs,
        () => runtime.load(remote.name),
        // A fresh manifest and container: the first attempt's may be the broken part.
        () => runtime.register([remote], true),
      );
      if (!isDefinition(definition)) throw new Error(`${remote.name}/routes is not a RemoteDefinition`);
      addRemoteResources(definition.i18n.namespace, definition.i18n.resources);
      return definition;
    })();
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
}

const Nothing: ComponentType = () => null;

/**
 * A function component rendering `component`: React.lazy must resolve to a function or class,
 * and a remote's page is usually a lazy component itself (its own chunk).
 */
function rendering(component: ComponentType): ComponentType {
  return function RemoteComponent() {
    return createElement(component);
  };
}

/**
 * The definition the shell composes: the route data with, for each route and widget, a lazy
 * component that loads the remote's code and renders the real one. Routes are matched by their
 * position (the data is generated from the same `defineRemote`, in the same build folder), checked
 * by name.
 */
export function definitionFromRouteData(
  remote: RemoteRef,
  data: RemoteRouteData,
  runtime: FederationRuntime,
  provided: string = sharedVersion,
): RemoteDefinition {
  const code = codeLoader(remote, data, runtime, provided);
  const routes = data.routes.map((info, index) => ({
    ...info,
    element: lazy(async () => {
      const definition = await code();
      const same = (r: { name: string; path: string }) => r.name === info.name && r.path === info.path;
      const atIndex = definition.routes[index];
      const route = atIndex && same(atIndex) ? atIndex : definition.routes.find(same);
      if (!route) throw new Error(`${remote.name}/routes has no route ${info.name}`);
      return { default: rendering(route.element as ComponentType) };
    }),
  }));
  const widgets = Object.fromEntries(
    data.widgets.map((name) => [
      name,
      lazy(async () => {
        const definition = await code();
        const widget = definition.widgets?.[name] as ComponentType | undefined;
        return { default: widget ? rendering(widget) : Nothing };
      }),
    ]),
  );
  return { key: data.key, routes, nav: data.nav, widgets, i18n: data.i18n };
}

async function loadOne(remote: RemoteRef, runtime: FederationRuntime, generation: number): Promise<LoadedRemote> {
  try {
    const data = await withRetry(`${remote.name} route data`, loadTimeouts.routeDataMs, (signal) =>
      runtime.routeData(remote.entry, signal),
    );
    if (!isRouteData(data)) throw new Error(`${routeDataUrl(remote.entry)} is not a remote's route data`);
    return { ...remote, definition: definitionFromRouteData(remote, data, runtime), failed: false, generation };
  } catch (error) {
    console.error(`[host-shell] remote ${remote.key} is unavailable`, error);
    return {
      ...remote,
      definition: placeholderDefinition(remote.key),
      failed: true,
      error: error instanceof Error ? error.message : String(error),
      generation,
    };
  }
}

/**
 * Registers only `config.remotes` (already restricted to the variant) and fetches their route data
 * in parallel. Registration downloads nothing: the runtime fetches a manifest on the first load.
 */
export async function loadVariantRemotes(config: RemotesConfig, runtime: FederationRuntime = federationRuntime): Promise<LoadedRemote[]> {
  runtime.register(config.remotes);
  return Promise.all(config.remotes.map((remote) => loadOne(remote, runtime, 1)));
}

/** Retry of one remote: force re-registration (fresh manifest and container), fresh route data. */
export async function reloadRemote(remote: LoadedRemote, runtime: FederationRuntime = federationRuntime): Promise<LoadedRemote> {
  try {
    runtime.register([remote], true);
  } catch (error) {
    console.error(`[host-shell] re-registering ${remote.key} failed`, error);
  }
  return loadOne(remote, runtime, remote.generation + 1);
}
