/**
 * A bare database for a test file of SQL fragments (the money and day twins of src/db): PGlite in
 * memory, or the PostgreSQL of TEST_DATABASE_URL; no migrations. Opened before the file's tests and
 * closed after them; the answer reads the open database.
 */
import { after, before } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';

export function bareDatabase(): () => Database {
  let database: Database | undefined;
  before(async () => {
    const url = process.env.TEST_DATABASE_URL;
    database = openDatabase(url ? { databaseUrl: url, poolSize: 1 } : { dataDir: ':memory:' });
    await database.db.execute(sql`select 1`);
  });
  after(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('bareDatabase: read before the file’s tests started');
    return database;
  };
}
