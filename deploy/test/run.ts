/**
 * `pnpm test:deploy`: the deployment recipe of deploy/ tested end to end on loopback (stack.ts starts
 * PostgreSQL, s3rver, two instances of the compiled server and HAProxy with deploy/haproxy.cfg).
 * Through the balancer only, by hostname: staff funds an advertiser, the advertiser books two ads,
 * staff approves them, a publisher registers an app with a postback URL, end users click and
 * complete missions with signed publisher requests — and one instance is killed with SIGKILL while
 * the completions are in flight. Then the shared test clock moves to the next day (the settlement
 * runs), a second move through the other instance runs it again, and the books are checked in the
 * database: completions never above the daily volume and each volume reached, none counted twice,
 * every postback delivered to the receiver, one charge per ad-day, and an upload readable from
 * either instance. Prints a summary; exits 1 on any failed check.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/client';
import { seedDemo } from '../../server/src/db/seed';
import { seedPoints } from '../../server/src/modules/points/seed';
import { ledgerKey } from '../../server/src/modules/settlement/service';
import { books, type Books } from './books';
import { Client, completeAll, type CompletionTally } from './client';
import { buildServerIfStale, hosts, startStack, until, type Stack } from './stack';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[deploy ${elapsed()}] ${line}`);

const ADS = 2;
const DAILY_VOLUME = 40;
const USERS = 70;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-deploy-'));
let stack: Stack | undefined;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  buildServerIfStale(log);
  stack = await startStack({ instances: 2, workDir, log });
  const [first, second] = stack.instances;

  // Accounts of the demo seed (admin, staff, the publisher `offerwall`, the advertiser `customer`), no fortnight.
  const database = openDatabase({ databaseUrl: stack.databaseUrl, poolSize: 4 });
  try {
    for (const seed of [seedDemo, seedPoints]) await seed(database.db);
  } finally {
    await database.close();
  }

  const site = new Client(stack.balancer, hosts.default);
  const console_ = new Client(stack.balancer, hosts.admin);
  const admin = await site.login('admin', 'admin1234');
  const staff = await site.login('staff', 'staff1234');
  const customer = await site.login('customer', 'customer1234');
  const publisherLogin = await console_.login('offerwall', 'offerwall1234');

  // The advertiser funded by staff, two ads booked for today and tomorrow, approved by staff.
  const me = await site.json<{ id: number }>('GET', '/api/user', customer);
  await site.json('POST', '/api/admin/b2b/balance', staff, { user_id: me.id, amount: 100_000, action: 'CHARGE' });
  const today = (await site.json<{ seoul_day: string }>('GET', '/api/dev/clock', admin)).seoul_day;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const adIds: number[] = [];
  for (let i = 0; i < ADS; i += 1) {
    const created = await site.json<{ campaign: { lines: { id: number }[] } }>('POST', '/api/admin/ads', customer, {
      channel: 'NAVER_SHOPPING',
      keyword: `배포시험 캠핑의자 ${i + 1}`,
      mid: `8451234567${i}`,
      product_code: 'naverapp',
      daily_volume: DAILY_VOLUME,
      start_date: today,
      end_date: tomorrow,
    });
    const id = created.campaign.lines[0].id;
    await site.json('PUT', `/api/admin/ads/${id}`, staff, { action: 'approve' });
    adIds.push(id);
  }
  log(`${ADS} ads × ${DAILY_VOLUME}/day booked and approved for ${today}–${tomorrow}`);

  // The publisher's app, its postbacks to the local receiver.
  const created = await console_.json<{ app: { id: number; api_key: string }; secret: string }>(
    'POST',
    '/api/offerwall/apps',
    publisherLogin,
    {
      name: '배포 시험 매체',
      postback_url: stack.receiver.url,
    },
  );
  const publisher = { key: created.app.api_key, secret: created.secret };

  // Every user clicks every ad (more users than the daily volume), then waits out the minimum seconds on the server's clock.
  const clicks: { id: number; user: string; adId: number }[] = [];
  const offset = async () => (await site.json<{ offset_seconds: number }>('GET', '/api/dev/clock', admin)).offset_seconds;
  let clockOffset = await offset();
  for (const adId of adIds) {
    await Promise.all(
      Array.from({ length: USERS }, async (_, u) => {
        const user = `deploy-user-${u}`;
        const click = await site.signed<{ click_id: number }>(publisher, clockOffset, 'POST', '/api/offerwall/v1/clicks', {
          mission_id: adId,
          user,
          ip: `203.0.113.${u + 1}`,
        });
        if (click.status !== 201) throw new Error(`click ${user} on ${adId}: ${click.status} ${JSON.stringify(click.body)}`);
        clicks.push({ id: click.body.click_id, user, adId });
      }),
    );
  }
  await site.json('POST', '/api/dev/clock', admin, { advance_seconds: 6 });
  clockOffset = await offset();
  log(`${clicks.length} clicks of ${USERS} users; the shared clock moved 6 s`);

  // An upload through the balancer, before the kill.
  const upload = await site.upload(customer, 'MID-84512345670');

  // Completions, 12 at a time; the second instance is killed with SIGKILL once a third are sent.
  let killedAt = -1;
  const tally: CompletionTally = await completeAll(
    site,
    publisher,
    () => clockOffset,
    clicks,
    12,
    (sent) => {
      if (killedAt < 0 && sent >= clicks.length / 3) {
        killedAt = sent;
        second.child.kill('SIGKILL');
        log(`SIGKILL to ${second.name} (port ${second.port}) after ${sent} completion calls`);
      }
    },
  );
  log(`completions: ${JSON.stringify(tally.answers)} (${tally.retried} calls retried after a failed answer)`);

  // The killed instance comes back (systemd's Restart=on-failure); HAProxy's check takes it in again.
  await stack.start(second.name);
  await stack.upInBalancer(2);
  log(`${second.name} restarted and back in the balancer`);

  // The next day through the balancer (the settlement runs), then again through each instance directly.
  const moved = await site.json<{ clock: { seoul_day: string }; settlement: unknown }>('POST', '/api/dev/clock', admin, {
    advance_days: 1,
  });
  for (const instance of [first, stack.instances[1]]) {
    await new Client(instance.url, hosts.default).json('POST', '/api/dev/clock', admin, { advance_seconds: 1 });
  }
  log(`clock moved to ${moved.clock.seoul_day}: settlement ran three times (balancer, ${first.name}, ${stack.instances[1].name})`);

  // Postbacks: queued by the completions, delivered by the jobs of either instance (the sweep finds
  // any an instance was killed in the middle of).
  const db = openDatabase({ databaseUrl: stack.databaseUrl, poolSize: 2 });
  let result: Books;
  try {
    await until(
      async () => (await books(db, publisher.key, today, adIds, ledgerKey)).pendingPostbacks === 0,
      90_000,
      'every postback delivered',
    );
    result = await books(db, publisher.key, today, adIds, ledgerKey);
  } finally {
    await db.close();
  }
  const heard = new Set(stack.receiver.bodies.map((body) => String(body.transaction_id ?? body.completion_id ?? JSON.stringify(body))));

  // The upload read back from each instance and through the balancer.
  const readable = await Promise.all(
    [...stack.instances.map((instance) => new Client(instance.url, hosts.default)), site].map(async (client) =>
      (await client.raw('GET', upload.url, customer)).equals(upload.bytes),
    ),
  );

  // Graceful drain: SIGTERM to the first instance while requests stream through the balancer.
  const drained = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
  let sentDuring = 0;
  const during = Promise.all(
    Array.from({ length: 8 }, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        sentDuring += 1;
        if (sentDuring === 30) first.child.kill('SIGTERM');
        statuses.push(
          await site.json('GET', '/api/user', customer).then(
            () => 200,
            (error: Error) => {
              log(`during the drain: ${error.message}`);
              return Number(/: (\d{3}) /.exec(error.message)?.[1] ?? 0);
            },
          ),
        );
      }
      return statuses;
    }),
  );
  const drainStatuses = (await during).flat();
  const drainExit = await drained;
  log(`SIGTERM to ${first.name} under ${drainStatuses.length} requests: exit code ${drainExit}`);

  console.log(`\ndeploy test summary (${elapsed()}):`);
  console.log(
    `  ${clicks.length} clicks, ${tally.calls} complete calls, answers ${JSON.stringify(tally.answers)}; ${second.name} SIGKILLed after ${killedAt} calls`,
  );
  console.log(`  per ad COMPLETED: ${result.perAd.map((ad) => `${ad.adId}: ${ad.completed}/${DAILY_VOLUME}`).join(', ')}`);
  console.log(
    `  postbacks: ${result.delivered} delivered, ${result.pendingPostbacks} pending, ${result.failedPostbacks} failed; receiver heard ${heard.size} distinct (${stack.receiver.bodies.length} requests)`,
  );
  console.log(
    `  charges: ${result.charges.map((c) => `${c.adId}/${c.day}: ${c.settlements} settlement row, ${c.ledgerRows} AD_DEDUCT`).join('; ')}`,
  );
  check(
    result.perAd.every((ad) => ad.completed <= DAILY_VOLUME),
    'completions never above the daily volume',
  );
  check(
    result.perAd.every((ad) => ad.completed === DAILY_VOLUME),
    'each ad reached its daily volume (failed calls retried)',
  );
  check(
    result.doubled === 0 && result.clicksTwice === 0,
    `none counted twice (user+ad+day: ${result.doubled}, click: ${result.clicksTwice})`,
  );
  check(
    tally.answers.COMPLETED <= result.completed,
    `every COMPLETED answer is a COMPLETED row (${tally.answers.COMPLETED ?? 0} ≤ ${result.completed})`,
  );
  check(
    result.postbacks === result.completed && result.delivered === result.completed && heard.size >= result.completed,
    'every postback delivered',
  );
  check(
    result.charges.length === ADS && result.charges.every((c) => c.settlements === 1 && c.ledgerRows === 1),
    'one charge per ad-day, after three settlement runs',
  );
  check(
    drainExit === 0 && drainStatuses.every((status) => status === 200),
    `SIGTERM drains: exit 0, every request answered 200 (${drainStatuses.filter((st) => st !== 200).length} not)`,
  );
  check(readable.every(Boolean), `the upload is readable from either instance and through the balancer (${readable.join(', ')})`);
} catch (error) {
  failures.push((error as Error).stack ?? String(error));
  console.error(error);
} finally {
  await stack?.stop();
  if (failures.length) console.log(`\nlogs kept in ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}

console.log(failures.length ? `\ntest:deploy FAILED (${failures.length}) in ${elapsed()}` : `\ntest:deploy passed in ${elapsed()}`);
process.exit(failures.length ? 1 : 0);
