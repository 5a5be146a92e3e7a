/**
 * The shared list building blocks through real routes: `ordering` (allowed fields, `-field`
 * descending, unknown field → 400 naming it) and `format=csv|xlsx` exports (BOM, Korean headers,
 * every matching row, RFC 4180 quoting, a valid XLSX zip, the attachment file name).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { csvField, toCsv } from '../../src/lib/export';
import { bearer, demo, fileTestApp } from '../helpers/app';
import { parseCsv } from '../support/csv';
import { unzipEntries } from '../support/unzip';

let staff: Record<string, string>;
let customer: Record<string, string>;

const t = await fileTestApp();
before(async () => {
  staff = bearer((await t.login(...demo.staff)).access);
  customer = bearer((await t.login(...demo.customer)).access);
  // One withdrawal request for the withdrawal desk: a fresh charge, then the customer asks for part of it.
  const me = (await get('/api/user', customer)).json<{ id: number }>();
  const charged = await t.inject({
    method: 'POST',
    url: '/api/admin/b2b/balance',
    headers: staff,
    payload: { user_id: me.id, amount: 30_000, action: 'CHARGE' },
  });
  assert.equal(charged.statusCode, 200, charged.body);
  const { results } = (await get('/api/point/withdrawals/available', customer)).json<{
    results: { charge_id: number; withdrawable: number }[];
  }>();
  const asked = await t.inject({
    method: 'POST',
    url: '/api/point/withdrawals',
    headers: customer,
    payload: {
      charge_id: results[0].charge_id,
      amount: 10_000,
      bank_name: '국민은행',
      account_number: '123-45-6789',
      account_holder: '조현우, "현우네"',
    },
  });
  assert.equal(asked.statusCode, 201, asked.body);
});

const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });

describe('ordering', () => {
  it('sorts by the allowed fields, -field descending', async () => {
    const asc = (await get('/api/users?ordering=username&page_size=100', staff)).json<{ results: { username: string }[] }>().results;
    const desc = (await get('/api/users?ordering=-username&page_size=100', staff)).json<{ results: { username: string }[] }>().results;
    const names = asc.map((u) => u.username);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    assert.deepEqual(
      desc.map((u) => u.username),
      [...names].reverse(),
    );
    const byPoint = (await get('/api/users?ordering=-point,id&page_size=5', staff)).json<{ results: { point: number }[] }>().results;
    assert.ok(byPoint.every((u, i) => i === 0 || byPoint[i - 1].point >= u.point));
  });

  it('refuses an unknown field with a Korean message naming it', async () => {
    for (const url of ['/api/users?ordering=password_hash', '/api/cs/questions?ordering=-secret', '/api/point?ordering=nope']) {
      const response = await get(url, url.startsWith('/api/users') ? staff : customer);
      assert.equal(response.statusCode, 400, url);
      const body = response.json<{ message: string; field: string; code: string }>();
      assert.equal(body.field, 'ordering');
      assert.equal(body.code, 'INVALID_ORDERING');
      assert.match(body.message, /^정렬할 수 없는 항목입니다: (password_hash|secret|nope) \(사용 가능: /);
    }
  });

  it('pages do not overlap under an ordering', async () => {
    const first = (await get('/api/users?ordering=tier&page_size=3&page=1', staff)).json<{ results: { id: number }[] }>().results;
    const second = (await get('/api/users?ordering=tier&page_size=3&page=2', staff)).json<{ results: { id: number }[] }>().results;
    assert.equal(first.filter((u) => second.some((v) => v.id === u.id)).length, 0);
  });
});

describe('CSV writing', () => {
  it('quotes per RFC 4180 and neutralises formulas', () => {
    assert.equal(csvField('plain'), 'plain');
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('line1\nline2'), '"line1\nline2"');
    assert.equal(csvField('=SUM(A1)'), "'=SUM(A1)");
    assert.equal(csvField(-1500), '-1500');
    assert.equal(csvField(null), '');
    const text = toCsv([{ header: '이름', value: (row: { name: string }) => row.name }], [{ name: '김, "민준"' }]);
    assert.equal(text, '\uFEFF이름\r\n"김, ""민준"""\r\n');
  });
});

describe('exports', () => {
  const cases = [
    { name: 'users list', url: '/api/users', who: () => staff, header: '아이디', file: '회원목록' },
    { name: 'point history', url: '/api/point', who: () => customer, header: '포인트', file: '포인트내역' },
    { name: 'deposit desk', url: '/api/admin/b2b/balance/requests', who: () => staff, header: '충전 금액', file: '충전요청목록' },
    { name: 'withdrawal desk', url: '/api/point/withdrawals', who: () => staff, header: '출금 금액', file: '출금요청목록' },
    { name: 'cs questions (desk)', url: '/api/cs/questions', who: () => staff, header: '제목', file: '1대1문의' },
  ];

  for (const c of cases) {
    it(`${c.name}: csv has a BOM, Korean headers and every matching row`, async () => {
      const { count } = (await get(`${c.url}?page_size=1`, c.who())).json<{ count: number }>();
      const response = await get(`${c.url}?format=csv`, c.who());
      assert.equal(response.statusCode, 200, response.body);
      assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
      const disposition = String(response.headers['content-disposition']);
      assert.match(disposition, /^attachment; filename\*=UTF-8''/);
      const fileName = decodeURIComponent(disposition.slice("attachment; filename*=UTF-8''".length));
      assert.match(fileName, new RegExp(`^${c.file}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const bytes = response.rawPayload;
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
      const rows = parseCsv(bytes.toString('utf8').slice(1));
      assert.ok(rows[0].includes(c.header), `header ${c.header} in ${rows[0].join(',')}`);
      assert.equal(rows.length - 1, count, 'one line per matching row, no paging');
      assert.ok(count > 0, 'the demo data has rows to export');
    });
  }

  it('xlsx is a valid workbook zip holding the Korean header', async () => {
    for (const c of cases) {
      const response = await get(`${c.url}?format=xlsx`, c.who());
      assert.equal(response.statusCode, 200, `${c.name}: ${response.body}`);
      assert.equal(response.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      assert.match(
        decodeURIComponent(String(response.headers['content-disposition'])),
        new RegExp(`${c.file}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
      );
      const entries = unzipEntries(response.rawPayload);
      assert.ok(entries.has('[Content_Types].xml') && entries.has('xl/workbook.xml'), `${c.name}: workbook parts`);
      const text = [...entries.values()].map((entry) => entry.toString('utf8')).join('\n');
      assert.ok(text.includes(c.header), `${c.name}: header text in the workbook`);
    }
  });

  it('filters apply to the export and scoping still holds', async () => {
    const pending = (await get('/api/admin/b2b/balance/requests?status=PENDING&page_size=1', staff)).json<{ count: number }>().count;
    const csv = (await get('/api/admin/b2b/balance/requests?status=PENDING&format=csv', staff)).rawPayload.toString('utf8').slice(1);
    assert.equal(parseCsv(csv).length - 1, pending);
    // A customer exporting questions gets only their own.
    const own = (await get('/api/cs/questions?page_size=1', customer)).json<{ count: number }>().count;
    const mine = parseCsv((await get('/api/cs/questions?format=csv', customer)).rawPayload.toString('utf8').slice(1));
    assert.equal(mine.length - 1, own);
    assert.equal((await get('/api/users?format=csv', customer)).statusCode, 403);
  });
});
