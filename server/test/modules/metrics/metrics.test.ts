import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../helpers/app';

const TOKEN = 'a-scraper-token-0123456789';

describe('GET /metrics and the health pair', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
  });
  after(() => t.close());

  it('is closed without the token, and a wrong token learns nothing more', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }]) {
      const response = await t.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(response.statusCode, 404, JSON.stringify(headers));
      assert.equal(response.json().code, 'NOT_FOUND');
    }
  });

  it('reports requests per route pattern and status, postbacks, queues and the last settled day', async () => {
    await t.inject({ method: 'GET', url: '/api/notice/1' });
    await t.inject({ method: 'GET', url: '/api/user' });
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/plain; version=0\.0\.4/);
    const text = response.body;
    // The pattern, not the URL: one series per route whatever the id.
    assert.match(text, /nurly_http_request_duration_seconds_count\{method="GET",route="\/api\/user",status_code="401"\} 1/);
    assert.doesNotMatch(text, /route="\/api\/notice\/1"/);
    assert.match(text, /nurly_postback_oldest_pending_seconds \d/);
    // The demo fortnight (test snapshot) settled its days: the gauge is a real Seoul midnight.
    const settled = Number(/nurly_settlement_last_day_timestamp_seconds (\d+)/.exec(text)?.[1]);
    assert.ok(settled > 1_700_000_000, `last settled day ${settled}`);
    assert.equal(new Date(settled * 1000).getUTCHours(), 15, 'Seoul midnight is 15:00 UTC');
    assert.match(text, /# TYPE nurly_job_queue_jobs gauge/);
    assert.match(text, /nurly_process_cpu_seconds_total/);
  });

  it('answers liveness always and readiness from the database and the jobs', async () => {
    const live = await t.inject({ method: 'GET', url: '/api/health/live' });
    assert.deepEqual(live.json(), { status: 'ok' });
    const ready = await t.inject({ method: 'GET', url: '/api/health/ready' });
    assert.equal(ready.statusCode, 200);
    // The test environment runs without background jobs (JOBS_ENABLED off under NODE_ENV=test).
    assert.deepEqual(ready.json(), { status: 'ok', database: 'ok', jobs: 'off', remotes: 'ok' });
  });
});
