import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, messages, unauthorized } from '../lib/errors';
import { passesGuard } from '../access/policy';
import { createSessionLoader, principalOf, type SessionAccount } from '../access/session';
import type { Principal } from '../types';
import type { Access } from '../access/principal';

/** What an access token says: the account, its token version when signed and its session (auth/sessions.ts signAccess). */
export interface AccessTokenClaims {
  sub: string;
  typ: 'access';
  ver: number;
  sid: number;
  /** Act-for (대리 접속, modules/auth/act-for.ts): the actor's id; the session must name the same actor. */
  act?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, checked against the token in onRequest (every authenticated route). */
    account(): Promise<SessionAccount>;
  }
}

/**
 * Verified access tokens by their string, each until its `exp`: a repeated bearer costs one map
 * lookup instead of @fastify/jwt's option merging, fast-jwt's cache-key hash and the HMAC. Only a
 * token that verified is kept, and only what the signature proves (the claims); whether the account
 * still honours it (deleted, deactivated, password changed) is read on every request (loadSession).
 */
function tokenVerifier(verify: (token: string) => AccessTokenClaims & { exp?: number }, max = 10_000) {
  const verified = new Map<string, AccessTokenClaims & { exp: number }>();
  return (token: string): AccessTokenClaims => {
    const hit = verified.get(token);
    if (hit) {
      if (hit.exp * 1000 > Date.now()) return hit;
      verified.delete(token);
    }
    const claims = verify(token);
    if (typeof claims.exp === 'number') {
      if (verified.size >= max) verified.delete(verified.keys().next().value!);
      verified.set(token, claims as AccessTokenClaims & { exp: number });
    }
    return claims;
  };
}

/**
 * Declared access per route (a guard from access/policy.ts): start-up fails for an /api route without `config.access`, and
 * each route that is not public gets its own onRequest hook enforcing its guard (before body validation, so anonymous
 * callers learn nothing; public routes and unmatched URLs run no access code at all). The hook also reads the account
 * (access/session.ts) and refuses a token of a deleted or inactive account, or one signed before the account's last
 * password change or deactivation.
 */
export default fp(
  async function accessPlugin(app: FastifyInstance) {
    app.decorate('routeAccess', []);
    app.decorateRequest('userId', null);
    app.decorateRequest('principal', async function (this: FastifyRequest): Promise<Principal> {
      throw unauthorized();
    });
    app.decorateRequest('account', async function (this: FastifyRequest): Promise<SessionAccount> {
      throw unauthorized();
    });

    const loadSession = createSessionLoader(app.db);
    const verifyToken = tokenVerifier((token) => app.jwt.verify<AccessTokenClaims & { exp?: number }>(token));

    /** The guard of one route: runs first among the route's own onRequest hooks (before its rate limit). */
    const guardHooks = new WeakSet<object>();
    const guardOf = (access: Access): onRequestHookHandler => {
      const guard: onRequestHookHandler = async function accessGuard(request) {
        const header = request.headers.authorization;
        if (!header || !header.startsWith('Bearer ')) throw unauthorized();
        let claims: AccessTokenClaims;
        try {
          claims = verifyToken(header.slice(7));
        } catch (error) {
          const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
          throw expired ? unauthorized(messages.tokenExpired, 'TOKEN_EXPIRED') : unauthorized();
        }
        const userId = Number(claims.sub);
        if (
          claims.typ !== 'access' ||
          !Number.isSafeInteger(userId) ||
          !Number.isSafeInteger(claims.ver) ||
          !Number.isSafeInteger(claims.sid)
        ) {
          throw unauthorized();
        }
        // Every authenticated route, 'user' ones included: a deleted, deactivated or password-changed
        // account's token, or one whose session ended (logout, replayed refresh token, idle), is
        // refused here, before any handler can act on it.
        if (claims.act !== undefined && !Number.isSafeInteger(claims.act)) throw unauthorized();
        const account = await loadSession(userId, claims.ver, claims.sid, claims.act ?? null, app.clock.now());
        if (!account) throw unauthorized();
        request.userId = userId;
        const principal = principalOf(account);
        request.account = async () => account;
        request.principal = async () => principal;
        if (!passesGuard(principal, access)) throw forbidden();
      };
      guardHooks.add(guard);
      return guard;
    };

    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (url.startsWith('/api')) {
        route.config = route.config ?? {};
        // The generated docs page and its assets are public by design.
        if (url.startsWith('/api/docs') && !route.config.access) route.config.access = 'public';
        if (!route.config.access) {
          throw new Error(`Route ${String(route.method)} ${url} has no config.access declaration`);
        }
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) app.routeAccess.push({ method, url, access: route.config.access });
      }
      const access = route.config?.access;
      if (!access || access === 'public') return;
      const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      // A HEAD route copied from its GET arrives with the GET's guard already in place.
      if (own.some((hook) => guardHooks.has(hook))) return;
      route.onRequest = [guardOf(access), ...own];
    });
  },
  { name: 'nurly-access', dependencies: ['@fastify/jwt'] },
);
