import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { advertiserMessages } from '@nurly/contracts';
import { imageText, parseCertificateText } from '../../../src/modules/advertisers/parse';
import { bearer, fileTestApp } from '../../helpers/app';
import { freshCustomer, staffHeaders, userId } from '../points/helpers';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

const t = await fileTestApp();
const staff = await staffHeaders(t);
const customer = bearer((await t.login('customer', 'customer1234')).access);
const customerId = await userId(t, 'customer');

const validBody = {
  name: '누리 상회',
  registration_number: '123 45-678 90',
  representative: '김누리',
  address: '서울특별시 마포구 월드컵북로 1',
  phone_number: '02-123-4567',
  business_type: '서비스',
  business_category: '광고',
  emails: ['tax@nuri.kr', ''],
  deposit_names: ['김누리'],
};

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; contentType?: string }) {
  const boundary = `----nurly${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; contentType?: string },
) => {
  const body = multipart(fields, file);
  return t.inject({
    method: 'POST',
    url: '/api/admin/advertisers/registration',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('advertiser CRUD', () => {
  test("the seeded customer's business, for the owner and staff only", async () => {
    const own = await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${customerId}`, headers: customer });
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().registration_number, '214-86-12345');
    assert.deepEqual(own.json().deposit_names, ['조현우', '현우네꽃집']);
    const other = await freshCustomer(t, { advertiser: false });
    assert.equal(
      (await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${customerId}`, headers: other.headers })).statusCode,
      403,
    );
    assert.equal((await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${customerId}`, headers: staff })).statusCode, 200);
    // No business yet is an ordinary state, not an error: 200 with null (no console error on every page).
    const none = await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${other.id}`, headers: other.headers });
    assert.equal(none.statusCode, 200);
    assert.equal(none.json(), null);
  });

  test('create normalises the number server-side; second create is refused; update says 계정 수정', async () => {
    const me = await freshCustomer(t, { advertiser: false });
    const created = await t.inject({ method: 'POST', url: '/api/admin/advertisers', payload: validBody, headers: me.headers });
    assert.equal(created.statusCode, 201);
    assert.equal(created.json().message, '거래처 등록이 완료되었습니다.');
    const advertiser = created.json().advertiser;
    assert.equal(advertiser.registration_number, '123-45-67890');
    assert.deepEqual(advertiser.emails, ['tax@nuri.kr']);
    assert.equal(advertiser.phone_number, '021234567');
    assert.equal(advertiser.user_id, me.id);
    const again = await t.inject({ method: 'POST', url: '/api/admin/advertisers', payload: validBody, headers: me.headers });
    assert.equal(again.statusCode, 409);
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/admin/advertisers/${advertiser.id}`,
      payload: { ...validBody, name: '누리 상회 2호점' },
      headers: me.headers,
    });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json().message, '계정 수정이 완료되었습니다.');
    assert.equal(updated.json().advertiser.name, '누리 상회 2호점');
    const stranger = await freshCustomer(t, { advertiser: false });
    assert.equal(
      (await t.inject({ method: 'PUT', url: `/api/admin/advertisers/${advertiser.id}`, payload: validBody, headers: stranger.headers }))
        .statusCode,
      403,
    );
    // Now the account may request a top-up.
    const topUp = await t.inject({
      method: 'POST',
      url: '/api/admin/b2b/balance/request',
      payload: { amount: 100_000, deposit_name: '김누리', email: 'tax@nuri.kr' },
      headers: me.headers,
    });
    assert.equal(topUp.statusCode, 201);
  });

  test('§5 rules: number format, required fields, first email needs @', async () => {
    const me = await freshCustomer(t, { advertiser: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ registration_number: '123-45-6789' }, '사업자등록번호를 000-00-00000 형식으로 입력해주세요.'],
      [{ registration_number: '12a-45-67890' }, '사업자등록번호를 000-00-00000 형식으로 입력해주세요.'],
      [{ name: '  ' }, '상호명을 입력해주세요.'],
      [{ representative: '' }, '대표자명을 입력해주세요.'],
      // Names go on tax invoices: no emoji (the forms check the same rule, contracts hasEmoji).
      [{ name: '누리캠핑 🏕' }, '상호명에는 이모지를 입력할 수 없습니다.'],
      [{ representative: '김누리 😀' }, '대표자명에는 이모지를 입력할 수 없습니다.'],
      [{ address: '' }, '사업장 주소를 입력해주세요.'],
      [{ emails: [''] }, '세금계산서 발행 이메일을 입력해주세요.'],
      [{ emails: ['tax.nuri.kr'] }, '올바른 이메일 주소를 입력해주세요.'],
      [{ deposit_names: [] }, '입금자명을 입력해주세요.'],
    ];
    for (const [patch, message] of cases) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/admin/advertisers',
        payload: { ...validBody, ...patch },
        headers: me.headers,
      });
      assert.equal(response.statusCode, 400, JSON.stringify(patch));
      assert.equal(response.json().message, message);
    }
  });

  test('list: customers see their own, staff see all and search; delete by staff', async () => {
    const mine = (await t.inject({ method: 'GET', url: '/api/admin/advertisers', headers: customer })).json();
    assert.equal(mine.count, 1);
    assert.equal(mine.results[0].user_id, customerId);
    const searched = (await t.inject({ method: 'GET', url: '/api/admin/advertisers?search=21486', headers: staff })).json();
    assert.ok(searched.results.some((a: { user_id: number }) => a.user_id === customerId));
    const me = await freshCustomer(t);
    const id = (await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${me.id}`, headers: me.headers })).json().id;
    const removed = await t.inject({ method: 'DELETE', url: `/api/admin/advertisers/${id}`, headers: staff });
    assert.equal(removed.statusCode, 200);
    const gone = await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${me.id}`, headers: me.headers });
    assert.equal(gone.statusCode, 200);
    assert.equal(gone.json(), null);
  });
});

describe('registration upload', () => {
  test('a text PDF certificate is read into the registration fields', async () => {
    const me = await freshCustomer(t, { advertiser: false });
    const response = await upload(
      me.headers,
      { type: 'REGISTRATION', parse: 'true' },
      { name: '등록증.pdf', bytes: fs.readFileSync(path.join(fixtures, 'certificate.pdf')) },
    );
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.file.mime, 'application/pdf');
    assert.deepEqual(body.registration, {
      name: '주식회사 누리테스트',
      registration_number: '123-45-67890',
      address: '서울특별시 강남구 테헤란로 123, 4층',
      representative: '김민준',
      business_types: ['서비스업', '도소매'],
      business_categories: ['광고대행업', '전자상거래업'],
    });
  });

  test('a scanned (image) certificate is read by Korean OCR on every install (tesseract.js, data from npm)', async () => {
    const me = await freshCustomer(t, { advertiser: false });
    const response = await upload(
      me.headers,
      { type: 'REGISTRATION', parse: 'true' },
      { name: '등록증 스캔.png', bytes: fs.readFileSync(path.join(fixtures, 'certificate.png')) },
    );
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.file.mime, 'image/png');
    assert.equal(body.registration?.registration_number, '123-45-67890');
    assert.equal(body.registration?.name, '주식회사 누리테스트');
    assert.equal(body.registration?.representative, '김민준');
    assert.equal(body.registration?.address, '서울특별시 강남구 테헤란로 123, 4층');
  });

  test('an undecodable image is simply unreadable: no exception escapes the OCR worker', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      // A PNG signature and a truncated header: libpng cannot read it.
      assert.equal(await imageText(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108', 'hex')), null);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('uncaughtException', record);
    }
    assert.deepEqual(uncaught, []);
  });

  test('OCR gives up at its time limit instead of holding the request', async () => {
    const started = Date.now();
    assert.equal(await imageText(fs.readFileSync(path.join(fixtures, 'certificate.png')), { timeoutMs: 50 }), null);
    assert.ok(Date.now() - started < 2000);
  });

  test('type is checked by content, not by name', async () => {
    const me = await freshCustomer(t);
    const fake = await upload(
      me.headers,
      { type: 'REGISTRATION' },
      { name: 'certificate.pdf', bytes: Buffer.from('MZ this is an exe'), contentType: 'application/pdf' },
    );
    assert.equal(fake.statusCode, 415);
    assert.equal(fake.json().message, '이미지 또는 PDF 파일만 업로드할 수 있습니다.');
    const png = await upload(me.headers, { type: 'BANK_STATEMENT' }, { name: 'statement.txt', bytes: PNG });
    assert.equal(png.statusCode, 201);
    assert.equal(png.json().file.mime, 'image/png');
    assert.equal(png.json().file.type, 'BANK_STATEMENT');
    assert.equal(png.json().registration, null);
  });

  test('over 10 MB is refused; a missing file too', async () => {
    const me = await freshCustomer(t);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const response = await upload(me.headers, { type: 'REGISTRATION' }, { name: 'big.pdf', bytes: big });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, '파일 크기는 10MB 이하여야 합니다.');
    assert.equal((await upload(me.headers, { type: 'REGISTRATION' })).statusCode, 400);
  });

  test('an unreadable certificate gives the Korean failure message and keeps the file', async () => {
    const me = await freshCustomer(t);
    const response = await upload(me.headers, { type: 'REGISTRATION', parse: 'true' }, { name: 'scan.png', bytes: PNG });
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().registration, null);
    assert.equal(response.json().message, '사업자 등록증 읽기에 실패했습니다. 직접 입력해주세요.');
    assert.ok(response.json().file.id > 0);
  });

  test('files attach to the advertiser and are served only to the owner and staff', async () => {
    const me = await freshCustomer(t, { advertiser: false });
    const file = (await upload(me.headers, { type: 'REGISTRATION' }, { name: 'scan.png', bytes: PNG })).json().file;
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/advertisers',
      payload: { ...validBody, files: [file.id] },
      headers: me.headers,
    });
    assert.equal(created.statusCode, 201);
    assert.deepEqual(created.json().advertiser.files, [file.id]);
    assert.equal(created.json().advertiser.files_details[0].type, 'REGISTRATION');
    const own = await t.inject({ method: 'GET', url: `/api/admin/advertisers/${file.id}/files`, headers: me.headers });
    assert.equal(own.statusCode, 200);
    assert.equal(own.headers['content-type'], 'image/png');
    assert.deepEqual(own.rawPayload, PNG);
    assert.equal((await t.inject({ method: 'GET', url: `/api/admin/advertisers/${file.id}/files`, headers: staff })).statusCode, 200);
    const stranger = await freshCustomer(t);
    // Someone else's file answers as a missing one does: the answer does not tell which ids exist.
    const others = await t.inject({ method: 'GET', url: `/api/admin/advertisers/${file.id}/files`, headers: stranger.headers });
    const missing = await t.inject({ method: 'GET', url: `/api/admin/advertisers/2000000000/files`, headers: stranger.headers });
    assert.equal(others.statusCode, 404);
    assert.deepEqual(others.json(), missing.json());
    assert.deepEqual(others.json(), { message: advertiserMessages.fileNotFound, code: 'NOT_FOUND' });
    // Someone else's upload cannot be attached.
    const strangerAdvertiser = (
      await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${stranger.id}`, headers: stranger.headers })
    ).json();
    const steal = await t.inject({
      method: 'PUT',
      url: `/api/admin/advertisers/${strangerAdvertiser.id}`,
      payload: { ...validBody, files: [file.id] },
      headers: stranger.headers,
    });
    assert.equal(steal.statusCode, 400);
  });
});

describe('certificate text parser', () => {
  test('reads spaced labels and line-broken text', () => {
    const parsed = parseCertificateText(
      '등록번호 : 2148612345\n상      호 : 현우네 꽃집\n성 명 : 조현우\n사업장 소재지 : 서울 강남구 역삼동 1\n업 태 : 도소매\n종 목 : 화훼',
    );
    assert.equal(parsed?.registration_number, '214-86-12345');
    assert.equal(parsed?.name, '현우네 꽃집');
    assert.equal(parsed?.representative, '조현우');
    assert.deepEqual(parsed?.business_categories, ['화훼']);
  });
  test('no registration number means no result', () => {
    assert.equal(parseCertificateText('상호 : 아무개'), null);
  });
});
