/** Member administration of the Nurly console (docs/decisions/product.md#api-calls "Users"): list, create, update, delete. */
import type { CreateUserRequest, UpdateUserRequest, UserListItem, UserListQuery } from '@nurly/contracts/schemas';
import { assertMayChangeAccount, assertMayGrantRoles, type AccountStanding } from '../../access/policy';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { AuthConfig } from '../auth';
import { passwordParams } from '../auth';
import type { PageWindow } from '../../lib/paginate';
import { hashPassword } from '../../lib/password';
import type { Principal } from '../../types';
import { normalizeMobile, phoneInUse, usernameInUse } from '../auth';
import type { UserFilter, UserListRow } from './queries';
import type { UsersRepository } from './repository';

export interface UsersDeps {
  repo: UsersRepository;
  /** The auth section: the password hashing cost. */
  config: Pick<AuthConfig, 'passwordScryptLog2N'>;
}

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

export function filterOf(query: UserListQuery): UserFilter {
  return { search: query.search?.trim() || undefined, role: query.role, tier: query.tier, group: query.group };
}

export async function list({ repo }: UsersDeps, query: UserListQuery, window: PageWindow) {
  const filter = filterOf(query);
  const [rows, count] = await Promise.all([repo.listUsers(filter, window), repo.countUsers(filter)]);
  return { count, results: rows.map(toListItem) };
}

/** Granting staff, superuser or roles is for NURLY_ADMIN or superusers only (access/policy.ts). */
function assertMayGrant(principal: Principal, body: UpdateUserRequest) {
  const grants = body.is_staff !== undefined || body.is_superuser !== undefined || body.roles !== undefined;
  if (grants) assertMayGrantRoles(principal);
}

/** The account's standing once the body is applied (the rank it would have). */
function standingAfter(before: AccountStanding, body: UpdateUserRequest): AccountStanding {
  return {
    isStaff: body.is_staff ?? before.isStaff,
    isSuperuser: body.is_superuser ?? before.isSuperuser,
    roles: body.roles ?? before.roles,
  };
}

const nobody: AccountStanding = { isStaff: false, isSuperuser: false, roles: [] };

async function checkReferences(repo: UsersRepository, body: UpdateUserRequest, selfId?: number) {
  if (body.parent_id != null) {
    if (body.parent_id === selfId) throw badRequest('자기 자신을 상위 계정으로 지정할 수 없습니다.', 'parent_id');
    if (!(await repo.userExists(body.parent_id))) throw badRequest('상위 계정을 찾을 수 없습니다.', 'parent_id');
  }
  if (body.group_id != null && !(await repo.groupExists(body.group_id))) throw badRequest('그룹을 찾을 수 없습니다.', 'group_id');
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

async function assertMobileFree(repo: UsersRepository, mobile: string, exceptId?: number) {
  const owner = await repo.findUserIdByMobile(mobile);
  if (owner !== undefined && owner !== exceptId) throw phoneInUse();
}

export async function create({ repo, config }: UsersDeps, principal: Principal, body: CreateUserRequest) {
  assertMayGrant(principal, body);
  assertMayChangeAccount(principal, nobody, { credentials: false, after: standingAfter(nobody, body) });
  if ((await repo.findUserIdByUsername(body.username)) !== undefined) throw usernameInUse();
  const mobile = body.mobile ? normalizeMobile(body.mobile) : body.mobile;
  if (mobile) await assertMobileFree(repo, mobile);
  await checkReferences(repo, body);
  const passwordHash = await hashPassword(body.password, passwordParams(config));
  const id = await repo.transaction(async (tx) => {
    const created = await tx.insertUser({ username: body.username, passwordHash, ...columnsOf(body, mobile) });
    if (body.roles) await tx.setRoles(created, body.roles);
    return created;
  });
  return toListItem((await repo.findListRow(id))!);
}

export async function update({ repo, config }: UsersDeps, principal: Principal, id: number, body: UpdateUserRequest) {
  assertMayGrant(principal, body);
  const target = await repo.findUserStanding(id);
  if (!target) throw notFound('회원을 찾을 수 없습니다.');
  const credentials = body.password !== undefined || (body.is_active !== undefined && body.is_active !== target.isActive);
  assertMayChangeAccount(principal, target, { credentials, after: standingAfter(target, body) });
  const mobile = body.mobile ? normalizeMobile(body.mobile) : body.mobile;
  if (mobile) await assertMobileFree(repo, mobile, id);
  await checkReferences(repo, body, id);
  const passwordHash = body.password ? await hashPassword(body.password, passwordParams(config)) : undefined;
  await repo.transaction(async (tx) => {
    const columns = { ...columnsOf(body, mobile), ...(passwordHash && { passwordHash }) };
    if (Object.keys(columns).length) await tx.updateUserColumns(id, columns);
    if (body.roles) await tx.setRoles(id, body.roles);
  });
  return toListItem((await repo.findListRow(id))!);
}

export async function remove({ repo }: UsersDeps, principal: Principal, id: number) {
  if (principal.id === id) throw new AppError(400, '자기 자신은 삭제할 수 없습니다.', 'SELF_DELETE', 'id');
  const target = await repo.findUserStanding(id);
  if (!target) throw notFound('회원을 찾을 수 없습니다.');
  assertMayChangeAccount(principal, target, { credentials: true });
  await repo.deleteUser(id);
  return { message: '회원이 삭제되었습니다.' };
}
