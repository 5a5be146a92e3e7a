/**
 * The same business registration number on two accounts. It is accepted (a
 * business may run several accounts: README.md of the module) but never silently: the customer's
 * answer carries a Korean warning, and staff see the count on each advertiser and can list them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdvertiserList, AdvertiserSaved } from '@nurly/contracts/schemas';
import { advertiserMessages } from '@nurly/contracts/schemas';
import { fileTestApp } from '../../helpers/app';
import { freshCustomer, staffHeaders } from '../points/helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);

// A number no seeded or helper-made business uses.
const SHARED = '314-15-92653';

const body = (name: string, registration_number: string) => ({
  name,
  registration_number,
  representative: '김누리',
  address: '서울특별시 마포구 월드컵북로 1',
  emails: ['tax@nuri.kr'],
  deposit_names: ['김누리'],
});

test('a second account registering the same number is told so, and staff see both flagged', async () => {
  const first = await freshCustomer(t, { advertiser: false });
  const second = await freshCustomer(t, { advertiser: false });

  const one = await t.inject({ method: 'POST', url: '/api/admin/advertisers', headers: first.headers, payload: body('누리 본점', SHARED) });
  assert.equal(one.statusCode, 201, one.body);
  const firstSaved = one.json<AdvertiserSaved>();
  assert.equal(firstSaved.warning, undefined, 'the first holder of a number gets no warning');
  assert.equal(firstSaved.advertiser.shared_registration_count, 0);

  const two = await t.inject({
    method: 'POST',
    url: '/api/admin/advertisers',
    headers: second.headers,
    payload: body('누리 2호점', '314 15 92653'),
  });
  assert.equal(two.statusCode, 201, two.body);
  const secondSaved = two.json<AdvertiserSaved>();
  assert.equal(secondSaved.message, advertiserMessages.created);
  assert.equal(secondSaved.warning, advertiserMessages.sharedRegistrationNumber);
  assert.match(secondSaved.warning!, /같은 사업자등록번호로 등록된 다른 계정이 있습니다/);
  assert.equal(secondSaved.advertiser.shared_registration_count, 1);

  // The customer's own lookup (every page makes it) carries the flag too.
  const mine = await t.inject({ method: 'GET', url: `/api/admin/advertisers/user/${first.id}`, headers: first.headers });
  assert.equal(mine.json().shared_registration_count, 1);

  // Staff: the list flags both and can be narrowed to shared numbers only.
  const listed = await t.inject({ method: 'GET', url: `/api/admin/advertisers?search=${SHARED}`, headers: staff });
  const rows = listed.json<AdvertiserList>().results;
  assert.deepEqual(
    rows.map((row) => [row.user_id, row.shared_registration_count]).sort(),
    [
      [first.id, 1],
      [second.id, 1],
    ].sort(),
  );
  const sharedOnly = await t.inject({
    method: 'GET',
    url: '/api/admin/advertisers?shared_registration=true&page_size=1000',
    headers: staff,
  });
  assert.equal(sharedOnly.statusCode, 200, sharedOnly.body);
  const sharedRows = sharedOnly.json<AdvertiserList>().results;
  assert.ok(sharedRows.length >= 2);
  assert.ok(sharedRows.every((row) => (row.shared_registration_count ?? 0) > 0));
  assert.ok(sharedRows.some((row) => row.user_id === second.id));
});

test('a unique number carries no warning, and changing away from a shared number clears it', async () => {
  const owner = await freshCustomer(t, { advertiser: false });
  const other = await freshCustomer(t, { advertiser: false });
  await t.inject({ method: 'POST', url: '/api/admin/advertisers', headers: other.headers, payload: body('가나 상사', '271-82-81828') });
  const created = await t.inject({
    method: 'POST',
    url: '/api/admin/advertisers',
    headers: owner.headers,
    payload: body('가나 지점', '271-82-81828'),
  });
  const advertiser = created.json<AdvertiserSaved>().advertiser;
  assert.equal(created.json<AdvertiserSaved>().warning, advertiserMessages.sharedRegistrationNumber);

  const moved = await t.inject({
    method: 'PUT',
    url: `/api/admin/advertisers/${advertiser.id}`,
    headers: owner.headers,
    payload: body('가나 지점', '161-80-33988'),
  });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.equal(moved.json<AdvertiserSaved>().warning, undefined);
  assert.equal(moved.json<AdvertiserSaved>().advertiser.shared_registration_count, 0);
});
