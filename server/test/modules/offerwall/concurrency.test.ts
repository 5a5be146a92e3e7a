/**
 * The daily volume under concurrency (issue 14 item 2): ~100 completes from different users race
 * on one ad with a daily volume of 25; exactly 25 complete, the rest are DAILY_VOLUME_REACHED, and
 * the desk's counter agrees with the rows. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { adHistories } from '../../../src/db/schema/ads';
import { offerwallCompletions } from '../../../src/db/schema/offerwall';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { clickAndWait, complete, createPublisherApp, runningAd } from './helpers';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(async () => t?.close());

const USERS = 100;
const VOLUME = 25;

test(`${USERS} concurrent completes never exceed a daily volume of ${VOLUME}`, { timeout: 300_000 }, async () => {
  const app = await createPublisherApp(t);
  const ad = await runningAd(t, { daily_volume: VOLUME });
  const clicks: number[] = [];
  for (let i = 0; i < USERS; i += 1) clicks.push(await clickAndWait(t, app, ad.id, `race-${i}`));
  t.clock.advance(6_000);
  // Each user also completes twice at once: duplicates must not count either.
  const responses = await Promise.all([...clicks, ...clicks.slice(0, 20)].map((id) => complete(t, app, id)));
  for (const response of responses) assert.ok([200, 409].includes(response.statusCode), response.body);
  const statuses = responses.filter((r) => r.statusCode === 200).map((r) => r.json().status as string);
  assert.equal(statuses.filter((s) => s === 'COMPLETED').length, VOLUME);
  const rows = await t.database.db.select().from(offerwallCompletions).where(eq(offerwallCompletions.adId, ad.id));
  assert.equal(rows.filter((r) => r.status === 'COMPLETED').length, VOLUME);
  assert.ok(rows.filter((r) => r.status === 'REJECTED').every((r) => r.reason === 'DAILY_VOLUME_REACHED'));
  const users = new Set(rows.filter((r) => r.status === 'COMPLETED').map((r) => r.userKey));
  assert.equal(users.size, VOLUME, 'no user counted twice');
  const [history] = await t.database.db
    .select()
    .from(adHistories)
    .where(and(eq(adHistories.adId, ad.id), eq(adHistories.day, t.clock.seoulDay())));
  assert.equal(history.completions, VOLUME);
  assert.equal(history.rejections, rows.filter((r) => r.status === 'REJECTED').length);
  t.clock.reset();
});
