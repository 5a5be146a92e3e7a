/**
 * The client a rate limit counts: an IPv4 address itself; an IPv6 address by its /64, the block one
 * subscriber or host is handed (RFC 6177, RFC 7934), so a client cannot take a fresh bucket per request
 * from the 2^64 addresses of its own network. An IPv6 address carrying an IPv4 address whose /64 holds
 * other clients (IPv4-mapped `::ffff:a.b.c.d`: the IPv4 address inside; compatible, NAT64) counts by
 * its whole address; a 6to4 address's /64 already holds its IPv4 address.
 *
 * @fastify/rate-limit 11's default key masks to /64 too; the app sets this one as the plugin's
 * keyGenerator so that every address limit, and every key a route builds from an address, counts the
 * same client whatever the library's default becomes.
 */
import { isIP } from 'node:net';
import { embeddedIpv4, ipv6Groups } from './addresses';

export function clientKey(address: string): string {
  const plain = address.split('%')[0];
  if (isIP(plain) !== 6) return address;
  const inner = embeddedIpv4(plain);
  if (inner?.form === 'mapped') return inner.ipv4;
  if (inner && inner.form !== '6to4') return plain.toLowerCase();
  const groups = ipv6Groups(plain);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
