/**
 * The 국세청 business-status check: off by default (nothing asked, the list says
 * so), and with a service key the HTTP adapter against a local fake of the odcloud protocol started
 * here — digits-only numbers, at most 100 per call, an error answer that stores nothing.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { inArray } from 'drizzle-orm';
import { ntsMessages } from '@nurly/contracts/schemas';
import { advertisers } from '../../../src/db/schema/points';
import { httpNtsAdapter } from '../../../src/modules/advertisers/nts';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { freshCustomer, staffHeaders } from '../points/helpers';

interface FakeCall {
  serviceKey: string | null;
  numbers: string[];
}

/** Answers like api.odcloud.kr/api/nts-businessman/v1/status: 999… closed, 111… suspended, 000… unknown, else active. */
function startFakeNts(): Promise<{ server: Server; url: string; calls: FakeCall[]; failNext: { value: boolean } }> {
  const calls: FakeCall[] = [];
  const failNext = { value: false };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || url.pathname !== '/api/nts-businessman/v1/status') return send(404, { status_code: 'NOT_FOUND' });
      if (failNext.value) {
        failNext.value = false;
        return send(500, { status_code: 'INTERNAL_ERROR' });
      }
      const numbers: string[] = JSON.parse(raw).b_no;
      calls.push({ serviceKey: url.searchParams.get('serviceKey'), numbers });
      if (numbers.length > 100) return send(413, { status_code: 'TOO_LARGE_REQUEST' });
      const data = numbers.map((b_no) => {
        if (b_no.startsWith('000'))
          return { b_no, b_stt: '', b_stt_cd: '', tax_type: '국세청에 등록되지 않은 사업자등록번호입니다.', tax_type_cd: '', end_dt: '' };
        if (b_no.startsWith('999'))
          return { b_no, b_stt: '폐업자', b_stt_cd: '03', tax_type: '부가가치세 일반과세자', tax_type_cd: '01', end_dt: '20240131' };
        if (b_no.startsWith('111'))
          return { b_no, b_stt: '휴업자', b_stt_cd: '02', tax_type: '부가가치세 일반과세자', tax_type_cd: '01', end_dt: '' };
        return { b_no, b_stt: '계속사업자', b_stt_cd: '01', tax_type: '부가가치세 일반과세자', tax_type_cd: '01', end_dt: '' };
      });
      send(200, { status_code: 'OK', request_cnt: numbers.length, match_cnt: data.filter((d) => d.b_stt_cd).length, data });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/api/nts-businessman/v1`, calls, failNext });
    }),
  );
}

let offline: TestApp;
let online: TestApp;
let fake: Awaited<ReturnType<typeof startFakeNts>>;
let staff: Record<string, string>;
const ids: Record<string, number> = {};

async function business(number: string): Promise<number> {
  const customer = await freshCustomer(offline, { advertiser: false });
  const [row] = await offline.database.db
    .insert(advertisers)
    .values({
      userId: customer.id,
      name: `상점 ${number}`,
      registrationNumber: number,
      representative: '홍길동',
      address: '서울',
      emails: ['a@b.kr'],
      depositNames: ['홍길동'],
    })
    .returning({ id: advertisers.id });
  return row.id;
}

before(async () => {
  fake = await startFakeNts();
  offline = await buildTestApp();
  online = await buildTestApp({}, { NTS_SERVICE_KEY: 'abc/def+ghi==', NTS_BASE_URL: fake.url }, offline);
  staff = await staffHeaders(offline);
  ids.active = await business('123-45-67890');
  ids.closed = await business('999-81-00001');
  ids.suspended = await business('111-81-00002');
  ids.unknown = await business('000-00-00003');
});
beforeEach(() => {
  fake.calls.length = 0;
});
after(async () => {
  await online?.close();
  await offline?.close();
  await new Promise((resolve) => fake?.server.close(resolve));
});

describe('NTS status check off (no NTS_SERVICE_KEY)', () => {
  test('the list says it is off and the check asks and stores nothing', async () => {
    const list = await offline.inject({ method: 'GET', url: '/api/admin/advertisers?page_size=5', headers: staff });
    assert.equal(list.statusCode, 200, list.body);
    assert.equal(list.json().nts_enabled, false);
    const check = await offline.inject({
      method: 'POST',
      url: '/api/admin/advertisers/nts-status',
      payload: { ids: [ids.active] },
      headers: staff,
    });
    assert.equal(check.statusCode, 200, check.body);
    assert.equal(check.json().enabled, false);
    assert.equal(check.json().message, ntsMessages.off);
    assert.equal(check.json().results[0].nts_status_code, null);
    assert.equal(fake.calls.length, 0);
  });
});

describe('NTS status check on (HTTP adapter against the local fake)', () => {
  test('stores each answer (01, 02, 03, unknown number) and the list shows it', async () => {
    const all = [ids.active, ids.closed, ids.suspended, ids.unknown];
    const check = await online.inject({ method: 'POST', url: '/api/admin/advertisers/nts-status', payload: { ids: all }, headers: staff });
    assert.equal(check.statusCode, 200, check.body);
    const body = check.json();
    assert.equal(body.enabled, true);
    const byId = new Map(body.results.map((r: { id: number }) => [r.id, r]));
    assert.deepEqual(
      all.map((id) => {
        const r = byId.get(id) as { nts_status_code: string; nts_status_text: string; nts_checked_at: string };
        return [r.nts_status_code, r.nts_status_text, !!r.nts_checked_at];
      }),
      [
        ['01', '계속사업자', true],
        ['03', '폐업자', true],
        ['02', '휴업자', true],
        ['', '국세청에 등록되지 않은 사업자등록번호입니다.', true],
      ],
    );
    // One call, digits only, the service key URL-encoded once.
    assert.equal(fake.calls.length, 1);
    assert.deepEqual(fake.calls[0].numbers.sort(), ['0000000003', '1118100002', '1234567890', '9998100001'].sort());
    assert.equal(fake.calls[0].serviceKey, 'abc/def+ghi==');

    const list = await online.inject({ method: 'GET', url: `/api/admin/advertisers?search=999-81-00001`, headers: staff });
    assert.equal(list.json().nts_enabled, true);
    assert.equal(list.json().results[0].nts_status_code, '03');
  });

  test('an error answer is a Korean 502 and stores nothing', async () => {
    const before = await offline.database.db
      .select({ at: advertisers.ntsCheckedAt })
      .from(advertisers)
      .where(inArray(advertisers.id, [ids.active]));
    fake.failNext.value = true;
    const check = await online.inject({
      method: 'POST',
      url: '/api/admin/advertisers/nts-status',
      payload: { ids: [ids.active] },
      headers: staff,
    });
    assert.equal(check.statusCode, 502);
    assert.equal(check.json().message, ntsMessages.failed);
    const afterwards = await offline.database.db
      .select({ at: advertisers.ntsCheckedAt })
      .from(advertisers)
      .where(inArray(advertisers.id, [ids.active]));
    assert.deepEqual(afterwards, before);
  });

  test('more than 100 numbers go in calls of at most 100', async () => {
    const adapter = httpNtsAdapter({ serviceKey: 'k', baseUrl: fake.url, timeoutMs: 5_000 });
    const numbers = Array.from({ length: 250 }, (_, i) => `123-45-${String(i).padStart(5, '0')}`);
    const statuses = await adapter.check(numbers);
    assert.equal(statuses.size, 250);
    assert.deepEqual(
      fake.calls.map((call) => call.numbers.length),
      [100, 100, 50],
    );
    assert.ok(fake.calls.every((call) => call.numbers.every((n) => /^\d{10}$/.test(n))));
  });

  test('console staff only, and the ids are checked', async () => {
    const customer = await freshCustomer(offline);
    const forbidden = await online.inject({
      method: 'POST',
      url: '/api/admin/advertisers/nts-status',
      payload: { ids: [ids.active] },
      headers: customer.headers,
    });
    assert.equal(forbidden.statusCode, 403);
    const empty = await online.inject({ method: 'POST', url: '/api/admin/advertisers/nts-status', payload: { ids: [] }, headers: staff });
    assert.equal(empty.statusCode, 400);
    const unknown = await online.inject({
      method: 'POST',
      url: '/api/admin/advertisers/nts-status',
      payload: { ids: [99_999_999] },
      headers: staff,
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(fake.calls.length, 0);
  });
});
