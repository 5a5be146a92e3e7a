import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { asc, eq } from 'drizzle-orm';
import { Group, MessageBody, SetGroupRequest } from '@nurly/contracts/schemas';
import { groups, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';
import { requireSuperuser } from '../../plugins/access';

const tags = ['groups'];

const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/groups', {
    config: { access: 'staff' },
    schema: { tags, summary: '허브 그룹 목록', response: { 200: Type.Array(Group), ...errorResponses } },
    handler: async () => app.db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.id)),
  });

  app.post('/groups', {
    config: { access: 'staff' },
    schema: { tags, summary: '슈퍼유저의 현재 그룹 변경', body: SetGroupRequest, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => {
      requireSuperuser(await request.principal());
      const [group] = await app.db.select({ id: groups.id }).from(groups).where(eq(groups.id, request.body.group)).limit(1);
      if (!group) throw notFound('그룹을 찾을 수 없습니다.');
      await app.db.update(users).set({ groupId: group.id }).where(eq(users.id, request.userId!));
      return { message: '그룹이 변경되었습니다.' };
    },
  });
};

export default groupRoutes;
