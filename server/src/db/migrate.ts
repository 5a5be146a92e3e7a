/**
 * Migrations under a PostgreSQL advisory lock (docs/decisions/architecture.md#server "instances can start together"):
 * every instance runs the drizzle migrator at start; the first to take the session lock applies
 * the pending migrations, the others wait on the lock and then find nothing left to apply.
 * The lock and the migration run share one connection, so the lock dies with that session even
 * if the process crashes mid-migration.
 */
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

/** pg_advisory_lock key of schema migrations ('nurly-migrations'); distinct from the job locks. */
export const MIGRATION_LOCK_KEY = 7_310_472_000;

export async function migrateWithLock(pool: pg.Pool, migrationsFolder: string, schema: Record<string, unknown>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
