/**
 * pg-boss runs its SQL on the app's own database connection: the node-postgres pool on
 * PostgreSQL, the single PGlite instance on the embedded database. No second connection string,
 * and PGlite (one connection per process) could not be opened twice anyway.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { fromPglite, type BackendProfile, type Db as PgBossDb } from 'pg-boss';
import type { Database } from '../db/client';

export interface JobsDatabase {
  db: PgBossDb;
  backend: BackendProfile;
}

/** Drizzle keeps the driver it was built on as `$client` (documented drizzle API). */
function driverOf<Client>(database: Database): Client {
  return (database.db as unknown as { $client: Client }).$client;
}

export function jobsDatabase(database: Database): JobsDatabase {
  if (database.engine === 'pglite') {
    // pg-boss's own adapter: multi-statement DDL goes through exec(), and an aborted transaction on
    // the one connection is rolled back before the error is rethrown.
    return { db: fromPglite(driverOf<PGlite>(database)), backend: 'pglite' };
  }
  const pool = driverOf<pg.Pool>(database);
  return {
    backend: 'postgres',
    db: {
      async executeSql(text, values) {
        // A statement list without parameters (pg-boss's locked BEGIN ... COMMIT blocks) runs on one
        // pooled connection and answers with one result per statement: hand back all their rows.
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
      },
    },
  };
}
