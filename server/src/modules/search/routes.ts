import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { formatPhone } from '@nurly/contracts';
import { GlobalSearchQuery, GlobalSearchResult, globalSearchMessages } from '@nurly/contracts/schemas';
import { guards, isConsoleStaff } from '../../access/policy';
import { variantOfHost } from '../../lib/variant';
import { moduleRoutes } from '../../lib/route';
import { AppError } from '../../lib/errors';

const tags = ['search'];

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Members: the Nurly console desk (the users list page is theirs; it exists on the default site only).
  app.globalSearch.register(async ({ principal, q, limit, variant }) => {
    if (variant !== 'default' || !isConsoleStaff(principal)) return [];
    const rows = await app.searchRepo.searchMembers(q, limit);
    return rows.map((row) => ({
      title: row.name ? `${row.name} (${row.username})` : row.username,
      subtitle: row.mobile ? `회원 · ${formatPhone(row.mobile)}` : '회원',
      icon: 'mdi-account',
      to: { name: 'apps-user-list', query: { search: row.username } },
    }));
  });

  // Hub groups: superusers, who can switch their current group (on the default site's users list).
  app.globalSearch.register(async ({ principal, q, limit, variant }) => {
    if (variant !== 'default' || !principal.isSuperuser) return [];
    const rows = await app.searchRepo.searchGroups(q, limit);
    return rows.map((row) => ({
      title: row.name,
      subtitle: '허브 그룹',
      icon: 'mdi-account-group',
      to: { name: 'apps-user-list', query: { group: String(row.id) } },
    }));
  });

  const route = moduleRoutes(app, tags);

  route.get(
    '/global-search',
    {
      access: guards.user,
      summary: '통합 검색 (열람 가능한 데이터만)',
      // Per account (the access guard has read the token by now): each search asks every provider.
      rateLimit: {
        max: app.config.search.searchesPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `global-search:${request.userId}`,
        errorResponseBuilder: (_request, context) => new AppError(context.statusCode, globalSearchMessages.tooMany, 'RATE_LIMITED'),
      },
      querystring: GlobalSearchQuery,
      response: Type.Array(GlobalSearchResult),
    },
    async (request) => {
      const q = request.query.q.trim();
      if (!q) return [];
      const variant = variantOfHost(request.headers.host, app.config.variantRules);
      return app.globalSearch.search({ db: app.db, principal: await request.principal(), q, variant });
    },
  );
};

export default searchRoutes;
