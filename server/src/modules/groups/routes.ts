import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Group, MessageBody, SetGroupRequest } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['groups'];

const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.GroupsDeps = { repo: app.groupsRepo };

  const route = moduleRoutes(app, tags);

  route.get('/groups', { access: guards.anyStaff, summary: '허브 그룹 목록', response: Type.Array(Group) }, async () => service.list(deps));

  route.post(
    '/groups',
    { access: guards.anyStaff, summary: '슈퍼유저의 현재 그룹 변경', body: SetGroupRequest, response: MessageBody },
    async (request) => service.switchGroup(deps, await request.principal(), request.body.group),
  );
};

export default groupRoutes;
