import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RoleName } from '@nurly/contracts';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { SmsSender } from './modules/auth/sms';
import type { MenuStatusRegistry } from './modules/options/registry';
import type { SearchRegistry } from './modules/search/registry';

/**
 * Who may call a route. 'user' = any logged-in account incl. guests; 'staff' = is_staff;
 * { roles } = is_staff and at least one of the roles (spec §6: guarded routes also require is_staff).
 */
export type Access = 'public' | 'user' | 'staff' | { roles: RoleName[] };

export interface Principal {
  id: number;
  isStaff: boolean;
  isSuperuser: boolean;
  isGuest: boolean;
  groupId: number | null;
  /** Reseller tree tier (1 main … 4 advertiser) and parent: the reseller scope of access/policy.ts. */
  tier: number | null;
  parentId: number | null;
  roles: RoleName[];
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    sms: SmsSender;
    menuStatus: MenuStatusRegistry;
    globalSearch: SearchRegistry;
    /** Every /api route with its declared access (the authorization walk test reads it). */
    routeAccess: RouteAccessEntry[];
  }
  interface FastifyRequest {
    /** Set for authenticated requests (access other than 'public'). */
    userId: number | null;
    /** The caller's roles and flags, loaded once per request. */
    principal(): Promise<Principal>;
  }
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
