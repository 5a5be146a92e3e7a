/**
 * Remote releases (the release registry, modules/releases): every published build of a remote,
 * which release each deployment serves (with an optional canary share), and the history of every
 * change. The files of a release live in the storage adapter under `releases/<remote>/<version>/`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: varchar('remote', { length: 32 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    /** The @nurly/shared range the build was made against (^0.8.3). */
    sharedRange: varchar('shared_range', { length: 64 }).notNull(),
    gitCommit: varchar('git_commit', { length: 64 }).notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
    /** sha256 over the files (path and bytes, sorted by path): the same version with other content is refused. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    fileCount: integer('file_count').notNull(),
    /** Route names of its remote-routes.json, and the names/paths its nav links to (the route check at publish). */
    routeNames: jsonb('route_names')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    navLinks: jsonb('nav_links')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: published by the system (the first start's local builds). */
    publishedById: integer('published_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('remote_releases_remote_version_unique').on(t.remote, t.version)],
);

export const remoteLive = pgTable(
  'remote_live',
  {
    deployment: varchar('deployment', { length: 16 }).notNull(),
    remote: varchar('remote', { length: 32 }).notNull(),
    releaseId: integer('release_id').references(() => remoteReleases.id),
    canaryReleaseId: integer('canary_release_id').references(() => remoteReleases.id),
    canaryPercent: integer('canary_percent').notNull().default(0),
    /** The release that was live before this one: what a rollback goes back to (cleared by the rollback). */
    previousReleaseId: integer('previous_release_id').references(() => remoteReleases.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.deployment, t.remote] }),
    check('remote_live_canary_percent_range', sql`${t.canaryPercent} between 0 and 100`),
  ],
);

export const remoteReleaseEvents = pgTable(
  'remote_release_events',
  {
    id: serial('id').primaryKey(),
    /** PUBLISH, ACTIVATE, ROLLBACK, CANARY, PROMOTE, ABORT. */
    action: varchar('action', { length: 16 }).notNull(),
    /** Null for PUBLISH (a release belongs to no deployment). */
    deployment: varchar('deployment', { length: 16 }),
    remote: varchar('remote', { length: 32 }).notNull(),
    fromVersion: varchar('from_version', { length: 64 }),
    toVersion: varchar('to_version', { length: 64 }),
    canaryPercent: integer('canary_percent'),
    reason: text('reason'),
    /** Null: the system (the first start). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_release_events_remote_idx').on(t.remote, t.id)],
);
