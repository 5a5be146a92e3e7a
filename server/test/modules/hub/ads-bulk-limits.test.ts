/**
 * The bulk upload's limits on what a file may cost the server: a tiny archive that unpacks to
 * megabytes (one cell of one letter repeated) is refused from the archive's directory before
 * anything is inflated; a directory that understates its files is caught while inflating; a heavy
 * sheet is read in a worker thread, so the API keeps answering; the time limit ends a worker that
 * never answers (a stalled one: provable on any machine); rows past the limit stop the count;
 * uploads are limited per account.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, test } from 'node:test';
import {
  HUB_BULK_COLUMNS,
  HUB_BULK_MAX_ENTRIES,
  HUB_BULK_MAX_ROWS,
  HUB_BULK_MAX_UNPACKED_BYTES,
  hubAdMessages,
} from '@nurly/contracts/schemas';
import { AppError } from '../../../src/lib/errors';
import { readFirstSheet } from '../../../src/modules/hub/xlsx-archive';
import { buildTestApp, fileTestApp, forgetRateLimits, type TestApp } from '../../helpers/app';
import { unzipEntries } from '../../support/unzip';
import { zipEntries, type ZipEntry } from '../../support/zip';
import { adTableCounts, dayFrom, expectError, type Headers } from '../ads/helpers';
import { HUB_HOST, groupIdNamed, hubAccount, multipartFile, xlsx } from './ads-helpers';

let admin: Awaited<ReturnType<typeof hubAccount>>;
let client: Awaited<ReturnType<typeof hubAccount>>;

/** Long enough for any machine to read every sheet here: the limit itself is proven with a worker that never answers. */
const PARSE_TIMEOUT_MS = 60_000;

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

  test('the time limit ends a read that cannot finish: the worker is terminated at the limit, 413 naming the file; the API answers meanwhile', async () => {
    // The worker says it has started and then spins for good: no machine reads this in time. (A real
    // heavy sheet proves nothing here: read-excel-file took 0.4 s on one run and 67 s on the next for
    // the same kind of 8 MB cell.)
    const limitMs = 300;
    const stalled = new URL('../../support/stalled-worker.mjs', import.meta.url);
    // The main thread's event loop while the worker spins: the largest gap between 10 ms ticks.
    let last = performance.now();
    let worstGap = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      await assert.rejects(
        readFirstSheet(await xlsx([header, goodRow()]), '멈춘.xlsx', { timeoutMs: limitMs, worker: stalled }),
        (error) => {
          assert.ok(error instanceof AppError);
          assert.deepEqual(
            [error.statusCode, error.message, error.code, error.field],
            [413, hubAdMessages.readLimit('멈춘.xlsx'), 'FILE_READ_LIMIT', 'file'],
          );
          return true;
        },
      );
    } finally {
      clearInterval(ticks);
    }
    const elapsed = performance.now() - started;
    // Counted from the worker's start message, so never sooner than the limit; terminated right at it
    // (a worker left spinning would also keep this test process from exiting).
    assert.ok(elapsed >= limitMs, `refused after ${elapsed} ms`);
    assert.ok(elapsed < limitMs + 5_000, `refused after ${elapsed} ms`);
    assert.ok(worstGap < 250, `the event loop stalled ${Math.round(worstGap)} ms`);
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
