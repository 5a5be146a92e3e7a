/**
 * What a rank look-up refuses before it charges a guest, calls Naver or writes a row: a keyword
 * holding an emoji (Naver cannot search one), with the ad keyword's message.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { adMessages } from '@nurly/contracts';
import { keywordChecks } from '../../../src/db/schema/keywords';
import { bearer, buildTestApp, type TestApp } from '../../helpers/app';
import { fakeNaverEnv, startFakeNaver, type FakeNaver } from '../../support/fake-naver';

let fake: FakeNaver;
let t: TestApp;
let guest: Record<string, string>;
let guestId: number;

before(async () => {
  fake = await startFakeNaver();
  t = await buildTestApp({}, { ...fakeNaverEnv(fake), KEYWORD_GUEST_DAILY_LIMIT: '2' });
  const created = await t.inject({ method: 'POST', url: '/api/guest-signup', payload: { guestId: null } });
  const { username } = created.json<{ username: string }>();
  guest = bearer((await t.login(username, username)).access);
  guestId = (await t.inject({ method: 'GET', url: '/api/user', headers: guest })).json<{ id: number }>().id;
});

after(async () => {
  await t?.close();
  await fake?.close();
});

const post = (url: string, payload: object) => t.inject({ method: 'POST', url: `/api/${url}`, headers: guest, payload });

describe('a keyword with an emoji', () => {
  it('is refused by the rank look-up and the quick check with a Korean 400; nothing is charged, called or written', async () => {
    fake.reset();
    fake.place('캠핑 의자', 4, { productId: '93000000001' });

    const lookup = await post('naver/keywords/rank', { keywords: ['캠핑 의자', '캠핑 의자 🏕️'], url: '93000000001' });
    assert.equal(lookup.statusCode, 400, lookup.body);
    assert.equal(lookup.json().message, adMessages.keywordEmoji);

    const quick = await post('naver/checkrank', { keyword: '🔥특가', url: '93000000001' });
    assert.equal(quick.statusCode, 400, quick.body);
    assert.equal(quick.json().message, adMessages.keywordEmoji);

    assert.equal(fake.requests.length, 0);
    assert.equal((await t.database.db.select().from(keywordChecks).where(eq(keywordChecks.userId, guestId))).length, 0);

    // The guest's whole allowance (2 keywords) is still there.
    const allowed = await post('naver/keywords/rank', { keywords: ['캠핑 의자', '캠핑 테이블'], url: '93000000001' });
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.equal(allowed.json().remaining, 0);
  });
});
