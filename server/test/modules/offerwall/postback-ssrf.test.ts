/**
 * Where a postback may go (postback-target.ts, postback-http.ts): loopback, private, link-local,
 * unique-local, CGNAT, multicast, unspecified, broadcast and cloud metadata addresses — as IPv4,
 * IPv6, IPv4-mapped IPv6, decimal/octal/hex spellings and names resolving to them — are refused when
 * an app is saved (400 naming postback_url, nothing written) and again before every attempt (nothing
 * sent; the row FAILED with `BLOCKED`); plain http only outside production; the operator's
 * allow-list opens private ranges but never metadata; the attempt connects to the address it
 * checked (a name re-pointed at loopback after the save is refused; one lookup per attempt),
 * redirects are not followed, the answer is read up to a cap, and the publisher sees a class,
 * never the receiver's body.
 *
 * This file's app allows no private address (OFFERWALL_POSTBACK_ALLOW_PRIVATE empty); the local
 * receivers are reached only through apps and rules that allow loopback explicitly.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { offerwallMessages, type PostbackAddressKind } from '@nurly/contracts';
import { loadConfig } from '../../../src/config';
import { offerwallPostbacks, publisherApps } from '../../../src/db/schema/offerwall';
import { systemLookup, type HostLookup } from '../../../src/lib/net/lookup';
import { offerwallConfigFrom } from '../../../src/modules/offerwall/config';
import { POSTBACK_RESPONSE_CAP_BYTES, postToTarget } from '../../../src/modules/offerwall/postback-http';
import { postbackTargetRules, vetPostbackUrl } from '../../../src/modules/offerwall/postback-target';
import { deliverPostback, type PostbackDeps } from '../../../src/modules/offerwall/postbacks';
import { createOfferwallRepository } from '../../../src/modules/offerwall/repository';
import { buildTestApp, tableLookup, type TestApp } from '../../helpers/app';
import {
  clickAndWait,
  complete,
  createPublisherApp,
  publisherHeaders,
  runningAd,
  signed,
  type Headers,
  type TestPublisherApp,
} from './helpers';

let t: TestApp;
let headers: Headers;
/** The rules of this file's app: http allowed (not production), no private address. */
let strict: PostbackDeps;
/** The same with loopback allowed (the development allowance): to show what is refused for other reasons. */
let loopbackAllowed: PostbackDeps;

interface Receiver {
  base: string;
  port: number;
  hits: { url: string; host: string; body: string }[];
  server: http.Server;
}

const receivers: Receiver[] = [];

/** A local HTTP receiver on 127.0.0.1 that records what reaches it and answers with `answer`. */
async function receiver(
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_q, r) => r.end('ok'),
): Promise<Receiver> {
  const hits: Receiver['hits'] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      hits.push({ url: request.url ?? '', host: request.headers.host ?? '', body });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const made = { base: `http://127.0.0.1:${port}`, port, hits, server };
  receivers.push(made);
  return made;
}

function depsWith(env: Record<string, string>, lookup: HostLookup = tableLookup(t.hosts)): PostbackDeps {
  const config = offerwallConfigFrom({ NODE_ENV: 'test', ...env });
  return { repo: createOfferwallRepository(t.database.db), clock: t.clock, timeoutMs: 3_000, target: postbackTargetRules(config, lookup) };
}

let app: TestPublisherApp;
let postbackId: number;

before(async () => {
  t = await buildTestApp({}, { OFFERWALL_POSTBACK_ALLOW_PRIVATE: '' });
  headers = await publisherHeaders(t);
  strict = depsWith({});
  loopbackAllowed = depsWith({ OFFERWALL_POSTBACK_ALLOW_PRIVATE: '127.0.0.0/8,::1/128' });
  // The demo seed's pending postbacks are not this file's business.
  await t.database.db
    .update(offerwallPostbacks)
    .set({ status: 'FAILED', nextAttemptAt: null })
    .where(eq(offerwallPostbacks.status, 'PENDING'));
  // One completed mission whose postback row the send-time tests point at different URLs.
  app = await createPublisherApp(t, { postback_url: 'https://example.com/pb' }, headers);
  const ad = await runningAd(t);
  const clickId = await clickAndWait(t, app, ad.id, 'ssrf-user');
  t.clock.advance(6_000);
  const done = await complete(t, app, clickId);
  assert.equal(done.json().status, 'COMPLETED', done.body);
  const [row] = await t.database.db.select().from(offerwallPostbacks).where(eq(offerwallPostbacks.appId, app.id));
  postbackId = row.id;
});
after(async () => {
  for (const r of receivers) {
    r.server.closeAllConnections();
    r.server.close();
  }
  await t?.close();
});

const rowOf = async () => (await t.database.db.select().from(offerwallPostbacks).where(eq(offerwallPostbacks.id, postbackId)))[0];

/** Points the row at `url` (as if stored before the rules), makes it due, and runs one attempt. */
async function attempt(url: string, deps: PostbackDeps) {
  await t.database.db
    .update(offerwallPostbacks)
    .set({ url, status: 'PENDING', attempts: 0, nextAttemptAt: t.clock.now(), lastError: null, lastStatusCode: null, deliveredAt: null })
    .where(eq(offerwallPostbacks.id, postbackId));
  const result = await deliverPostback(deps, postbackId);
  return { result, row: await rowOf() };
}

const createWith = (postback_url: string, as = headers) =>
  t.inject({ method: 'POST', url: '/api/offerwall/apps', payload: { name: '내부 주소 앱', postback_url }, headers: as });

/** [url, kind, address the message names, name that resolved to it] */
type Refused = [url: string, kind: PostbackAddressKind, address: string, host?: string];

const refusedAtSave: Refused[] = [
  ['http://127.0.0.1:8080/postback', 'loopback', '127.0.0.1'],
  ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', 'metadata', '169.254.169.254'],
  ['http://[fd00:ec2::254]/latest/meta-data/', 'metadata', 'fd00:ec2::254'],
  ['http://metadata.google.internal/computeMetadata/v1/', 'metadata', 'metadata.google.internal'],
  ['http://METADATA.google.internal./computeMetadata/v1/', 'metadata', 'metadata.google.internal'],
  ['http://10.0.0.5/pb', 'private', '10.0.0.5'],
  ['http://172.16.0.1/pb', 'private', '172.16.0.1'],
  ['http://172.31.255.254/pb', 'private', '172.31.255.254'],
  ['http://192.168.0.10/pb', 'private', '192.168.0.10'],
  ['http://100.64.0.1/pb', 'shared', '100.64.0.1'],
  ['http://169.254.10.10/pb', 'link-local', '169.254.10.10'],
  ['http://[fe80::1]/pb', 'link-local', 'fe80::1'],
  ['http://[fd12:3456::1]/pb', 'unique-local', 'fd12:3456::1'],
  ['http://[::1]:8080/pb', 'loopback', '::1'],
  ['http://[::ffff:127.0.0.1]:8080/pb', 'loopback', '::ffff:7f00:1'],
  ['http://[::ffff:7f00:1]/pb', 'loopback', '::ffff:7f00:1'],
  ['http://[::ffff:169.254.169.254]/pb', 'metadata', '::ffff:a9fe:a9fe'],
  ['http://[64:ff9b::10.0.0.1]/pb', 'private', '64:ff9b::a00:1'],
  ['http://2130706433/pb', 'loopback', '127.0.0.1'],
  ['http://0177.0.0.1/pb', 'loopback', '127.0.0.1'],
  ['http://0x7f000001/pb', 'loopback', '127.0.0.1'],
  ['http://0x7f.1/pb', 'loopback', '127.0.0.1'],
  ['http://127.1/pb', 'loopback', '127.0.0.1'],
  ['http://[::]/pb', 'unspecified', '::'],
  ['http://0.0.0.0/pb', 'unspecified', '0.0.0.0'],
  ['http://224.0.0.1/pb', 'multicast', '224.0.0.1'],
  ['http://255.255.255.255/pb', 'broadcast', '255.255.255.255'],
  ['https://localhost/pb', 'loopback', '127.0.0.1', 'localhost'],
  ['https://internal.example/pb', 'private', '10.1.2.3', 'internal.example'],
  // Every answer must be public: one internal answer is enough to refuse.
  ['https://mixed.example/pb', 'private', '192.168.1.1', 'mixed.example'],
];

describe('at save', () => {
  before(() => {
    t.hosts.set('internal.example', ['10.1.2.3']);
    t.hosts.set('mixed.example', ['93.184.215.14', '192.168.1.1']);
  });

  test('every internal form is a 400 naming postback_url with its Korean message, on create and on edit, and nothing is written', async () => {
    const countBefore = (await t.inject({ method: 'GET', url: '/api/offerwall/apps', headers })).json().count;
    for (const [url, kind, address, host] of refusedAtSave) {
      const expected = offerwallMessages.postbackUrlBlocked(kind, address, host);
      const created = await createWith(url);
      assert.equal(created.statusCode, 400, `${url}: ${created.body}`);
      assert.equal(created.json().field, 'postback_url', url);
      assert.equal(created.json().message, expected, url);
      const edited = await t.inject({
        method: 'PATCH',
        url: `/api/offerwall/apps/${app.id}`,
        payload: { name: '바뀌면 안 되는 이름', postback_url: url },
        headers,
      });
      assert.equal(edited.statusCode, 400, `${url}: ${edited.body}`);
      assert.equal(edited.json().message, expected, url);
    }
    assert.equal((await t.inject({ method: 'GET', url: '/api/offerwall/apps', headers })).json().count, countBefore);
    const [stored] = await t.database.db.select().from(publisherApps).where(eq(publisherApps.id, app.id));
    assert.equal(stored.postbackUrl, 'https://example.com/pb');
    assert.notEqual(stored.name, '바뀌면 안 되는 이름');
  });

  test('the messages say what is wrong in Korean', () => {
    assert.equal(
      offerwallMessages.postbackUrlBlocked('metadata', '169.254.169.254'),
      '포스트백 URL에는 클라우드 메타데이터 주소(169.254.169.254)를 사용할 수 없습니다. 공개 인터넷 주소를 입력해주세요.',
    );
    assert.equal(
      offerwallMessages.postbackUrlBlocked('loopback', '127.0.0.1', 'localhost'),
      '포스트백 URL의 호스트(localhost)가 루프백 주소(127.0.0.1)를 가리켜 사용할 수 없습니다. 공개 인터넷 주소를 입력해주세요.',
    );
  });

  test('a name that does not resolve is refused (the receiver must be reachable); a public one is stored', async () => {
    const unknown = await createWith('https://nowhere.example/pb');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().field, 'postback_url');
    assert.equal(unknown.json().message, offerwallMessages.postbackUrlUnresolved('nowhere.example'));
    for (const url of [
      'https://example.com/pb',
      'https://93.184.215.14/pb',
      'http://example.com/pb',
      'https://[2606:4700:4700::1111]/pb',
    ]) {
      const created = await createWith(url);
      assert.equal(created.statusCode, 201, `${url}: ${created.body}`);
      assert.equal(created.json().app.postback_url, new URL(url).toString());
    }
  });

  test('production rules: plain http is refused, https accepted; the server refuses to start with http allowed', async () => {
    const production = await buildTestApp({ offerwall: { postbackAllowHttp: false } }, { OFFERWALL_POSTBACK_ALLOW_PRIVATE: '' }, t);
    try {
      const http = await production.inject({
        method: 'POST',
        url: '/api/offerwall/apps',
        payload: { name: 'x', postback_url: 'http://example.com/pb' },
        headers,
      });
      assert.equal(http.statusCode, 400);
      assert.equal(http.json().field, 'postback_url');
      assert.equal(http.json().message, offerwallMessages.postbackUrlHttpsOnly);
      const https = await production.inject({
        method: 'POST',
        url: '/api/offerwall/apps',
        payload: { name: 'x', postback_url: 'https://example.com/pb' },
        headers,
      });
      assert.equal(https.statusCode, 201, https.body);
    } finally {
      await production.close();
    }
    const secret = 'x'.repeat(40);
    assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).offerwall.postbackAllowHttp, false);
    assert.equal(loadConfig({ NODE_ENV: 'development' }).offerwall.postbackAllowHttp, true);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OFFERWALL_POSTBACK_ALLOW_HTTP: '1' }),
      /OFFERWALL_POSTBACK_ALLOW_HTTP/,
    );
    // The allow-list is off unless set, in every mode; set, it must be IPs or CIDRs.
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).offerwall.postbackAllowPrivate, []);
    assert.deepEqual(loadConfig({}).offerwall.postbackAllowPrivate, []);
    assert.deepEqual(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OFFERWALL_POSTBACK_ALLOW_PRIVATE: '10.20.0.0/16' }).offerwall
        .postbackAllowPrivate,
      ['10.20.0.0/16'],
    );
    assert.throws(
      () => loadConfig({ OFFERWALL_POSTBACK_ALLOW_PRIVATE: '10.0.0.0/8,intranet' }),
      /OFFERWALL_POSTBACK_ALLOW_PRIVATE.*intranet/,
    );
  });

  test("the operator's allow-list opens the ranges it lists, never cloud metadata", async () => {
    const allowing = await buildTestApp({}, { OFFERWALL_POSTBACK_ALLOW_PRIVATE: '127.0.0.0/8,169.254.0.0/16,10.0.0.0/8' }, t);
    try {
      const post = (postback_url: string) =>
        allowing.inject({ method: 'POST', url: '/api/offerwall/apps', payload: { name: 'x', postback_url }, headers });
      for (const url of [
        'http://127.0.0.1:8090/postback',
        'http://[::ffff:127.0.0.1]:8090/postback',
        'http://10.9.8.7/pb',
        'http://169.254.10.10/pb',
      ])
        assert.equal((await post(url)).statusCode, 201, url);
      for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://metadata.google.internal/', 'http://192.168.0.1/pb']) {
        const refused = await post(url);
        assert.equal(refused.statusCode, 400, url);
        assert.equal(refused.json().field, 'postback_url');
      }
    } finally {
      await allowing.close();
    }
  });
});

describe('at send', () => {
  test('a stored internal URL is refused before connecting: FAILED at once with BLOCKED, the receiver gets nothing', async () => {
    const inside = await receiver();
    const port = inside.port;
    for (const url of [
      `http://127.0.0.1:${port}/hit`,
      `http://[::ffff:127.0.0.1]:${port}/hit`,
      `http://2130706433:${port}/hit`,
      `http://0177.0.0.1:${port}/hit`,
      `http://0x7f.1:${port}/hit`,
      `http://localhost:${port}/hit`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://10.0.0.5/pb',
      'http://172.16.0.1/pb',
      'http://192.168.0.10/pb',
      'http://100.64.0.1/pb',
      'http://[::]/pb',
      'http://0.0.0.0/pb',
      'http://224.0.0.1/pb',
    ]) {
      const { result, row } = await attempt(url, strict);
      assert.equal(result, 'FAILED', url);
      assert.equal(row.status, 'FAILED', url);
      assert.equal(row.attempts, 1, url);
      assert.equal(row.nextAttemptAt, null, url);
      assert.equal(row.lastError, 'BLOCKED', url);
      assert.equal(row.lastStatusCode, null, url);
    }
    assert.equal(inside.hits.length, 0);
    // The publisher sees the class on its mission log and through the publisher API.
    const logs = await t.inject({ method: 'GET', url: `/api/offerwall/mission-logs?app_id=${app.id}`, headers });
    assert.deepEqual(logs.json().results[0].postback, {
      id: postbackId,
      status: 'FAILED',
      attempts: 1,
      last_status_code: null,
      last_error: 'BLOCKED',
    });
    const transactionId = ((await rowOf()).payload as { transaction_id: string }).transaction_id;
    const read = await signed(t, app, 'GET', `/api/offerwall/v1/transactions/${transactionId}`);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().postback.last_error, 'BLOCKED');
  });

  test('plain http stored earlier is refused at send under production rules', async () => {
    const target = await receiver();
    const production = depsWith({ NODE_ENV: 'production', OFFERWALL_POSTBACK_ALLOW_PRIVATE: '127.0.0.0/8' });
    const { row } = await attempt(`${target.base}/hit`, production);
    assert.equal(row.status, 'FAILED');
    assert.equal(row.lastError, 'BLOCKED');
    assert.equal(target.hits.length, 0);
  });

  test('a name that resolved to a public address at save and to 127.0.0.1 at send is refused (DNS rebinding)', async () => {
    const inside = await receiver();
    t.hosts.set('rebind.example', ['93.184.215.14']);
    const saved = await t.inject({
      method: 'PATCH',
      url: `/api/offerwall/apps/${app.id}`,
      payload: { postback_url: `http://rebind.example:${inside.port}/hit` },
      headers,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    t.hosts.set('rebind.example', ['127.0.0.1']);
    const { row } = await attempt(`http://rebind.example:${inside.port}/hit`, strict);
    assert.equal(row.status, 'FAILED');
    assert.equal(row.lastError, 'BLOCKED');
    assert.equal(inside.hits.length, 0);
    // The system resolver too: `localhost` is loopback.
    const system = depsWith({}, systemLookup);
    const viaSystem = await attempt(`http://localhost:${inside.port}/hit`, system);
    assert.equal(viaSystem.row.lastError, 'BLOCKED');
    assert.equal(inside.hits.length, 0);
  });

  test('the attempt connects to the address it checked: one lookup, Host keeps the name', async () => {
    const target = await receiver();
    let lookups = 0;
    let answer = '127.0.0.1';
    // Answers loopback to the check, then (if asked again) an address that would not be checked.
    const shifting: HostLookup = async () => {
      lookups += 1;
      const address = answer;
      answer = '127.0.0.2';
      return [{ address, family: 4 }];
    };
    const { row } = await attempt(
      `http://pinned.example:${target.port}/hit`,
      depsWith({ OFFERWALL_POSTBACK_ALLOW_PRIVATE: '127.0.0.1/32' }, shifting),
    );
    assert.equal(row.status, 'DELIVERED', String(row.lastError));
    assert.equal(lookups, 1);
    assert.equal(target.hits.length, 1);
    assert.equal(target.hits[0].host, `pinned.example:${target.port}`);
    assert.equal(JSON.parse(target.hits[0].body).transaction_id.length, 36);
  });

  test('a redirect is not followed, even to an allowed address: the 302 is the answer (REDIRECT, retried)', async () => {
    const second = await receiver();
    const first = await receiver((_request, response) => {
      response.writeHead(302, { location: `${second.base}/steal` });
      response.end();
    });
    const { result, row } = await attempt(`${first.base}/pb`, loopbackAllowed);
    assert.equal(result, 'RETRY');
    assert.equal(row.status, 'PENDING');
    assert.equal(row.lastStatusCode, 302);
    assert.equal(row.lastError, 'REDIRECT');
    assert.equal(first.hits.length, 1);
    assert.equal(second.hits.length, 0);
  });

  test('the answer is read up to the cap: an endless body does not hold the attempt', async () => {
    // Per connection: bytes the receiver managed to write before the sender hung up.
    const connections: { written: number; closed: boolean; hungUp: Promise<void> }[] = [];
    const endless = await receiver((_request, response) => {
      const state = { written: 0, closed: false, hungUp: new Promise<void>((resolve) => response.once('close', () => resolve())) };
      connections.push(state);
      response.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!state.closed && state.written < 256 * 1024 * 1024) {
          state.written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => (state.closed = true));
      pump();
    });
    const started = Date.now();
    const { row } = await attempt(`${endless.base}/pb`, loopbackAllowed);
    assert.equal(row.status, 'DELIVERED');
    assert.ok(Date.now() - started < 3_000, `took ${Date.now() - started} ms`);
    // The sender hung up: the receiver stops long before its 256 MiB.
    await connections[0].hungUp;
    assert.ok(connections[0].written < 64 * 1024 * 1024, `receiver wrote ${connections[0].written} bytes`);
    // postToTarget itself: at most the cap and one chunk read.
    const direct = await postToTarget(
      { url: new URL(`${endless.base}/pb`), address: '127.0.0.1', family: 4 },
      { headers: {}, body: '{}', signal: AbortSignal.timeout(3_000) },
    );
    assert.equal(direct.statusCode, 200);
    assert.ok(
      direct.bytesRead >= POSTBACK_RESPONSE_CAP_BYTES && direct.bytesRead <= POSTBACK_RESPONSE_CAP_BYTES + 64 * 1024,
      String(direct.bytesRead),
    );
  });

  test("the publisher sees a class, never the receiver's body or the error's text", async () => {
    const chatty = await receiver((_request, response) => {
      response.statusCode = 500;
      response.end('SECRET-INTERNAL-BODY at /var/lib/app: db password hunter2');
    });
    const failing = await attempt(`${chatty.base}/pb`, loopbackAllowed);
    assert.equal(failing.row.lastError, 'HTTP_5XX');
    assert.equal(failing.row.lastStatusCode, 500);
    // A closed port: refused, not "connect ECONNREFUSED 127.0.0.1:…".
    const gone = await receiver();
    gone.server.close();
    await new Promise<void>((resolve) => gone.server.once('close', resolve));
    const refused = await attempt(`${gone.base}/pb`, loopbackAllowed);
    assert.equal(refused.row.lastError, 'REFUSED');
    // A name that no longer resolves.
    const unresolved = await attempt('https://gone.example/pb', strict);
    assert.equal(unresolved.row.status, 'PENDING');
    assert.equal(unresolved.row.lastError, 'UNRESOLVED');
    const logs = await t.inject({ method: 'GET', url: `/api/offerwall/mission-logs?app_id=${app.id}`, headers });
    assert.equal(logs.json().results[0].postback.last_error, 'UNRESOLVED');
    assert.ok(!logs.body.includes('SECRET') && !logs.body.includes('ECONNREFUSED') && !logs.body.includes('ENOTFOUND'));
    // Text written by an older version is not shown.
    await t.database.db
      .update(offerwallPostbacks)
      .set({ lastError: 'connect ECONNREFUSED 10.0.0.7:6379' })
      .where(eq(offerwallPostbacks.id, postbackId));
    const legacy = await t.inject({ method: 'GET', url: `/api/offerwall/mission-logs?app_id=${app.id}`, headers });
    assert.equal(legacy.json().results[0].postback.last_error, null);
    assert.ok(!legacy.body.includes('ECONNREFUSED'));
  });
});

describe('vetPostbackUrl', () => {
  test('the same rules, without the app: schemes, spellings and the lookup', async () => {
    const rules = postbackTargetRules(
      { postbackAllowHttp: true, postbackAllowPrivate: [] },
      tableLookup(new Map([['public.example', ['93.184.215.14']]])),
    );
    assert.deepEqual(await vetPostbackUrl(rules, 'ftp://public.example/'), { refusal: { reason: 'invalid' } });
    assert.deepEqual(await vetPostbackUrl(rules, 'not a url'), { refusal: { reason: 'invalid' } });
    assert.deepEqual(await vetPostbackUrl(rules, 'http://0x7f000001/'), {
      refusal: { reason: 'blocked', kind: 'loopback', address: '127.0.0.1' },
    });
    const vetted = await vetPostbackUrl(rules, 'https://public.example/pb?x=1');
    assert.ok('target' in vetted);
    assert.equal(vetted.target.address, '93.184.215.14');
    assert.equal(vetted.target.url.hostname, 'public.example');
    // A lookup that outlives the attempt's time limit is abandoned.
    const stuck = postbackTargetRules({ postbackAllowHttp: true, postbackAllowPrivate: [] }, () => new Promise(() => {}));
    await assert.rejects(vetPostbackUrl(stuck, 'https://slow.example/', AbortSignal.timeout(50)), { name: 'TimeoutError' });
  });
});
