import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { RoleName } from '@nurly/contracts';
import { users } from '../db/schema';
import { forbidden, messages, unauthorized } from '../lib/errors';
import { passesGuard } from '../access/policy';
import type { Access, Principal } from '../types';

interface AccessTokenClaims {
  sub: string;
  typ: 'access';
}

export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : `roles: ${access.roles.join(', ')}`;
}

/**
 * Declared access per route (a guard from access/policy.ts): start-up fails for an /api route without `config.access`, and one
 * onRequest hook enforces it (before body validation, so anonymous callers learn nothing).
 */
export default fp(
  async function accessPlugin(app: FastifyInstance) {
    app.decorate('routeAccess', []);
    app.decorateRequest('userId', null);
    app.decorateRequest('principal', async function (this: FastifyRequest): Promise<Principal> {
      throw unauthorized();
    });

    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (!url.startsWith('/api')) return;
      route.config = route.config ?? {};
      // The generated docs page and its assets are public by design.
      if (url.startsWith('/api/docs') && !route.config.access) route.config.access = 'public';
      if (!route.config.access) {
        throw new Error(`Route ${String(route.method)} ${url} has no config.access declaration`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.routeAccess.push({ method, url, access: route.config.access });
    });

    const selectPrincipal = app.db
      .select({
        id: users.id,
        isStaff: users.isStaff,
        isSuperuser: users.isSuperuser,
        isGuest: users.isGuest,
        isActive: users.isActive,
        groupId: users.groupId,
        tier: users.tier,
        parentId: users.parentId,
        roles: sql<RoleName[]>`coalesce((select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('access_principal');

    async function loadPrincipal(userId: number): Promise<Principal> {
      const [row] = await selectPrincipal.execute({ id: userId });
      if (!row || !row.isActive) throw unauthorized();
      return {
        id: row.id,
        isStaff: row.isStaff,
        isSuperuser: row.isSuperuser,
        isGuest: row.isGuest,
        groupId: row.groupId,
        tier: row.tier,
        parentId: row.parentId,
        roles: parseRoleArray(row.roles),
      };
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const header = request.headers.authorization;
      if (!header || !header.startsWith('Bearer ')) throw unauthorized();
      let claims: AccessTokenClaims;
      try {
        claims = app.jwt.verify<AccessTokenClaims>(header.slice(7));
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
        throw expired ? unauthorized(messages.tokenExpired, 'TOKEN_EXPIRED') : unauthorized();
      }
      const userId = Number(claims.sub);
      if (claims.typ !== 'access' || !Number.isInteger(userId)) throw unauthorized();
      request.userId = userId;
      let cached: Promise<Principal> | null = null;
      request.principal = () => (cached ??= loadPrincipal(userId));
      if (access === 'user') return;
      if (!passesGuard(await request.principal(), access)) throw forbidden();
    });
  },
  { name: 'nurly-access', dependencies: ['@fastify/jwt'] },
);

/** node-postgres returns text[] as an array; PGlite may too — accept a '{a,b}' literal as well. */
function parseRoleArray(value: RoleName[] | string): RoleName[] {
  if (Array.isArray(value)) return value;
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean) as RoleName[];
}

