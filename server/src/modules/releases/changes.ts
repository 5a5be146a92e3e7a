/**
 * Changing what is live: activate (or start a canary), roll back, promote, abort. Each change locks
 * the live rows it touches, writes them and one history row per deployment in one transaction, then
 * drops this instance's registry cache (other instances follow within the registry's TTL).
 * Without a deployment, a change reaches every deployment that loads the remote.
 */
import { variantRemotes, variants, releaseMessages, type RemoteKey, type Variant } from '@nurly/contracts';
import type { ActivateReleaseRequest, LiveRelease, ReleaseOverview, ReleaseStepRequest } from '@nurly/contracts/schemas';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { deploymentsOf, type ReleasesDeps } from './publish';
import type { LiveChange, LiveRow, NewEvent } from './queries';
import { toRelease } from './release-view';
import type { ReleasesTx } from './repository';

function targetDeployments(remote: RemoteKey, deployment: Variant | undefined): Variant[] {
  if (!deployment) return deploymentsOf(remote);
  if (!variantRemotes[deployment].includes(remote)) {
    throw badRequest(releaseMessages.deploymentWithoutRemote(deployment, remote), 'deployment', 'RELEASE_DEPLOYMENT_WITHOUT_REMOTE');
  }
  return [deployment];
}

const conflict = (message: string, code: string) => new AppError(409, message, code);

interface Step {
  /** The new state of the row and its history row; null = nothing to change in this deployment. */
  (
    row: LiveRow | undefined,
    tx: ReleasesTx,
  ): Promise<{
    change: Omit<LiveChange, 'deployment' | 'remote' | 'updatedById'>;
    event: Omit<NewEvent, 'deployment' | 'remote' | 'actorId' | 'reason'>;
  } | null>;
}

/** Runs `step` on each deployment's row; a 409 `none` when no deployment had anything to change. */
async function change(
  deps: ReleasesDeps,
  actorId: number | null,
  remote: RemoteKey,
  deployment: Variant | undefined,
  reason: string | undefined,
  none: AppError,
  step: Step,
): Promise<void> {
  const deployments = targetDeployments(remote, deployment);
  const now = deps.clock.now();
  await deps.repo.transaction(async (tx) => {
    let changed = 0;
    for (const target of deployments) {
      const row = await tx.lockLive(target, remote);
      const outcome = await step(row, tx);
      if (!outcome) continue;
      changed += 1;
      await tx.saveLive({ deployment: target, remote, updatedById: actorId, ...outcome.change }, now);
      await tx.insertEvent({ deployment: target, remote, actorId, reason: reason ?? null, ...outcome.event }, now);
    }
    if (changed === 0) throw none;
  });
  deps.registry.invalidate();
}

export async function activate(deps: ReleasesDeps, actorId: number | null, request: ActivateReleaseRequest): Promise<string> {
  const { remote, version } = request;
  const percent = request.canary_percent ?? 0;
  const release = await deps.repo.findRelease(remote, version);
  if (!release) throw notFound(releaseMessages.releaseNotFound(remote, version));
  if (percent === 0) {
    await change(
      deps,
      actorId,
      remote,
      request.deployment,
      request.reason,
      conflict(releaseMessages.alreadyLive(remote, version), 'RELEASE_ALREADY_LIVE'),
      async (row, tx) => {
        if (row?.releaseId === release.id && row.canaryReleaseId === null) return null;
        const previous = row?.releaseId === release.id ? row.previousReleaseId : (row?.releaseId ?? null);
        return {
          change: { releaseId: release.id, canaryReleaseId: null, canaryPercent: 0, previousReleaseId: previous },
          event: { action: 'ACTIVATE', fromVersion: await tx.versionOf(row?.releaseId ?? null), toVersion: version, canaryPercent: null },
        };
      },
    );
    return releaseMessages.activated(remote, version);
  }
  await change(
    deps,
    actorId,
    remote,
    request.deployment,
    request.reason,
    conflict(releaseMessages.alreadyLive(remote, version), 'RELEASE_ALREADY_LIVE'),
    async (row, tx) => {
      if (!row?.releaseId) throw conflict(releaseMessages.canaryWithoutLive(remote), 'RELEASE_CANARY_WITHOUT_LIVE');
      // Already live here, or already this canary at this share: nothing to do in this deployment.
      if (row.releaseId === release.id || (row.canaryReleaseId === release.id && row.canaryPercent === percent)) return null;
      return {
        change: { releaseId: row.releaseId, canaryReleaseId: release.id, canaryPercent: percent, previousReleaseId: row.previousReleaseId },
        event: { action: 'CANARY', fromVersion: await tx.versionOf(row.releaseId), toVersion: version, canaryPercent: percent },
      };
    },
  );
  return releaseMessages.canaryStarted(remote, version, percent);
}

export async function rollback(deps: ReleasesDeps, actorId: number | null, request: ReleaseStepRequest): Promise<string> {
  const { remote } = request;
  let backTo: string | null = null;
  await change(
    deps,
    actorId,
    remote,
    request.deployment,
    request.reason,
    conflict(releaseMessages.noPrevious(remote), 'RELEASE_NO_PREVIOUS'),
    async (row, tx) => {
      if (!row?.previousReleaseId) return null;
      backTo = await tx.versionOf(row.previousReleaseId);
      return {
        // One step back: the release rolled back from is not a rollback target (activate it again instead).
        change: { releaseId: row.previousReleaseId, canaryReleaseId: null, canaryPercent: 0, previousReleaseId: null },
        event: { action: 'ROLLBACK', fromVersion: await tx.versionOf(row.releaseId), toVersion: backTo, canaryPercent: null },
      };
    },
  );
  return releaseMessages.rolledBack(remote, backTo ?? '');
}

export async function promote(deps: ReleasesDeps, actorId: number | null, request: ReleaseStepRequest): Promise<string> {
  const { remote } = request;
  let promoted: string | null = null;
  await change(
    deps,
    actorId,
    remote,
    request.deployment,
    request.reason,
    conflict(releaseMessages.noCanary(remote), 'RELEASE_NO_CANARY'),
    async (row, tx) => {
      if (!row?.canaryReleaseId) return null;
      promoted = await tx.versionOf(row.canaryReleaseId);
      return {
        change: { releaseId: row.canaryReleaseId, canaryReleaseId: null, canaryPercent: 0, previousReleaseId: row.releaseId },
        event: {
          action: 'PROMOTE',
          fromVersion: await tx.versionOf(row.releaseId),
          toVersion: promoted,
          canaryPercent: row.canaryPercent,
        },
      };
    },
  );
  return releaseMessages.promoted(remote, promoted ?? '');
}

export async function abort(deps: ReleasesDeps, actorId: number | null, request: ReleaseStepRequest): Promise<string> {
  const { remote } = request;
  await change(
    deps,
    actorId,
    remote,
    request.deployment,
    request.reason,
    conflict(releaseMessages.noCanary(remote), 'RELEASE_NO_CANARY'),
    async (row, tx) => {
      if (!row?.canaryReleaseId) return null;
      return {
        change: { releaseId: row.releaseId, canaryReleaseId: null, canaryPercent: 0, previousReleaseId: row.previousReleaseId },
        event: {
          action: 'ABORT',
          fromVersion: await tx.versionOf(row.canaryReleaseId),
          toVersion: await tx.versionOf(row.releaseId),
          canaryPercent: row.canaryPercent,
        },
      };
    },
  );
  return releaseMessages.aborted(remote);
}

/** Every deployment's state of every remote it loads (or of `remote` only). */
export async function liveStates(deps: ReleasesDeps, remote?: RemoteKey): Promise<LiveRelease[]> {
  const [rows, releases] = await Promise.all([deps.repo.listLive(remote), deps.repo.listReleases(remote)]);
  const byId = new Map(releases.map((release) => [release.id, toRelease(release)]));
  const rowOf = new Map(rows.map((row) => [`${row.deployment}/${row.remote}`, row]));
  return variants.flatMap((deployment) =>
    variantRemotes[deployment]
      .filter((key) => !remote || key === remote)
      .map((key): LiveRelease => {
        const row = rowOf.get(`${deployment}/${key}`);
        return {
          deployment,
          remote: key,
          live: (row?.releaseId && byId.get(row.releaseId)) || null,
          canary: (row?.canaryReleaseId && byId.get(row.canaryReleaseId)) || null,
          canary_percent: row?.canaryPercent ?? 0,
          updated_at: row ? row.updatedAt.toISOString() : null,
          updated_by: row?.updatedBy ?? null,
        };
      }),
  );
}

export async function overview(deps: ReleasesDeps, remote: RemoteKey | undefined, historyLimit: number): Promise<ReleaseOverview> {
  const [live, releases, history] = await Promise.all([
    liveStates(deps, remote),
    deps.repo.listReleases(remote),
    deps.repo.listEvents(remote, historyLimit),
  ]);
  return { live, releases: releases.map((release) => toRelease(release)), history };
}
