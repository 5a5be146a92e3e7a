import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, messages, unauthorized } from '../lib/errors';
import { passesGuard } from '../access/policy';
import { createSessionLoader, principalOf, type SessionAccount } from '../access/session';
import type { Principal } from '../types';

/** What an access token says: the account and its token version when signed (auth/service.ts signAccess). */
export interface AccessTokenClaims {
  sub: string;
  typ: 'access';
  ver: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, checked against the token in onRequest (every authenticated route). */
    account(): Promise<SessionAccount>;
  }
}

/**
 * Declared access per route (a guard from access/policy.ts): start-up fails for an /api route without `config.access`, and one
 * onRequest hook enforces it (before body validation, so anonymous callers learn nothing). On every authenticated route
 * the hook also reads the account (access/session.ts) and refuses a token of a deleted or inactive account, or one signed
 * before the account's last password change or deactivation.
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

    const loadSession = createSessionLoader(app.db);
    app.decorateRequest('account', async function (this: FastifyRequest): Promise<SessionAccount> {
      throw unauthorized();
    });

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
      if (claims.typ !== 'access' || !Number.isSafeInteger(userId) || !Number.isSafeInteger(claims.ver)) throw unauthorized();
      // Every authenticated route, 'user' ones included: a deleted, deactivated or password-changed
      // account's token is refused here, before any handler can act on it.
      const account = await loadSession(userId, claims.ver);
      if (!account) throw unauthorized();
      request.userId = userId;
      const principal = principalOf(account);
      request.account = async () => account;
      request.principal = async () => principal;
      if (!passesGuard(principal, access)) throw forbidden();
    });
  },
  { name: 'nurly-access', dependencies: ['@fastify/jwt'] },
);
