/**
 * The registry as /remotes.json reads it: every deployment's live and canary version per remote,
 * read from the database at most once per TTL (1 s by the app clock) per instance, so every instance
 * answers the same within a second of a change. A change made on this instance drops the cache at once.
 */
import type { RemoteKey, Variant } from '@nurly/contracts';
import type { Clock } from '../../lib/clock';
import type { LiveVersions } from './queries';

export const REGISTRY_TTL_MS = 1000;

export interface LiveEntry {
  version: string | null;
  canaryVersion: string | null;
  canaryPercent: number;
}

export type LiveMap = Map<string, LiveEntry>;

const keyOf = (deployment: string, remote: string) => `${deployment}/${remote}`;

export class ReleaseRegistry {
  private cached: { at: number; map: LiveMap } | null = null;
  private loading: Promise<LiveMap> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<LiveVersions[]>,
    private readonly clock: Clock,
    private readonly ttlMs: number = REGISTRY_TTL_MS,
  ) {}

  /** The live map, from the cache while it is younger than the TTL (a clock moved back reloads too). */
  async live(): Promise<LiveMap> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.at < this.ttlMs && now >= this.cached.at) return this.cached.map;
    this.loading ??= this.reload(now);
    return this.loading;
  }

  /** Forgets the cached map (after a change on this instance). */
  invalidate(): void {
    this.generation += 1;
    this.cached = null;
  }

  private async reload(now: number): Promise<LiveMap> {
    const generation = this.generation;
    try {
      const map: LiveMap = new Map();
      for (const row of await this.load()) {
        map.set(keyOf(row.deployment, row.remote), {
          version: row.version,
          canaryVersion: row.canaryVersion,
          canaryPercent: row.canaryPercent,
        });
      }
      // A change made while this read ran may not be in it: keep it for this caller only.
      if (generation === this.generation) this.cached = { at: now, map };
      return map;
    } finally {
      this.loading = null;
    }
  }
}

/** The version a browser in `bucket` (0–99) gets: the canary when bucket < its share, else the live one. */
export function versionFor(entry: LiveEntry | undefined, bucket: number): string | null {
  if (!entry) return null;
  if (entry.canaryVersion && bucket < entry.canaryPercent) return entry.canaryVersion;
  return entry.version ?? null;
}

export function liveEntryOf(map: LiveMap, deployment: Variant, remote: RemoteKey): LiveEntry | undefined {
  return map.get(keyOf(deployment, remote));
}
