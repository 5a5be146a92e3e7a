/**
 * The account behind an access token, read on every authenticated request:
 * a token is honoured only while its account exists, is active and still has the token version
 * the token was signed with (a password change or deactivation moves it: migration 0006). The
 * user row is one primary-key read; its roles are cached per (user, profile_version), which
 * database triggers bump whenever the roles change, so the cache is right on every instance.
 */
import { eq, sql } from 'drizzle-orm';
import type { RoleName } from '@nurly/contracts';
import type { Db } from '../db/client';
import { accountStandingColumns, groups, roles, userRoles, users } from '../db/schema';
import type { Principal } from './principal';

/** The signed-in account: what GET user shows and what the access policy decides on. */
export interface SessionAccount {
  id: number;
  username: string;
  mobile: string | null;
  point: number;
  /** Whole won held by the account's live ads, read with the balance (money-loop §4). */
  held: number;
  isGuest: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  isActive: boolean;
  tier: number | null;
  parentId: number | null;
  groupId: number | null;
  groupName: string | null;
  profileVersion: number;
  tokenVersion: number;
  roles: RoleName[];
}

export function principalOf(account: SessionAccount): Principal {
  return {
    id: account.id,
    isStaff: account.isStaff,
    isSuperuser: account.isSuperuser,
    isGuest: account.isGuest,
    groupId: account.groupId,
    tier: account.tier,
    parentId: account.parentId,
    roles: account.roles,
  };
}

export function createSessionLoader(db: Db, maxCachedRoles = 10_000) {
  const selectAccount = db
    .select({
      id: users.id,
      username: users.username,
      mobile: users.mobile,
      point: users.point,
      // One index probe (point_holds_account_active_idx) in the same statement as the balance, so
      // GET user shows a balance and a held sum of the same moment with no second query.
      held: sql<string>`(select coalesce(sum(h.amount), 0) from point_holds h where h.account_id = "users"."id" and h.amount > 0)`,
      ...accountStandingColumns,
      groupId: groups.id,
      groupName: groups.name,
      profileVersion: users.profileVersion,
      tokenVersion: users.tokenVersion,
      // The token's session (auth_sessions) in the same statement: logout, a replayed refresh token
      // or the idle limit end it, and its access tokens with it, on every instance at once.
      sessionLive: sql<boolean>`exists (select 1 from auth_sessions s where s.id = ${sql.placeholder('sid')} and s.user_id = "users"."id" and s.ended_at is null)`,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_account');
  const selectRoles = db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, sql.placeholder('id')))
    .orderBy(roles.name)
    .prepare('session_roles');
  const cachedRoles = new Map<number, { profileVersion: number; roles: RoleName[] }>();

  async function rolesOf(userId: number, profileVersion: number): Promise<RoleName[]> {
    const hit = cachedRoles.get(userId);
    if (hit && hit.profileVersion === profileVersion) return hit.roles;
    const names = (await selectRoles.execute({ id: userId })).map((row) => row.name as RoleName);
    // The roles were read after the version: if they changed in between, the version moved too and the next read refreshes.
    if (cachedRoles.size >= maxCachedRoles) cachedRoles.delete(cachedRoles.keys().next().value!);
    cachedRoles.delete(userId);
    cachedRoles.set(userId, { profileVersion, roles: names });
    return names;
  }

  /**
   * The account if the token still speaks for it, else null (deleted, inactive, an older token
   * version, or its session ended).
   */
  return async function loadSession(userId: number, tokenVersion: number, sessionId: number): Promise<SessionAccount | null> {
    const [row] = await selectAccount.execute({ id: userId, sid: sessionId });
    if (!row || !row.isActive || row.tokenVersion !== tokenVersion || !row.sessionLive) return null;
    const { sessionLive: _live, ...account } = row;
    return { ...account, point: Number(row.point), held: Number(row.held), roles: await rolesOf(row.id, row.profileVersion) };
  };
}
