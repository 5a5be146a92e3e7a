import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Group, MessageBody, SetGroupRequest } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { errorResponses } from '../../lib/schemas';
import * as service from './service';

const tags = ['groups'];

const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.GroupsDeps = { repo: app.groupsRepo };

  app.get('/groups', {
    config: { access: guards.anyStaff },
    schema: { tags, summary: '허브 그룹 목록', response: { 200: Type.Array(Group), ...errorResponses } },
    handler: async () => service.list(deps),
  });

  app.post('/groups', {
    config: { access: guards.anyStaff },
    schema: { tags, summary: '슈퍼유저의 현재 그룹 변경', body: SetGroupRequest, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => service.switchGroup(deps, await request.principal(), request.body.group),
  });
};

export default groupRoutes;
