/**
 * The client a rate limit counts (lib/net/client-key.ts): IPv6 by its /64, IPv4 and IPv4-mapped IPv6
 * by the IPv4 address, and the app's address limits keyed by it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientKey } from '../../../src/lib/net/client-key';
import { buildTestApp, forgetRateLimits, type TestApp } from '../../helpers/app';

describe('clientKey', () => {
  test('an IPv6 address counts by its /64, in any spelling', () => {
    assert.equal(clientKey('2001:db8:1:2::1'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:DB8:1:2:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:0db8:0001:0002:0:0:0:9'), '2001:db8:1:2::/64');
    assert.equal(clientKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.notEqual(clientKey('2001:db8:1:3::1'), clientKey('2001:db8:1:2::1'));
    // 6to4: the /64 holds the IPv4 address (2002:cb00:7105::/48), so one IPv4 client is one /64.
    assert.equal(clientKey('2002:cb00:7105:1::5'), '2002:cb00:7105:1::/64');
  });

  test('IPv4 is unchanged; IPv4-mapped IPv6 is the IPv4 address inside', () => {
    assert.equal(clientKey('203.0.113.5'), '203.0.113.5');
    assert.equal(clientKey('::ffff:203.0.113.5'), '203.0.113.5');
    assert.equal(clientKey('::ffff:cb00:7105'), '203.0.113.5');
  });

  test('IPv6 forms whose /64 would hold other clients count by the whole address', () => {
    // Their first 64 bits are all zeros (or the NAT64 prefix): a /64 would be every such client.
    assert.equal(clientKey('::203.0.113.5'), '::203.0.113.5');
    assert.equal(clientKey('64:ff9b::cb00:7105'), '64:ff9b::cb00:7105');
    assert.notEqual(clientKey('64:ff9b::cb00:7106'), clientKey('64:ff9b::cb00:7105'));
  });

  test('what is not an address is left as it is', () => {
    assert.equal(clientKey('unknown'), 'unknown');
  });
});

describe('address rate limits', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({}, { RATE_LIMIT_GUEST_MAX: '2' });
    await forgetRateLimits(t);
  });
  after(async () => t?.close());

  const guestSignup = async (remoteAddress: string) =>
    (await t.inject({ method: 'POST', url: '/api/guest-signup', payload: {}, remoteAddress })).statusCode;

  test('addresses of one IPv6 /64 share a bucket; another /64 has its own', async () => {
    const statuses = [];
    for (const address of ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff::3']) statuses.push(await guestSignup(address));
    assert.deepEqual(statuses, [201, 201, 429]);
    assert.equal(await guestSignup('2001:db8:aa:2::1'), 201);
  });

  test('IPv4 addresses count apart, and an IPv4-mapped address as its IPv4 address', async () => {
    assert.deepEqual([await guestSignup('198.51.100.20'), await guestSignup('198.51.100.20')], [201, 201]);
    assert.equal(await guestSignup('198.51.100.21'), 201);
    assert.equal(await guestSignup('::ffff:198.51.100.20'), 429);
  });
});
