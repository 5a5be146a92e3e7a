/**
 * The pgbench side of `bench:transfers` (transfers.ts): the floor's script (the two balance updates and
 * the two ledger rows of one transfer, nothing else), the app's own statement for comparison, and one
 * pgbench run of a fixed number of transactions (its tps without the connections' start).
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { PGBIN } from './support';

const run = promisify(execFile);

/** The pgbench script: the two balance updates and the two ledger rows of one transfer, nothing else. */
export function floorScript(pairs: number): string {
  return [
    `\\set p random(1, ${pairs})`,
    '\\set amt random(1, 5)',
    'BEGIN;',
    'UPDATE users SET point = point - :amt WHERE id = (SELECT sender FROM bench_transfer_pairs WHERE id = :p) RETURNING id AS a, point AS pa \\gset',
    'UPDATE users SET point = point + :amt WHERE id = (SELECT target FROM bench_transfer_pairs WHERE id = :p) RETURNING id AS b, point AS pb \\gset',
    "INSERT INTO point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key, counterparty_id) VALUES (:a, 'TRANSFER_OUT', '하위 계정 충전', -(:amt)::bigint, :pa, 'floor:' || gen_random_uuid(), :b) RETURNING id AS o \\gset",
    "INSERT INTO point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key, counterparty_id, related_id) VALUES (:b, 'TRANSFER_IN', '상위 계정에서 충전', :amt, :pb, 'floor-in:' || :o, :a, :o);",
    'COMMIT;',
    '',
  ].join('\n');
}

/**
 * For comparison (not the target's floor): the app's own statement, `nurly_book_transfer` with its
 * audit row, run by pgbench in the same way — what the database does per move without the app.
 */
export function functionScript(pairs: number): string {
  return [
    `\\set p random(1, ${pairs})`,
    '\\set amt random(1, 5)',
    'SELECT sender AS s, target AS t FROM bench_transfer_pairs WHERE id = :p \\gset',
    "WITH moved AS MATERIALIZED (SELECT nurly_book_transfer(:s, :t, false, :amt, :s, NULL, 'fn:' || gen_random_uuid(), 'fn-in:' || gen_random_uuid(), '하위 계정 충전', '상위 계정에서 충전') AS r), " +
      "audited AS (INSERT INTO audit_events (actor_id, account_id, action, before, after, at) SELECT :s, :t, 'TRANSFER', jsonb_build_object('sender_balance', (r ->> 'sender_point')::bigint), jsonb_build_object('amount', (:amt)::bigint), now() FROM moved WHERE r ->> 'outcome' = 'BOOKED') " +
      "SELECT r ->> 'outcome' FROM moved;",
    '',
  ].join('\n');
}

export async function runFloor(floorUrl: string, script: string, clients: number, transactions: number): Promise<number> {
  const url = new URL(floorUrl);
  const { stdout } = await run(
    `${PGBIN}/pgbench`,
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, os.cpus().length)),
      '-t',
      String(Math.ceil(transactions / clients)),
      '-f',
      script,
      '-h',
      url.hostname,
      '-p',
      url.port,
      '-U',
      url.username || 'postgres',
      url.pathname.slice(1),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  if (!Number.isFinite(tps) || failed) throw new Error(`pgbench said:\n${stdout}`);
  return tps;
}
