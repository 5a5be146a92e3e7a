/**
 * The first start (and every start that follows local builds): a remote whose local build
 * (`<staticRoot>/mfe-<key>/dist`) exists is published as a release and made live, by the system, in
 * every deployment that loads it and has no live release yet, or whose live release the system
 * published from a local build (so `npm start` after a rebuild serves the new build). Once staff
 * activate a release there, the registry wins and local builds are left alone.
 *
 * The build's release.json gives the version; without one, the remote's package.json version plus
 * the first 8 hex digits of the content hash. A local version already published with other content
 * gets the hash appended too. No checks: the shell was built from the same workspace.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtAgainstOf, remoteKeys, sharedRange, type RemoteKey } from '@nurly/contracts';
import type { ReleaseManifest } from '@nurly/contracts/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { isReleaseKey } from '../../lib/storage';
import { contentHashOf, type ReleaseFile } from './archive';
import { shellSharedVersion, summarizeRouteData } from './compat';
import { manifestOf, deploymentsOf, storeRelease, type ReleasesDeps } from './publish';

function filesOf(dist: string): ReleaseFile[] {
  return (fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => isReleaseKey(`releases/x/0.0.0/${name}`) && fs.statSync(path.join(dist, name)).isFile())
    .sort()
    .map((name) => ({ path: name, bytes: fs.readFileSync(path.join(dist, name)) }));
}

function withHash(version: string, hash: string): string {
  return `${version}${version.includes('+') ? '.' : '+'}${hash.slice(0, 8)}`;
}

function localManifest(staticRoot: string, key: RemoteKey, files: ReleaseFile[], hash: string): ReleaseManifest {
  try {
    return manifestOf(files);
  } catch {
    // No (usable) release.json: derived from the package and the build's recorded shared version.
  }
  let packageVersion = '0.0.0';
  try {
    const version = (JSON.parse(fs.readFileSync(path.join(staticRoot, `mfe-${key}`, 'package.json'), 'utf8')) as { version?: unknown })
      .version;
    if (typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version)) packageVersion = version;
  } catch {
    // no package.json: 0.0.0
  }
  const routeData = files.find((f) => f.path === 'remote-routes.json');
  let builtAgainst: string | null = null;
  if (routeData) {
    try {
      const recorded = (JSON.parse(routeData.bytes.toString('utf8')) as { build?: { sharedVersion?: unknown } }).build?.sharedVersion;
      if (typeof recorded === 'string') builtAgainst = builtAgainstOf(sharedRange(recorded));
    } catch {
      // unreadable: the shell's version below
    }
  }
  return {
    remote: key,
    version: withHash(packageVersion, hash),
    shared_range: `^${builtAgainst ?? shellSharedVersion(staticRoot)}`,
    git_commit: '',
    built_at: fs.statSync(path.join(staticRoot, `mfe-${key}`, 'dist', 'mf-manifest.json')).mtime.toISOString(),
  };
}

/** Publishes and activates one remote's local build where the system still decides what is live. */
async function followLocalBuild(deps: ReleasesDeps, key: RemoteKey, log: FastifyBaseLogger): Promise<void> {
  const dist = path.join(deps.staticRoot, `mfe-${key}`, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) return;
  const files = filesOf(dist);
  const hash = contentHashOf(files);
  let manifest = localManifest(deps.staticRoot, key, files, hash);
  if (manifest.remote !== key) manifest = { ...manifest, remote: key };

  const live = await deps.repo.listLive(key);
  const releases = await deps.repo.listReleases(key);
  const byId = new Map(releases.map((release) => [release.id, release]));
  const local = releases.find((release) => release.contentHash === hash);
  const deployments = deploymentsOf(key).filter((deployment) => {
    const row = live.find((r) => r.deployment === deployment);
    if (!row?.releaseId) return true;
    const current = byId.get(row.releaseId);
    // Staff's choice stays; a live system release of other content follows the local build.
    return current !== undefined && current.publishedBy === null && current.id !== local?.id && row.canaryReleaseId === null;
  });
  if (deployments.length === 0) return;

  const taken = releases.find((release) => release.version === manifest.version);
  if (taken && taken.contentHash !== hash) manifest = { ...manifest, version: withHash(manifest.version, hash) };
  const routes = (() => {
    const data = files.find((f) => f.path === 'remote-routes.json');
    return (data && summarizeRouteData(data.bytes)) || { routeNames: [], navLinks: [] };
  })();
  const { release } = await storeRelease(deps, { manifest, files, routes, actorId: null, reason: '로컬 빌드' });

  const now = deps.clock.now();
  await deps.repo.transaction(async (tx) => {
    // Two instances starting together: the second waits here and finds the work done.
    await tx.lockRemote(key);
    for (const deployment of deployments) {
      const row = await tx.lockLive(deployment, key);
      if (row?.releaseId === release.id) continue;
      if (row?.releaseId && byId.get(row.releaseId)?.publishedBy !== null) continue;
      await tx.saveLive(
        {
          deployment,
          remote: key,
          releaseId: release.id,
          canaryReleaseId: null,
          canaryPercent: 0,
          previousReleaseId: row?.releaseId ?? null,
          updatedById: null,
        },
        now,
      );
      await tx.insertEvent(
        {
          action: 'ACTIVATE',
          deployment,
          remote: key,
          fromVersion: await tx.versionOf(row?.releaseId ?? null),
          toVersion: release.version,
          canaryPercent: null,
          reason: '로컬 빌드',
          actorId: null,
        },
        now,
      );
    }
  });
  deps.registry.invalidate();
  log.info({ remote: key, version: release.version, deployments }, 'local build of the remote is live');
}

export async function followLocalBuilds(deps: ReleasesDeps, log: FastifyBaseLogger): Promise<void> {
  for (const key of remoteKeys) {
    try {
      await followLocalBuild(deps, key, log);
    } catch (error) {
      // A remote that cannot be published keeps whatever the registry had; the others go on.
      log.error({ err: error, remote: key }, 'publishing the local build of the remote failed');
    }
  }
}
