import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MenuStatus, MenuStatusRequest } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { moduleRoutes } from '../../lib/route';

const tags = ['options'];

const optionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.menuStatus.register('apps-user-list', async () => {
    const { joined, inactive } = await app.optionsRepo.memberCounts();
    return { successCount: joined, successHint: '최근 24시간 신규 회원', errorCount: inactive, errorHint: '비활성 회원' };
  });

  // §6: only NURLY_ADMIN users fetch menu status counts.
  const route = moduleRoutes(app, tags);

  route.get('/options/menu/status', { access: guards.nurlyAdmin, summary: '메뉴별 처리 현황 (전체)', response: MenuStatus }, async () =>
    app.menuStatus.compute(app.db),
  );

  route.post(
    '/options/menu/status',
    { access: guards.nurlyAdmin, summary: '메뉴별 처리 현황 (요청한 메뉴)', body: MenuStatusRequest, response: MenuStatus },
    async (request) => app.menuStatus.compute(app.db, request.body.menus),
  );
};

export default optionRoutes;
