/**
 * A module's repository (src/lib/repository.ts): its queries bound to the database, the same API bound
 * to a transaction inside `transaction`, the transaction's handle for another module's face, and
 * `repositoryIn` joining a transaction another module opened. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { Tx } from '../../src/db/tx';
import { rowsOf } from '../../src/db/rows';
import { createRepository, repositoryIn } from '../../src/lib/repository';
import { bareDatabase } from '../support/bare-database';

const database = bareDatabase();

const queries = {
  answer: async (db: Db, value: number) => (await rowsOf<{ v: number }>(db, sql`select ${value}::int as v`))[0]!.v,
  insertMark: async (tx: Tx, mark: string) => {
    await tx.execute(sql`insert into repository_marks (mark) values (${mark})`);
  },
  marks: async (db: Db) =>
    (await rowsOf<{ mark: string }>(db, sql`select mark from repository_marks order by mark`)).map((row) => row.mark),
  label: 'not a query',
};

test('bound queries, a transaction that commits or rolls back, and a handle another module joins', async () => {
  const { db } = database();
  await db.execute(sql`create table if not exists repository_marks (mark text primary key)`);
  const repo = createRepository(db, queries);
  assert.equal(await repo.answer(42), 42);
  assert.equal('label' in repo, false, 'non-function exports are left out');
  assert.equal('insertMark' in repo, true);

  await repo.transaction(async (tx) => {
    await tx.insertMark('a');
    // another module's face called with the handle writes in the same transaction
    await repositoryIn(tx.handle, queries).insertMark('b');
  });
  assert.deepEqual(await repo.marks(), ['a', 'b']);

  await assert.rejects(
    repo.transaction(async (tx) => {
      await repositoryIn(tx.handle, queries).insertMark('c');
      await tx.transaction(async (inner) => inner.insertMark('d'));
      throw new Error('roll back');
    }),
    /roll back/,
  );
  assert.deepEqual(await repo.marks(), ['a', 'b'], 'the joined write and the savepoint rolled back with the transaction');
  await db.execute(sql`drop table repository_marks`);
});
