import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateUserRequest,
  IdParams,
  MessageBody,
  UpdateUserRequest,
  UserList,
  UserListItem,
  UserListQuery,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { type ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { userOrdering } from './repository';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['users'];

const userExport: ExportSpec<ReturnType<typeof service.toListItem>> = {
  fileName: '회원목록',
  columns: [
    { header: '번호', value: (u) => u.id },
    { header: '아이디', value: (u) => u.username },
    { header: '이름', value: (u) => u.name },
    { header: '휴대폰 번호', value: (u) => u.mobile },
    { header: '포인트', value: (u) => u.point },
    { header: '등급', value: (u) => u.tier },
    { header: '그룹', value: (u) => u.group?.name },
    { header: '역할', value: (u) => u.roles.map((role) => role.name).join(', ') },
    { header: '스태프', value: (u) => (u.is_staff ? '예' : '아니오') },
    { header: '활성', value: (u) => (u.is_active ? '예' : '아니오') },
    { header: '게스트', value: (u) => (u.is_guest ? '예' : '아니오') },
    { header: '가입일', value: (u) => u.date_joined },
  ],
};

// The users list is the Nurly console desk's: hub and offerwall console users are is_staff too, but not the desk.
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.UsersDeps = { repo: app.usersRepo, config: app.config.auth };

  pagedListRoute(app, '/users', {
    access: guards.consoleStaff,
    tags,
    summary: '회원 목록',
    querystring: UserListQuery,
    response: UserList,
    ordering: userOrdering,
    list: (query, window) => service.list(deps, query, window),
    exportAs: userExport,
  });

  const route = moduleRoutes(app, tags);

  route.post(
    '/users',
    { access: guards.consoleStaff, summary: '회원 생성', body: CreateUserRequest, response: UserListItem, status: 201 },
    async (request) => await service.create(deps, await request.principal(), request.body),
  );

  route.patch(
    '/users/:id',
    { access: guards.consoleStaff, summary: '회원 수정', params: IdParams, body: UpdateUserRequest, response: UserListItem },
    async (request) => service.update(deps, await request.principal(), request.params.id, request.body),
  );

  route.delete(
    '/users/:id',
    { access: guards.consoleStaff, summary: '회원 삭제', params: IdParams, response: MessageBody },
    async (request) => service.remove(deps, await request.principal(), request.params.id),
  );
};

export default userRoutes;
