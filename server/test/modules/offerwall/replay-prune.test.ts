/**
 * The seen-signature table is pruned by the database's clock, a minute past the window: an
 * instance whose clock runs ahead, pruning, cannot delete a signature another instance still
 * accepts, so the replay is refused there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SIGNATURE_PRUNE_QUEUE } from '../../../src/modules/offerwall/plugin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { fastJobs, until } from '../../jobs/support';
import { createPublisherApp, signed, type TestPublisherApp } from './helpers';

let pruner: TestApp;
let app: TestPublisherApp;
before(async () => {
  pruner = await buildTestApp({ jobs: fastJobs() });
  app = await createPublisherApp(pruner);
});
after(async () => pruner?.close());

const seen = async (signature: string) =>
  (
    await pruner.database.rawQuery<{ n: number }>('select count(*)::int as n from offerwall_seen_signatures where signature = $1', [
      signature,
    ])
  )[0].n;

/** A row expiring `secondsAgo` before the database's now(). */
async function insertSeen(signature: string, secondsAgo: number) {
  await pruner.database.rawQuery(
    'insert into offerwall_seen_signatures (app_id, signature, expires_at) values ($1, $2, now() - make_interval(secs => $3))',
    [app.id, signature, secondsAgo],
  );
}

describe('seen-signature pruning', () => {
  test('an instance with a fast clock prunes by the database clock, keeping a minute past the window', async () => {
    const url = '/api/offerwall/v1/missions?user=prune-1';
    const timestamp = Math.floor(pruner.clock.now().getTime() / 1000);
    assert.equal((await signed(pruner, app, 'GET', url, undefined, { timestamp })).statusCode, 200);
    const [{ signature }] = await pruner.database.rawQuery<{ signature: string }>(
      'select signature from offerwall_seen_signatures where app_id = $1 order by expires_at desc limit 1',
      [app.id],
    );
    await insertSeen('a'.repeat(64), 30); // past its window, inside the minute
    await insertSeen('b'.repeat(64), 120); // past the minute: goes

    // The pruning instance's clock runs 15 minutes ahead: by it, all three rows have expired.
    pruner.clock.advance((pruner.config.offerwall.signatureWindowSeconds + 600) * 1000);
    await pruner.app.jobs.send(SIGNATURE_PRUNE_QUEUE, {});
    await until(async () => (await seen('b'.repeat(64))) === 0, 20_000, 'the prune job to run');
    assert.equal(await seen('a'.repeat(64)), 1);
    assert.equal(await seen(signature), 1);

    // An instance with the right time still refuses the replay: the signature was kept.
    const other = await buildTestApp({}, {}, pruner);
    try {
      const replay = await signed(other, app, 'GET', url, undefined, { timestamp });
      assert.equal(replay.statusCode, 409, replay.body);
      assert.equal(replay.json().code, 'REPLAYED');
    } finally {
      await other.close();
    }
  });
});
