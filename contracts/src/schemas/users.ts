import { Type, type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../values/accounts';
import { exportableListQuery, Id, Paged, requestBody, SearchParam } from './common';
import { Group, RoleNameSchema } from './auth';
import { withTitles } from './titles';

/** Staff user administration (GET/POST users, PATCH/DELETE users/{id}). */
export const UserListItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  point: Type.Integer(),
  is_guest: Type.Boolean(),
  is_staff: Type.Boolean(),
  is_superuser: Type.Boolean(),
  is_active: Type.Boolean(),
  tier: Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.Null()]),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  group: Type.Union([Group, Type.Null()]),
  roles: Type.Array(Type.Object({ name: RoleNameSchema })),
  services: Type.Array(Type.String()),
  date_joined: Type.String(),
});
export type UserListItem = Static<typeof UserListItem>;

export const UserListQuery = exportableListQuery(10, 1000, {
  search: SearchParam,
  role: Type.Optional(RoleNameSchema),
  tier: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  group: Type.Optional(Id),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserList = Paged(UserListItem);
export type UserList = Static<typeof UserList>;

const editableFields = {
  name: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  mobile: Type.Optional(Type.Union([Type.String({ minLength: 10, maxLength: 13 }), Type.Null()])),
  is_staff: Type.Optional(Type.Boolean()),
  is_superuser: Type.Optional(Type.Boolean()),
  is_active: Type.Optional(Type.Boolean()),
  tier: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.Null()])),
  parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
  group_id: Type.Optional(Type.Union([Id, Type.Null()])),
  roles: Type.Optional(Type.Array(RoleNameSchema, { maxItems: 6 })),
};

export const CreateUserRequest = requestBody({
  username: Type.String({ minLength: USERNAME_MIN_LENGTH, maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN }),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  ...editableFields,
});
export type CreateUserRequest = Static<typeof CreateUserRequest>;

export const UpdateUserRequest = withTitles(
  Type.Object(
    { password: Type.Optional(Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })), ...editableFields },
    { additionalProperties: false },
  ),
);
export type UpdateUserRequest = Static<typeof UpdateUserRequest>;
