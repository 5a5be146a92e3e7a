import { Type, type Static } from 'typebox';
import {
  agreementTypes,
  memberTypes,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../values/accounts';
import { ACT_FOR_REASON_MAX_LENGTH, ACT_FOR_REASON_MIN_LENGTH } from '../values/act-for';
import { roleNames, services } from '../roles';
import { literals } from './literals';
import { withTitles } from './titles';
import { Id } from './common';

export const RoleNameSchema = literals(roleNames);

export const Group = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Group = Static<typeof Group>;

export const App = Type.Object({ key: Type.String(), title: Type.String() });
export type App = Static<typeof App>;

/** An account as act-for names it (the actor, the account acted for). */
export const ActForAccount = Type.Object({ id: Type.Integer(), username: Type.String(), name: Type.Union([Type.String(), Type.Null()]) });
export type ActForAccount = Static<typeof ActForAccount>;

/** GET user while acting for the account (대리 접속): who really is at the keyboard, and until when. */
export const ActingFor = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.String({ format: 'date-time' }),
});
export type ActingFor = Static<typeof ActingFor>;

/**
 * The user object of GET user (docs/decisions/product.md#entities). `agrees` maps agreement flags, e.g.
 * { THENURLY: true, REWARD: false, REWARD_SERVICE: true, … }; the reward agreement flag
 * is the service code key (absent = dialog shows on the reward site).
 */
export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  mobile: Type.Union([Type.String(), Type.Null()]),
  point: Type.Integer(),
  /** Points held by live ads (docs/decisions/money-loop.md#holds); available = point − held. */
  held: Type.Integer(),
  available: Type.Integer(),
  is_guest: Type.Boolean(),
  is_staff: Type.Boolean(),
  is_superuser: Type.Boolean(),
  tier: Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.Null()]),
  group: Type.Union([Group, Type.Null()]),
  roles: Type.Array(Type.Object({ name: RoleNameSchema })),
  apps: Type.Array(App),
  agrees: Type.Record(Type.String(), Type.Boolean()),
  services: Type.Array(Type.String()),
  /** Set while an actor acts for this account (대리 접속, POST act-for): the console shows a banner naming both. */
  actor: Type.Optional(Type.Union([ActingFor, Type.Null()])),
});
export type User = Static<typeof User>;

export const TokenRequest = withTitles(
  Type.Object({
    username: Type.String({ minLength: 1, maxLength: 150 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  }),
);
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({ access: Type.String(), refresh: Type.String() });
export type TokenResponse = Static<typeof TokenResponse>;

export const RefreshRequest = withTitles(Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 2000 }) }));
export type RefreshRequest = Static<typeof RefreshRequest>;
/**
 * token/refresh rotates: a new access token and the refresh token that replaces the one sent. The
 * one sent is spent: presented again, it ends the session (every token of the same login).
 */
export const RefreshResponse = Type.Object({ access: Type.String(), refresh: Type.String() });
export type RefreshResponse = Static<typeof RefreshResponse>;

/** GET login-alerts: what the owner is told about its password being guessed (newest first). */
export const LoginAlert = Type.Object({
  /** PRESSURE: many wrong passwords from many places; UNLOCKED: the desk cleared the failures. */
  kind: Type.Union([Type.Literal('PRESSURE'), Type.Literal('UNLOCKED')]),
  failures: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ format: 'date-time' }),
});
export type LoginAlert = Static<typeof LoginAlert>;
export const LoginAlertList = Type.Object({ results: Type.Array(LoginAlert, { maxItems: 20 }) });
export type LoginAlertList = Static<typeof LoginAlertList>;

export const GuestSignupRequest = withTitles(
  Type.Object({ guestId: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])) }),
);
export type GuestSignupRequest = Static<typeof GuestSignupRequest>;
export const GuestSignupResponse = Type.Object({ id: Type.Integer(), username: Type.String() });
export type GuestSignupResponse = Static<typeof GuestSignupResponse>;

export const SignupRequest = withTitles(
  Type.Object({
    username: Type.String({ minLength: USERNAME_MIN_LENGTH, maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    mobile: Type.String({ minLength: 10, maxLength: 13 }),
    code: Type.String({ minLength: 4, maxLength: 8 }),
    birth_date: Type.String({ format: 'date', maxLength: 10 }),
    member_type: literals(memberTypes),
    service: Type.Optional(literals(services)),
    /** A guest converting to a full account keeps its data. */
    guest_username: Type.Optional(Type.String({ maxLength: 200 })),
  }),
);
export type SignupRequest = Static<typeof SignupRequest>;

export const SignupCheckRequest = withTitles(
  Type.Object({
    username: Type.Optional(Type.String({ maxLength: 30 })),
    mobile: Type.Optional(Type.String({ maxLength: 13 })),
  }),
);
export type SignupCheckRequest = Static<typeof SignupCheckRequest>;

export const SendCodeRequest = withTitles(Type.Object({ mobile: Type.String({ minLength: 10, maxLength: 13 }) }));
export type SendCodeRequest = Static<typeof SendCodeRequest>;

/** POST password-reset: the code sent by password-reset/sendcode and the new password (docs/decisions/product.md#validation rules). */
export const PasswordResetRequest = withTitles(
  Type.Object({
    mobile: Type.String({ minLength: 10, maxLength: 13 }),
    code: Type.String({ minLength: 4, maxLength: 8 }),
    new_password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  }),
);
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

export const PasswordResetResponse = Type.Object({ message: Type.String(), username: Type.String() });
export type PasswordResetResponse = Static<typeof PasswordResetResponse>;

export const AgreementType = literals(agreementTypes);
export const AgreesRequest = withTitles(
  Type.Array(Type.Object({ hasAgree: Type.Boolean(), type: AgreementType }), { minItems: 1, maxItems: 10 }),
  { type: '약관 유형' },
);
export type AgreesRequest = Static<typeof AgreesRequest>;

export const ChangePasswordRequest = withTitles(
  Type.Object({
    oldPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: Type.String({ maxLength: 200 }),
  }),
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/**
 * A page named by its route `name` (as the remotes declare it), with path params and query: the
 * shell resolves it against the routes of the caller's deployment, so the server knows no paths.
 */
export const RouteTarget = Type.Object({
  name: Type.String({ minLength: 1 }),
  params: Type.Optional(Type.Record(Type.String(), Type.String())),
  query: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type RouteTarget = Static<typeof RouteTarget>;

export const GlobalSearchResult = Type.Object({
  title: Type.String(),
  subtitle: Type.String(),
  icon: Type.String(),
  /** The page the result opens (docs/decisions/product.md#api-calls `to`): a route name the shell resolves on the caller's deployment. */
  to: RouteTarget,
});
export type GlobalSearchResult = Static<typeof GlobalSearchResult>;

export const MenuStatus = Type.Record(
  Type.String(),
  Type.Object({ successCount: Type.Integer(), successHint: Type.String(), errorCount: Type.Integer(), errorHint: Type.String() }),
);
export type MenuStatus = Static<typeof MenuStatus>;

/** POST act-for (대리 접속, docs/decisions/resellers.md#act-for): open a descendant's console as that account. */
export const ActForRequest = withTitles(
  Type.Object({
    account_id: Id,
    reason: Type.String({ minLength: ACT_FOR_REASON_MIN_LENGTH, maxLength: ACT_FOR_REASON_MAX_LENGTH, title: '대리 접속 사유' }),
  }),
);
export type ActForRequest = Static<typeof ActForRequest>;

/** An access token for the account (no refresh token: the session ends at `expires_at`, 30 minutes). */
export const ActForResponse = Type.Object({
  access: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
  account: ActForAccount,
  actor: ActForAccount,
});
export type ActForResponse = Static<typeof ActForResponse>;
