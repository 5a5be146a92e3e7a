import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { RoleName } from '@nurly/contracts';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { countOf } from '../../db/rows';
import { accountStandingColumns, groups, roles, userRoles, users } from '../../db/schema';
import { containsPattern } from '../../lib/escape-like';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

export interface UserFilter {
  search?: string;
  role?: RoleName;
  tier?: number;
  group?: number;
}

function whereOf(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.mobile, pattern))!);
  }
  if (filter.role) {
    conditions.push(
      sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id" and r.name = ${filter.role})`,
    );
  }
  if (filter.tier) conditions.push(eq(users.tier, filter.tier));
  if (filter.group) conditions.push(eq(users.groupId, filter.group));
  return conditions.length ? and(...conditions) : undefined;
}

const listColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  mobile: users.mobile,
  point: users.point,
  ...accountStandingColumns,
  groupId: groups.id,
  groupName: groups.name,
  dateJoined: users.dateJoined,
  roles: sql<
    { name: RoleName }[]
  >`coalesce((select json_agg(json_build_object('name', r.name) order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`,
  services: sql<
    string[]
  >`coalesce((select json_agg(m.service order by m.service) from service_memberships m where m.user_id = "users"."id"), '[]'::json)`,
};

export type UserListRow = Awaited<ReturnType<typeof listUsers>>[number];

/** Sortable fields of GET users (`ordering`). */
export const userOrdering = defineOrdering(
  { id: users.id, username: users.username, name: users.name, point: users.point, tier: users.tier, date_joined: users.dateJoined },
  { default: [asc(users.id)], tieBreaker: users.id },
);

export function listUsers(db: Db, filter: UserFilter, window: PageWindow) {
  return inWindow(
    db.select(listColumns).from(users).leftJoin(groups, eq(groups.id, users.groupId)).where(whereOf(filter)).$dynamic(),
    window,
  );
}

export const countUsers = (db: Db, filter: UserFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(users).where(whereOf(filter)));

export async function findListRow(db: Db, id: number) {
  const [row] = await db.select(listColumns).from(users).leftJoin(groups, eq(groups.id, users.groupId)).where(eq(users.id, id)).limit(1);
  return row;
}

/** What ranks an account (access/policy.ts rankOf): its flags and role names. */
export async function findUserStanding(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      isActive: users.isActive,
      roles: sql<
        RoleName[]
      >`coalesce((select json_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findUserIdByUsername(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row?.id;
}

export async function findUserIdByMobile(db: Db, mobile: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row?.id;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return !!row;
}

export async function groupExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).limit(1);
  return !!row;
}

/** Creates the account (inside the transaction that also sets its roles); its id. */
export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<number> {
  const [created] = await tx.insert(users).values(values).returning({ id: users.id });
  return created.id;
}

/** Writes the changed columns of the account (inside the transaction that also sets its roles). */
export async function updateUserColumns(tx: Tx, id: number, columns: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx.update(users).set(columns).where(eq(users.id, id));
}

/** Replaces the user's roles (inside the caller's transaction). */
export async function setRoles(tx: Tx, userId: number, names: RoleName[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (!names.length) return;
  const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, names));
  await tx.insert(userRoles).values(found.map((role) => ({ userId, roleId: role.id })));
}

export function deleteUser(db: Db, id: number) {
  return db.delete(users).where(eq(users.id, id));
}
