/**
 * Hub /members queries: the sub-accounts of one group = accounts of that group
 * holding HUB_MEMBER or HUB_CLIENT and no other role (never a superuser), so a hub admin can only
 * ever reach accounts it could have created itself. Raw SQL over `u` (the member) and `p` (parent).
 */
import { desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { HUB_MEMBER_ROLES, type HubMemberRole } from '@nurly/contracts/schemas';
import { countOf, rowsOf } from '../../db/rows';
import { serviceMemberships, users } from '../../db/schema';
import type { Runner } from '../../db/tx';
import { memberSearch } from '../../db/search';
import { defineOrdering, windowSql, type PageWindow } from '../../lib/paginate';

export const hubMemberOrdering = defineOrdering(
  {
    id: sql`u.id`,
    username: sql`u.username`,
    name: sql`u.name`,
    dateJoined: sql`u.date_joined`,
    lastActivatedAt: sql`u.last_login`,
  },
  { default: [desc(sql`u.id`)], tieBreaker: sql`u.id` as unknown as AnyColumn },
);

export interface HubMemberFilter {
  groupId: number;
  search?: string;
  role?: HubMemberRole;
  active?: boolean;
}

export interface HubMemberRow {
  id: number;
  username: string;
  name: string | null;
  mobile: string | null;
  is_active: boolean;
  memo: string | null;
  is_client: boolean;
  parent_id: number | null;
  parent_name: string | null;
  date_joined: string | Date;
  last_login: string | Date | null;
}

const hubRoles = sql.join(
  HUB_MEMBER_ROLES.map((role) => sql`${role}`),
  sql`, `,
);

const hasRole = (role: string) =>
  sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name = ${role})`;

/** The sub-account condition: in the group, a hub member or client role, nothing more. */
function subAccountOf(groupId: number): SQL {
  return sql`u.group_id = ${groupId} and u.is_guest = false and u.is_superuser = false
    and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name in (${hubRoles}))
    and not exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name not in (${hubRoles}))`;
}

function memberWhere(filter: HubMemberFilter): SQL {
  const conditions: SQL[] = [subAccountOf(filter.groupId)];
  const search = filter.search?.trim();
  if (search) conditions.push(memberSearch(search));
  if (filter.role === 'HUB_CLIENT') conditions.push(hasRole('HUB_CLIENT'));
  if (filter.role === 'HUB_MEMBER') conditions.push(sql`not ${hasRole('HUB_CLIENT')}`);
  if (filter.active !== undefined) conditions.push(sql`u.is_active = ${filter.active}`);
  return sql.join(conditions, sql` and `);
}

const memberColumns = sql`
  u.id, u.username, u.name, u.mobile, u.is_active, u.memo, u.parent_id, u.date_joined, u.last_login,
  coalesce(p.name, p.username) as parent_name, ${hasRole('HUB_CLIENT')} as is_client`;

export async function listHubMembers(db: Runner, filter: HubMemberFilter, window: PageWindow): Promise<HubMemberRow[]> {
  return rowsOf<HubMemberRow>(
    db,
    sql`select ${memberColumns} from users u left join users p on p.id = u.parent_id
        where ${memberWhere(filter)} ${windowSql(window)}`,
  );
}

export const countHubMembers = (db: Runner, filter: HubMemberFilter): Promise<number> =>
  countOf(rowsOf<{ n: number }>(db, sql`select count(*)::int as n from users u where ${memberWhere(filter)}`));

/** One sub-account of the group; undefined when missing, in another group or not a sub-account (all 404). */
export async function findHubMember(db: Runner, groupId: number, id: number): Promise<HubMemberRow | undefined> {
  const [row] = await rowsOf<HubMemberRow>(
    db,
    sql`select ${memberColumns} from users u left join users p on p.id = u.parent_id where u.id = ${id} and ${subAccountOf(groupId)}`,
  );
  return row;
}

export async function findGroup(db: Runner, groupId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await rowsOf<{ id: number; name: string }>(db, sql`select id, name from groups where id = ${groupId}`);
  return row && { id: Number(row.id), name: row.name };
}

export interface HubAdminRow {
  id: number;
  username: string;
  name: string | null;
  tier: number | null;
}

/** The group's hub admin (the oldest active one when a group has several): parent of new accounts, holder of the clients' prices. */
export async function findHubAdmin(db: Runner, groupId: number, preferredId?: number): Promise<HubAdminRow | undefined> {
  const [row] = await rowsOf<HubAdminRow>(
    db,
    sql`select u.id, u.username, u.name, u.tier from users u
        where u.group_id = ${groupId} and u.is_staff and u.is_active and ${hasRole('HUB_ADMIN')}
        order by (u.id = ${preferredId ?? 0}) desc, u.id limit 1`,
  );
  return row && { id: Number(row.id), username: row.username, name: row.name, tier: row.tier === null ? null : Number(row.tier) };
}

/** Replaces the account's hub role (HUB_MEMBER ⇄ HUB_CLIENT); the user_roles trigger bumps its profile version. */
export async function setHubRole(db: Runner, userId: number, role: HubMemberRole): Promise<void> {
  await db.execute(
    sql`delete from user_roles ur using roles r where r.id = ur.role_id and ur.user_id = ${userId} and r.name in (${hubRoles}) and r.name <> ${role}`,
  );
  await db.execute(
    sql`insert into user_roles (user_id, role_id) select ${userId}, id from roles where name = ${role} on conflict do nothing`,
  );
}

/** A new sub-account with its hub role and REWARD membership; its id. Unique violations (username, mobile) propagate. */
export async function insertSubAccount(db: Runner, values: typeof users.$inferInsert, role: HubMemberRole): Promise<number> {
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  await setHubRole(db, created.id, role);
  await db.insert(serviceMemberships).values({ userId: created.id, service: 'REWARD' }).onConflictDoNothing();
  return created.id;
}

export async function updateAccount(db: Runner, id: number, columns: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(columns).where(eq(users.id, id));
}

/** A new hash fires users_end_sessions: whoever knew the old password is logged out. */
export async function setPasswordHash(db: Runner, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}
