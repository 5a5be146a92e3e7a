/** Rank maths and the naver-openapi provider contract against the local fake Naver server. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  apiStarts,
  apiStartsWithHint,
  extractMid,
  minimumCalls,
  pageOf,
  pageRankOf,
  rankTextOf,
  naverOpenApiProvider,
  simulatedProvider,
  simulatedRank,
  type CallBudget,
  type RankQuery,
} from '../../../src/modules/keywords/rank';
import { startFakeNaver, type FakeNaver } from '../../support/fake-naver';

describe('rank maths', () => {
  it('puts ranks on 40-item site pages', () => {
    assert.deepEqual([1, 40, 41, 80, 81, 1000].map(pageOf), [1, 1, 2, 2, 3, 25]);
    assert.deepEqual([1, 40, 41, 80, 81, 137].map(pageRankOf), [1, 40, 1, 40, 1, 17]);
    assert.equal(rankTextOf(137), '137위 (4페이지 17위)');
    assert.throws(() => pageOf(0), RangeError);
  });

  it('needs ceil(rank/100) API calls at least, 1 up to rank 100', () => {
    assert.deepEqual([1, 100, 101, 250, 1000].map(minimumCalls), [1, 1, 2, 3, 10]);
    assert.deepEqual(apiStarts(), [1, 101, 201, 301, 401, 501, 601, 701, 801, 901]);
    assert.deepEqual(apiStarts(40, 40), [1]);
  });

  it('reads the page of the last known rank first, then the rest in order', () => {
    assert.deepEqual(apiStartsWithHint(1000, 100, 537), [501, 1, 101, 201, 301, 401, 601, 701, 801, 901]);
    assert.deepEqual(apiStartsWithHint(1000, 100, null), apiStarts());
    assert.deepEqual(apiStartsWithHint(40, 40, 500), [1]);
  });

  it('extracts the mid from a bare id, smartstore, catalog and nvMid URLs', () => {
    assert.equal(extractMid(' 84512345678 '), '84512345678');
    assert.equal(extractMid('https://smartstore.naver.com/nurlyshop/products/4823175910'), '4823175910');
    assert.equal(extractMid('smartstore.naver.com/nurlyshop/products/4823175910?NaPm=ct%3D1'), '4823175910');
    assert.equal(extractMid('https://search.shopping.naver.com/catalog/35812345678?query=x'), '35812345678');
    assert.equal(extractMid('https://cr.shopping.naver.com/adcr.nhn?x=1&nvMid=82233445566'), '82233445566');
    assert.equal(extractMid('https://m.place.naver.com/restaurant/1234567/home'), '1234567');
    assert.equal(extractMid('그냥 텍스트'), null);
    assert.equal(extractMid('https://smartstore.naver.com/nurlyshop'), null);
  });
});

describe('simulated provider', () => {
  const provider = simulatedProvider();
  const query = (day: string): RankQuery => ({
    keyword: '캠핑의자',
    mid: '84512345678',
    type: 'shopping',
    maxRank: 1000,
    budget: { take: async () => assert.fail('simulated uses no API calls') },
    day,
  });

  it('is deterministic per keyword, mid and day, labelled as demo data, and uses no API call', async () => {
    assert.equal(provider.demo, true);
    assert.equal(provider.name, 'simulated');
    const first = await provider.check(query('2026-11-20'));
    const again = await provider.check(query('2026-11-20'));
    assert.deepEqual(first, again);
    assert.equal(first.calls, 0);
    assert.equal(
      simulatedRank('캠핑의자', '84512345678', '2026-11-20', 1000),
      simulatedRank('캠핑의자', '84512345678', '2026-11-20', 1000),
    );
  });

  it('moves from day to day and never reports rank 0', async () => {
    const ranks = new Set<number>();
    for (let day = 1; day <= 30; day += 1) {
      const rank = simulatedRank('텀블러', '1234567890', `2026-10-${String(day).padStart(2, '0')}`, 1000);
      assert.ok(rank >= 1);
      ranks.add(rank);
    }
    assert.ok(ranks.size > 3, 'the rank moves over a month');
  });

  it('answers place checks too (the place adapter slot)', async () => {
    const outcome = await provider.check({ ...query('2026-11-20'), type: 'place' });
    assert.ok(outcome.status === 'FOUND' || outcome.status === 'OUT_OF_RANGE');
  });
});

describe('naver-openapi provider against the fake Naver server', () => {
  let fake: FakeNaver;
  let calls = 0;
  const budget: CallBudget = { take: async () => ((calls += 1), true) };
  const provider = () => naverOpenApiProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, baseUrl: fake.url });
  const check = (keyword: string, mid: string, extra: Partial<RankQuery> = {}) =>
    provider().check({ keyword, mid, type: 'shopping', maxRank: 1000, budget, day: '2026-11-22', ...extra });

  before(async () => (fake = await startFakeNaver()));
  after(async () => fake.close());
  beforeEach(() => {
    fake.reset();
    calls = 0;
  });

  it('finds rank = start + index and stops at the first page holding the product', async () => {
    fake.place('캠핑의자', 237, { productId: '84512345678', title: '<b>캠핑의자</b> 초경량', mallName: '누리캠핑' });
    const outcome = await check('캠핑의자', '84512345678');
    assert.deepEqual(outcome, { status: 'FOUND', rank: 237, calls: 3, item: { title: '캠핑의자 초경량', mallName: '누리캠핑' } });
    assert.deepEqual(
      fake.requests.map((r) => [r.start, r.display, r.sort]),
      [
        [1, 100, 'sim'],
        [101, 100, 'sim'],
        [201, 100, 'sim'],
      ],
    );
    assert.equal(calls, 3);
    assert.equal(pageOf(237), 6);
    assert.equal(pageRankOf(237), 37);
  });

  it('uses one call for a rank within the first 100 and finds rank 1 and rank 1000', async () => {
    fake.place('a', 1, { productId: '11111111111' });
    fake.place('b', 100, { productId: '11111111111' });
    fake.place('c', 1000, { productId: '11111111111' });
    assert.deepEqual(await check('a', '11111111111').then((o) => [o.status, o.calls, o.status === 'FOUND' && o.rank]), ['FOUND', 1, 1]);
    assert.deepEqual(await check('b', '11111111111').then((o) => [o.status, o.calls, o.status === 'FOUND' && o.rank]), ['FOUND', 1, 100]);
    assert.deepEqual(await check('c', '11111111111').then((o) => [o.status, o.calls, o.status === 'FOUND' && o.rank]), ['FOUND', 10, 1000]);
  });

  it('uses one call when the product is still on the page of its last known rank', async () => {
    fake.place('캠핑의자', 548, { productId: '84512345678' });
    const outcome = await check('캠핑의자', '84512345678', { hintRank: 537 });
    assert.deepEqual([outcome.status, outcome.calls, outcome.status === 'FOUND' && outcome.rank], ['FOUND', 1, 548]);
    fake.reset();
    fake.place('캠핑의자', 120, { productId: '84512345678' });
    const moved = await check('캠핑의자', '84512345678', { hintRank: 537 });
    assert.deepEqual([moved.status, moved.calls, moved.status === 'FOUND' && moved.rank], ['FOUND', 3, 120]);
    assert.deepEqual(
      fake.requests.map((r) => r.start),
      [501, 1, 101],
    );
  });

  it('matches a smartstore product number given by the user through the item link', async () => {
    fake.place('텀블러', 45, { productId: '82000000001', link: 'https://smartstore.naver.com/nurly/products/4823175910' });
    const outcome = await check('텀블러', '4823175910');
    assert.equal(outcome.status, 'FOUND');
    assert.equal(outcome.status === 'FOUND' && outcome.rank, 45);
  });

  it('reports out of range after start 901 without exceeding start 1000', async () => {
    const outcome = await check('없는상품', '12345678901');
    assert.deepEqual(outcome, { status: 'OUT_OF_RANGE', calls: 10, searchedTo: 1000 });
    assert.ok(fake.requests.every((r) => r.start <= 1000 && r.display <= 100));
  });

  it('stops early when the result set ends', async () => {
    fake.setTotal('희귀키워드', 150);
    const outcome = await check('희귀키워드', '12345678901');
    assert.deepEqual(outcome, { status: 'OUT_OF_RANGE', calls: 2, searchedTo: 1000 });
  });

  it('checks only the first 40 with maxRank 40 (only_first_page)', async () => {
    fake.place('첫페이지', 41, { productId: '12345678901' });
    const outcome = await check('첫페이지', '12345678901', { maxRank: 40 });
    assert.deepEqual(outcome, { status: 'OUT_OF_RANGE', calls: 1, searchedTo: 40 });
    assert.deepEqual(
      fake.requests.map((r) => [r.start, r.display]),
      [[1, 40]],
    );
  });

  it('turns HTTP 429 into a recorded failure with a Korean message', async () => {
    fake.fail('한도', '429', 101);
    const outcome = await check('한도', '12345678901');
    assert.equal(outcome.status, 'FAILED');
    assert.equal(outcome.status === 'FAILED' && outcome.code, 'HTTP_429');
    assert.match(outcome.status === 'FAILED' ? outcome.message : '', /호출 한도를 초과/);
    assert.equal(outcome.calls, 2);
  });

  it('turns SE error codes into failures naming the code', async () => {
    fake.fail('서버오류', 'SE99');
    const se99 = await check('서버오류', '12345678901');
    assert.equal(se99.status === 'FAILED' && se99.code, 'SE99');
    assert.match(se99.status === 'FAILED' ? se99.message : '', /SE99/);
    fake.fail('잘못된', 'SE01');
    const se01 = await check('잘못된', '12345678901');
    assert.equal(se01.status === 'FAILED' && se01.code, 'SE01');
  });

  it('fails with an authentication message on wrong credentials (the fake checks the headers)', async () => {
    const wrong = naverOpenApiProvider({ clientId: 'nope', clientSecret: 'nope', baseUrl: fake.url });
    const outcome = await wrong.check({ keyword: 'x', mid: '12345678901', type: 'shopping', maxRank: 1000, budget, day: '2026-11-22' });
    assert.equal(outcome.status, 'FAILED');
    assert.match(outcome.status === 'FAILED' ? outcome.message : '', /인증에 실패/);
  });

  it('fails when the network is unreachable', async () => {
    const unreachable = naverOpenApiProvider({ clientId: 'a', clientSecret: 'b', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const outcome = await unreachable.check({ keyword: 'x', mid: '1', type: 'shopping', maxRank: 1000, budget, day: '2026-11-22' });
    assert.equal(outcome.status === 'FAILED' && outcome.code, 'NETWORK');
  });

  it('stops when the daily call budget is spent and says so', async () => {
    fake.place('예산', 350, { productId: '12345678901' });
    let left = 2;
    const small: CallBudget = { take: async () => left-- > 0 };
    const outcome = await check('예산', '12345678901', { budget: small });
    assert.equal(outcome.status, 'FAILED');
    assert.equal(outcome.status === 'FAILED' && outcome.code, 'BUDGET');
    assert.equal(outcome.calls, 2);
  });

  it('refuses place checks (no public place API)', async () => {
    const outcome = await check('강남 맛집', '1234567', { type: 'place' });
    assert.equal(outcome.status === 'FAILED' && outcome.code, 'UNSUPPORTED_TYPE');
    assert.equal(fake.requests.length, 0);
  });
});
