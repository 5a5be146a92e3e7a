/**
 * TRUST_PROXY: which peers may tell the server the client's address (X-Forwarded-For), as
 * Fastify's `trustProxy` takes them: addresses and CIDRs (or proxy-addr's loopback, linklocal,
 * uniquelocal). Trusting every peer let any client pick its own address and so its own rate-limit
 * bucket, so `true` is refused. A hop count is refused too: Fastify 5.12 trusts no peer
 * for one (a direct client could otherwise spoof enough hops), so it would silently do nothing.
 */
import { isIP } from 'node:net';
import type { Env } from './env';

/** false = the socket address is the client; a list = X-Forwarded-For is believed from those peers. */
export type TrustProxy = false | string[];

/** proxy-addr's names for address ranges (used by Fastify). */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

export function trustProxyFrom(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') throw new Error('TRUST_PROXY=true would let any client choose its address: list the proxy addresses or CIDRs');
  if (/^\d+$/.test(raw)) throw new Error(`TRUST_PROXY=${raw}: Fastify trusts no peer for a hop count; list the proxy addresses or CIDRs`);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length)
    throw new Error(`TRUST_PROXY must be addresses or CIDRs (or loopback, linklocal, uniquelocal), got "${invalid.join(', ')}"`);
  return entries;
}
