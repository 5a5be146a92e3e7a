/**
 * Exactly once across a real crash: a settlement run in a child process SIGKILLs
 * itself with a batch's transaction open, after some batches committed; the re-run charges every
 * ad-day once, the ledger sums to the balance and the holds are what the future days hold.
 * PostgreSQL only: the child needs a database it can reach (the PGlite test database lives in this
 * process); settle.test.ts covers the same on PGlite with a failure injected inside the transaction.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { chargeWon, shiftDay } from '@nurly/contracts';
import { settleUpTo } from '../../../src/modules/settlement/service';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { staffHeaders } from '../ads/helpers';
import {
  assertBooksBalance,
  complete,
  deductionsOf,
  holdOf,
  PRICE_TENTHS,
  publisherApp,
  runningAd,
  settlementDeps,
  settlementsOf,
} from './helpers';

const serverUrl = process.env.TEST_DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
let t: TestApp;

before(async () => {
  if (serverUrl) t = await buildTestApp();
});
after(async () => t?.close());

function runChild(
  databaseUrl: string,
  upTo: string,
  dieAfterBatches: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'settle-child.ts'), databaseUrl, upTo, String(dieAfterBatches)],
      { stdio: 'inherit' },
    );
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

test(
  'a settlement process killed mid-run, then re-run: every ad-day charged once',
  { skip: !serverUrl && 'PostgreSQL only (TEST_DATABASE_URL)' },
  async () => {
    const staff = await staffHeaders(t);
    // The seeded demo accounts settle first (lower ids); these lines' owners come after them.
    const lines = [];
    for (let i = 0; i < 4; i++) lines.push(await runningAd(t, staff, { dailyVolume: 20, days: 3 }));
    const app = await publisherApp(t);
    // Completions on yesterday (before the lines' start, so their holds are untouched by that day).
    const yesterday = shiftDay(t.clock.seoulDay(), -1);
    for (const [i, ad] of lines.entries()) await complete(t, app, ad.id, yesterday, 5 + i);

    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(serverUrl!);
    url.pathname = `/${result.rows[0].name}`;
    // Die with the 3rd transaction open: what the demo seed left unsettled is at most the first batches.
    const crashed = await runChild(url.toString(), yesterday, 2);
    assert.equal(crashed.signal, 'SIGKILL');
    const settledAfterCrash = (await Promise.all(lines.map((ad) => settlementsOf(t, ad.id)))).filter((rows) => rows.length).length;
    assert.ok(settledAfterCrash < lines.length, `the crash left work undone (${settledAfterCrash} of ${lines.length} settled)`);

    await settleUpTo(settlementDeps(t), yesterday);
    for (const [i, ad] of lines.entries()) {
      const rows = await settlementsOf(t, ad.id);
      assert.equal(rows.length, 1, `ad ${ad.id} settled once`);
      assert.equal(rows[0].amount, chargeWon(5 + i, PRICE_TENTHS));
      assert.deepEqual(
        (await deductionsOf(t, ad.ownerId)).map((row) => row.amount),
        [-chargeWon(5 + i, PRICE_TENTHS)],
      );
      assert.equal((await holdOf(t, ad.id)).amount, ad.perDay * 3);
      await assertBooksBalance(t, ad.ownerId);
    }
  },
);
