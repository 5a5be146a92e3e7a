/**
 * Hub /members (docs/decisions/access.md#roles-and-permissions; docs/decisions/money-loop.md#who-is-who, docs/decisions/money-loop.md#prices): a hub admin manages its group's
 * sub-accounts (HUB_MEMBER, HUB_CLIENT) and what its clients pay. Decisions:
 *  - The group: a hub admin's own group, always (naming another one is 403); NURLY_ADMIN names it
 *    with `group_id`, else the group its superuser selector chose (`users.group_id`).
 *  - A member of another group, or an account that is not a sub-account (a hub admin, Nurly staff,
 *    a superuser), is a 404 like a missing one: a hub admin learns nothing outside its sub-accounts.
 *    That set replaces the users desk's rank rule here (a hub admin ranks as a console user, like
 *    the accounts it manages, and may still reset their passwords because it created them).
 *  - New accounts: signup's username/password/mobile rules, hashed at the configured cost, is_staff
 *    (every console route needs it, docs/decisions/access.md#roles-and-permissions), the group, parent = the group's hub admin, its tier + 1
 *    (the reseller tree, so the client pays the hub admin's child price), the REWARD membership.
 *  - Deactivation and password resets end the account's sessions (users_end_sessions trigger).
 *  - Password reset: the server generates a temporary password and answers it once; it is never
 *    stored in clear and cannot be read again (the admin hands it over, the member changes it).
 *  - Clients' prices = the hub admin's `tier_prices` (what its children pay), through the B2B
 *    module's setPrices under the caller's B2B scope (access/scope.ts; a hub admin is a reseller of
 *    its group): refused below the hub's own price, naming the product.
 */
import { randomInt } from 'node:crypto';
import {
  hubMemberMessages,
  type CreateHubMemberRequest,
  type HubGroupRef,
  type HubMember,
  type HubMemberQuery,
  type HubPrices,
  type SetHubPricesRequest,
  type TierPrices,
  type UpdateHubMemberRequest,
} from '@nurly/contracts/schemas';
import { hubScope, isConsoleStaff } from '../../access/policy';
import { requireB2bScope } from '../../access/scope';
import type { users } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import { hashPassword } from '../../lib/password';
import type { Principal } from '../../types';
import type { AuthConfig } from '../auth';
import { normalizeMobile, passwordParams, phoneInUse, usernameInUse } from '../auth';
import { auditActorOf } from '../audit';
import { getPrices, setPrices, type B2bDeps } from '../b2b';
import type * as q from './members-queries';
import type { HubRepository } from './repository';

export interface HubMembersDeps {
  repo: HubRepository;
  b2b: B2bDeps;
  config: Pick<AuthConfig, 'passwordScryptLog2N'>;
}

/** The group a request works on and its hub admin. */
interface HubContext {
  group: { id: number; name: string };
  hubAdmin: q.HubAdminRow | undefined;
}

export async function resolveGroup(repo: HubRepository, principal: Principal, requested: number | undefined): Promise<HubContext> {
  let groupId: number | null;
  if (isConsoleStaff(principal)) {
    groupId = requested ?? principal.groupId;
    if (groupId === null) throw badRequest(hubMemberMessages.groupRequired, 'group_id', 'GROUP_REQUIRED');
  } else {
    const scope = hubScope(principal);
    if (!scope) throw forbidden();
    if (requested !== undefined && requested !== scope.groupId)
      throw new AppError(403, hubMemberMessages.otherGroup, 'OTHER_GROUP', 'group_id');
    groupId = scope.groupId;
  }
  const group = await repo.findGroup(groupId);
  if (!group) throw notFound(hubMemberMessages.groupNotFound);
  // A hub admin is the parent of what it creates, even in a group with several admins.
  const hubAdmin = await repo.findHubAdmin(group.id, isConsoleStaff(principal) ? undefined : principal.id);
  return { group, hubAdmin };
}

const groupRefOf = ({ group, hubAdmin }: HubContext): HubGroupRef => ({
  group,
  hub_admin: hubAdmin ? { id: hubAdmin.id, username: hubAdmin.username, name: hubAdmin.name } : null,
});

const isoOf = (value: string | Date) => new Date(value).toISOString();

function toHubMember(row: q.HubMemberRow): HubMember {
  return {
    id: Number(row.id),
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    role: row.is_client ? 'HUB_CLIENT' : 'HUB_MEMBER',
    status: row.is_active ? 'active' : 'inactive',
    memo: row.memo,
    parent: row.parent_id === null ? null : { id: Number(row.parent_id), name: row.parent_name ?? '' },
    dateJoined: isoOf(row.date_joined),
    lastActivatedAt: row.last_login === null ? null : isoOf(row.last_login),
  };
}

export async function listMembers({ repo }: HubMembersDeps, principal: Principal, query: HubMemberQuery, window: PageWindow) {
  const context = await resolveGroup(repo, principal, query.group_id);
  const filter: q.HubMemberFilter = {
    groupId: context.group.id,
    search: query.search,
    role: query.role,
    active: query.status === undefined ? undefined : query.status === 'active',
  };
  const [count, rows] = await Promise.all([repo.countHubMembers(filter), repo.listHubMembers(filter, window)]);
  return { ...groupRefOf(context), count, results: rows.map(toHubMember) };
}

async function memberOf(repo: HubRepository, groupId: number, id: number): Promise<HubMember> {
  const row = await repo.findHubMember(groupId, id);
  if (!row) throw notFound(hubMemberMessages.notFound);
  return toHubMember(row);
}

/** Spec §5 "010-1234-5678": 11 digits once normalised (signup's rule, plus the 3-4-4 shape, as the B2B desk). */
function mobileOf(input: string): string {
  const mobile = normalizeMobile(input);
  if (mobile.length !== 11) throw badRequest('휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.', 'mobile');
  return mobile;
}

/** Two writes at once: the unique indexes decide (as in signup). */
function uniqueRefusal(error: unknown): never {
  const constraint = (error as { constraint?: string }).constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint;
  if (constraint === 'users_mobile_unique') throw phoneInUse();
  if (constraint === 'users_username_unique') throw usernameInUse();
  throw error;
}

/** The fields of a sub-account an audit row names (audit/README.md), as the b2b rows name theirs. */
const roleOf = (row: Pick<q.HubMemberRow, 'is_client'>) => (row.is_client ? 'HUB_CLIENT' : 'HUB_MEMBER');

export async function createMember(
  { repo, config, b2b }: HubMembersDeps,
  principal: Principal,
  body: CreateHubMemberRequest,
  requestId?: string,
): Promise<HubMember> {
  const context = await resolveGroup(repo, principal, body.group_id);
  const hubAdmin = context.hubAdmin;
  if (!hubAdmin) throw badRequest(hubMemberMessages.noHubAdmin, 'group_id', 'NO_HUB_ADMIN');
  const name = body.name.trim();
  if (!name) throw badRequest(hubMemberMessages.nameRequired, 'name');
  const mobile = mobileOf(body.mobile);
  if ((await repo.findUserIdByUsername(body.username)) !== undefined) throw usernameInUse();
  if ((await repo.findUserIdByMobile(mobile)) !== undefined) throw phoneInUse();
  const passwordHash = await hashPassword(body.password, passwordParams(config));
  const id = await repo
    .transaction(async (tx) => {
      // The hub admin's chain, shared (b2b lockTreeChain): its tier and prices do not move under a new child.
      await tx.lockTreeChain({ chains: [hubAdmin.id] });
      const tier = hubAdmin.tier === null ? null : Math.min(4, hubAdmin.tier + 1);
      const memo = body.memo?.trim() || null;
      const created = await tx.insertSubAccount(
        {
          username: body.username,
          passwordHash,
          name,
          mobile,
          memberType: 'BUSINESS',
          isStaff: true,
          groupId: context.group.id,
          parentId: hubAdmin.id,
          tier,
          memo,
        },
        body.role,
      );
      // The same MEMBER_CREATE row as the B2B console's (b2b service.ts), with the hub role.
      await tx.recordAudit({
        ...auditActorOf(principal, requestId),
        accountId: created,
        action: 'MEMBER_CREATE',
        after: { username: body.username, name, parent_id: hubAdmin.id, tier, memo, role: body.role },
        at: b2b.clock?.now(),
      });
      return created;
    })
    .catch(uniqueRefusal);
  return memberOf(repo, context.group.id, id);
}

export async function updateMember(
  { repo, b2b }: HubMembersDeps,
  principal: Principal,
  id: number,
  body: UpdateHubMemberRequest,
  requestId?: string,
): Promise<HubMember> {
  const { group } = await resolveGroup(repo, principal, body.group_id);
  const current = await repo.findHubMember(group.id, id);
  if (!current) throw notFound(hubMemberMessages.notFound);
  const columns: Partial<typeof users.$inferInsert> = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) throw badRequest(hubMemberMessages.nameRequired, 'name');
    columns.name = name;
  }
  if (body.mobile !== undefined) {
    const mobile = mobileOf(body.mobile);
    if (mobile !== current.mobile) {
      const holder = await repo.findUserIdByMobile(mobile);
      if (holder !== undefined && holder !== id) throw phoneInUse();
      columns.mobile = mobile;
    }
  }
  if (body.memo !== undefined) columns.memo = body.memo?.trim() || null;
  // Setting is_active = false fires users_end_sessions: every refresh token and access token dies.
  if (body.active !== undefined) columns.isActive = body.active;
  // The audit row names each field that changes, before → after (none when nothing changes).
  const was = { name: current.name, mobile: current.mobile, memo: current.memo, active: current.is_active, role: roleOf(current) };
  const will = {
    name: columns.name !== undefined ? columns.name : was.name,
    mobile: columns.mobile !== undefined ? columns.mobile : was.mobile,
    memo: columns.memo !== undefined ? columns.memo : was.memo,
    active: columns.isActive ?? was.active,
    role: body.role ?? was.role,
  };
  const changed = (Object.keys(was) as (keyof typeof was)[]).filter((key) => was[key] !== will[key]);
  await repo
    .transaction(async (tx) => {
      if (Object.keys(columns).length) await tx.updateAccount(id, columns);
      if (body.role !== undefined) await tx.setHubRole(id, body.role);
      if (!changed.length) return;
      await tx.recordAudit({
        ...auditActorOf(principal, requestId),
        accountId: id,
        action: 'MEMBER_UPDATE',
        before: Object.fromEntries(changed.map((key) => [key, was[key]])),
        after: Object.fromEntries(changed.map((key) => [key, will[key]])),
        at: b2b.clock?.now(),
      });
    })
    .catch(uniqueRefusal);
  return memberOf(repo, group.id, id);
}

/** Letters and digits without the look-alikes (0/O, 1/l/I), so the password reads aloud over the phone. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMPORARY_LENGTH = 10;

export function temporaryPassword(): string {
  return Array.from({ length: TEMPORARY_LENGTH }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join('');
}

export async function resetPassword({ repo, config }: HubMembersDeps, principal: Principal, id: number, groupId: number | undefined) {
  const { group } = await resolveGroup(repo, principal, groupId);
  if (!(await repo.findHubMember(group.id, id))) throw notFound(hubMemberMessages.notFound);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password, passwordParams(config));
  // A new hash fires users_end_sessions: whoever knew the old password is logged out.
  await repo.setPasswordHash(id, passwordHash);
  return { member: await memberOf(repo, group.id, id), temporaryPassword: password };
}

export async function getHubPrices({ repo, b2b }: HubMembersDeps, principal: Principal, groupId: number | undefined): Promise<HubPrices> {
  const context = await resolveGroup(repo, principal, groupId);
  const prices = context.hubAdmin ? await getPrices(b2b, requireB2bScope(principal), context.hubAdmin.id) : null;
  return { ...groupRefOf(context), prices };
}

export async function setHubPrices({ repo, b2b }: HubMembersDeps, principal: Principal, body: SetHubPricesRequest): Promise<TierPrices> {
  const { hubAdmin } = await resolveGroup(repo, principal, body.group_id);
  if (!hubAdmin) throw badRequest(hubMemberMessages.noHubAdmin, 'group_id', 'NO_HUB_ADMIN');
  // The B2B scope of the caller (a hub admin: its own subtree, itself included), like every B2B call.
  return setPrices(b2b, principal, requireB2bScope(principal), { account_id: hubAdmin.id, prices: body.prices });
}
