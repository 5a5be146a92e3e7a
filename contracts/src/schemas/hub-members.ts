import { Type, type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../values/accounts';
import { B2B_MEMO_MAX_LENGTH } from '../values/b2b';
import { SetTierPricesRequest, TierPrices } from './b2b';
import { Id, listQuery, Nullable, requestBody, SearchParam } from './common';
import { withTitles } from './titles';

/**
 * Hub /members (docs/decisions/access.md#roles-and-permissions: NURLY_ADMIN, HUB_ADMIN): the group's sub-accounts
 * (HUB_MEMBER, HUB_CLIENT) and what the hub's clients pay per reward product (the hub admin's
 * `tier_prices`, docs/decisions/money-loop.md#prices). Console staff name the group with `group_id` (default: the group
 * their selector chose); a hub admin always works on its own group.
 */

/** The only roles a hub admin hands out: a hub cannot create admins or Nurly staff. */
export const HUB_MEMBER_ROLES = ['HUB_MEMBER', 'HUB_CLIENT'] as const;
export type HubMemberRole = (typeof HUB_MEMBER_ROLES)[number];
export const HubMemberRoleSchema = Type.Union([Type.Literal('HUB_MEMBER'), Type.Literal('HUB_CLIENT')]);

export const hubMemberLabels = {
  role: { HUB_MEMBER: '허브 회원', HUB_CLIENT: '허브 고객' } satisfies Record<HubMemberRole, string>,
};

export const hubMemberMessages = {
  created: '하위 계정을 만들었습니다.',
  updated: '하위 계정을 수정했습니다.',
  deactivated: '계정을 비활성화했습니다. 로그인 중인 세션은 모두 종료되었습니다.',
  reactivated: '계정을 다시 활성화했습니다.',
  passwordReset: '임시 비밀번호를 발급했습니다. 이 화면을 닫으면 다시 볼 수 없으니 계정 주인에게 바로 전달해주세요.',
  pricesSaved: '고객 단가를 저장했습니다.',
  notFound: '하위 계정을 찾을 수 없습니다.',
  groupNotFound: '그룹을 찾을 수 없습니다.',
  groupRequired: '그룹을 선택해주세요.',
  otherGroup: '다른 그룹의 계정은 관리할 수 없습니다.',
  noHubAdmin: '이 그룹에는 허브 관리자 계정이 없습니다. 허브 관리자를 먼저 지정해주세요.',
  nameRequired: '이름을 입력해주세요.',
};

const Memo = Type.String({ maxLength: B2B_MEMO_MAX_LENGTH });
const GroupParam = Type.Optional(Id);

export const HubMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  role: HubMemberRoleSchema,
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  memo: Nullable(Type.String()),
  parent: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  dateJoined: Type.String(),
  lastActivatedAt: Nullable(Type.String()),
});
export type HubMember = Static<typeof HubMember>;

export const HubMemberQuery = listQuery(25, 100, {
  group_id: GroupParam,
  /** Username, name or mobile. */
  search: SearchParam,
  role: Type.Optional(HubMemberRoleSchema),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
});
export type HubMemberQuery = Static<typeof HubMemberQuery>;

/** The group worked on and its hub admin (the new accounts' parent, the holder of the clients' prices). */
export const HubGroupRef = Type.Object({
  group: Type.Object({ id: Type.Integer(), name: Type.String() }),
  hub_admin: Nullable(Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()) })),
});
export type HubGroupRef = Static<typeof HubGroupRef>;

export const HubMemberList = Type.Object({ ...HubGroupRef.properties, count: Type.Integer(), results: Type.Array(HubMember) });
export type HubMemberList = Static<typeof HubMemberList>;

/** POST hub/members: signup's username, password and mobile rules; the caller's group, parent = the hub admin. */
export const CreateHubMemberRequest = requestBody({
  group_id: GroupParam,
  username: Type.String({ minLength: USERNAME_MIN_LENGTH, maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN }),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  mobile: Type.String({ minLength: 10, maxLength: 13 }),
  role: HubMemberRoleSchema,
  memo: Type.Optional(Nullable(Memo)),
});
export type CreateHubMemberRequest = Static<typeof CreateHubMemberRequest>;

/** PUT hub/members/:id: edit name, mobile, memo, the role (HUB_MEMBER ⇄ HUB_CLIENT) and the active flag. */
export const UpdateHubMemberRequest = requestBody({
  group_id: GroupParam,
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  mobile: Type.Optional(Type.String({ minLength: 10, maxLength: 13 })),
  memo: Type.Optional(Nullable(Memo)),
  role: Type.Optional(HubMemberRoleSchema),
  /** false ends every session of the account (the users_end_sessions trigger). */
  active: Type.Optional(Type.Boolean()),
});
export type UpdateHubMemberRequest = Static<typeof UpdateHubMemberRequest>;

export const HubMemberSaved = Type.Object({ message: Type.String(), member: HubMember });
export type HubMemberSaved = Static<typeof HubMemberSaved>;

export const HubGroupBody = requestBody({ group_id: GroupParam });
export type HubGroupBody = Static<typeof HubGroupBody>;

/** POST hub/members/:id/password: a generated temporary password, answered once and never stored in clear. */
export const HubPasswordReset = Type.Object({ message: Type.String(), member: HubMember, temporary_password: Type.String() });
export type HubPasswordReset = Static<typeof HubPasswordReset>;

export const HubPricesQuery = withTitles(Type.Object({ group_id: GroupParam }));
export type HubPricesQuery = Static<typeof HubPricesQuery>;

/** GET hub/members/prices: per product the hub's own price and what its clients pay (child price). */
export const HubPrices = Type.Object({ ...HubGroupRef.properties, prices: Nullable(TierPrices) });
export type HubPrices = Static<typeof HubPrices>;

/** PUT hub/members/prices: `unit_price_tenths` null removes the setting (clients then pay the hub's own price). */
export const SetHubPricesRequest = requestBody({ group_id: GroupParam, prices: SetTierPricesRequest.properties.prices });
export type SetHubPricesRequest = Static<typeof SetHubPricesRequest>;

export const HubPricesSaved = Type.Object({ message: Type.String(), prices: TierPrices });
export type HubPricesSaved = Static<typeof HubPricesSaved>;
