/**
 * The daily volume under concurrency: ~100 completes from different users race
 * on one ad with a daily volume of 25; exactly 25 complete, the rest are DAILY_VOLUME_REACHED, and
 * the desk's counter agrees with the rows. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { adHistories } from '../../../src/db/schema/ads';
import { offerwallCompletions } from '../../../src/db/schema/offerwall';
import { buildTestApp, fileTestApp } from '../../helpers/app';
import { clickAndWait, complete, createPublisherApp, runningAd } from './helpers';

const t = await fileTestApp();

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

test(
  'completions on several lanes: each ad stays within its volume, a second click of a user is a DUPLICATE',
  { timeout: 300_000 },
  async () => {
    // Three lanes (OFFERWALL_COMPLETION_LANES): the ads are spread over them by id, each lane batches
    // its own ads, and the calls of one ad (both clicks of a user included) always meet in one lane.
    const lanes = await buildTestApp({}, { OFFERWALL_COMPLETION_LANES: '3' });
    try {
      const app = await createPublisherApp(lanes);
      const volume = 6;
      const ads = [];
      for (let i = 0; i < 4; i += 1) ads.push(await runningAd(lanes, { daily_volume: volume }));
      const calls: { adId: number; user: string; clickId: number }[] = [];
      for (const ad of ads)
        for (let u = 0; u < 12; u += 1) {
          const user = `lane-${ad.id}-${u}`;
          calls.push({ adId: ad.id, user, clickId: await clickAndWait(lanes, app, ad.id, user) });
          // Every third user clicks the same ad twice (another body, so another signature) before completing: one of the two must not count.
          if (u % 3 === 0) calls.push({ adId: ad.id, user, clickId: await clickAndWait(lanes, app, ad.id, user, { adid: `second-${u}` }) });
        }
      lanes.clock.advance(6_000);
      const responses = await Promise.all(calls.map((call) => complete(lanes, app, call.clickId)));
      for (const response of responses) assert.equal(response.statusCode, 200, response.body);
      const answers = responses.map((response) => response.json() as { status: string; transaction_id: string | null });
      for (const ad of ads) {
        const mine = answers.filter((_, index) => calls[index].adId === ad.id);
        assert.equal(mine.filter((a) => a.status === 'COMPLETED').length, volume, `ad ${ad.id}: exactly its volume`);
        const rows = await lanes.database.db.select().from(offerwallCompletions).where(eq(offerwallCompletions.adId, ad.id));
        const completed = rows.filter((r) => r.status === 'COMPLETED');
        assert.equal(completed.length, volume);
        assert.equal(new Set(completed.map((r) => r.userKey)).size, volume, 'no user counted twice');
        const [history] = await lanes.database.db
          .select()
          .from(adHistories)
          .where(and(eq(adHistories.adId, ad.id), eq(adHistories.day, lanes.clock.seoulDay())));
        assert.equal(history.completions, volume);
        assert.equal(history.rejections, rows.filter((r) => r.status === 'REJECTED').length);
      }
      // A DUPLICATE names the transaction of the user's counted completion (or none when neither counted).
      const transactionOf = new Map(
        answers.flatMap((answer, index) =>
          answer.status === 'COMPLETED' ? [[`${calls[index].adId}:${calls[index].user}`, answer.transaction_id] as const] : [],
        ),
      );
      const duplicates = answers.flatMap((answer, index) => (answer.status === 'DUPLICATE' ? [{ answer, call: calls[index] }] : []));
      for (const { answer, call } of duplicates)
        assert.equal(answer.transaction_id, transactionOf.get(`${call.adId}:${call.user}`) ?? null);
      assert.ok(duplicates.length >= 1, 'the first user of each ad clicked twice: its second call is a DUPLICATE');
    } finally {
      await lanes.close();
    }
  },
);
