/** The app's one clock (app.clock): services read time from it, so a test moves it instead of waiting. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seoulDayOf, shiftDay } from '@nurly/contracts';
import { movableClock } from '../../src/lib/clock';
import { adultBirthDate, fileTestApp, uniqueMobile } from '../helpers/app';

const t = await fileTestApp();

test('a movable clock follows real time from where it was set', () => {
  const clock = movableClock();
  clock.set('2026-03-01T14:59:00Z');
  assert.equal(clock.seoulDay(), '2026-03-01');
  clock.advance(60_000);
  assert.equal(clock.seoulDay(), '2026-03-02', 'midnight in Asia/Seoul is 15:00 UTC');
  assert.equal(seoulDayOf(new Date('2026-12-31T15:00:00Z')), '2027-01-01');
  assert.equal(shiftDay('2026-03-01', -1), '2026-02-28');
  clock.reset();
  assert.ok(Math.abs(clock.now().getTime() - Date.now()) < 1000);
});

test('an SMS code expires when the app clock passes its lifetime', async () => {
  const mobile = uniqueMobile();
  assert.equal((await t.inject({ method: 'POST', url: '/api/signup/sendcode', payload: { mobile } })).statusCode, 200);
  t.clock.advance((t.config.auth.smsCodeTtlSeconds + 1) * 1000);
  try {
    const response = await t.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        username: `clock${Date.now().toString(36)}`,
        password: 'pass1234',
        mobile,
        code: t.lastCode(mobile),
        birth_date: adultBirthDate(),
        member_type: 'INDIVIDUAL',
      },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ code: string }>().code, 'CODE_EXPIRED');
  } finally {
    t.clock.reset();
  }
});

test('a withdrawal after the 7-day window is refused by the clock, not by editing rows', async () => {
  const staff = (await t.login('staff', 'staff1234')).access;
  const customer = (await t.login('customer', 'customer1234')).access;
  const me = (await t.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${customer}` } })).json<{ id: number }>();
  const charge = await t.inject({
    method: 'POST',
    url: '/api/admin/b2b/balance',
    headers: { authorization: `Bearer ${staff}` },
    payload: { user_id: me.id, amount: 20_000, action: 'CHARGE' },
  });
  const chargeId = charge.json<{ entry: { id: number } }>().entry.id;
  const ask = () =>
    t.inject({
      method: 'POST',
      url: '/api/point/withdrawals',
      headers: { authorization: `Bearer ${customer}` },
      payload: { charge_id: chargeId, amount: 1_000, bank_name: '신한은행', account_number: '110-000-000000', account_holder: '조현우' },
    });
  t.clock.advance(8 * 86_400_000);
  try {
    const late = await ask();
    assert.equal(late.statusCode, 409);
    assert.equal(late.json<{ code: string }>().code, 'WINDOW_CLOSED');
  } finally {
    t.clock.reset();
  }
  assert.equal((await ask()).statusCode, 201);
});
