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
import { errorResponses } from '../../lib/schemas';
import * as service from './service';

const tags = ['users'];
// The users list belongs to the Nurly console staff; hub and offerwall console users are is_staff too.
const consoleStaff = { roles: ['NURLY_ADMIN' as const, 'NURLY_STAFF' as const] };

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/users', {
    config: { access: consoleStaff },
    schema: { tags, summary: '회원 목록', querystring: UserListQuery, response: { 200: UserList, ...errorResponses } },
    handler: async (request) => service.list(app, request.query),
  });

  app.post('/users', {
    config: { access: consoleStaff },
    schema: { tags, summary: '회원 생성', body: CreateUserRequest, response: { 201: UserListItem, ...errorResponses } },
    handler: async (request, reply) => reply.status(201).send(await service.create(app, await request.principal(), request.body)),
  });

  app.patch('/users/:id', {
    config: { access: consoleStaff },
    schema: { tags, summary: '회원 수정', params: IdParams, body: UpdateUserRequest, response: { 200: UserListItem, ...errorResponses } },
    handler: async (request) => service.update(app, await request.principal(), request.params.id, request.body),
  });

  app.delete('/users/:id', {
    config: { access: consoleStaff },
    schema: { tags, summary: '회원 삭제', params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => service.remove(app, await request.principal(), request.params.id),
  });
};

export default userRoutes;
