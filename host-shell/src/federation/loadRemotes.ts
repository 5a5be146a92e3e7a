/**
 * Runtime remote registration (DESIGN §3): only the variant's remotes are registered, each
 * remote's `./routes` is loaded in parallel, and a remote that fails yields an empty
 * placeholder definition so the shell still renders. Retrying re-registers the remote with
 * `force`, which drops the runtime's cached container and fetches the manifest again.
 */
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteDefinition, RemoteKey, RemotesConfig } from '@nurly/shared';

export interface LoadedRemote {
  key: RemoteKey;
  name: string;
  entry: string;
  /** The remote's definition, or an empty placeholder when it failed. */
  definition: RemoteDefinition;
  failed: boolean;
  error?: string;
  /** Bumped on every (re)load so route elements remount with the fresh lazy components. */
  generation: number;
}

/** The seam tests replace: registration and loading through the MF runtime. */
export interface FederationRuntime {
  register(remotes: { name: string; entry: string }[], force?: boolean): void;
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
  async load(name) {
    const mod = await loadRemote<{ default: RemoteDefinition }>(`${name}/routes`);
    if (!mod?.default) throw new Error(`${name}/routes has no default export`);
    return mod.default;
  },
};

export function placeholderDefinition(key: RemoteKey): RemoteDefinition {
  return { key, routes: [], nav: [], i18n: { namespace: key, resources: { ko: {}, en: {} } } };
}

function isDefinition(value: unknown): value is RemoteDefinition {
  const def = value as RemoteDefinition | null;
  return !!def && Array.isArray(def.routes) && Array.isArray(def.nav) && typeof def.key === 'string';
}

async function loadOne(remote: RemotesConfig['remotes'][number], runtime: FederationRuntime, generation: number): Promise<LoadedRemote> {
  try {
    const definition = await runtime.load(remote.name);
    if (!isDefinition(definition)) throw new Error(`${remote.name}/routes is not a RemoteDefinition`);
    return { ...remote, definition, failed: false, generation };
  } catch (error) {
    console.error(`[host-shell] remote ${remote.key} failed to load`, error);
    return {
      ...remote,
      definition: placeholderDefinition(remote.key),
      failed: true,
      error: error instanceof Error ? error.message : String(error),
      generation,
    };
  }
}

/** Registers only `config.remotes` (already restricted to the variant) and loads them all in parallel. */
export async function loadVariantRemotes(config: RemotesConfig, runtime: FederationRuntime = federationRuntime): Promise<LoadedRemote[]> {
  runtime.register(config.remotes);
  return Promise.all(config.remotes.map((remote) => loadOne(remote, runtime, 1)));
}

/** Retry of one remote: force re-registration (fresh manifest and container) then load again. */
export async function reloadRemote(remote: LoadedRemote, runtime: FederationRuntime = federationRuntime): Promise<LoadedRemote> {
  try {
    runtime.register([remote], true);
  } catch (error) {
    console.error(`[host-shell] re-registering ${remote.key} failed`, error);
  }
  return loadOne(remote, runtime, remote.generation + 1);
}
