/**
 * The bulk upload's limits on what a file may cost the server: a tiny archive that unpacks to
 * megabytes (one cell of one letter repeated) is refused from the archive's directory before
 * anything is inflated; a directory that understates its files is caught while inflating; a sheet
 * the spreadsheet library chokes on is read in a worker thread, so the API keeps answering, and its
 * time limit ends it; rows past the limit stop the count; uploads are limited per account.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, test } from 'node:test';
import {
  HUB_BULK_COLUMNS,
  HUB_BULK_MAX_BYTES,
  HUB_BULK_MAX_ENTRIES,
  HUB_BULK_MAX_ROWS,
  HUB_BULK_MAX_UNPACKED_BYTES,
  hubAdMessages,
} from '@nurly/contracts/schemas';
import { buildTestApp, fileTestApp, forgetRateLimits, type TestApp } from '../../helpers/app';
import { unzipEntries } from '../../support/unzip';
import { zipEntries, type ZipEntry } from '../../support/zip';
import { adTableCounts, dayFrom, expectError, type Headers } from '../ads/helpers';
import { HUB_HOST, groupIdNamed, hubAccount, multipartFile, xlsx } from './ads-helpers';

let admin: Awaited<ReturnType<typeof hubAccount>>;
let client: Awaited<ReturnType<typeof hubAccount>>;

const PARSE_TIMEOUT_MS = 2_000;

const t = await fileTestApp({}, { HUB_BULK_PARSE_TIMEOUT_MS: String(PARSE_TIMEOUT_MS) });
before(async () => {
  const group = await groupIdNamed(t, 0);
  admin = await hubAccount(t, 'HUB_ADMIN', group);
  client = await hubAccount(t, 'HUB_CLIENT', group, 100_000);
});

function upload(app: TestApp, bytes: Buffer, fileName: string, headers: Headers) {
  const body = multipartFile(bytes, fileName);
  return app.inject({
    method: 'POST',
    url: '/api/hub/ads/bulk?channel=NAVER_SHOPPING',
    payload: body.payload,
    headers: { ...headers, ...body.headers, ...HUB_HOST },
  });
}

const C = HUB_BULK_COLUMNS;
const header = [C.client, C.product, C.keyword, C.target, C.dailyVolume, C.startDate, C.endDate];
const goodRow = () => [
  client.username,
  'naverapp',
  `의자 ${Math.random().toString(36).slice(2, 7)}`,
  '84512345678',
  10,
  dayFrom(t, 1),
  dayFrom(t, 3),
];

/** The files of a real workbook (write-excel-file) with the template's header and one good row. */
async function workbookFiles(): Promise<ZipEntry[]> {
  return [...unzipEntries(await xlsx([header, goodRow()]))].map(([name, data]) => ({ name, data }));
}

/** The workbook with `rowsXml` in place of its sheet's second row (sheet XML, inline strings). */
async function workbookWithRows(rowsXml: string): Promise<ZipEntry[]> {
  const files = await workbookFiles();
  const sheet = files.find((file) => file.name === 'xl/worksheets/sheet1.xml')!;
  sheet.data = Buffer.from(sheet.data.toString('utf8').replace(/<row r="2"[^]*?<\/row>/, rowsXml));
  return files;
}

const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** The bomb of the report: one cell holding `bytes` of the same letter. */
async function letterBomb(bytes: number): Promise<Buffer> {
  return zipEntries(await workbookWithRows(`<row r="2">${inlineCell('A2', 'a'.repeat(bytes))}</row>`));
}

/**
 * `bytes` of two letters at random: it compresses about 6:1, like ordinary text, so the archive's
 * directory passes; read-excel-file then spends minutes on one such cell (it parses in chunks that
 * shrink while a text runs on).
 */
const twoLetters = (bytes: number) => Buffer.from(randomBytes(bytes).map((byte) => (byte & 1 ? 0x61 : 0x62))).toString('latin1');

describe('bulk upload limits', () => {
  test('a 12 KB file whose one cell unpacks to 10 MB is refused from its directory, before inflating, naming the file', async (context) => {
    const bomb = await letterBomb(10 * 1024 * 1024);
    assert.ok(bomb.length < 16 * 1024, `the bomb is ${bomb.length} bytes`);
    const before = await adTableCounts(t);
    const started = Date.now();
    const response = await upload(t, bomb, '광고폭탄.xlsx', admin.headers);
    expectError(response, 413, hubAdMessages.compressedTooMuch('광고폭탄.xlsx'), 'file');
    assert.equal(response.json().code, 'FILE_COMPRESSION_RATIO');
    context.diagnostic(`a ${bomb.length}-byte letter bomb refused in ${Date.now() - started} ms`);
    assert.deepEqual(await adTableCounts(t), before);
  });

  test('more than 20 MB unpacked in all, or more than 200 files, is refused before inflating', async () => {
    // Each file small enough for any ratio; together past the bound.
    const files = await workbookFiles();
    const pad = Buffer.alloc(250 * 1024, 'a');
    const count = Math.ceil(HUB_BULK_MAX_UNPACKED_BYTES / pad.length) + 1;
    for (let i = 0; i < count; i += 1) files.push({ name: `xl/media/pad${i}.xml`, data: pad });
    const large = await upload(t, zipEntries(files), 'large.xlsx', admin.headers);
    expectError(large, 413, hubAdMessages.unpackedTooLarge('large.xlsx', HUB_BULK_MAX_UNPACKED_BYTES), 'file');

    const many = await workbookFiles();
    for (let i = 0; many.length <= HUB_BULK_MAX_ENTRIES; i += 1) many.push({ name: `xl/extra${i}.xml`, data: Buffer.from('<x/>') });
    expectError(await upload(t, zipEntries(many), 'many.xlsx', admin.headers), 400, hubAdMessages.tooManyEntries('many.xlsx'), 'file');
  });

  test('a directory that understates a file is caught while inflating, at the size it stated', async () => {
    const files = await workbookWithRows(`<row r="2">${inlineCell('A2', 'a'.repeat(10 * 1024 * 1024))}</row>`);
    // 200 KB declared: under the ratio floor, so the directory alone looks harmless.
    const lying = files.map((file) => (file.name === 'xl/worksheets/sheet1.xml' ? { ...file, declaredSize: 200_000 } : file));
    const response = await upload(t, zipEntries(lying), 'lying.xlsx', admin.headers);
    expectError(response, 400, hubAdMessages.archiveInvalid('lying.xlsx'), 'file');
  });

  test('a sheet the library chokes on is read in a worker: the API keeps answering, and the time limit ends it', async (context) => {
    // 8 MB of text in one cell (about 1 MB zipped, under the upload limit): reading it takes the library
    // several seconds even on a fast, idle machine, well past the time limit.
    const file = zipEntries(await workbookWithRows(`<row r="2">${inlineCell('A2', twoLetters(8 * 1024 * 1024))}</row>`));
    assert.ok(file.length < HUB_BULK_MAX_BYTES, `the file is ${file.length} bytes`);
    const before = await adTableCounts(t);

    const started = Date.now();
    let settled = false;
    const pending = upload(t, file, 'slow.xlsx', admin.headers).finally(() => (settled = true));
    // While the sheet is being read, other requests are answered at once.
    const latencies: number[] = [];
    while (!settled) {
      const asked = Date.now();
      const health = await t.inject({ method: 'GET', url: '/api/health' });
      if (!settled) latencies.push(Date.now() - asked);
      assert.equal(health.statusCode, 200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await pending;
    const elapsed = Date.now() - started;
    context.diagnostic(
      `slow sheet answered in ${elapsed} ms; health answered ${latencies.length} times, slowest ${Math.max(...latencies)} ms`,
    );
    // Usually the time limit ends it (413); a worker that overflows its stack first ends it sooner with the
    // unreadable-file refusal (400). Either way the file is refused by name and nothing waits on it.
    if (response.statusCode === 413) expectError(response, 413, hubAdMessages.readLimit('slow.xlsx'), 'file');
    else {
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().field, 'file', response.body);
    }
    assert.ok(latencies.length >= 3, `health answered ${latencies.length} times during the upload`);
    assert.ok(Math.max(...latencies) < 1_000, `health took up to ${Math.max(...latencies)} ms`);
    assert.ok(elapsed < PARSE_TIMEOUT_MS + 5_000, `the upload took ${elapsed} ms`);
    assert.deepEqual(await adTableCounts(t), before);
  });

  test('rows past the limit are refused while counting: the long cell after them is never parsed', async () => {
    const rows = Array.from(
      { length: HUB_BULK_MAX_ROWS + 1 },
      (_, i) => `<row r="${i + 2}">${inlineCell(`C${i + 2}`, `키워드${i}`)}</row>`,
    );
    rows.push(`<row r="${HUB_BULK_MAX_ROWS + 3}">${inlineCell(`A${HUB_BULK_MAX_ROWS + 3}`, twoLetters(2 * 1024 * 1024))}</row>`);
    const response = await upload(t, zipEntries(await workbookWithRows(rows.join(''))), 'rows.xlsx', admin.headers);
    expectError(response, 400, hubAdMessages.tooManyRows(HUB_BULK_MAX_ROWS), 'file');
  });

  test('a normal upload still works, and uploads are limited per account', async () => {
    const limited = await buildTestApp({}, { RATE_LIMIT_BULK_MAX: '2' }, t);
    try {
      await forgetRateLimits(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await upload(limited, await xlsx([header, goodRow()]), 'ads.xlsx', admin.headers)).statusCode);
      assert.deepEqual(statuses, [200, 200, 429]);
      const refused = await upload(limited, await xlsx([header, goodRow()]), 'ads.xlsx', admin.headers);
      assert.equal(refused.json().code, 'RATE_LIMITED');
      assert.match(refused.json().message, /[가-힣]/);
      // Another account of the same address has its own allowance.
      const other = await upload(limited, await xlsx([header, goodRow()]), 'ads.xlsx', client.headers);
      assert.equal(other.statusCode, 200, other.body);
      assert.deepEqual(other.json().refused, []);
    } finally {
      await limited.close();
    }
  });
});
