import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Faq, FaqList, Notice, NoticeList } from '@nurly/contracts/schemas';
import { bearersOf, demo, fileTestApp } from '../../helpers/app';

const tokens: Record<string, Record<string, string>> = {};

const t = await fileTestApp();
before(async () => {
  const logins = {
    staff: demo.staff,
    admin: demo.admin,
    customer: demo.customer,
    hubclient: demo.hubclient,
    offerwall: demo.offerwall,
  } as const;
  Object.assign(tokens, await bearersOf(t, logins));
});

type Who = 'staff' | 'admin' | 'customer' | 'hubclient' | 'offerwall' | 'anonymous';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.inject({ method, url, headers: who === 'anonymous' ? {} : tokens[who], ...(payload && { payload }) });

const hostile =
  '<p onclick="steal()">안내<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">링크</a><a href="https://thenurly.com" target="_blank">정상 링크</a><img src="data:image/png;base64,iVBORw0KGgo="></p>';

function assertClean(html: string) {
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /onerror|onclick/i);
  assert.doesNotMatch(html, /javascript:/i);
  assert.match(html, /<a href="https:\/\/thenurly.com" target="_blank" rel="noopener noreferrer">정상 링크<\/a>/);
  assert.match(html, /<img src="data:image\/png;base64,iVBORw0KGgo=" \/>/);
}

describe('FAQ', () => {
  test('public list in order with the seeded refund rules; search and category filter', async () => {
    const all = (await call('anonymous', 'GET', '/api/cs/faq')).json<FaqList>();
    assert.ok(all.count >= 6);
    const orders = all.results.map((f) => f.order);
    assert.deepEqual(
      orders,
      [...orders].sort((x, y) => x - y),
    );
    assert.ok(all.results.some((f) => f.category === 'REFUND' && f.answer.includes('7일 이내')));
    const refunds = (await call('anonymous', 'GET', '/api/cs/faq?category=REFUND')).json<FaqList>();
    assert.ok(refunds.count >= 1 && refunds.results.every((f) => f.category === 'REFUND'));
    const searched = (await call('anonymous', 'GET', `/api/cs/faq?search=${encodeURIComponent('캠페인')}`)).json<FaqList>();
    assert.ok(searched.count >= 1 && searched.results.every((f) => `${f.question}${f.answer}`.includes('캠페인')));
  });

  test('create-or-update: no id creates (last by default), an id updates; the answer is sanitised', async () => {
    const created = await call('staff', 'POST', '/api/cs/faq', {
      question: '세금계산서는 언제 발행되나요?',
      answer: hostile,
      category: 'ETC',
    });
    assert.equal(created.statusCode, 201, created.body);
    const faq = created.json<Faq>();
    assertClean(faq.answer);
    const maxOrder = Math.max(...(await call('anonymous', 'GET', '/api/cs/faq')).json<FaqList>().results.map((f) => f.order));
    assert.equal(faq.order, maxOrder);

    const updated = await call('admin', 'POST', '/api/cs/faq', {
      id: faq.id,
      question: '세금계산서 발행 시점',
      answer: '<p>매월 말일</p>',
      category: 'POINT',
      order: 1,
    });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual((({ id, question, answer, category, order }) => ({ id, question, answer, category, order }))(updated.json<Faq>()), {
      id: faq.id,
      question: '세금계산서 발행 시점',
      answer: '<p>매월 말일</p>',
      category: 'POINT',
      order: 1,
    });
    assert.equal((await call('anonymous', 'GET', '/api/cs/faq')).json<FaqList>().results[0].id, faq.id, 'order 1 comes first');

    const missing = await call('staff', 'POST', '/api/cs/faq', { id: 999999, question: 'q', answer: '<p>a</p>', category: 'ETC' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'FAQ를 찾을 수 없습니다.');
    const emptyAnswer = await call('staff', 'POST', '/api/cs/faq', {
      question: '질문',
      answer: '<p> </p><script>x</script>',
      category: 'ETC',
    });
    assert.equal(emptyAnswer.statusCode, 400);
    assert.equal(emptyAnswer.json().message, '답변을 입력해주세요.');

    assert.deepEqual((await call('staff', 'DELETE', `/api/cs/faq/${faq.id}`)).json(), { message: 'FAQ가 삭제되었습니다.' });
    assert.equal((await call('staff', 'DELETE', `/api/cs/faq/${faq.id}`)).statusCode, 404);
  });

  test('only the CS desk writes: anonymous 401, customer and hub/offerwall console users 403', async () => {
    const body = { question: '질문', answer: '<p>답</p>', category: 'ETC' };
    assert.equal((await call('anonymous', 'POST', '/api/cs/faq', body)).statusCode, 401);
    for (const who of ['customer', 'hubclient', 'offerwall'] as const) {
      const response = await call(who, 'POST', '/api/cs/faq', body);
      assert.equal(response.statusCode, 403, who);
      assert.equal(response.json().message, '접근 권한이 없습니다. 관리자에게 문의하세요.');
      assert.equal((await call(who, 'DELETE', '/api/cs/faq/1')).statusCode, 403);
    }
  });
});

describe('notices', () => {
  test('public list: the pinned notice first, then newest; paged', async () => {
    const list = (await call('anonymous', 'GET', '/api/cs/notice?page_size=25')).json<NoticeList>();
    assert.ok(list.count >= 4);
    assert.equal(list.results[0].pinned, true);
    const unpinned = list.results.filter((n) => !n.pinned).map((n) => n.created_at);
    assert.deepEqual(unpinned, [...unpinned].sort().reverse());
    const paged = (await call('anonymous', 'GET', '/api/cs/notice?page_size=1&page=2')).json<NoticeList>();
    assert.equal(paged.results.length, 1);
    assert.equal(paged.results[0].id, list.results[1].id);
  });

  test('CRUD by staff with sanitising; pinning moves a notice to the top; reading counts views', async () => {
    const created = await call('staff', 'POST', '/api/cs/notice', { title: '  신규 기능 안내  ', body: hostile });
    assert.equal(created.statusCode, 201, created.body);
    const notice = created.json<Notice>();
    assert.equal(notice.title, '신규 기능 안내');
    assert.equal(notice.pinned, false);
    assert.equal(notice.author, '운영팀 김지수');
    assertClean(notice.body);

    const first = (await call('anonymous', 'GET', '/api/cs/notice')).json<NoticeList>().results;
    assert.equal(first[0].pinned, true);
    assert.equal(first.find((n) => !n.pinned)?.id, notice.id, 'newest unpinned comes right after the pinned ones');

    const pinned = await call('admin', 'PUT', `/api/cs/notice/${notice.id}`, {
      title: '신규 기능 안내 (수정)',
      body: '<p>본문<iframe src="https://evil"></iframe></p>',
      pinned: true,
    });
    assert.equal(pinned.statusCode, 200);
    assert.equal(pinned.json<Notice>().body, '<p>본문</p>');
    assert.equal(
      (await call('anonymous', 'GET', '/api/cs/notice')).json<NoticeList>().results[0].id,
      notice.id,
      'the newest pinned notice leads',
    );

    const read1 = (await call('anonymous', 'GET', `/api/cs/notice/${notice.id}`)).json<Notice>();
    const read2 = (await call('customer', 'GET', `/api/cs/notice/${notice.id}`)).json<Notice>();
    assert.equal(read2.views, read1.views + 1);
    assert.equal(read2.title, '신규 기능 안내 (수정)');

    const search = (await call('anonymous', 'GET', `/api/cs/notice?search=${encodeURIComponent('(수정)')}`)).json<NoticeList>();
    assert.deepEqual(
      search.results.map((n) => n.id),
      [notice.id],
    );
    // Global search links a notice only where that user has a notice page on the request's deployment (Host header).
    const noticeLinks = async (who: Exclude<Who, 'anonymous'>, host: string) => {
      const response = await t.inject({
        method: 'GET',
        url: `/api/global-search?q=${encodeURIComponent('신규 기능 안내')}`,
        headers: { ...tokens[who], host },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response
        .json<{ to: { name: string; params: { id: string } }; icon: string }[]>()
        .filter((r) => r.icon === 'notice')
        .map((r) => `${r.to.name}:${r.to.params.id}`);
    };
    assert.deepEqual(
      await noticeLinks('staff', 'localhost:8080'),
      [`admin-notice-detail:${notice.id}`],
      'the desk edits it on the default site',
    );
    assert.deepEqual(await noticeLinks('customer', 'localhost:8080'), [], 'the default site has no /notice page for customers');
    assert.deepEqual(await noticeLinks('hubclient', 'localhost:8080'), [], 'a console user cannot open /admin/notice');
    assert.deepEqual(await noticeLinks('hubclient', 'reward.localhost:8080'), [`notice-detail:${notice.id}`]);
    assert.deepEqual(await noticeLinks('hubclient', 'hub.localhost:8080'), [`notice-detail:${notice.id}`]);
    assert.deepEqual(
      await noticeLinks('staff', 'reward.localhost:8080'),
      [`notice-detail:${notice.id}`],
      'staff hold a console role on reward',
    );
    assert.deepEqual(await noticeLinks('customer', 'reward.localhost:8080'), [], 'console notice pages need is_staff and a console role');
    assert.deepEqual(await noticeLinks('offerwall', 'admin.localhost:8080'), [], 'the offerwall has no notice page');
    assert.deepEqual(await noticeLinks('admin', 'admin.localhost:8080'), []);

    assert.deepEqual((await call('staff', 'DELETE', `/api/cs/notice/${notice.id}`)).json(), { message: '공지사항이 삭제되었습니다.' });
    const gone = await call('anonymous', 'GET', `/api/cs/notice/${notice.id}`);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().message, '공지사항을 찾을 수 없습니다.');
  });

  test('validation messages and access for writes', async () => {
    const blank = await call('staff', 'POST', '/api/cs/notice', { title: ' ', body: '<p>본문</p>' });
    assert.deepEqual(blank.json(), { message: '제목을 입력해주세요.', code: 'VALIDATION', field: 'title' });
    const emptyBody = await call('staff', 'POST', '/api/cs/notice', { title: '제목', body: '<script>alert(1)</script>' });
    assert.equal(emptyBody.json().message, '내용을 입력해주세요.');
    const missing = await call('staff', 'POST', '/api/cs/notice', { body: '<p>본문</p>' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { message: '제목을 입력해주세요.', code: 'VALIDATION', field: 'title' });
    const tooLong = await call('staff', 'POST', '/api/cs/notice', { title: '가'.repeat(201), body: '<p>본문</p>' });
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json(), { message: '제목은 최대 200자까지 입력할 수 있습니다.', code: 'VALIDATION', field: 'title' });

    const body = { title: '제목', body: '<p>본문</p>' };
    assert.equal((await call('anonymous', 'POST', '/api/cs/notice', body)).statusCode, 401);
    assert.equal((await call('anonymous', 'PUT', '/api/cs/notice/1', body)).statusCode, 401);
    assert.equal((await call('anonymous', 'DELETE', '/api/cs/notice/1')).statusCode, 401);
    for (const who of ['customer', 'hubclient'] as const) {
      assert.equal((await call(who, 'POST', '/api/cs/notice', body)).statusCode, 403, who);
      assert.equal((await call(who, 'PUT', '/api/cs/notice/1', body)).statusCode, 403, who);
      assert.equal((await call(who, 'DELETE', '/api/cs/notice/1')).statusCode, 403, who);
    }
    assert.equal((await call('staff', 'PUT', '/api/cs/notice/999999', body)).statusCode, 404);
  });
});
