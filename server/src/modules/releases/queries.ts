import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReleaseEvent } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { remoteLive, remoteReleaseEvents, remoteReleases } from '../../db/schema/releases';
import type { Runner } from '../../db/tx';
import { SYSTEM_ACTOR, type ReleaseManifest, type ReleaseRow } from './release-view';

export type { ReleaseManifest, ReleaseRow } from './release-view';

const releaseColumns = {
  id: remoteReleases.id,
  remote: remoteReleases.remote,
  version: remoteReleases.version,
  sharedRange: remoteReleases.sharedRange,
  gitCommit: remoteReleases.gitCommit,
  builtAt: remoteReleases.builtAt,
  contentHash: remoteReleases.contentHash,
  fileCount: remoteReleases.fileCount,
  routeNames: remoteReleases.routeNames,
  navLinks: remoteReleases.navLinks,
  publishedAt: remoteReleases.publishedAt,
  publishedBy: users.username,
};

function selectReleases(db: Runner) {
  return db.select(releaseColumns).from(remoteReleases).leftJoin(users, eq(users.id, remoteReleases.publishedById));
}

export async function findRelease(db: Runner, remote: string, version: string): Promise<ReleaseRow | undefined> {
  const [row] = await selectReleases(db).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  return row;
}

export async function listReleases(db: Db, remote?: string): Promise<ReleaseRow[]> {
  return selectReleases(db)
    .where(remote ? eq(remoteReleases.remote, remote) : undefined)
    .orderBy(desc(remoteReleases.id));
}

export interface NewRelease extends ReleaseManifest {
  publishedById: number | null;
}

/** Inserts the release; false when (remote, version) exists already (another publisher won the race). */
export async function insertRelease(db: Runner, release: NewRelease, at: Date): Promise<boolean> {
  const inserted = await db
    .insert(remoteReleases)
    .values({ ...release, publishedAt: at })
    .onConflictDoNothing({ target: [remoteReleases.remote, remoteReleases.version] })
    .returning({ id: remoteReleases.id });
  return inserted.length > 0;
}

const liveRelease = alias(remoteReleases, 'live_release');
const canaryRelease = alias(remoteReleases, 'canary_release');

/** Every live row's versions and the canary share (what /remotes.json needs), with the ranges they were built against. */
export interface LiveVersions {
  deployment: string;
  remote: string;
  version: string | null;
  sharedRange: string | null;
  canaryVersion: string | null;
  canarySharedRange: string | null;
  canaryPercent: number;
}

export async function liveVersions(db: Db): Promise<LiveVersions[]> {
  return db
    .select({
      deployment: remoteLive.deployment,
      remote: remoteLive.remote,
      version: liveRelease.version,
      sharedRange: liveRelease.sharedRange,
      canaryVersion: canaryRelease.version,
      canarySharedRange: canaryRelease.sharedRange,
      canaryPercent: remoteLive.canaryPercent,
    })
    .from(remoteLive)
    .leftJoin(liveRelease, eq(liveRelease.id, remoteLive.releaseId))
    .leftJoin(canaryRelease, eq(canaryRelease.id, remoteLive.canaryReleaseId));
}

/** What is live for one deployment's remote: its release, the canary and its share, and the release before. */
interface LiveState {
  deployment: string;
  remote: string;
  releaseId: number | null;
  canaryReleaseId: number | null;
  canaryPercent: number;
  previousReleaseId: number | null;
}

export interface LiveRow extends LiveState {
  updatedAt: Date;
  updatedBy: string | null;
}

const liveColumns = {
  deployment: remoteLive.deployment,
  remote: remoteLive.remote,
  releaseId: remoteLive.releaseId,
  canaryReleaseId: remoteLive.canaryReleaseId,
  canaryPercent: remoteLive.canaryPercent,
  previousReleaseId: remoteLive.previousReleaseId,
  updatedAt: remoteLive.updatedAt,
};

function selectLive(db: Runner) {
  return db
    .select({ ...liveColumns, updatedBy: sql<string | null>`coalesce(${users.username}, ${SYSTEM_ACTOR})` })
    .from(remoteLive)
    .leftJoin(users, eq(users.id, remoteLive.updatedById));
}

export async function listLive(db: Db, remote?: string): Promise<LiveRow[]> {
  return selectLive(db).where(remote ? eq(remoteLive.remote, remote) : undefined);
}

/** The live row of one deployment's remote, locked for the change (undefined: never set). */
export async function lockLive(tx: Runner, deployment: string, remote: string): Promise<LiveRow | undefined> {
  // No join to users: FOR UPDATE locks the live row only.
  const [row] = await tx
    .select({ ...liveColumns, updatedBy: sql<string | null>`null` })
    .from(remoteLive)
    .where(and(eq(remoteLive.deployment, deployment), eq(remoteLive.remote, remote)))
    .for('update');
  return row;
}

export interface LiveChange extends LiveState {
  updatedById: number | null;
}

export async function saveLive(tx: Runner, change: LiveChange, at: Date): Promise<void> {
  const { releaseId, canaryReleaseId, canaryPercent, previousReleaseId, updatedById } = change;
  await tx
    .insert(remoteLive)
    .values({ ...change, updatedAt: at })
    .onConflictDoUpdate({
      target: [remoteLive.deployment, remoteLive.remote],
      set: { releaseId, canaryReleaseId, canaryPercent, previousReleaseId, updatedById, updatedAt: at },
    });
}

/** Serialises first-start publishing of one remote across instances (a transaction-scoped advisory lock). */
export async function lockRemote(tx: Runner, remote: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nurly-release:${remote}`}))`);
}

export interface NewEvent {
  action: ReleaseEvent['action'];
  deployment: string | null;
  remote: string;
  fromVersion: string | null;
  toVersion: string | null;
  canaryPercent: number | null;
  reason: string | null;
  actorId: number | null;
}

export async function insertEvent(tx: Runner, event: NewEvent, at: Date): Promise<void> {
  await tx.insert(remoteReleaseEvents).values({ ...event, at });
}

export async function listEvents(db: Db, remote: string | undefined, limit: number): Promise<ReleaseEvent[]> {
  const rows = await db
    .select({
      id: remoteReleaseEvents.id,
      action: remoteReleaseEvents.action,
      deployment: remoteReleaseEvents.deployment,
      remote: remoteReleaseEvents.remote,
      fromVersion: remoteReleaseEvents.fromVersion,
      toVersion: remoteReleaseEvents.toVersion,
      canaryPercent: remoteReleaseEvents.canaryPercent,
      reason: remoteReleaseEvents.reason,
      actor: sql<string>`coalesce(${users.username}, ${SYSTEM_ACTOR})`,
      at: remoteReleaseEvents.at,
    })
    .from(remoteReleaseEvents)
    .leftJoin(users, eq(users.id, remoteReleaseEvents.actorId))
    .where(remote ? eq(remoteReleaseEvents.remote, remote) : undefined)
    .orderBy(desc(remoteReleaseEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as ReleaseEvent['action'],
    deployment: row.deployment as ReleaseEvent['deployment'],
    remote: row.remote as ReleaseEvent['remote'],
    from_version: row.fromVersion,
    to_version: row.toVersion,
    canary_percent: row.canaryPercent,
    reason: row.reason,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
}

export async function versionOf(tx: Runner, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ version: remoteReleases.version }).from(remoteReleases).where(eq(remoteReleases.id, id));
  return row?.version ?? null;
}
