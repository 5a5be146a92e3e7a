/**
 * Accounts column of the domain map (docs/decisions/architecture.md#domain-map). Other columns (keywords, points, admin-ads,
 * offerwall, settlement, b2b, hub, cs) add their own files in this folder, import `users` from
 * './accounts' (never from '../schema', which re-exports them: that was an import cycle), and are
 * listed in ../schema.ts. Money and points are integers (whole won) everywhere.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * A required reference to another table's row (`ad_id`, `app_id`, …): integer, not null, `cascade`
 * when the row goes with the one it names, `restrict` when that one cannot be deleted while the row exists.
 */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).notNull().references(target, { onDelete });

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 200 }).notNull().unique(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    /** Real (display) name, e.g. 김민준. */
    name: varchar('name', { length: 100 }),
    /** Digits only (01012345678); one phone number per member. */
    mobile: varchar('mobile', { length: 20 }),
    birthDate: date('birth_date'),
    memberType: varchar('member_type', { length: 20 }),
    isGuest: boolean('is_guest').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Reseller tree: 1 main, 2 distributor, 3 agency, 4 advertiser. */
    tier: smallint('tier'),
    parentId: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * Materialised path of the reseller tree: the account's ancestors and itself, root first
     * ({1, 5, 23}). Kept by triggers on parent_id (migration tree_path), never written by code; a
     * subtree is `tree_path @> array[root]` on its GIN index (access/scope.ts).
     */
    treePath: integer('tree_path')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** Cached point balance in whole won; the append-only ledger is the source of truth. */
    point: bigint('point', { mode: 'number' }).notNull().default(0),
    kakaoId: varchar('kakao_id', { length: 64 }).unique(),
    /**
     * Bumped by triggers (migration 0002) whenever the user's roles, apps, agreements or service
     * memberships change, so GET user can cache those per (user, version) on any instance.
     */
    profileVersion: integer('profile_version').notNull().default(0),
    /**
     * Carried in every access token (`ver`) and compared on each request: a trigger (migration 0006)
     * bumps it and revokes the refresh tokens when the password or the active flag changes, so a
     * changed or deactivated account's tokens stop working at once.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Staff's note on the member (B2B console, docs/decisions/product.md#entities sample records' memo). */
    memo: varchar('memo', { length: 500 }),
  },
  (t) => [
    uniqueIndex('users_mobile_unique')
      .on(t.mobile)
      .where(sql`${t.mobile} is not null`),
    index('users_parent_idx').on(t.parentId),
    index('users_tree_path_idx').using('gin', t.treePath),
    // The members list's default order (b2b memberOrdering: tier, newest first): a page of a large
    // subtree stops after its rows instead of sorting the whole subtree.
    index('users_tier_id_idx').on(t.tier.asc().nullsLast(), t.id.desc().nullsFirst()),
    // Trigram indexes (pg_trgm) for the member search box (db/search.ts memberSearch: contains, any
    // case): a search costs its matches, not the size of the (sub)tree it looks in.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    index('users_group_idx').on(t.groupId),
    index('users_date_joined_idx').on(t.dateJoined),
    check('users_point_nonnegative', sql`${t.point} >= 0`),
  ],
);

/** An account's standing, read together by the session and the members list: guest, staff, superuser, active, tier and parent. */
export const accountStandingColumns = {
  isGuest: users.isGuest,
  isStaff: users.isStaff,
  isSuperuser: users.isSuperuser,
  isActive: users.isActive,
  tier: users.tier,
  parentId: users.parentId,
};

/**
 * A required reference to an account (`user_id`, `owner_id`, `account_id`, …): `cascade` when the
 * row goes with the account, `restrict` when the account cannot be deleted while the row exists.
 */
export const accountRef = (name: string, onDelete: 'cascade' | 'restrict') => requiredRef(name, () => users.id, onDelete);

/** When the row was written (`created_at`, now by default). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: accountRef('user_id', 'cascade'),
    roleId: requiredRef('role_id', () => roles.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Per-user apps (the app selector of the customer console). */
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    userId: accountRef('user_id', 'cascade'),
    key: varchar('key', { length: 50 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('apps_user_key_unique').on(t.userId, t.key)],
);

/** Membership of one branded service (THENURLY, REWARD); leaving removes only that row. */
export const serviceMemberships = pgTable(
  'service_memberships',
  {
    userId: accountRef('user_id', 'cascade'),
    service: varchar('service', { length: 20 }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.service] })],
);

/** Terms agreements per service and kind (SERVICE, PRIVACY, SEND_MARKETING), keyed by user. */
export const agreements = pgTable(
  'agreements',
  {
    userId: accountRef('user_id', 'cascade'),
    service: varchar('service', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    agreed: boolean('agreed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.service, t.kind] })],
);

/**
 * A session: one login (password or Kakao) and every refresh token rotated from it (the family).
 * Access tokens carry its id (`sid`) and are honoured only while it has not ended (access plugin),
 * so logout, a replayed refresh token or the idle limit end the access token too
 * (modules/auth/sessions.ts).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: accountRef('user_id', 'cascade'),
    createdAt: createdAt(),
    /** The last login or refresh: more than the idle limit before the next refresh ends the session. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** LOGOUT, REUSED (a rotated refresh token came back), IDLE, PASSWORD (changed or deactivated). */
    endReason: varchar('end_reason', { length: 20 }),
    /**
     * Act-for (대리 접속, docs/decisions/resellers.md#act-for; modules/auth/act-for.ts): the staff member or reseller using
     * this session as `user_id`, its reason and its hard end (30 minutes; no refresh token). Null on logins.
     */
    actorId: integer('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 200 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: accountRef('user_id', 'cascade'),
    /** The session (family); set on every token (tokens from before sessions were given one each). */
    sessionId: integer('session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
    /** sha256 hex of the opaque token; the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was exchanged for its successor: presented again after that, it ends the session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull().default('SIGNUP'),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Failed password checks per (username, client), known usernames or not (so the answer reveals
 * nothing), shared by every instance. `client` is `device:<sha256 of the device cookie>` for a
 * device the account has logged in from before, else `ip:<address>` (IPv6 by its /64). A check
 * counts here before its hash runs (modules/auth/login-backoff.ts); a success deletes its row.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    username: varchar('username', { length: 200 }).notNull(),
    client: varchar('client', { length: 80 }).notNull().default(''),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  // Rows forgotten after a quiet spell are swept by age (guessed usernames must not pile up).
  (t) => [primaryKey({ columns: [t.username, t.client] }), index('login_failures_last_failure_idx').on(t.lastFailureAt)],
);

/** Devices (sha256 of their `nurly_device` cookie) an account has logged in from: their failures are their own. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    userId: accountRef('user_id', 'cascade'),
    deviceHash: char('device_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * What the owner is told about its password being guessed: a row when failures for its username
 * from many clients pass the pressure threshold (at most one a day), and when the desk unlocks it.
 * GET login-alerts shows them to the signed-in owner.
 */
export const loginAlerts = pgTable(
  'login_alerts',
  {
    id: serial('id').primaryKey(),
    userId: accountRef('user_id', 'cascade'),
    /** PRESSURE (many failed guesses) or UNLOCKED (the desk cleared them). */
    kind: varchar('kind', { length: 20 }).notNull(),
    failures: integer('failures').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_alerts_user_idx').on(t.userId, t.createdAt)],
);
