/**
 * What kind of address an IP is, for outbound requests the server makes on a user's behalf
 * (offerwall postbacks): anything that is not plain public unicast has a kind and is refused unless
 * an operator's allow-list (a CIDR list) says otherwise. Cloud metadata addresses are refused even
 * then.
 *
 * Input is an address as `net.isIP` knows it (the WHATWG URL parser has already turned `2130706433`,
 * `0177.0.0.1`, `0x7f.1` and `127.1` into `127.0.0.1`, and `[::ffff:127.0.0.1]` into
 * `[::ffff:7f00:1]`). IPv6 forms that carry an IPv4 address (mapped `::ffff:a.b.c.d`, translated
 * `::ffff:0:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) are judged by
 * the IPv4 address inside. Ranges: the IANA special-purpose registries.
 */
import { BlockList, isIP } from 'node:net';
import type { PostbackAddressKind } from '@nurly/contracts';

/**
 * Why an address is not public: `shared` is carrier-grade NAT (100.64.0.0/10). The kinds are the
 * ones a refused postback reports (contracts `POSTBACK_ADDRESS_KINDS`).
 */
export type AddressKind = PostbackAddressKind;

type Range = [kind: AddressKind, cidr: string];

/** First match wins: the narrow ranges (metadata, broadcast) come before the ranges that hold them. */
const IPV4: Range[] = [
  ['metadata', '169.254.169.254/32'], // AWS, GCP, Azure, OpenStack, DigitalOcean…
  ['metadata', '169.254.170.2/32'], // AWS ECS task credentials
  ['metadata', '100.100.100.200/32'], // Alibaba Cloud
  ['metadata', '192.0.0.192/32'], // Oracle Cloud (legacy)
  ['metadata', '168.63.129.16/32'], // Azure host (wire server)
  ['broadcast', '255.255.255.255/32'],
  ['unspecified', '0.0.0.0/8'],
  ['private', '10.0.0.0/8'],
  ['shared', '100.64.0.0/10'],
  ['loopback', '127.0.0.0/8'],
  ['link-local', '169.254.0.0/16'],
  ['private', '172.16.0.0/12'],
  ['reserved', '192.0.0.0/24'],
  ['documentation', '192.0.2.0/24'],
  ['reserved', '192.88.99.0/24'],
  ['private', '192.168.0.0/16'],
  ['reserved', '198.18.0.0/15'],
  ['documentation', '198.51.100.0/24'],
  ['documentation', '203.0.113.0/24'],
  ['multicast', '224.0.0.0/4'],
  ['reserved', '240.0.0.0/4'],
];

const IPV6: Range[] = [
  ['metadata', 'fd00:ec2::254/128'], // AWS (IPv6)
  ['unspecified', '::/128'],
  ['loopback', '::1/128'],
  ['reserved', '100::/64'], // discard-only
  ['private', '64:ff9b:1::/48'], // local-use NAT64
  ['reserved', '2001::/23'], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ['documentation', '2001:db8::/32'],
  ['documentation', '3fff::/20'],
  ['reserved', '5f00::/16'], // SRv6 SIDs
  ['unique-local', 'fc00::/7'],
  ['link-local', 'fe80::/10'],
  ['private', 'fec0::/10'], // site-local (deprecated)
  ['multicast', 'ff00::/8'],
];

function blockList(cidrs: string[], family: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, bits] = cidr.split('/');
    list.addSubnet(address, Number(bits), family);
  }
  return list;
}

const ipv4Ranges = IPV4.map(([kind, cidr]) => ({ kind, list: blockList([cidr], 'ipv4') }));
const ipv6Ranges = IPV6.map(([kind, cidr]) => ({ kind, list: blockList([cidr], 'ipv6') }));
/** Global unicast: every other IPv6 address is unassigned or special. */
const globalUnicast = blockList(['2000::/3'], 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a zone `%eth0` and a dotted IPv4 tail allowed). */
export function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0].toLowerCase();
  if (isIP(text) !== 6) return null;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[2].split('.').map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1);
  }
  const [head, rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = [...part(rest), ...tail];
  const zeros = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<number>(zeros).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

/** The IPv4 address an IPv6 address carries (mapped, translated, compatible, NAT64, 6to4), if any. */
export function embeddedIpv4(address: string): { ipv4: string; form: 'mapped' | 'compatible' | 'nat64' | '6to4' } | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (SIIT translated).
  if (zero(0, 5) && g[5] === 0xffff) return { ipv4: v4(g[6], g[7]), form: 'mapped' };
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return { ipv4: v4(g[6], g[7]), form: 'mapped' };
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return { ipv4: v4(g[6], g[7]), form: 'nat64' };
  if (g[0] === 0x2002) return { ipv4: v4(g[1], g[2]), form: '6to4' };
  // ::a.b.c.d (compatible, deprecated); :: and ::1 are themselves.
  if (zero(0, 6) && (g[6] !== 0 || g[7] > 1)) return { ipv4: v4(g[6], g[7]), form: 'compatible' };
  return null;
}

/** The kind of a non-public address; null for a public unicast address (or something that is not an IP). */
export function addressKind(address: string): AddressKind | null {
  const plain = address.split('%')[0];
  const family = isIP(plain);
  if (family === 4) return ipv4Ranges.find((range) => range.list.check(plain, 'ipv4'))?.kind ?? null;
  if (family !== 6) return null;
  const inner = embeddedIpv4(plain);
  if (inner) {
    const kind = ipv4Ranges.find((range) => range.list.check(inner.ipv4, 'ipv4'))?.kind ?? null;
    // A compatible address is not routable even around a public IPv4 address.
    return kind ?? (inner.form === 'compatible' ? 'reserved' : null);
  }
  const special = ipv6Ranges.find((range) => range.list.check(plain, 'ipv6'))?.kind;
  if (special) return special;
  return globalUnicast.check(plain, 'ipv6') ? null : 'reserved';
}

/**
 * The address to connect to: an IPv4-mapped IPv6 address as the IPv4 address it is (the socket
 * ends up there anyway), anything else unchanged.
 */
export function connectAddress(address: string): { address: string; family: 4 | 6 } {
  const plain = address.split('%')[0];
  const inner = embeddedIpv4(plain);
  if (inner?.form === 'mapped') return { address: inner.ipv4, family: 4 };
  return { address, family: isIP(plain) === 4 ? 4 : 6 };
}

/** An IP or CIDR (`10.0.0.0/8`, `::1/128`, `127.0.0.1`). */
export function isCidr(value: string): boolean {
  const [address, bits, extra] = value.trim().split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A set of CIDRs to test addresses against (IPv4-mapped addresses match IPv4 entries). */
export class CidrSet {
  private readonly list = new BlockList();
  readonly size: number;

  constructor(cidrs: readonly string[]) {
    for (const entry of cidrs) {
      if (!isCidr(entry)) throw new Error(`not an IP or CIDR: "${entry}"`);
      const [address, bits] = entry.trim().split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(bits), type);
    }
    this.size = cidrs.length;
  }

  has(address: string): boolean {
    const { address: plain, family } = connectAddress(address.split('%')[0]);
    if (!isIP(plain)) return false;
    return this.list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}
