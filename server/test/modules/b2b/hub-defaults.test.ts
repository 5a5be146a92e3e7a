/**
 * Defaults where the design is silent (b2b/README.md "Hub admins, transfers and act-for"): a hub admin
 * funds and recalls from its own tree like an agency (a reseller of its group); nobody acts for an
 * is_staff account — a hub's admin, members and clients are console users — so staff and the hub
 * admin act for none of them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { actForMessages } from '@nurly/contracts/schemas';
import { demo, fileTestApp, uniqueMobile } from '../../helpers/app';
import { api, loginHeaders, staffHeaders } from '../ads/helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const hubAdmin = await loginHeaders(t, ...demo.hubadmin);
const me = (await api(t).get('/api/user', hubAdmin)).json() as { id: number };

async function hubClient(): Promise<number> {
  const username = `hd${process.pid}${Math.random().toString(36).slice(2, 6)}`;
  const created = await api(t).post(
    '/api/hub/members',
    { username, password: 'pass1234', name: '기본값 고객', mobile: uniqueMobile(), role: 'HUB_CLIENT' },
    hubAdmin,
  );
  assert.equal(created.statusCode, 201, created.body);
  return created.json().member.id;
}

const balanceOf = async (id: number) => (await api(t).get(`/api/admin/b2b/balance/${id}`, staff)).json().balance as number;

describe('a hub admin transfers within its own tree', () => {
  test('funds its client and recalls part of it; outside its tree is the 404 of a missing account', async () => {
    const client = await hubClient();
    const charged = await api(t).post('/api/admin/b2b/balance', { user_id: me.id, amount: 50_000, action: 'CHARGE' }, staff);
    assert.equal(charged.statusCode, 200, charged.body);
    const sent = await api(t).post('/api/admin/b2b/balance', { user_id: client, amount: 20_000 }, hubAdmin);
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(await balanceOf(client), 20_000);
    const back = await api(t).post('/api/admin/b2b/balance', { user_id: client, amount: 5_000, action: 'RECALL' }, hubAdmin);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(await balanceOf(client), 15_000);
    const missing = await api(t).post('/api/admin/b2b/balance', { user_id: 2_100_000_000, amount: 1_000 }, hubAdmin);
    const seoul = (await api(t).get('/api/admin/b2b/members?search=seoul_dist', staff)).json().results[0].id as number;
    const outside = await api(t).post('/api/admin/b2b/balance', { user_id: seoul, amount: 1_000 }, hubAdmin);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual([outside.statusCode, outside.json()], [missing.statusCode, missing.json()]);
  });
});

describe('nobody acts for an is_staff account', () => {
  test('staff and the hub admin are refused for a hub client and the hub admin', async () => {
    const client = await hubClient();
    for (const [who, headers, target] of [
      ['staff → hub client', staff, client],
      ['staff → hub admin', staff, me.id],
      ['hub admin → its client', hubAdmin, client],
    ] as const) {
      const response = await api(t).post('/api/act-for', { account_id: target, reason: '기본값 점검' }, headers);
      assert.equal(response.statusCode, 403, `${who}: ${response.body}`);
      assert.equal(response.json().message, actForMessages.notAllowed, who);
    }
  });
});
