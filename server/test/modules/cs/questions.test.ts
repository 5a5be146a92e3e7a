import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Question, QuestionComment, QuestionList } from '@nurly/contracts/schemas';
import { bearersOf, demo, fileTestApp } from '../../helpers/app';

const tokens: Record<string, Record<string, string>> = {};

const t = await fileTestApp();
before(async () => {
  // customer = A, flower_shop = B (both plain customers); hubclient is a console user, not the CS desk.
  const logins = {
    a: demo.customer,
    b: ['flower_shop', 'member1234'],
    staff: demo.staff,
    admin: demo.admin,
    hubclient: demo.hubclient,
  } as const;
  Object.assign(tokens, await bearersOf(t, logins));
});

type Who = 'a' | 'b' | 'staff' | 'admin' | 'hubclient' | 'anonymous';
const headersOf = (who: Who) => (who === 'anonymous' ? {} : tokens[who]);
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.inject({ method, url, headers: headersOf(who), ...(payload && { payload }) });

async function ask(who: Who, title = `배송 문의 ${Math.random().toString(36).slice(2, 7)}`): Promise<Question> {
  const response = await call(who, 'POST', '/api/cs/questions', { title, body: '상품 순위가 갱신되지 않습니다.', category: 'KEYWORD' });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<Question>();
}

const list = async (who: Who, query = '') => (await call(who, 'GET', `/api/cs/questions${query}`)).json<QuestionList>();

describe('questions: ownership', () => {
  test('a customer lists only their own questions; the CS desk lists everyone', async () => {
    const mine = await ask('a');
    const theirs = await ask('b');
    const ofA = await list('a', '?page_size=100');
    assert.ok(ofA.results.some((q) => q.id === mine.id));
    assert.ok(ofA.results.every((q) => q.author.username === 'customer'));
    assert.ok(!ofA.results.some((q) => q.id === theirs.id));
    assert.equal(ofA.count, ofA.results.length);

    const ofStaff = await list('staff', '?page_size=100');
    assert.ok(ofStaff.results.some((q) => q.id === mine.id) && ofStaff.results.some((q) => q.id === theirs.id));
    // A hub console user is is_staff but not the desk: still only their own.
    const ofHub = await list('hubclient', '?page_size=100');
    assert.ok(!ofHub.results.some((q) => q.id === mine.id || q.id === theirs.id));
    // The desk's own customer page asks for mine=true.
    const staffMine = await list('staff', '?mine=true');
    assert.ok(staffMine.results.every((q) => q.author.username === 'staff'));
  });

  test('customer A can neither read, change, delete nor comment on B’s question', async () => {
    const theirs = await ask('b');
    assert.equal((await list('a', `?id=${theirs.id}`)).count, 0);
    const patch = await call('a', 'PATCH', `/api/cs/questions/${theirs.id}`, { title: '바꿔치기' });
    assert.equal(patch.statusCode, 404);
    assert.equal(patch.json().message, '문의를 찾을 수 없습니다.');
    assert.equal((await call('a', 'DELETE', `/api/cs/questions/${theirs.id}`)).statusCode, 404);
    assert.equal((await call('a', 'POST', '/api/cs/questions/comments', { question: theirs.id, body: '끼어들기' })).statusCode, 404);
    assert.equal((await list('b', `?id=${theirs.id}`)).results[0].title, theirs.title);
  });

  test('the owner edits while unanswered; staff may read, close, reopen and delete but not rewrite', async () => {
    const mine = await ask('a');
    const edited = await call('a', 'PATCH', `/api/cs/questions/${mine.id}`, { title: '  수정된 제목  ', category: 'POINT' });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json<Question>().title, '수정된 제목');
    assert.equal(edited.json<Question>().category, 'POINT');

    const ownerCloses = await call('a', 'PATCH', `/api/cs/questions/${mine.id}`, { status: 'CLOSED' });
    assert.equal(ownerCloses.statusCode, 403);
    assert.equal(ownerCloses.json().message, '문의 상태는 고객센터에서만 변경할 수 있습니다.');
    assert.equal((await call('staff', 'PATCH', `/api/cs/questions/${mine.id}`, { title: '직원이 바꾼 제목' })).statusCode, 403);

    assert.equal((await list('staff', `?id=${mine.id}`)).results[0].id, mine.id);
    const closed = await call('staff', 'PATCH', `/api/cs/questions/${mine.id}`, { status: 'CLOSED' });
    assert.equal(closed.json<Question>().status, 'CLOSED');
    const followUp = await call('a', 'POST', '/api/cs/questions/comments', { question: mine.id, body: '추가 문의' });
    assert.equal(followUp.statusCode, 400);
    assert.equal(followUp.json().message, '종료된 문의에는 댓글을 남길 수 없습니다. 새 문의를 등록해주세요.');
    assert.equal((await call('staff', 'PATCH', `/api/cs/questions/${mine.id}`, { status: 'OPEN' })).json<Question>().status, 'OPEN');

    const deleted = await call('staff', 'DELETE', `/api/cs/questions/${mine.id}`);
    assert.deepEqual(deleted.json(), { message: '문의가 삭제되었습니다.' });
    assert.equal((await list('a', `?id=${mine.id}`)).count, 0);

    const own = await ask('a');
    assert.equal((await call('a', 'DELETE', `/api/cs/questions/${own.id}`)).statusCode, 200);
  });
});

describe('questions: answers and comments', () => {
  test('a staff comment marks the question answered and locks its content; the filter follows', async () => {
    const mine = await ask('a', '답변 필터 확인용 문의');
    assert.equal(mine.answered, false);
    assert.equal(mine.status, 'OPEN');
    const unansweredIds = (await list('staff', '?filter=unanswered&page_size=100')).results.map((q) => q.id);
    assert.ok(unansweredIds.includes(mine.id));

    const followUp = await call('a', 'POST', '/api/cs/questions/comments', { question: mine.id, body: '빠른 답변 부탁드립니다.' });
    assert.equal(followUp.statusCode, 201);
    assert.equal(followUp.json<QuestionComment>().author.is_staff, false);
    assert.equal((await list('a', `?id=${mine.id}`)).results[0].answered, false, 'an owner follow-up is not an answer');

    const answer = await call('staff', 'POST', '/api/cs/questions/comments', { question: mine.id, body: '확인 후 처리해드렸습니다.' });
    assert.equal(answer.statusCode, 201);
    assert.equal(answer.json<QuestionComment>().author.is_staff, true);

    const seen = (await list('a', `?id=${mine.id}`)).results[0];
    assert.equal(seen.answered, true);
    assert.deepEqual(
      seen.comments.map((c) => c.body),
      ['빠른 답변 부탁드립니다.', '확인 후 처리해드렸습니다.'],
    );
    assert.equal(seen.comment_count, 2);
    assert.ok((await list('staff', '?filter=answered&page_size=100')).results.some((q) => q.id === mine.id));
    assert.ok(!(await list('staff', '?filter=unanswered&page_size=100')).results.some((q) => q.id === mine.id));

    const locked = await call('a', 'PATCH', `/api/cs/questions/${mine.id}`, { body: '내용을 바꿉니다' });
    assert.equal(locked.statusCode, 400);
    assert.equal(locked.json().message, '답변이 등록된 문의는 수정할 수 없습니다.');
  });

  test('comment delete: the author or staff; the owner cannot remove a staff answer; strangers see nothing', async () => {
    const mine = await ask('a');
    const ownComment = (
      await call('a', 'POST', '/api/cs/questions/comments', { question: mine.id, body: '내 댓글' })
    ).json<QuestionComment>();
    const answer = (
      await call('staff', 'POST', '/api/cs/questions/comments', { question: mine.id, body: '직원 답변' })
    ).json<QuestionComment>();

    assert.equal((await call('b', 'DELETE', `/api/cs/questions/comments/${ownComment.id}`)).statusCode, 404);
    assert.equal((await call('a', 'DELETE', `/api/cs/questions/comments/${answer.id}`)).statusCode, 403);
    assert.deepEqual((await call('a', 'DELETE', `/api/cs/questions/comments/${ownComment.id}`)).json(), {
      message: '댓글이 삭제되었습니다.',
    });
    assert.equal((await call('admin', 'DELETE', `/api/cs/questions/comments/${answer.id}`)).statusCode, 200);
    const after = (await list('a', `?id=${mine.id}`)).results[0];
    assert.equal(after.comments.length, 0);
    assert.equal(after.answered, false, 'removing the only staff answer un-answers the question');
    assert.equal((await call('a', 'DELETE', `/api/cs/questions/comments/${answer.id}`)).statusCode, 404);
  });

  test('search and paging: page_size bounds and counts', async () => {
    const marker = `검색표식${Date.now()}`;
    await ask('a', `${marker} 첫번째`);
    await ask('a', `${marker} 두번째`);
    const found = await list('a', `?search=${encodeURIComponent(marker)}&page_size=1`);
    assert.equal(found.count, 2);
    assert.equal(found.results.length, 1);
    assert.equal(found.results[0].title, `${marker} 두번째`, 'newest first');
    const second = await list('a', `?search=${encodeURIComponent(marker)}&page_size=1&page=2`);
    assert.equal(second.results[0].title, `${marker} 첫번째`);
    const tooBig = await call('a', 'GET', '/api/cs/questions?page_size=500');
    assert.equal(tooBig.statusCode, 400);
    assert.equal(tooBig.json().message, '페이지 크기는 1~100 사이로 입력해주세요.');
  });
});

describe('questions: validation and access', () => {
  test('Korean messages for blank or missing fields and a bad category', async () => {
    const blank = await call('a', 'POST', '/api/cs/questions', { title: '   ', body: '내용', category: 'ETC' });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json(), { message: '제목을 입력해주세요.', code: 'VALIDATION', field: 'title' });
    const noBody = await call('a', 'POST', '/api/cs/questions', { title: '제목', body: ' ', category: 'ETC' });
    assert.equal(noBody.json().message, '내용을 입력해주세요.');
    const missing = await call('a', 'POST', '/api/cs/questions', { title: '제목', category: 'ETC' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { message: '내용을 입력해주세요.', code: 'VALIDATION', field: 'body' });
    const badCategory = await call('a', 'POST', '/api/cs/questions', { title: '제목', body: '내용', category: 'NOPE' });
    assert.equal(badCategory.statusCode, 400);
    assert.deepEqual(badCategory.json(), { message: '분류를 선택해주세요.', code: 'VALIDATION', field: 'category' });
    const emptyComment = await call('a', 'POST', '/api/cs/questions/comments', { question: (await ask('a')).id, body: '' });
    assert.equal(emptyComment.json().message, '내용을 입력해주세요.');
    const nothing = await call('a', 'PATCH', `/api/cs/questions/${(await ask('a')).id}`, {});
    assert.equal(nothing.json().message, '변경할 내용을 입력해주세요.');
  });

  test('plain text stays plain: markup in a question is stored as typed, never interpreted', async () => {
    const response = await call('a', 'POST', '/api/cs/questions', {
      title: '<b>굵게</b>',
      body: '<script>alert(1)</script>',
      category: 'ETC',
    });
    assert.equal(response.json<Question>().body, '<script>alert(1)</script>');
  });

  test('anonymous callers get 401 on every question route', async () => {
    for (const [method, url] of [
      ['GET', '/api/cs/questions'],
      ['POST', '/api/cs/questions'],
      ['PATCH', '/api/cs/questions/1'],
      ['DELETE', '/api/cs/questions/1'],
      ['POST', '/api/cs/questions/comments'],
      ['DELETE', '/api/cs/questions/comments/1'],
    ] as const) {
      const response = await call('anonymous', method, url, method === 'POST' || method === 'PATCH' ? {} : undefined);
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(response.json().message, '로그인이 필요합니다. 다시 로그인해주세요.');
    }
  });

  test('the staff menu badge counts unanswered questions; global search finds only own questions', async () => {
    const title = `메뉴배지 ${Date.now()}`;
    await ask('b', title);
    const status = await call('admin', 'POST', '/api/options/menu/status', { menus: ['admin-questions'] });
    assert.equal(status.statusCode, 200, status.body);
    const entry = status.json()['admin-questions'];
    assert.ok(entry.errorCount >= 1);
    assert.equal(entry.errorHint, '답변 대기 문의');

    const ofB = await call('b', 'GET', `/api/global-search?q=${encodeURIComponent(title)}`);
    const found = ofB.json().find((r: { title: string }) => r.title === title);
    assert.equal(found?.to.name, 'questions');
    assert.match(found?.to.query.id, /^\d+$/);
    const ofA = await call('a', 'GET', `/api/global-search?q=${encodeURIComponent(title)}`);
    assert.ok(!ofA.json().some((r: { title: string }) => r.title === title));
  });
});
