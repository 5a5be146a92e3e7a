/**
 * The top-up flow names the account to transfer to. Configured by DEPOSIT_*; a
 * clearly fake demo account outside production; none (support instead) in production; half an
 * account stops the start.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../../src/config';
import { DEMO_DEPOSIT_ACCOUNT, pointsConfigFrom } from '../../../src/modules/points/config';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { freshCustomer } from './helpers';

let t: TestApp;
let configured: TestApp;
before(async () => {
  t = await buildTestApp();
  configured = await buildTestApp(
    {},
    { DEPOSIT_BANK_NAME: '국민은행', DEPOSIT_ACCOUNT_NUMBER: '123456-01-234567', DEPOSIT_ACCOUNT_HOLDER: '(주)더널리' },
    t,
  );
});
after(async () => {
  await configured?.close();
  await t?.close();
});

test('without configuration a customer is shown the demo account, marked as such', async () => {
  const me = await freshCustomer(t);
  const response = await t.inject({ method: 'GET', url: '/api/point/deposit-account', headers: me.headers });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), {
    account: {
      bank: DEMO_DEPOSIT_ACCOUNT.bank,
      account_number: DEMO_DEPOSIT_ACCOUNT.number,
      holder: DEMO_DEPOSIT_ACCOUNT.holder,
      is_demo: true,
    },
  });
});

test('the configured account is served as it is, not as a demo', async () => {
  const me = await freshCustomer(configured);
  const response = await configured.inject({ method: 'GET', url: '/api/point/deposit-account', headers: me.headers });
  assert.deepEqual(response.json(), {
    account: { bank: '국민은행', account_number: '123456-01-234567', holder: '(주)더널리', is_demo: false },
  });
});

test('anonymous callers are refused', async () => {
  const response = await t.inject({ method: 'GET', url: '/api/point/deposit-account' });
  assert.equal(response.statusCode, 401);
});

test('production never invents an account; a partial account stops the start naming the missing variable', () => {
  assert.deepEqual(pointsConfigFrom({}, true), { depositAccount: null, lowBalanceDays: 2 });
  assert.throws(
    () => loadConfig({ DEPOSIT_BANK_NAME: '국민은행', DEPOSIT_ACCOUNT_HOLDER: '(주)더널리', DATA_DIR: ':memory:' }),
    /DEPOSIT_ACCOUNT_NUMBER/,
  );
});
