import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { asc, ilike, or } from 'drizzle-orm';
import { GlobalSearchQuery, GlobalSearchResult } from '@nurly/contracts/schemas';
import { groups, users } from '../../db/schema';
import { errorResponses } from '../../lib/schemas';
import { variantOfHost } from '../../lib/variant';

const tags = ['search'];
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Members: staff of the Nurly console (the users list page is theirs; it exists on the default site only).
  app.globalSearch.register(async ({ db, principal, q, limit, variant }) => {
    if (variant !== 'default') return [];
    if (!principal.isStaff || !principal.roles.some((role) => role === 'NURLY_ADMIN' || role === 'NURLY_STAFF')) return [];
    const pattern = `%${escapeLike(q)}%`;
    const rows = await db
      .select({ username: users.username, name: users.name, mobile: users.mobile })
      .from(users)
      .where(or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.mobile, pattern)))
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((row) => ({
      title: row.name ? `${row.name} (${row.username})` : row.username,
      subtitle: row.mobile ? `회원 · ${row.mobile}` : '회원',
      icon: 'mdi-account',
      to: `/users/list?search=${encodeURIComponent(row.username)}`,
    }));
  });

  // Hub groups: superusers, who can switch their current group (on the default site's users list).
  app.globalSearch.register(async ({ db, principal, q, limit, variant }) => {
    if (variant !== 'default' || !principal.isSuperuser) return [];
    const rows = await db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(ilike(groups.name, `%${escapeLike(q)}%`))
      .orderBy(asc(groups.id))
      .limit(limit);
    return rows.map((row) => ({ title: row.name, subtitle: '허브 그룹', icon: 'mdi-account-group', to: `/users/list?group=${row.id}` }));
  });

  app.get('/global-search', {
    config: { access: 'user' },
    schema: { tags, summary: '통합 검색 (열람 가능한 데이터만)', querystring: GlobalSearchQuery, response: { 200: Type.Array(GlobalSearchResult), ...errorResponses } },
    handler: async (request) => {
      const q = request.query.q.trim();
      if (!q) return [];
      const variant = variantOfHost(request.headers.host, app.config.variantRules);
      return app.globalSearch.search({ db: app.db, principal: await request.principal(), q, variant });
    },
  });
};

export default searchRoutes;
