/**
 * A throwaway database on the PostgreSQL server of `serverUrl` (the one TEST_DATABASE_URL names),
 * for a test file or a group of app instances: created empty or from a template, answered with its
 * URL and `drop()`, which removes it even while connections remain.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** `templateOf` picks (or builds) the template with the server's admin connection. */
export async function throwawayDatabase(
  serverUrl: string,
  prefix: string,
  templateOf?: (admin: pg.Client) => Promise<string>,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = templateOf ? await templateOf(admin) : undefined;
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
