/**
 * The daily refresh: every tracked keyword once a day, within the daily API-call budget (the
 * rest deferred, not recorded as failures), progress visible, one instance at a time.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { RefreshStatus } from '@nurly/contracts/schemas';
import { seoulDayOf } from '@nurly/contracts';
import { keywordChecks, keywordHistories, keywordRefreshRuns } from '../../../src/db/schema/keywords';
import { keywordsConfigFrom } from '../../../src/modules/keywords/config';
import { createMailer } from '../../../src/modules/keywords/mail';
import { rankProvidersFromEnv } from '../../../src/modules/keywords/rank';
import { runRefresh, withAdvisoryLock, REFRESH_LOCK_KEY } from '../../../src/modules/keywords/refresh';
import { createKeywordsRepository } from '../../../src/modules/keywords/repository';
import { bearer, buildTestApp, demo, type TestApp } from '../../helpers/app';
import { fakeNaverEnv, startFakeNaver, type FakeNaver } from '../../support/fake-naver';

let fake: FakeNaver;
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
const BUDGET = 15;

before(async () => {
  fake = await startFakeNaver();
  Object.assign(process.env, {
    ...fakeNaverEnv(fake),
    NAVER_DAILY_CALL_BUDGET: String(BUDGET),
    KEYWORD_REFRESH_CONCURRENCY: '1',
  });
  t = await buildTestApp();
  admin = bearer((await t.login(...demo.admin)).access);
  customer = bearer((await t.login(...demo.customer)).access);
  // A new day for the seeded tracked keywords.
  await t.database.db.delete(keywordHistories).where(eq(keywordHistories.day, seoulDayOf(new Date())));
});

after(async () => {
  await t.close();
  await fake.close();
});

async function status(): Promise<RefreshStatus> {
  return (await t.inject({ method: 'GET', url: '/api/naver/keywords/refresh/status', headers: customer })).json<RefreshStatus>();
}

/** Waits for a run started after `previous` (the status before the POST) to finish. */
async function untilFinished(previous: RefreshStatus): Promise<RefreshStatus> {
  for (let i = 0; i < 200; i += 1) {
    const current = await status();
    if (!current.running && current.finished_at && current.started_at !== previous.started_at) return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('refresh did not finish');
}

describe('daily refresh', () => {
  it('is started by staff only', async () => {
    const refused = await t.inject({ method: 'POST', url: '/api/naver/keywords/refresh', headers: customer });
    assert.equal(refused.statusCode, 403);
  });

  it('checks tracked keywords in order until the call budget is spent; the rest are deferred, not failed', async () => {
    fake.place('캠핑의자', 5, { productId: '84512345678' });
    const before = await status();
    assert.equal(before.mine.tracked, 9);
    assert.equal(before.mine.checked_today, 0);
    const started = await t.inject({ method: 'POST', url: '/api/naver/keywords/refresh', headers: admin });
    assert.equal(started.statusCode, 202);
    assert.equal(started.json<{ message: string }>().message, '순위 갱신을 시작했습니다.');
    const done = await untilFinished(before);
    // 캠핑의자: 1 call (rank 5); 접이식 캠핑의자: 10 calls (not within 1000); 경량 캠핑의자 needs more than the 4 left.
    assert.equal(done.total, 9);
    assert.equal(done.done, 2);
    assert.equal(done.failed, 0);
    assert.equal(done.deferred, 7);
    assert.equal(done.calls_used, BUDGET);
    assert.equal(done.budget, BUDGET);
    assert.equal(done.mine.checked_today, 2);

    const rows = await t.database.db
      .select()
      .from(keywordChecks)
      .where(inArray(keywordChecks.keyword, ['캠핑의자', '접이식 캠핑의자', '경량 캠핑의자']));
    const byKeyword = Object.fromEntries(rows.map((r) => [r.keyword, r]));
    assert.equal(byKeyword['캠핑의자'].rank, 5);
    assert.equal(byKeyword['캠핑의자'].provider, 'naver-openapi');
    assert.equal(byKeyword['접이식 캠핑의자'].rankText, '1000위 밖');
    // The deferred keyword keeps its last check untouched and has no history for today.
    assert.notEqual(byKeyword['경량 캠핑의자'].provider, 'naver-openapi');
    const today = await t.database.db
      .select()
      .from(keywordHistories)
      .where(eq(keywordHistories.day, seoulDayOf(new Date())));
    assert.equal(today.length, 2);
  });

  it('spends nothing more once the budget is used up, and never writes a second row for the day', async () => {
    const requestsBefore = fake.requests.length;
    const previous = await status();
    await t.inject({ method: 'POST', url: '/api/naver/keywords/refresh', headers: admin });
    const again = await untilFinished(previous);
    assert.equal(again.total, 7);
    assert.equal(again.deferred, 7);
    assert.equal(fake.requests.length, requestsBefore);
    const today = await t.database.db
      .select()
      .from(keywordHistories)
      .where(eq(keywordHistories.day, seoulDayOf(new Date())));
    assert.equal(today.length, 2);
    const runs = await t.database.db.select().from(keywordRefreshRuns);
    assert.equal(runs.length, 2);
  });

  it('runs on one holder of the advisory lock at a time', async () => {
    const ctx = {
      repo: createKeywordsRepository(t.database.db),
      database: t.database,
      providers: rankProvidersFromEnv(),
      config: keywordsConfigFrom(),
      mailer: createMailer(null, 'x', t.app.log),
      log: t.app.log,
    };
    const skipped = await withAdvisoryLock(ctx, REFRESH_LOCK_KEY, () => runRefresh(ctx));
    assert.equal(skipped, null, 'the lock is already held, so the inner run is skipped');
    const run = await runRefresh(ctx);
    assert.ok(run, 'the lock is free again');
  });
});
