import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { MenuStatus, MenuStatusRequest } from '@nurly/contracts/schemas';
import { users } from '../../db/schema';
import { errorResponses } from '../../lib/schemas';

const tags = ['options'];
const adminOnly = { roles: ['NURLY_ADMIN' as const] };

const optionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Accounts' own menu: members who joined in the last 24 h, and deactivated members.
  app.menuStatus.register('apps-user-list', async (db) => {
    const [row] = await db
      .select({
        joined: sql<number>`count(*) filter (where ${users.dateJoined} >= now() - interval '24 hours')::int`,
        inactive: sql<number>`count(*) filter (where not ${users.isActive})::int`,
      })
      .from(users)
      .where(eq(users.isGuest, false));
    return { successCount: row.joined, successHint: '최근 24시간 신규 회원', errorCount: row.inactive, errorHint: '비활성 회원' };
  });

  app.get('/options/menu/status', {
    config: { access: adminOnly },
    schema: { tags, summary: '메뉴별 처리 현황 (전체)', response: { 200: MenuStatus, ...errorResponses } },
    handler: async () => app.menuStatus.compute(app.db),
  });

  app.post('/options/menu/status', {
    config: { access: adminOnly },
    schema: { tags, summary: '메뉴별 처리 현황 (요청한 메뉴)', body: MenuStatusRequest, response: { 200: MenuStatus, ...errorResponses } },
    handler: async (request) => app.menuStatus.compute(app.db, request.body.menus),
  });
};

export default optionRoutes;
