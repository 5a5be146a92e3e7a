/**
 * Who is checking a password, for the login back-off: the browser's device cookie (`nurly_device`,
 * opaque, random, HttpOnly, set by POST token) and its address (IPv6 by its /64, which one
 * subscriber usually holds whole). The back-off keys on the device only once the account has
 * logged in from it (trusted_devices): a cookie is free to make, so an unknown one buys nothing and
 * the address is the key.
 */
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE } from '@nurly/contracts';
import { randomToken, sha256Hex } from '../../lib/crypto';

const DEVICE_VALUE = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

/** The device cookie's value when it is one the server could have made, else null. */
export function deviceCookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && DEVICE_VALUE.test(value)) return value;
  }
  return null;
}

/** The device of the request, giving it a cookie first when it has none. Returns the sha256 kept in the database. */
export function ensureDevice(request: FastifyRequest, reply: FastifyReply): string {
  let device = deviceCookieOf(request);
  if (!device) {
    device = randomToken(32);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${DEVICE_COOKIE}=${device}; Path=/api; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`);
  }
  return sha256Hex(device);
}

/** The address key: IPv4 whole, IPv6 by its first 64 bits (IPv4-mapped IPv6 as the IPv4 inside). */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** The back-off's key for one client of one account. */
export const clientKey = (deviceHash: string | null, trusted: boolean, ip: string) =>
  trusted && deviceHash ? `device:${deviceHash}` : `ip:${addressKey(ip)}`;
