import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateUserRequest, UpdateUserRequest, UserListItem, UserListQuery } from '@nurly/contracts/schemas';
import type { RoleName } from '@nurly/contracts';
import { groups, roles, userRoles, users } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { Principal } from '../../types';
import { normalizeMobile, phoneInUse, usernameInUse } from '../auth/service';
import { countUsers, findListRow, listUsers, type UserListRow } from './queries';

type Tx = FastifyInstance['db'];

export function toListItem(row: UserListRow): UserListItem {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    point: Number(row.point),
    is_guest: row.isGuest,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    is_active: row.isActive,
    tier: row.tier,
    parent_id: row.parentId,
    group: row.groupId !== null && row.groupName !== null ? { id: row.groupId, name: row.groupName } : null,
    roles: row.roles,
    services: row.services,
    date_joined: row.dateJoined.toISOString(),
  };
}

export async function list(app: FastifyInstance, query: UserListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 10;
  const filter = { search: query.search?.trim() || undefined, role: query.role, tier: query.tier, group: query.group };
  const [rows, count] = await Promise.all([listUsers(app.db, filter, pageSize, (page - 1) * pageSize), countUsers(app.db, filter)]);
  return { count, results: rows.map(toListItem) };
}

/** Granting staff, superuser or roles is for NURLY_ADMIN or superusers only. */
function assertMayGrant(principal: Principal, body: UpdateUserRequest) {
  const grants = body.is_staff !== undefined || body.is_superuser !== undefined || body.roles !== undefined;
  if (grants && !principal.isSuperuser && !principal.roles.includes('NURLY_ADMIN')) throw forbidden();
}

async function setRoles(tx: Tx, userId: number, names: RoleName[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (!names.length) return;
  const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, names));
  await tx.insert(userRoles).values(found.map((role) => ({ userId, roleId: role.id })));
}

async function checkReferences(app: FastifyInstance, body: UpdateUserRequest, selfId?: number) {
  if (body.parent_id != null) {
    if (body.parent_id === selfId) throw badRequest('자기 자신을 상위 계정으로 지정할 수 없습니다.', 'parent_id');
    const [parent] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, body.parent_id)).limit(1);
    if (!parent) throw badRequest('상위 계정을 찾을 수 없습니다.', 'parent_id');
  }
  if (body.group_id != null) {
    const [group] = await app.db.select({ id: groups.id }).from(groups).where(eq(groups.id, body.group_id)).limit(1);
    if (!group) throw badRequest('그룹을 찾을 수 없습니다.', 'group_id');
  }
}

function columnsOf(body: UpdateUserRequest, mobile: string | null | undefined) {
  return {
    ...(body.name !== undefined && { name: body.name }),
    ...(mobile !== undefined && { mobile }),
    ...(body.is_staff !== undefined && { isStaff: body.is_staff }),
    ...(body.is_superuser !== undefined && { isSuperuser: body.is_superuser }),
    ...(body.is_active !== undefined && { isActive: body.is_active }),
    ...(body.tier !== undefined && { tier: body.tier }),
    ...(body.parent_id !== undefined && { parentId: body.parent_id }),
    ...(body.group_id !== undefined && { groupId: body.group_id }),
  };
}

async function assertMobileFree(app: FastifyInstance, mobile: string, exceptId?: number) {
  const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  if (owner && owner.id !== exceptId) throw phoneInUse();
}

export async function create(app: FastifyInstance, principal: Principal, body: CreateUserRequest) {
  assertMayGrant(principal, body);
  const [taken] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, body.username)).limit(1);
  if (taken) throw usernameInUse();
  const mobile = body.mobile ? normalizeMobile(body.mobile) : body.mobile;
  if (mobile) await assertMobileFree(app, mobile);
  await checkReferences(app, body);
  const passwordHash = await hashPassword(body.password);
  const id = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ username: body.username, passwordHash, ...columnsOf(body, mobile) })
      .returning({ id: users.id });
    if (body.roles) await setRoles(tx as Tx, created.id, body.roles);
    return created.id;
  });
  return toListItem((await findListRow(app.db, id))!);
}

export async function update(app: FastifyInstance, principal: Principal, id: number, body: UpdateUserRequest) {
  assertMayGrant(principal, body);
  const [target] = await app.db.select({ id: users.id, isSuperuser: users.isSuperuser }).from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound('회원을 찾을 수 없습니다.');
  if (target.isSuperuser && !principal.isSuperuser) throw forbidden();
  const mobile = body.mobile ? normalizeMobile(body.mobile) : body.mobile;
  if (mobile) await assertMobileFree(app, mobile, id);
  await checkReferences(app, body, id);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  await app.db.transaction(async (tx) => {
    const columns = { ...columnsOf(body, mobile), ...(passwordHash && { passwordHash }) };
    if (Object.keys(columns).length) await tx.update(users).set(columns).where(eq(users.id, id));
    if (body.roles) await setRoles(tx as Tx, id, body.roles);
  });
  return toListItem((await findListRow(app.db, id))!);
}

export async function remove(app: FastifyInstance, principal: Principal, id: number) {
  if (principal.id === id) throw new AppError(400, '자기 자신은 삭제할 수 없습니다.', 'SELF_DELETE', 'id');
  const [target] = await app.db.select({ isSuperuser: users.isSuperuser }).from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound('회원을 찾을 수 없습니다.');
  if (target.isSuperuser && !principal.isSuperuser) throw forbidden();
  await app.db.delete(users).where(eq(users.id, id));
  return { message: '회원이 삭제되었습니다.' };
}
