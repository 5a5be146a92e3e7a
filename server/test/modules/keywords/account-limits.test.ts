/**
 * One account may spend only its share of the shared
 * daily Naver API budget (the daily refresh of tracked keywords is not charged to anyone), and
 * report mail goes only to the account's own addresses, a limited number of times a day.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, signupMember, type TestApp } from '../../helpers/app';
import { fakeNaverEnv, startFakeNaver, type FakeNaver } from '../../support/fake-naver';
import { freshCustomer } from '../points/helpers';

const HANGUL = /[\uac00-\ud7a3]/;
let fake: FakeNaver;
let t: TestApp;

before(async () => {
  fake = await startFakeNaver();
  t = await buildTestApp(
    {},
    {
      ...fakeNaverEnv(fake),
      NAVER_DAILY_CALL_BUDGET: '100',
      // 2 % of 100 calls: two API calls per account per day.
      NAVER_ACCOUNT_BUDGET_PERCENT: '2',
      REPORT_MAIL_DAILY_LIMIT: '2',
    },
  );
});

after(async () => {
  await t?.close();
  await fake?.close();
});

const lookup = (headers: Record<string, string>, keyword: string, mid: string) =>
  t.inject({ method: 'POST', url: '/api/naver/keywords/rank', headers, payload: { keywords: [keyword], url: mid } });

describe('per-account share of the daily API budget', () => {
  it('an account past its share gets a Korean 429 and costs the shared budget nothing; others still look up', async () => {
    fake.reset();
    // Rank 150 takes two API pages of 100: the whole share of this account.
    fake.place('여행 가방', 150, { productId: '91000000001' });
    const me = await freshCustomer(t, { advertiser: false });
    const first = await lookup(me.headers, '여행 가방', '91000000001');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().results[0].rank, 150);
    const spent = fake.requests.length;
    assert.equal(spent, 2);

    const refused = await lookup(me.headers, '여행 가방', '91000000001');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'ACCOUNT_DAILY_BUDGET');
    assert.match(refused.json().message, HANGUL);
    const quick = await t.inject({
      method: 'POST',
      url: '/api/naver/checkrank',
      headers: me.headers,
      payload: { keyword: '여행 가방', url: '91000000001' },
    });
    assert.equal(quick.statusCode, 429);
    assert.equal(fake.requests.length, spent, 'no API call was made for the refused account');

    const other = await freshCustomer(t, { advertiser: false });
    assert.equal((await lookup(other.headers, '여행 가방', '91000000001')).statusCode, 200);

    // The next Seoul day the share is fresh.
    t.clock.advance(24 * 3_600_000);
    try {
      assert.equal((await lookup(me.headers, '여행 가방', '91000000001')).statusCode, 200);
    } finally {
      t.clock.reset();
    }
  });
});

describe('report mail', () => {
  /** Tracks one product for the account (a report needs one). */
  async function trackProduct(headers: Record<string, string>) {
    fake.place('우산 가방', 3, { productId: '92000000001' });
    const found = await lookup(headers, '우산 가방', '92000000001');
    assert.equal(found.statusCode, 200, found.body);
    const keywordId = found.json().results[0].id as number;
    const added = await t.inject({ method: 'POST', url: `/api/naver/keywords/${keywordId}/add-to-product`, headers });
    assert.equal(added.statusCode, 200, added.body);
  }
  async function accountWithProduct() {
    const me = await freshCustomer(t); // its business lists tax@example.kr
    await trackProduct(me.headers);
    return me;
  }
  const send = (headers: Record<string, string>, email: string) =>
    t.inject({ method: 'POST', url: '/api/naver/products/reports/send', headers, payload: { email } });

  it("goes only to the account's own addresses (its business's emails)", async () => {
    const me = await accountWithProduct();
    const stranger = await send(me.headers, 'victim@example.com');
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json().field, 'email');
    assert.match(stranger.json().message, HANGUL);
    const own = await send(me.headers, 'TAX@example.kr');
    assert.equal(own.statusCode, 200, own.body);
  });

  it('an account without a registered business has no address to send to', async () => {
    const member = await signupMember(t, { username: `mailless${process.pid}` });
    const headers = bearer((await t.login(member.username, 'pass1234')).access);
    await trackProduct(headers);
    const response = await send(headers, 'someone@example.com');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'NO_OWN_ADDRESS');
    assert.match(response.json().message, HANGUL);
  });

  it('is limited per account per day (REPORT_MAIL_DAILY_LIMIT)', async () => {
    const me = await accountWithProduct();
    assert.equal((await send(me.headers, 'tax@example.kr')).statusCode, 200);
    assert.equal((await send(me.headers, 'tax@example.kr')).statusCode, 200);
    const third = await send(me.headers, 'tax@example.kr');
    assert.equal(third.statusCode, 429);
    assert.equal(third.json().code, 'REPORT_MAIL_LIMIT');
    assert.match(third.json().message, HANGUL);
  });
});
