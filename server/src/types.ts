import type { Access, Principal } from './access/principal';
import type { AppConfig } from './config';
import type { Clock } from './lib/clock';
import type { HostLookup } from './lib/net/lookup';
import type { SharedClockOffset } from './lib/shared-clock';
import type { Database, Db } from './db/client';

export type { Access, Principal };

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
    /** The one clock services read the time from (tests move it). */
    clock: Clock;
    /** The test clock's offset shared through PostgreSQL (NURLY_TEST_CLOCK on PostgreSQL); null otherwise. */
    sharedClock: SharedClockOffset | null;
    /** Resolves host names for outbound requests (tests pass a fixed table). */
    resolveHost: HostLookup;
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
