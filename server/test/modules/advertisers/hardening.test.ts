/**
 * All-or-nothing saves (finding 6), malformed multipart
 * (finding 5), the per-account upload quota, the clean-up of unreferenced uploads and the time
 * limit of PDF text extraction (finding 7).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { advertiserFiles } from '../../../src/db/schema/points';
import { pdfText } from '../../../src/modules/advertisers/parse';
import { createAdvertisersRepository } from '../../../src/modules/advertisers/repository';
import { removeOrphanFiles } from '../../../src/modules/advertisers/service';
import { localDiskStorage } from '../../../src/lib/storage';
import { buildTestApp, fileTestApp, type TestApp } from '../../helpers/app';
import { fastJobs, until } from '../../jobs/support';
import { freshCustomer } from '../points/helpers';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const HANGUL = /[\uac00-\ud7a3]/;

const t = await fileTestApp();

const validBody = {
  name: '한빛 상회',
  registration_number: '220-81-62517',
  representative: '이한빛',
  address: '서울특별시 종로구 세종대로 175',
  emails: ['tax@hanbit.kr'],
  deposit_names: ['이한빛'],
};

function multipartBody(file: Buffer, fields: Record<string, string> = {}) {
  const boundary = 'hardeningboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadAs(app: TestApp, headers: Record<string, string>, file: Buffer = PNG) {
  const body = multipartBody(file);
  return app.inject({
    method: 'POST',
    url: '/api/admin/advertisers/registration',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

describe('all or nothing (finding 6)', () => {
  test("create with someone else's file id saves nothing; the retry without it succeeds", async () => {
    const me = await freshCustomer(t, { advertiser: false });
    const other = await freshCustomer(t, { advertiser: false });
    const foreignFile = (await uploadAs(t, other.headers)).json<{ file: { id: number } }>().file.id;
    const refused = await t.inject({
      method: 'POST',
      url: '/api/admin/advertisers',
      payload: { ...validBody, files: [foreignFile] },
      headers: me.headers,
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, '파일을 찾을 수 없습니다.');
    const nothing = await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${me.id}`, headers: me.headers });
    assert.equal(nothing.statusCode, 200);
    assert.equal(nothing.json(), null, 'the advertiser must not be saved');
    const retry = await t.inject({ method: 'POST', url: '/api/admin/advertisers', payload: validBody, headers: me.headers });
    assert.equal(retry.statusCode, 201, retry.body);
  });

  test('update with a missing file id changes nothing (fields and files)', async () => {
    const me = await freshCustomer(t, { advertiser: false });
    const ownFile = (await uploadAs(t, me.headers)).json<{ file: { id: number } }>().file.id;
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/advertisers',
      payload: { ...validBody, files: [ownFile] },
      headers: me.headers,
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().advertiser.id as number;
    const refused = await t.inject({
      method: 'PUT',
      url: `/api/admin/advertisers/${id}`,
      payload: { ...validBody, name: '바뀐 상호', files: [2_147_483_647] },
      headers: me.headers,
    });
    assert.equal(refused.statusCode, 400);
    const after = (await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${me.id}`, headers: me.headers })).json();
    assert.equal(after.name, '한빛 상회');
    assert.deepEqual(after.files, [ownFile]);
  });
});

describe('malformed multipart (finding 5)', () => {
  const part = '--b1\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  const cases: [string, string, string | Buffer][] = [
    ['no boundary', 'multipart/form-data', `${part}x\r\n--b1--\r\n`],
    ['wrong boundary', 'multipart/form-data; boundary=b2', `${part}x\r\n--b1--\r\n`],
    ['truncated body', 'multipart/form-data; boundary=b1', Buffer.concat([Buffer.from(part), PNG.subarray(0, 20)])],
  ];
  for (const [name, contentType, payload] of cases) {
    test(`${name}: 400 with a Korean message, no file stored`, async () => {
      const me = await freshCustomer(t, { advertiser: false });
      const response = await t.inject({
        method: 'POST',
        url: '/api/admin/advertisers/registration',
        payload,
        headers: { ...me.headers, 'content-type': contentType },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().message, HANGUL);
      const stored = await t.database.db.select().from(advertiserFiles).where(eq(advertiserFiles.ownerId, me.id));
      assert.equal(stored.length, 0);
    });
  }
});

describe('upload quota and clean-up (finding 7)', () => {
  test('per-account quota on uploads per day, by count and by bytes; other accounts unaffected', async () => {
    const limited = await buildTestApp({}, { UPLOAD_QUOTA_FILES: '2', UPLOAD_QUOTA_BYTES: String(10 * 1024 * 1024) }, t);
    try {
      const me = await freshCustomer(limited, { advertiser: false });
      assert.equal((await uploadAs(limited, me.headers)).statusCode, 201);
      assert.equal((await uploadAs(limited, me.headers)).statusCode, 201);
      const third = await uploadAs(limited, me.headers);
      assert.equal(third.statusCode, 429);
      assert.equal(third.json().code, 'UPLOAD_QUOTA');
      assert.match(third.json().message, HANGUL);
      const other = await freshCustomer(limited, { advertiser: false });
      assert.equal((await uploadAs(limited, other.headers)).statusCode, 201);
      // A day later the account may upload again.
      limited.clock.advance(25 * 3_600_000);
      assert.equal((await uploadAs(limited, me.headers)).statusCode, 201);
    } finally {
      limited.clock.reset();
      await limited.close();
    }
    const bytesLimited = await buildTestApp({}, { UPLOAD_QUOTA_FILES: '100', UPLOAD_QUOTA_BYTES: String(PNG.length * 2 + 10) }, t);
    try {
      const me = await freshCustomer(bytesLimited, { advertiser: false });
      assert.equal((await uploadAs(bytesLimited, me.headers)).statusCode, 201);
      assert.equal((await uploadAs(bytesLimited, me.headers)).statusCode, 201);
      const over = await uploadAs(bytesLimited, me.headers);
      assert.equal(over.statusCode, 429);
      assert.equal(over.json().code, 'UPLOAD_QUOTA');
    } finally {
      await bytesLimited.close();
    }
  });

  test('files no record references are deleted after UPLOAD_ORPHAN_HOURS, rows and bytes; attached ones stay', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-orphans-'));
    const onDisk = await buildTestApp({ dataDir }, {}, t);
    try {
      const me = await freshCustomer(onDisk, { advertiser: false });
      const attached = (await uploadAs(onDisk, me.headers)).json<{ file: { id: number } }>().file.id;
      const orphan = (await uploadAs(onDisk, me.headers)).json<{ file: { id: number } }>().file.id;
      const created = await onDisk.inject({
        method: 'POST',
        url: '/api/admin/advertisers',
        payload: { ...validBody, files: [attached] },
        headers: me.headers,
      });
      assert.equal(created.statusCode, 201, created.body);
      const filesDir = path.join(dataDir, 'files');
      assert.equal(fs.readdirSync(filesDir).length, 2);
      const deps = {
        repo: createAdvertisersRepository(onDisk.database.db),
        clock: onDisk.clock,
        storage: localDiskStorage(filesDir),
        config: onDisk.config.advertisers,
        log: onDisk.app.log,
      };
      assert.equal((await removeOrphanFiles(deps)).removed, 0, 'a fresh upload is kept (the form may still be open)');
      onDisk.clock.advance((onDisk.config.advertisers.orphanFileHours + 1) * 3_600_000);
      assert.ok((await removeOrphanFiles(deps)).removed >= 1);
      const left = await onDisk.database.db
        .select({ id: advertiserFiles.id })
        .from(advertiserFiles)
        .where(eq(advertiserFiles.ownerId, me.id));
      assert.deepEqual(
        left.map((row) => row.id),
        [attached],
      );
      assert.equal(fs.readdirSync(filesDir).length, 1, 'the bytes are deleted too');
      assert.equal(
        (await onDisk.inject({ method: 'GET', url: `/api/admin/advertisers/${orphan}/files`, headers: me.headers })).statusCode,
        404,
      );
      assert.equal(
        (await onDisk.inject({ method: 'GET', url: `/api/admin/advertisers/${attached}/files`, headers: me.headers })).statusCode,
        200,
      );
    } finally {
      onDisk.clock.reset();
      await onDisk.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('the clean-up runs as a pg-boss job (advertisers.orphan-files)', async () => {
    const withJobs = await buildTestApp({ jobs: fastJobs() });
    try {
      const me = await freshCustomer(withJobs, { advertiser: false });
      const orphan = (await uploadAs(withJobs, me.headers)).json<{ file: { id: number } }>().file.id;
      assert.ok(withJobs.app.jobs.nextRun('advertisers.orphan-files'), 'scheduled');
      withJobs.clock.advance((withJobs.config.advertisers.orphanFileHours + 1) * 3_600_000);
      await withJobs.app.jobs.send('advertisers.orphan-files', {});
      await until(
        async () => (await withJobs.database.db.select().from(advertiserFiles).where(eq(advertiserFiles.id, orphan))).length === 0,
        20_000,
        'the orphan file to be deleted',
      );
    } finally {
      await withJobs.close();
    }
  });

  test('PDF text extraction runs in a worker and gives up after its time limit', async () => {
    const pdf = fs.readFileSync(path.join(fixtures, 'certificate.pdf'));
    assert.match(await pdfText(pdf), /\d{3}-\d{2}-\d{5}/);
    await assert.rejects(pdfText(pdf, { timeoutMs: 1 }), /time limit/);
    // A PDF that is not one is an error from the worker, not a crash of the server.
    await assert.rejects(pdfText(Buffer.from('%PDF-1.4 broken')));
  });
});
