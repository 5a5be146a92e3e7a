/**
 * Publishing a release: the archive is read (archive.ts), its release.json checked against the
 * contract, the release checked against what is live (compat.ts), its files stored under
 * `releases/<remote>/<version>/` and its row and a PUBLISH history row written in one transaction.
 * The same version with the same content again is a no-op (200); with other content, a 409.
 */
import { Value } from 'typebox/value';
import { builtAgainstOf, sharedSatisfies, variantRemotes, variants, releaseMessages, type RemoteKey } from '@nurly/contracts';
import { ReleaseManifest, type Release } from '@nurly/contracts/schemas';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import { releaseFileKey, type FileStorage } from '../../lib/storage';
import { contentHashOf, readReleaseArchive, type ArchiveLimits, type ReleaseFile } from './archive';
import { missingLinkedRoutes, shellSharedVersion, summarizeRouteData, untranslatedTitles, type RouteSummary } from './compat';
import { contentTypeOf } from './files';
import type { ReleaseRow } from './queries';
import { toRelease } from './release-view';
import type { ReleaseRegistry } from './registry';
import type { ReleasesRepository } from './repository';

export interface ReleasesDeps {
  repo: ReleasesRepository;
  registry: ReleaseRegistry;
  storage: FileStorage;
  clock: Clock;
  /** Where host-shell/dist and mfe-<key>/dist are (config.staticRoot). */
  staticRoot: string;
  limits?: ArchiveLimits;
}

export interface PublishOutcome {
  created: boolean;
  release: Release;
}

/** release.json of the archive, checked against the contract, or a 400 naming the field. */
export function manifestOf(files: ReleaseFile[]): ReleaseManifest {
  const file = files.find((f) => f.path === 'release.json');
  if (!file) throw badRequest(releaseMessages.manifestMissing, 'archive', 'RELEASE_MANIFEST_MISSING');
  let manifest: unknown;
  try {
    manifest = JSON.parse(file.bytes.toString('utf8'));
  } catch {
    throw badRequest(releaseMessages.manifestInvalid('JSON이 아닙니다.'), 'archive', 'RELEASE_MANIFEST_INVALID');
  }
  if (!Value.Check(ReleaseManifest, manifest)) {
    const [first] = Value.Errors(ReleaseManifest, manifest);
    const field = first?.instancePath.replace(/^\//, '') || '(전체)';
    throw badRequest(releaseMessages.manifestInvalid(`${field} 값을 확인해주세요.`), 'archive', 'RELEASE_MANIFEST_INVALID');
  }
  return manifest;
}

/** The route summary of the archive's remote-routes.json (none: no routes to keep or check). */
function routeSummaryOf(files: ReleaseFile[]): RouteSummary {
  const file = files.find((f) => f.path === 'remote-routes.json');
  if (!file) return { routeNames: [], navLinks: [] };
  const summary = summarizeRouteData(file.bytes);
  if (!summary) throw badRequest(releaseMessages.routeDataInvalid, 'archive', 'RELEASE_ROUTES_INVALID');
  const untranslated = untranslatedTitles(file.bytes);
  if (untranslated.length) throw badRequest(releaseMessages.titlesUntranslated(untranslated), 'archive', 'RELEASE_TITLES_UNTRANSLATED');
  return summary;
}

/** Every release live or in canary in any deployment (distinct), for the route check. */
async function liveReleases(deps: ReleasesDeps): Promise<ReleaseRow[]> {
  const live = await deps.repo.listLive();
  const ids = new Set(live.flatMap((row) => [row.releaseId, row.canaryReleaseId]).filter((id): id is number => id !== null));
  if (ids.size === 0) return [];
  return (await deps.repo.listReleases()).filter((release) => ids.has(release.id));
}

async function storeFiles(storage: FileStorage, remote: string, version: string, files: ReleaseFile[]): Promise<void> {
  // A few at a time: S3 round trips overlap, memory stays bounded by the archive already read.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await storage.putAt(releaseFileKey(remote, version, file.path), file.bytes, contentTypeOf(file.path));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

function sameOrTaken(existing: ReleaseRow, contentHash: string): PublishOutcome {
  if (existing.contentHash !== contentHash) {
    throw new AppError(409, releaseMessages.versionTaken(existing.remote, existing.version), 'RELEASE_VERSION_TAKEN', 'archive');
  }
  return { created: false, release: toRelease(existing) };
}

export interface PublishInput {
  manifest: ReleaseManifest;
  files: ReleaseFile[];
  routes: RouteSummary;
  actorId: number | null;
  reason?: string | null;
  /** The files' content hash when already taken (the archive worker); else computed here. */
  contentHash?: string;
}

/** Stores the files, then the row and its history row (no checks: the caller made them). */
export async function storeRelease(deps: ReleasesDeps, input: PublishInput): Promise<PublishOutcome> {
  const { manifest, files, routes } = input;
  const contentHash = input.contentHash ?? contentHashOf(files);
  const existing = await deps.repo.findRelease(manifest.remote, manifest.version);
  if (existing) return sameOrTaken(existing, contentHash);
  // Files first: a row never names a release whose files are not all there.
  await storeFiles(deps.storage, manifest.remote, manifest.version, files);
  const now = deps.clock.now();
  const created = await deps.repo.transaction(async (tx) => {
    const inserted = await tx.insertRelease(
      {
        remote: manifest.remote,
        version: manifest.version,
        sharedRange: manifest.shared_range,
        gitCommit: manifest.git_commit,
        builtAt: new Date(manifest.built_at),
        contentHash,
        fileCount: files.length,
        routeNames: routes.routeNames,
        navLinks: routes.navLinks,
        publishedById: input.actorId,
      },
      now,
    );
    if (!inserted) return false;
    await tx.insertEvent(
      {
        action: 'PUBLISH',
        deployment: null,
        remote: manifest.remote,
        fromVersion: null,
        toVersion: manifest.version,
        canaryPercent: null,
        reason: input.reason ?? null,
        actorId: input.actorId,
      },
      now,
    );
    return true;
  });
  const row = await deps.repo.findRelease(manifest.remote, manifest.version);
  if (!row) throw new Error(`release ${manifest.remote} ${manifest.version} vanished after publishing`);
  // Another publisher inserted the same version between our check and our insert.
  return created ? { created: true, release: toRelease(row) } : sameOrTaken(row, contentHash);
}

/** POST /api/admin/releases: the checks, then storeRelease. */
export async function publishArchive(deps: ReleasesDeps, actorId: number, archive: Buffer): Promise<PublishOutcome> {
  const { files, hash } = await readReleaseArchive(archive, deps.limits);
  const manifest = manifestOf(files);
  if (!files.some((f) => f.path === 'mf-manifest.json')) {
    throw badRequest(releaseMessages.federationManifestMissing, 'archive', 'RELEASE_FEDERATION_MANIFEST_MISSING');
  }
  const routes = routeSummaryOf(files);

  const existing = await deps.repo.findRelease(manifest.remote, manifest.version);
  if (existing) return sameOrTaken(existing, hash);

  const builtAgainst = builtAgainstOf(manifest.shared_range);
  if (!builtAgainst) throw badRequest(releaseMessages.sharedRangeInvalid(manifest.shared_range), 'archive', 'RELEASE_SHARED_RANGE_INVALID');
  const shellVersion = shellSharedVersion(deps.staticRoot);
  if (!sharedSatisfies(shellVersion, builtAgainst)) {
    throw new AppError(
      409,
      releaseMessages.sharedIncompatible(shellVersion, manifest.shared_range),
      'RELEASE_SHARED_INCOMPATIBLE',
      'archive',
    );
  }
  const everyLive = await liveReleases(deps);
  for (const live of everyLive.filter((release) => release.remote === manifest.remote)) {
    // The menus of the other remotes' live releases, and of this remote's own live release.
    const linking = everyLive.filter((release) => release.remote !== manifest.remote || release.id === live.id);
    const missing = missingLinkedRoutes(live, linking, routes);
    if (missing.length) {
      throw new AppError(409, releaseMessages.routesMissing(live.remote, live.version, missing), 'RELEASE_ROUTES_MISSING', 'archive');
    }
  }
  return storeRelease(deps, { manifest, files, routes, actorId, contentHash: hash });
}

/** Deployments that load `remote` (activation without a deployment reaches all of them). */
export function deploymentsOf(remote: RemoteKey) {
  return variants.filter((variant) => variantRemotes[variant].includes(remote));
}
