/**
 * Every keywords/products call through the real app, with the naver-openapi provider pointed at
 * the local fake Naver server: rank maths end to end, failures recorded (never rank 0, never the
 * old value as new), ownership, add-to-product refusal with the mid, guests' daily limit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type {
  AddToProductResponse,
  CheckRankResponse,
  HistoryList,
  KeywordList,
  MallList,
  MyProduct,
  ProductList,
  RankLookupResponse,
  RefreshStatus,
  SendReportResponse,
} from '@nurly/contracts/schemas';
import { seoulDayOf } from '@nurly/contracts';
import { keywordChecks, keywordHistories } from '../../../src/db/schema/keywords';
import { bearer, buildTestApp, demo, signupMember, type TestApp } from '../../helpers/app';
import { fakeNaverEnv, startFakeNaver, type FakeNaver } from '../../support/fake-naver';

let fake: FakeNaver;
let t: TestApp;
let customer: Record<string, string>;
let other: Record<string, string>;

before(async () => {
  fake = await startFakeNaver();
  Object.assign(process.env, {
    ...fakeNaverEnv(fake),
    KEYWORD_GUEST_DAILY_LIMIT: '3',
  });
  t = await buildTestApp();
  customer = bearer((await t.login(...demo.customer)).access);
  await signupMember(t, { username: 'kw_other', password: 'pass1234' });
  other = bearer((await t.login('kw_other', 'pass1234')).access);
});

after(async () => {
  await t.close();
  await fake.close();
});

const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await t.inject({ method, url: `/api/${url}`, headers, ...(payload && { payload }) });
  return { status: response.statusCode, body: response.json<T & { message?: string; code?: string }>() };
};

const lookup = (headers: Record<string, string>, keywords: string[], url: string) =>
  call<RankLookupResponse>('POST', 'naver/keywords/rank', headers, { keywords, url });

describe('POST naver/keywords/rank', () => {
  it('finds the rank through the Naver API protocol: rank, page (40 per page), pageRank, rankText, history', async () => {
    fake.place('무선 이어폰', 237, { productId: '81000000001', title: '<b>무선 이어폰</b> 노이즈캔슬링', mallName: '누리전자' });
    const { status, body } = await lookup(customer, ['무선 이어폰'], '81000000001');
    assert.equal(status, 200);
    assert.equal(body.provider, 'naver-openapi');
    assert.equal(body.demo, false);
    assert.equal(body.remaining, null);
    const [row] = body.results;
    assert.equal(row.keyword, '무선 이어폰');
    assert.equal(row.mid, '81000000001');
    assert.equal(row.rank, 237);
    assert.equal(row.page, 6);
    assert.equal(row.pageRank, 37);
    assert.equal(row.rankText, '237위 (6페이지 37위)');
    assert.equal(row.status, 'FOUND');
    assert.equal(row.provider, 'naver-openapi');
    assert.equal(row.is_my_product, false);
    assert.equal(row.title, '무선 이어폰 노이즈캔슬링');
    assert.ok(row.searchDateTime);
    assert.equal(row.histories.length, 1);
    assert.equal(row.histories[0].date, seoulDayOf(new Date()));
    assert.equal(row.histories[0].rank, 237);
    // Three pages of 100 read, stopping at the page holding the product.
    assert.deepEqual(
      fake.requests.filter((r) => r.query === '무선 이어폰').map((r) => r.start),
      [1, 101, 201],
    );
  });

  it('looks up many keywords for a smartstore product URL in one request', async () => {
    fake.place('블루투스 스피커', 3, { productId: '82999999999', link: 'https://smartstore.naver.com/nurly/products/5123456789' });
    const { status, body } = await lookup(
      customer,
      ['블루투스 스피커', '없는 키워드 조합', '블루투스 스피커'],
      'https://smartstore.naver.com/nurly/products/5123456789?NaPm=x',
    );
    assert.equal(status, 200);
    assert.deepEqual(
      body.results.map((r) => [r.keyword, r.mid, r.rank, r.rankText]),
      [
        ['블루투스 스피커', '5123456789', 3, '3위 (1페이지 3위)'],
        ['없는 키워드 조합', '5123456789', null, '1000위 밖'],
      ],
    );
    assert.equal(body.results[1].status, 'OUT_OF_RANGE');
  });

  it('records 429 and SE errors as failures: no rank 0, the old rank is not kept as new, the day keeps its success', async () => {
    fake.place('가습기', 12, { productId: '83000000001' });
    const first = await lookup(customer, ['가습기'], '83000000001');
    assert.equal(first.body.results[0].rank, 12);
    fake.fail('가습기', '429');
    const failed = await lookup(customer, ['가습기'], '83000000001');
    const row = failed.body.results[0];
    assert.equal(row.status, 'FAILED');
    assert.equal(row.rank, null);
    assert.equal(row.page, null);
    assert.equal(row.rankText, '조회 실패');
    assert.match(row.error ?? '', /429/);
    // Today's history keeps the successful check; the row shows the failure.
    assert.equal(row.histories[0].rank, 12);
    assert.equal(row.histories[0].status, 'FOUND');

    fake.fail('제습기', 'SE99');
    const se = await lookup(customer, ['제습기'], '83000000001');
    assert.equal(se.body.results[0].status, 'FAILED');
    assert.match(se.body.results[0].error ?? '', /SE99/);
    const [history] = await t.database.db.select().from(keywordHistories).where(eq(keywordHistories.keywordId, se.body.results[0].id));
    assert.equal(history.status, 'FAILED');
    assert.equal(history.rank, null);
  });

  it('refuses rank 0 in the database itself', async () => {
    const [row] = await t.database.db.select().from(keywordChecks).limit(1);
    await assert.rejects(t.database.db.update(keywordChecks).set({ rank: 0 }).where(eq(keywordChecks.id, row.id)));
    await assert.rejects(t.database.db.update(keywordChecks).set({ rank: 5, status: 'FAILED' }).where(eq(keywordChecks.id, row.id)));
  });

  it('re-checks my rows by ids and by product ids', async () => {
    fake.reset();
    fake.place('무선 이어폰', 180, { productId: '81000000001' });
    const list = await call<KeywordList>('GET', 'naver/keywords?search=무선', customer);
    const id = list.body.results[0].id;
    const again = await call<RankLookupResponse>('POST', 'naver/keywords/rank', customer, { ids: [id] });
    assert.equal(again.body.results[0].rank, 180);
    // The last known rank (237) is read first: page 201, then 1 and 101.
    assert.deepEqual(
      fake.requests.map((r) => r.start),
      [201, 1, 101],
    );
    const foreign = await call('POST', 'naver/keywords/rank', other, { ids: [id] });
    assert.equal(foreign.status, 404);
  });

  it('explains a wrong product URL and missing keywords in Korean', async () => {
    const badUrl = await lookup(customer, ['캠핑'], 'https://smartstore.naver.com/nurly');
    assert.equal(badUrl.status, 400);
    assert.equal(badUrl.body.message, '상품 URL 또는 상품 ID(MID)를 확인해주세요.');
    const noKeywords = await lookup(customer, ['  '], '81000000001');
    assert.equal(noKeywords.status, 400);
    assert.equal(noKeywords.body.message, '조회할 키워드를 입력해주세요.');
  });

  it('requires login', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/naver/keywords' });
    assert.equal(response.statusCode, 401);
  });
});

describe('keywords list, delete and histories', () => {
  it('lists only my keywords, with filters', async () => {
    await lookup(other, ['무선 이어폰'], '81000000001');
    const mine = await call<KeywordList>('GET', 'naver/keywords?page_size=100', customer);
    const theirs = await call<KeywordList>('GET', 'naver/keywords', other);
    assert.equal(theirs.body.count, 1);
    assert.ok(mine.body.results.every((k) => k.id !== theirs.body.results[0].id));
    const byMid = await call<KeywordList>('GET', 'naver/keywords?mid=5123456789', customer);
    assert.deepEqual(byMid.body.results.map((k) => k.keyword).sort(), ['없는 키워드 조합', '블루투스 스피커'].sort());
  });

  it('returns a keyword history, refusing other users’ keywords', async () => {
    const [keyword] = (await call<KeywordList>('GET', 'naver/keywords?search=무선', customer)).body.results;
    const histories = await call<HistoryList>('GET', `naver/keywords/${keyword.id}/histories?page=1`, customer);
    assert.equal(histories.status, 200);
    assert.equal(histories.body.page_size, 1000);
    assert.equal(histories.body.count, 1);
    assert.equal(histories.body.results[0].rank, 180);
    assert.equal((await call('GET', `naver/keywords/${keyword.id}/histories`, other)).status, 404);
  });

  it('deletes one keyword and many (comma-joined ids), only my own', async () => {
    const created = await lookup(customer, ['삭제1', '삭제2', '삭제3'], '84000000001');
    const [a, b, c] = created.body.results.map((r) => r.id);
    assert.equal((await call('DELETE', `naver/keywords/${a}`, other)).status, 404);
    const one = await call('DELETE', `naver/keywords/${a}`, customer);
    assert.equal(one.status, 200);
    assert.equal(one.body.message, '키워드가 삭제되었습니다.');
    const foreign = await call('POST', 'naver/keywords/delete', other, { type: 'shopping', ids: `${b},${c}` });
    assert.equal(foreign.status, 404);
    const many = await call<{ deleted: number }>('POST', 'naver/keywords/delete', customer, { type: 'shopping', ids: `${b}, ${c}` });
    assert.equal(many.body.deleted, 2);
    assert.equal(many.body.message, '키워드 2개가 삭제되었습니다.');
    const bad = await call('POST', 'naver/keywords/delete', customer, { type: 'shopping', ids: '1;drop' });
    assert.equal(bad.status, 400);
  });
});

describe('my products', () => {
  let productId: number;
  let keywordId: number;

  it('adds a looked-up product to my products and refuses adding it again with the mid', async () => {
    fake.place('휴대용 선풍기', 55, { productId: '85000000001', title: '휴대용 선풍기 미니', mallName: '여름상회' });
    const looked = await lookup(customer, ['휴대용 선풍기', '미니 선풍기'], '85000000001');
    keywordId = looked.body.results[0].id;
    const added = await call<AddToProductResponse>('POST', `naver/keywords/${keywordId}/add-to-product`, customer);
    assert.equal(added.status, 200);
    assert.equal(added.body.is_my_product, true);
    assert.equal(added.body.mid, '85000000001');
    assert.equal(added.body.message, '내 상품으로 등록되었습니다.');
    productId = added.body.product_id;
    const again = await call('POST', `naver/keywords/${looked.body.results[1].id}/add-to-product`, customer);
    assert.equal(again.status, 409);
    assert.equal(again.body.message, '이미 내 상품에 등록된 상품입니다. (MID: 85000000001)');
    assert.equal((await call('POST', `naver/keywords/${keywordId}/add-to-product`, other)).status, 404);
    // A later lookup of the same product is a new, untracked row; switching it on tracks it under
    // the existing product (one product, no duplicate), and a second time is refused with the mid.
    const later = await lookup(customer, ['선풍기'], '85000000001');
    assert.equal(later.body.results[0].is_my_product, false);
    const joined = await call<AddToProductResponse>('POST', `naver/keywords/${later.body.results[0].id}/add-to-product`, customer);
    assert.equal(joined.status, 200);
    assert.equal(joined.body.product_id, productId);
    const refused = await call('POST', `naver/keywords/${later.body.results[0].id}/add-to-product`, customer);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message ?? '', /MID: 85000000001/);
  });

  it('switching one keyword off untracks that keyword only; the product and its other keywords stay', async () => {
    const later = (await call<KeywordList>('GET', `naver/keywords?search=${encodeURIComponent('선풍기')}&page_size=100`, customer)).body
      .results;
    const extra = later.find((k) => k.keyword === '선풍기' && k.is_my_product)!;
    assert.equal((await call('POST', `naver/keywords/${extra.id}/remove-from-product`, other)).status, 404);
    const removed = await call<AddToProductResponse>('POST', `naver/keywords/${extra.id}/remove-from-product`, customer);
    assert.equal(removed.status, 200);
    assert.equal(removed.body.is_my_product, false);
    assert.equal(removed.body.mid, '85000000001');
    assert.equal(removed.body.product_id, productId);
    assert.equal(removed.body.message, '이 키워드의 순위 추적을 해제했습니다.');
    const product = (await call<MyProduct>('GET', `naver/products/${productId}`, customer)).body;
    assert.deepEqual(product.keywords.map((k) => k.keyword).sort(), ['미니 선풍기', '휴대용 선풍기'].sort());
    // The keyword itself stays as a lookup, now untracked; untracking it again is refused.
    const row = (await call<KeywordList>('GET', `naver/keywords?mid=85000000001&page_size=100`, customer)).body.results.find(
      (k) => k.id === extra.id,
    )!;
    assert.equal(row.is_my_product, false);
    assert.equal((await call('POST', `naver/keywords/${extra.id}/remove-from-product`, customer)).status, 400);
  });

  it('untracking the main keyword hands the main role to another keyword of the product', async () => {
    const detail = (await call<MyProduct>('GET', `naver/products/${productId}`, customer)).body;
    const main = detail.keywords.find((k) => k.keyword === detail.main_keyword)!;
    const removed = await call('POST', `naver/keywords/${main.id}/remove-from-product`, customer);
    assert.equal(removed.status, 200);
    const after = (await call<MyProduct>('GET', `naver/products/${productId}`, customer)).body;
    assert.equal(after.keywords.length, 1);
    assert.equal(after.main_keyword, after.keywords[0].keyword);
    // Switching it back on rejoins the same product.
    const back = await call<AddToProductResponse>('POST', `naver/keywords/${main.id}/add-to-product`, customer);
    assert.equal(back.status, 200);
    assert.equal(back.body.product_id, productId);
    // Restore the main keyword for the tests below.
    assert.equal((await call('PUT', `naver/products/main-keyword/${main.id}`, customer)).status, 200);
  });

  it('lists and shows my products with keywords, malls and main keyword; others see none of them', async () => {
    const list = await call<ProductList>('GET', 'naver/products?search=선풍기', customer);
    assert.equal(list.body.count, 1);
    const product = list.body.results[0];
    assert.equal(product.productId, '85000000001');
    assert.equal(product.title, '휴대용 선풍기 미니');
    assert.deepEqual(product.malls, ['여름상회']);
    assert.equal(product.main_keyword, '휴대용 선풍기');
    assert.deepEqual(product.keywords.map((k) => k.keyword).sort(), ['미니 선풍기', '휴대용 선풍기'].sort());
    assert.equal(product.extended, false);
    const detail = await call<MyProduct>('GET', `naver/products/${productId}`, customer);
    assert.equal(detail.body.id, productId);
    assert.equal((await call('GET', `naver/products/${productId}`, other)).status, 404);
    assert.equal((await call<ProductList>('GET', 'naver/products', other)).body.count, 0);
    const malls = await call<MallList>('GET', 'naver/products/malls', customer);
    assert.ok(malls.body.malls.some((m) => m.name === '여름상회' && m.products === 1));
    const byMall = await call<ProductList>('GET', `naver/products?mall=${encodeURIComponent('여름상회')}`, customer);
    assert.equal(byMall.body.count, 1);
  });

  it('sets the main keyword (only a keyword of my product)', async () => {
    const detail = await call<MyProduct>('GET', `naver/products/${productId}`, customer);
    const other_keyword = detail.body.keywords.find((k) => k.keyword === '미니 선풍기')!;
    const updated = await call<{ product: MyProduct }>('PUT', `naver/products/main-keyword/${other_keyword.id}`, customer);
    assert.equal(updated.status, 200);
    assert.equal(updated.body.message, '상품 정보가 수정되었습니다.');
    assert.equal(updated.body.product.main_keyword, '미니 선풍기');
    assert.equal((await call('PUT', `naver/products/main-keyword/${other_keyword.id}`, other)).status, 404);
    const loose = (await lookup(customer, ['상품 아닌 키워드'], '86000000001')).body.results[0];
    const refused = await call('PUT', `naver/products/main-keyword/${loose.id}`, customer);
    assert.equal(refused.status, 400);
  });

  it('returns the histories of every keyword of a product (isKeyword=false)', async () => {
    const histories = await call<HistoryList>('GET', `naver/keywords/${productId}/histories?isKeyword=false`, customer);
    assert.equal(histories.status, 200);
    assert.equal(histories.body.count, 2);
    const scoped = await call('GET', `naver/keywords/${keywordId}/histories?productId=${productId + 1000}`, customer);
    assert.equal(scoped.status, 404);
  });

  it('sends a report through the mail adapter and says when it was only logged', async () => {
    // The customer's own address: its business's tax-invoice email (only own addresses are allowed).
    const sent = await call<SendReportResponse>('POST', 'naver/products/reports/send', customer, {
      email: 'tax@hyunwoo-flower.kr',
      ids: [productId],
    });
    assert.equal(sent.status, 200);
    assert.equal(sent.body.transport, 'log');
    assert.equal(sent.body.delivered, false);
    assert.equal(sent.body.products, 1);
    assert.match(sent.body.message, /SMTP_URL/);
    const none = await call('POST', 'naver/products/reports/send', other, { email: 'x@example.com' });
    assert.equal(none.status, 400);
    const badEmail = await call('POST', 'naver/products/reports/send', customer, { email: 'not-an-email' });
    assert.equal(badEmail.status, 400);
  });

  it('removes a product (keywords stay as lookups) and many at once, only my own', async () => {
    assert.equal((await call('DELETE', `naver/products/${productId}`, other)).status, 404);
    const removed = await call('DELETE', `naver/products/${productId}`, customer);
    assert.equal(removed.body.message, '내 상품에서 삭제되었습니다.');
    const keyword = (await call<KeywordList>('GET', 'naver/keywords?mid=85000000001', customer)).body.results[0];
    assert.equal(keyword.is_my_product, false);
    // Now it can be added again.
    const readded = await call<AddToProductResponse>('POST', `naver/keywords/${keyword.id}/add-to-product`, customer);
    assert.equal(readded.status, 200);
    const loose = (await lookup(customer, ['두번째'], '87000000001')).body.results[0];
    const second = await call<AddToProductResponse>('POST', `naver/keywords/${loose.id}/add-to-product`, customer);
    const foreign = await call('POST', 'naver/products/delete', other, { ids: `${readded.body.product_id},${second.body.product_id}` });
    assert.equal(foreign.status, 404);
    const many = await call<{ deleted: number }>('POST', 'naver/products/delete', customer, {
      ids: `${readded.body.product_id},${second.body.product_id}`,
    });
    assert.equal(many.body.deleted, 2);
  });
});

describe('POST naver/checkrank', () => {
  it('checks only the first page by default, without storing anything', async () => {
    fake.reset();
    fake.place('우산', 41, { productId: '88000000001' });
    const before = await call<KeywordList>('GET', 'naver/keywords?page_size=1000', customer);
    const first = await call<CheckRankResponse>('POST', 'naver/checkrank', customer, {
      keyword: '우산',
      url: '88000000001',
      type: 'shopping',
    });
    assert.equal(first.status, 200);
    assert.equal(first.body.only_first_page, true);
    assert.equal(first.body.status, 'OUT_OF_RANGE');
    assert.equal(first.body.rankText, '1페이지 밖');
    assert.deepEqual(
      fake.requests.map((r) => [r.start, r.display]),
      [[1, 40]],
    );
    const full = await call<CheckRankResponse>('POST', 'naver/checkrank', customer, {
      keyword: '우산',
      url: '88000000001',
      only_first_page: false,
    });
    assert.deepEqual([full.body.rank, full.body.page, full.body.pageRank], [41, 2, 1]);
    const afterList = await call<KeywordList>('GET', 'naver/keywords?page_size=1000', customer);
    assert.equal(afterList.body.count, before.body.count);
  });

  it('checks place ranks with the simulated provider, labelled as demo data', async () => {
    const place = await call<CheckRankResponse>('POST', 'naver/checkrank', customer, {
      keyword: '강남 맛집',
      url: 'https://m.place.naver.com/restaurant/1234567/home',
      type: 'place',
      only_first_page: false,
    });
    assert.equal(place.status, 200);
    assert.equal(place.body.provider, 'simulated');
    assert.equal(place.body.demo, true);
    assert.equal(place.body.mid, '1234567');
  });
});

describe('guests', () => {
  it('may look up a few keywords a day and are then invited to register', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/guest-signup', payload: { guestId: null } });
    const { username } = created.json<{ username: string }>();
    const guest = bearer((await t.login(username, username)).access);
    const first = await lookup(guest, ['게스트1', '게스트2'], '89000000001');
    assert.equal(first.status, 200);
    assert.equal(first.body.remaining, 1);
    const over = await lookup(guest, ['게스트3', '게스트4'], '89000000001');
    assert.equal(over.status, 429);
    assert.equal(over.body.code, 'GUEST_DAILY_LIMIT');
    assert.match(over.body.message ?? '', /게스트는 하루 3개 키워드까지.*회원가입/);
    const last = await call<CheckRankResponse>('POST', 'naver/checkrank', guest, { keyword: '게스트3', url: '89000000001' });
    assert.equal(last.status, 200);
    assert.equal((await call('POST', 'naver/checkrank', guest, { keyword: '게스트4', url: '89000000001' })).status, 429);
  });
});

describe('refresh status and global search', () => {
  it('shows the caller’s tracked keywords and the call budget', async () => {
    const status = await call<RefreshStatus>('GET', 'naver/keywords/refresh/status', customer);
    assert.equal(status.status, 200);
    assert.equal(status.body.budget, 25_000);
    assert.ok(status.body.calls_used > 0);
    assert.ok(status.body.mine.tracked >= 9, 'the seeded demo products are tracked');
    assert.equal(status.body.next_run_at, null, 'no schedule in tests');
  });

  it('reports today’s checks and failures as the keyword menu status (staff)', async () => {
    const admin = bearer((await t.login(...demo.admin)).access);
    const response = await t.inject({ method: 'POST', url: '/api/options/menu/status', headers: admin, payload: { menus: ['keyword'] } });
    const status = response.json<Record<string, { successCount: number; errorCount: number; errorHint: string }>>();
    assert.ok(status.keyword.successCount > 0);
    assert.ok(status.keyword.errorCount >= 1, 'the SE99 check above failed today (the 429 day kept its earlier success)');
    assert.equal(status.keyword.errorHint, '오늘 순위 조회 실패 키워드');
  });

  it('finds my own keywords and products only', async () => {
    const mine = await t.inject({ method: 'GET', url: `/api/global-search?q=${encodeURIComponent('캠핑의자')}`, headers: customer });
    const titles = mine.json<{ title: string }[]>().map((r) => r.title);
    assert.ok(titles.includes('캠핑의자'));
    assert.ok(titles.includes('초경량 접이식 캠핑의자 릴렉스 체어'));
    const theirs = await t.inject({ method: 'GET', url: `/api/global-search?q=${encodeURIComponent('캠핑의자')}`, headers: other });
    assert.ok(!theirs.json<{ title: string }[]>().some((r) => r.title.includes('캠핑의자')));
  });

  it('seeds the customer’s products with 30 days of simulated history', async () => {
    const products = await call<ProductList>('GET', 'naver/products?search=텀블러', customer);
    const product = products.body.results[0];
    assert.equal(product.keywords[0].provider, 'simulated');
    assert.equal(product.keywords[0].demo, true);
    const histories = await call<HistoryList>('GET', `naver/keywords/${product.keywords[0].id}/histories`, customer);
    assert.equal(histories.body.count, 30);
    assert.ok(histories.body.results.every((h) => h.rank === null || h.rank > 0));
    const rows = await t.database.db
      .select()
      .from(keywordChecks)
      .where(and(eq(keywordChecks.id, product.keywords[0].id)));
    assert.equal(rows[0].provider, 'simulated');
  });
});
