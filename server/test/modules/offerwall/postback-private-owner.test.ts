/**
 * A private range on OFFERWALL_POSTBACK_ALLOW_PRIVATE may be allowed for one publisher account only
 * (`cidr@<account id>`): its apps save and send postbacks there; another publisher's app is refused
 * at save and, if its URL was saved under other rules, BLOCKED at send with nothing sent.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { offerwallMessages } from '@nurly/contracts';
import { roles, userRoles, users } from '../../../src/db/schema';
import { loadConfig } from '../../../src/config';
import { hashPassword, scryptParams } from '../../../src/lib/password';
import { postbackTargetRules, vetPostbackUrl } from '../../../src/modules/offerwall/postback-target';
import { buildTestApp, demo, tableLookup, type TestApp } from '../../helpers/app';
import { startReceiver, type Receiver } from '../../support/receiver';
import { createPublisherApp, loginHeaders, publisherHeaders, type Headers } from './helpers';

let t: TestApp;
/** The same database, loopback allowed for the demo publisher's apps only. */
let scoped: TestApp;
let receiver: Receiver;
let mine: Headers;
let rival: Headers;
let publisherId: number;

before(async () => {
  t = await buildTestApp();
  receiver = await startReceiver();
  const [publisher] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, demo.offerwall[0]));
  publisherId = publisher.id;
  const [row] = await t.database.db
    .insert(users)
    .values({
      username: `rival${process.pid}`,
      passwordHash: await hashPassword('rival1234', scryptParams(t.config.auth.passwordScryptLog2N)),
      name: '다른 매체',
      isStaff: true,
    })
    .returning({ id: users.id });
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'OFFERWALL_CLIENT'));
  await t.database.db.insert(userRoles).values({ userId: row.id, roleId: role.id });
  scoped = await buildTestApp({}, { OFFERWALL_POSTBACK_ALLOW_PRIVATE: `127.0.0.0/8@${publisherId}` }, t);
  mine = await publisherHeaders(scoped);
  rival = await loginHeaders(scoped, `rival${process.pid}`, 'rival1234');
});
after(async () => {
  receiver?.close();
  await scoped?.close();
  await t?.close();
});

test('a range allowed for one publisher: its apps save and send there, another publisher is refused at save and at send', async () => {
  const url = `${receiver.baseUrl}/scoped`;
  const own = await createPublisherApp(scoped, { postback_url: url }, mine);
  receiver.received = [];
  const sent = await scoped.inject({ method: 'POST', url: `/api/offerwall/apps/${own.id}/test-postback`, headers: mine });
  assert.equal(sent.statusCode, 200, sent.body);
  assert.deepEqual([sent.json().attempt.status_code, sent.json().attempt.result], [200, 'SUCCEEDED']);
  assert.equal(receiver.received.length, 1);

  const refused = await scoped.inject({
    method: 'POST',
    url: '/api/offerwall/apps',
    payload: { name: '다른 매체 앱', postback_url: url },
    headers: rival,
  });
  assert.equal(refused.statusCode, 400, refused.body);
  assert.deepEqual(
    [refused.json().message, refused.json().field],
    [offerwallMessages.postbackUrlBlocked('loopback', '127.0.0.1'), 'postback_url'],
  );

  // Saved where loopback is allowed for everyone (the harness's rule), then sent under the scoped rule.
  const theirs = await createPublisherApp(t, { postback_url: url }, await loginHeaders(t, `rival${process.pid}`, 'rival1234'));
  receiver.received = [];
  const blocked = await scoped.inject({ method: 'POST', url: `/api/offerwall/apps/${theirs.id}/test-postback`, headers: rival });
  assert.equal(blocked.statusCode, 200, blocked.body);
  assert.deepEqual([blocked.json().attempt.status_code, blocked.json().attempt.failure], [null, 'BLOCKED']);
  assert.equal(receiver.received.length, 0, 'nothing sent');
});

test('the entries: a bare one for every publisher, `@<account id>` for one; anything else refused at start; metadata never', async () => {
  const rules = postbackTargetRules(
    { postbackAllowHttp: true, postbackAllowPrivate: ['10.1.0.0/16', '10.2.0.0/16@7', 'fd12::/16@7', '169.254.0.0/16@7'] },
    tableLookup(new Map()),
  );
  const allowed = async (url: string, ownerId?: number) => 'target' in (await vetPostbackUrl(rules, url, undefined, ownerId));
  assert.deepEqual(
    [
      await allowed('http://10.1.2.3/', 8),
      await allowed('http://10.1.2.3/'),
      await allowed('http://10.2.3.4/', 7),
      await allowed('http://[fd12::1]/', 7),
      await allowed('http://10.2.3.4/', 8),
      await allowed('http://10.2.3.4/'),
      await allowed('http://169.254.169.254/', 7),
    ],
    [true, true, true, true, false, false, false],
  );
  assert.deepEqual(loadConfig({ OFFERWALL_POSTBACK_ALLOW_PRIVATE: '10.2.0.0/16@7, ::1/128' }).offerwall.postbackAllowPrivate, [
    '10.2.0.0/16@7',
    '::1/128',
  ]);
  for (const bad of ['10.0.0.0/8@', '10.0.0.0/8@abc', '10.0.0.0/8@0', 'intranet@7'])
    assert.throws(() => loadConfig({ OFFERWALL_POSTBACK_ALLOW_PRIVATE: bad }), /OFFERWALL_POSTBACK_ALLOW_PRIVATE/, bad);
});
