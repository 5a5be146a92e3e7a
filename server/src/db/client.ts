import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrateWithLock } from './migrate';
import * as schema from './schema';

/**
 * How every PGlite here starts: PGlite's own parameters with 16 MB of shared buffers instead of
 * PostgreSQL's 128 MB. Setting up the buffer pool inside WebAssembly is most of a start's CPU (about
 * 0.45 s of 1.2 s per start on the 2-core machine, 2026-11-27); the operating system still caches the files.
 * pg_trgm (contrib): the members search's trigram indexes (migration 0026).
 */
export const pgliteOptions = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'], extensions: { pg_trgm } };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/** The one database type modules use: PGlite and node-postgres drizzle instances both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** One raw parameterised query on the underlying driver (used by the benchmark floor route). */
  rawQuery<Row>(text: string, params: unknown[]): Promise<Row[]>;
  migrate(): Promise<void>;
  /**
   * PostgreSQL only: LISTEN on `channel` over a connection of its own, calling `onNotify` with each
   * payload and `onLost` when that connection drops (the caller falls back to what it did without).
   * Resolves to the function that stops listening. Null on PGlite (one process: nobody else to hear).
   */
  listen: ((channel: string, onNotify: (payload: string) => void, onLost: (error: Error) => void) => Promise<() => Promise<void>>) | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | null;
  /** ':memory:' or a folder for PGlite data. */
  dataDir?: string;
  /** An already opened PGlite (tests restore a snapshot into one). */
  pglite?: PGlite;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client dropped by the server (restart, failover, a dropped test database) must not
    // crash the process as an unhandled 'error' event; the pool replaces it on next use.
    pool.on('error', (error) => console.warn(`postgres: idle connection lost: ${error.message}`));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      async rawQuery<Row>(text: string, params: unknown[]) {
        const result = await pool.query(text, params);
        return result.rows as Row[];
      },
      // Under an advisory lock: several instances may start (and migrate) at once.
      migrate: () => migrateWithLock(pool, migrationsFolder, schema),
      async listen(channel, onNotify, onLost) {
        if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
        const client = new pg.Client({ connectionString: options.databaseUrl! });
        let stopped = false;
        client.on('notification', (message) => message.channel === channel && onNotify(message.payload ?? ''));
        client.on('error', (error) => {
          if (!stopped) onLost(error);
        });
        await client.connect();
        await client.query(`listen ${channel}`);
        return async () => {
          stopped = true;
          await client.end().catch(() => {});
        };
      },
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir ?? ':memory:';
    if (dataDir === ':memory:') client = new PGlite(pgliteOptions);
    else {
      const folder = path.join(dataDir, 'pglite');
      fs.mkdirSync(folder, { recursive: true });
      client = new PGlite(folder, pgliteOptions);
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async rawQuery<Row>(text: string, params: unknown[]) {
      const result = await pglite.query<Row>(text, params);
      return result.rows;
    },
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    listen: null,
    close: () => pglite.close(),
  };
}
