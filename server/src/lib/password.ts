/**
 * Password hashes: scrypt via node:crypto, stored as `scrypt$N$r$p$saltB64$hashB64` so the cost can
 * be raised later: an older hash still verifies and is upgraded on the next successful login.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB per hash). */
export const RECOMMENDED_SCRYPT_LOG2N = 17;

/** The parameters for a cost of 2^log2N (auth.passwordScryptLog2N); r and p stay at OWASP's 8 and 1. */
export function scryptParams(log2N: number): ScryptParams {
  return { N: 2 ** log2N, r: 8, p: 1 };
}

export const recommendedScrypt: ScryptParams = scryptParams(RECOMMENDED_SCRYPT_LOG2N);

const KEY_LENGTH = 64;

/** scrypt runs started by this process (hashes and verifications): tests count what a burst costs. */
export const scryptRuns = { count: 0 };

function scryptAsync(password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> {
  scryptRuns.count += 1;
  // scrypt needs 128·N·r bytes; Node refuses above maxmem (32 MiB by default), so allow twice that.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

interface StoredHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return null;
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return null;
  return { ...params, salt: Buffer.from(saltB64, 'base64'), key: Buffer.from(hashB64, 'base64') };
}

export async function hashPassword(password: string, params: ScryptParams = recommendedScrypt): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const key = await scryptAsync(password, hash.salt, hash.key.length, hash);
  return key.length === hash.key.length && timingSafeEqual(key, hash.key);
}

/** Whether a stored hash is cheaper than the current parameters (or unreadable): rehash it on login. */
export function needsRehash(stored: string, current: ScryptParams): boolean {
  const hash = parse(stored);
  if (!hash) return true;
  return hash.N < current.N || hash.r < current.r || hash.p < current.p || hash.key.length < KEY_LENGTH;
}
