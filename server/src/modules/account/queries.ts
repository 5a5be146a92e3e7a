import { and, eq, sql } from 'drizzle-orm';
import type { RoleName, ServiceCode } from '@nurly/contracts';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { agreements, serviceMemberships, users } from '../../db/schema';

/** Roles, apps, agreements and memberships in one statement; cached per (user, profile_version). */
export function prepareAccountProfile(db: Db) {
  return db
    .select({
      profileVersion: users.profileVersion,
      roles: sql<
        { name: RoleName }[]
      >`coalesce((select json_agg(json_build_object('name', r.name) order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`,
      apps: sql<
        { key: string; title: string }[]
      >`coalesce((select json_agg(json_build_object('key', a.key, 'title', a.title) order by a.id) from apps a where a.user_id = "users"."id"), '[]'::json)`,
      agreements: sql<
        { service: string; kind: string; agreed: boolean }[]
      >`coalesce((select json_agg(json_build_object('service', ag.service, 'kind', ag.kind, 'agreed', ag.agreed)) from agreements ag where ag.user_id = "users"."id"), '[]'::json)`,
      services: sql<
        string[]
      >`coalesce((select json_agg(m.service order by m.service) from service_memberships m where m.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_profile_by_id');
}

/** The prepared statement of `prepareAccountProfile` (the profile cache runs it). */
export type AccountProfileStatement = ReturnType<typeof prepareAccountProfile>;

export interface AccountProfile {
  profileVersion: number;
  roles: { name: RoleName }[];
  apps: { key: string; title: string }[];
  agrees: Record<string, boolean>;
  services: string[];
}

/** Stores one agreement of the account (agreed or not), replacing the one of the same service and kind. */
export async function upsertAgreement(
  tx: Tx,
  userId: number,
  entry: { service: ServiceCode; kind: string; agreed: boolean },
): Promise<void> {
  await tx
    .insert(agreements)
    .values({ userId, service: entry.service, kind: entry.kind, agreed: entry.agreed })
    .onConflictDoUpdate({
      target: [agreements.userId, agreements.service, agreements.kind],
      set: { agreed: entry.agreed, updatedAt: sql`now()` },
    });
}

/** Makes the account a member of `service` (kept when it already is). */
export async function joinService(tx: Tx, userId: number, service: ServiceCode): Promise<void> {
  await tx.insert(serviceMemberships).values({ userId, service }).onConflictDoNothing();
}

export async function findPasswordHash(db: Db, userId: number): Promise<{ passwordHash: string } | undefined> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Deletes the account's membership of `service`; the number of rows deleted (0 or 1). */
export async function deleteMembership(tx: Tx, userId: number, service: ServiceCode): Promise<number> {
  const rows = await tx
    .delete(serviceMemberships)
    .where(and(eq(serviceMemberships.userId, userId), eq(serviceMemberships.service, service)))
    .returning({ service: serviceMemberships.service });
  return rows.length;
}

export async function deleteAgreements(tx: Tx, userId: number, service: ServiceCode): Promise<void> {
  await tx.delete(agreements).where(and(eq(agreements.userId, userId), eq(agreements.service, service)));
}
