/**
 * A request refused by its schema names the field by the schema's Korean `title`: a missing field,
 * a number out of its range (with the range), a value outside its literals.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adMessages } from '@nurly/contracts/schemas';
import { fileTestApp } from '../helpers/app';
import { api, fundedCustomer, shoppingBody } from '../modules/ads/helpers';

const t = await fileTestApp();
const customer = await fundedCustomer(t, 100_000);

const create = (body: Record<string, unknown>) => api(t).post('/api/admin/ads', body, customer.headers);

test('a missing field is named by its title', async () => {
  const response = await create(shoppingBody(t, { start_date: undefined }));
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { message: '시작일을 입력해주세요.', code: 'VALIDATION', field: 'start_date' });
  const end = await create(shoppingBody(t, { end_date: undefined }));
  assert.equal(end.json().message, '종료일을 입력해주세요.');
});

test('an out-of-range number gives its title and range (the daily volume: the rule message)', async () => {
  const response = await create(shoppingBody(t, { daily_volume: 100_001 }));
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), {
    message: '일 목표 수량은 1~100,000 사이로 입력해주세요.',
    code: 'VALIDATION',
    field: 'daily_volume',
  });
  assert.equal(response.json().message, adMessages.volumeOutOfRange);
  const line = await create(
    shoppingBody(t, { product_code: undefined, daily_volume: undefined, rewards: [{ product_code: 'naverapp', daily_volume: 0 }] }),
  );
  assert.equal(line.json().message, adMessages.volumeOutOfRange);
  const page = await t.inject({ method: 'GET', url: '/api/admin/ads?page_size=101', headers: customer.headers });
  assert.equal(page.json().message, '페이지 크기는 1~100 사이로 입력해주세요.');
});

test('a value outside the literals asks to choose one, by title', async () => {
  const response = await create(shoppingBody(t, { channel: 'NAVER_BLOG' }));
  assert.deepEqual(response.json(), { message: '광고 대상을 선택해주세요.', code: 'VALIDATION', field: 'channel' });
});
