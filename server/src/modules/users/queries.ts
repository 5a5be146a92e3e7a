import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { RoleName } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { groups, users } from '../../db/schema';

export interface UserFilter {
  search?: string;
  role?: RoleName;
  tier?: number;
  group?: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.mobile, pattern))!);
  }
  if (filter.role) {
    conditions.push(sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id" and r.name = ${filter.role})`);
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
  isGuest: users.isGuest,
  isStaff: users.isStaff,
  isSuperuser: users.isSuperuser,
  isActive: users.isActive,
  tier: users.tier,
  parentId: users.parentId,
  groupId: groups.id,
  groupName: groups.name,
  dateJoined: users.dateJoined,
  roles: sql<{ name: RoleName }[]>`coalesce((select json_agg(json_build_object('name', r.name) order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`,
  services: sql<string[]>`coalesce((select json_agg(m.service order by m.service) from service_memberships m where m.user_id = "users"."id"), '[]'::json)`,
};

export type UserListRow = Awaited<ReturnType<typeof listUsers>>[number];

export function listUsers(db: Db, filter: UserFilter, limit: number, offset: number) {
  return db.select(listColumns).from(users).leftJoin(groups, eq(groups.id, users.groupId)).where(whereOf(filter)).orderBy(asc(users.id)).limit(limit).offset(offset);
}

export async function countUsers(db: Db, filter: UserFilter): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(whereOf(filter));
  return row?.count ?? 0;
}

export async function findListRow(db: Db, id: number) {
  const [row] = await db.select(listColumns).from(users).leftJoin(groups, eq(groups.id, users.groupId)).where(eq(users.id, id)).limit(1);
  return row;
}
