/**
 * The account behind an access token, read on every authenticated request:
 * a token is honoured only while its account exists, is active and still has the token version
 * the token was signed with (a password change or deactivation moves it: migration 0006). The
 * user row is one primary-key read; its roles are cached per (user, profile_version), which
 * database triggers bump whenever the roles change, so the cache is right on every instance.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RoleName } from '@nurly/contracts';
import type { Db } from '../db/client';
import { accountStandingColumns, authSessions, groups, roles, userRoles, users } from '../db/schema';
import type { Principal } from './principal';

/** The signed-in account: what GET user shows and what the access policy decides on. */
export interface SessionAccount {
  id: number;
  username: string;
  mobile: string | null;
  point: number;
  /** Whole won held by the account's live ads, read with the balance (docs/decisions/money-loop.md#holds). */
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
  /**
   * Act-for (대리 접속): the account really at the keyboard when the token's session was opened by
   * it for this one (modules/auth/act-for.ts), its session and the session's hard end; else null.
   */
  actingFor: { actor: { id: number; username: string; name: string | null }; sessionId: number; expiresAt: Date } | null;
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
    actor: account.actingFor ? { id: account.actingFor.actor.id } : null,
  };
}

const actors = alias(users, 'actor');

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
      sessionId: authSessions.id,
      sessionEndedAt: authSessions.endedAt,
      sessionExpiresAt: authSessions.expiresAt,
      actorId: authSessions.actorId,
      actorUsername: actors.username,
      actorName: actors.name,
      actorActive: actors.isActive,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(authSessions, and(eq(authSessions.id, sql.placeholder('sid')), eq(authSessions.userId, users.id)))
    .leftJoin(actors, eq(actors.id, authSessions.actorId))
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
   * version, or its session ended). An act-for session (`actorId`, the token's `act` claim) is
   * honoured only with the actor its token names, while the actor is active and before its hard end
   * (`now`: the app clock).
   */
  return async function loadSession(
    userId: number,
    tokenVersion: number,
    sessionId: number,
    actorId: number | null,
    now: Date,
  ): Promise<SessionAccount | null> {
    const [row] = await selectAccount.execute({ id: userId, sid: sessionId });
    if (!row || !row.isActive || row.tokenVersion !== tokenVersion || row.sessionId === null || row.sessionEndedAt) return null;
    if ((row.actorId ?? null) !== actorId) return null;
    if (row.sessionExpiresAt && row.sessionExpiresAt.getTime() <= now.getTime()) return null;
    if (row.actorId !== null && (!row.actorActive || !row.sessionExpiresAt)) return null;
    const {
      sessionId: sid,
      sessionEndedAt: _ended,
      sessionExpiresAt,
      actorId: actor,
      actorUsername,
      actorName,
      actorActive: _active,
      ...account
    } = row;
    const actingFor =
      actor !== null && sessionExpiresAt
        ? {
            actor: { id: actor, username: actorUsername ?? String(actor), name: actorName ?? null },
            sessionId: sid,
            expiresAt: sessionExpiresAt,
          }
        : null;
    return { ...account, point: Number(row.point), held: Number(row.held), roles: await rolesOf(row.id, row.profileVersion), actingFor };
  };
}
