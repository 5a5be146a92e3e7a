/**
 * The address classifier behind the postback rules (lib/net/addresses.ts): every non-public range
 * in IPv4, IPv6 and the IPv6 forms that carry an IPv4 address, the numeric spellings the WHATWG URL
 * parser turns into dotted quads, and the allow-list's matching.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressKind, CidrSet, connectAddress, embeddedIpv4, ipv6Groups, isCidr, type AddressKind } from '../../../src/lib/net/addresses';

describe('addressKind', () => {
  test('every special range, in IPv4 and IPv6', () => {
    const cases: [string, AddressKind][] = [
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['::1', 'loopback'],
      ['10.0.0.5', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['fec0::1', 'private'],
      ['64:ff9b:1::a00:1', 'private'],
      ['169.254.1.1', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['fc00::1', 'unique-local'],
      ['fd12:3456::1', 'unique-local'],
      ['100.64.0.1', 'shared'],
      ['100.127.255.255', 'shared'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['ff02::1', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['::', 'unspecified'],
      ['255.255.255.255', 'broadcast'],
      ['169.254.169.254', 'metadata'],
      ['169.254.170.2', 'metadata'],
      ['100.100.100.200', 'metadata'],
      ['fd00:ec2::254', 'metadata'],
      ['192.0.2.1', 'documentation'],
      ['198.51.100.7', 'documentation'],
      ['203.0.113.7', 'documentation'],
      ['2001:db8::1', 'documentation'],
      ['240.0.0.1', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['192.0.0.8', 'reserved'],
      ['2001::1', 'reserved'],
      ['100::1', 'reserved'],
      ['4000::1', 'reserved'],
    ];
    for (const [address, kind] of cases) assert.equal(addressKind(address), kind, address);
  });

  test('IPv6 forms carrying an IPv4 address are judged by that address', () => {
    const cases: [string, AddressKind | null][] = [
      ['::ffff:127.0.0.1', 'loopback'], // mapped, dotted
      ['::ffff:7f00:1', 'loopback'], // mapped, as the URL parser writes it
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:a9fe:a9fe', 'metadata'],
      ['::ffff:0:10.0.0.1', 'private'], // translated (SIIT)
      ['::127.0.0.1', 'loopback'], // compatible
      ['::7f00:1', 'loopback'],
      ['::8.8.8.8', 'reserved'], // compatible around a public address: not routable
      ['64:ff9b::7f00:1', 'loopback'], // NAT64
      ['64:ff9b::a9fe:a9fe', 'metadata'],
      ['64:ff9b::808:808', null],
      ['2002:7f00:1::1', 'loopback'], // 6to4
      ['2002:c0a8:101::1', 'private'],
      ['2002:808:808::1', null],
      ['::ffff:8.8.8.8', null],
    ];
    for (const [address, kind] of cases) assert.equal(addressKind(address), kind, address);
  });

  test('numeric spellings reach the classifier as the address they mean (WHATWG URL)', () => {
    for (const host of ['2130706433', '0177.0.0.1', '0x7f.1', '0x7f000001', '127.1', '017700000001', '0x7f.0.0.1', '%31%32%37.0.0.1']) {
      const hostname = new URL(`http://${host}/`).hostname;
      assert.equal(hostname, '127.0.0.1', host);
      assert.equal(addressKind(hostname), 'loopback', host);
    }
    assert.equal(new URL('http://[::ffff:127.0.0.1]/').hostname, '[::ffff:7f00:1]');
    assert.equal(new URL('http://0xa9.0xfe.0xa9.0xfe/').hostname, '169.254.169.254');
    assert.equal(new URL('http://2852039166/').hostname, '169.254.169.254');
  });

  test('public unicast has no kind; neither has something that is not an address', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.215.14',
      '100.128.0.1',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '2404:6800:4004::200e',
    ])
      assert.equal(addressKind(address), null, address);
    for (const text of ['example.com', '', '999.1.1.1', '1.2.3']) assert.equal(addressKind(text), null, text);
  });
});

describe('helpers', () => {
  test('ipv6Groups expands :: and dotted tails', () => {
    assert.deepEqual(ipv6Groups('::1'), [0, 0, 0, 0, 0, 0, 0, 1]);
    assert.deepEqual(ipv6Groups('::ffff:127.0.0.1'), [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    assert.deepEqual(ipv6Groups('fd00:ec2::254'), [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254]);
    assert.deepEqual(ipv6Groups('1:2:3:4:5:6:7:8'), [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.equal(ipv6Groups('127.0.0.1'), null);
    assert.deepEqual(embeddedIpv4('::ffff:7f00:1'), { ipv4: '127.0.0.1', form: 'mapped' });
    assert.equal(embeddedIpv4('2606:4700:4700::1111'), null);
  });

  test('connectAddress unwraps mapped addresses only', () => {
    assert.deepEqual(connectAddress('::ffff:8.8.8.8'), { address: '8.8.8.8', family: 4 });
    assert.deepEqual(connectAddress('2606:4700:4700::1111'), { address: '2606:4700:4700::1111', family: 6 });
    assert.deepEqual(connectAddress('8.8.4.4'), { address: '8.8.4.4', family: 4 });
  });

  test('CidrSet: IPs and CIDRs; a mapped address matches its IPv4 entry; bad entries refused', () => {
    const set = new CidrSet(['127.0.0.0/8', '::1/128', '10.1.2.3']);
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '10.1.2.3'])
      assert.ok(set.has(address), address);
    for (const address of ['10.1.2.4', '192.168.0.1', '::2', 'localhost']) assert.ok(!set.has(address), address);
    assert.equal(new CidrSet([]).has('127.0.0.1'), false);
    for (const bad of ['10.0.0.0/33', '::/129', 'localhost', '10.0.0.0/8/1', '']) assert.equal(isCidr(bad), false, bad);
    assert.throws(() => new CidrSet(['nope']), /not an IP or CIDR/);
  });
});
