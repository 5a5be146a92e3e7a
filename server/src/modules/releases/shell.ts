/**
 * A shell release's check (tools/mf/README.md, release rule "ship the shell"): a shell carrying
 * @nurly/shared `version` may go live only if that version satisfies the range of every release a
 * deployment serves, live or canary; otherwise those remotes would refuse to load. Asked by
 * `pnpm release check-shell` before a shell is deployed, and by this instance's readiness for the shell
 * it serves itself (an instance whose shell would break a live remote gets no traffic).
 */
import { builtAgainstOf, releaseMessages, sharedSatisfies } from '@nurly/contracts';
import { AppError } from '../../lib/errors';
import type { ReleasesRepository } from './repository';
import type { LiveVersions } from './queries';

/** A release a deployment serves (live or canary) with the @nurly/shared range it was built against. */
export interface ServedRelease {
  deployment: string;
  remote: string;
  version: string;
  sharedRange: string;
}

/** Each live row's live and canary release, as served releases. */
export function servedReleasesOf(rows: readonly LiveVersions[]): ServedRelease[] {
  return rows.flatMap(({ deployment, remote, version, sharedRange, canaryVersion, canarySharedRange }) => [
    ...(version && sharedRange !== null ? [{ deployment, remote, version, sharedRange }] : []),
    ...(canaryVersion && canarySharedRange !== null
      ? [{ deployment, remote, version: canaryVersion, sharedRange: canarySharedRange }]
      : []),
  ]);
}

/** The served releases a shell with @nurly/shared `version` would leave unable to load. */
export async function releasesUnsatisfiedBy(repo: ReleasesRepository, version: string): Promise<ServedRelease[]> {
  return servedReleasesOf(await repo.liveVersions()).filter((release) => {
    const builtAgainst = builtAgainstOf(release.sharedRange);
    return !builtAgainst || !sharedSatisfies(version, builtAgainst);
  });
}

/** "cs 0.1.0+ab12cd3 (^0.8.3; default, reward)" per remote version, deployments gathered. */
export function describeUnsatisfied(releases: readonly ServedRelease[]): string[] {
  const byRelease = new Map<string, { release: ServedRelease; deployments: string[] }>();
  for (const release of releases) {
    const key = `${release.remote} ${release.version}`;
    const entry = byRelease.get(key) ?? { release, deployments: [] };
    entry.deployments.push(release.deployment);
    byRelease.set(key, entry);
  }
  return [...byRelease.entries()].map(
    ([key, { release, deployments }]) => `${key} (${release.sharedRange}; ${deployments.sort().join(', ')})`,
  );
}

/** 200's message, or a 409 naming the remotes to rebuild and release first. */
export async function checkShell(repo: ReleasesRepository, version: string): Promise<string> {
  const unsatisfied = await releasesUnsatisfiedBy(repo, version);
  if (unsatisfied.length > 0) {
    throw new AppError(409, releaseMessages.shellIncompatible(version, describeUnsatisfied(unsatisfied)), 'RELEASE_SHELL_INCOMPATIBLE');
  }
  return releaseMessages.shellCompatible(version);
}
