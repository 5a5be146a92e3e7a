/**
 * Where a postback may go (README "What a postback URL may be"): an https URL (http only while
 * `postbackAllowHttp`, i.e. outside production) whose host is a public address, or a name every
 * answer of which is public. Loopback, private, link-local, unique-local, CGNAT, multicast,
 * unspecified, broadcast, documentation and reserved addresses are refused unless the operator's
 * OFFERWALL_POSTBACK_ALLOW_PRIVATE lists them — for every publisher (`10.0.0.0/8`) or for the apps of
 * one publisher account (`10.0.0.0/8@42`, its account id); cloud metadata addresses and names always.
 *
 * The same check runs when an app is saved (a 400 naming postback_url) and before every attempt
 * (the name may resolve elsewhere by then); the attempt then connects to the address checked here
 * (postback-http.ts), never to a second lookup's answer.
 */
import { isIP } from 'node:net';
import { addressKind, CidrSet, connectAddress, type AddressKind } from '../../lib/net/addresses';
import type { HostLookup } from '../../lib/net/lookup';
import type { OfferwallConfig } from './config';

export interface PostbackTargetRules {
  allowHttp: boolean;
  /** Non-public addresses allowed anyway for every publisher (never metadata). */
  allowPrivate: CidrSet;
  /** Non-public addresses allowed for the apps of one publisher account (by its id). */
  allowPrivateFor: Map<number, CidrSet>;
  lookup: HostLookup;
}

/** One OFFERWALL_POSTBACK_ALLOW_PRIVATE entry: `cidr` (every publisher) or `cidr@<account id>`. */
export function allowEntryOf(entry: string): { cidr: string; ownerId: number | null } {
  const at = entry.lastIndexOf('@');
  if (at < 0) return { cidr: entry.trim(), ownerId: null };
  const owner = entry.slice(at + 1).trim();
  return { cidr: entry.slice(0, at).trim(), ownerId: /^[1-9]\d{0,9}$/.test(owner) ? Number(owner) : Number.NaN };
}

export function postbackTargetRules(
  config: Pick<OfferwallConfig, 'postbackAllowHttp' | 'postbackAllowPrivate'>,
  lookup: HostLookup,
): PostbackTargetRules {
  const everyone: string[] = [];
  const byOwner = new Map<number, string[]>();
  for (const { cidr, ownerId } of config.postbackAllowPrivate.map(allowEntryOf)) {
    if (ownerId === null) everyone.push(cidr);
    else byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), cidr]);
  }
  const allowPrivateFor = new Map([...byOwner].map(([ownerId, cidrs]) => [ownerId, new CidrSet(cidrs)]));
  return { allowHttp: config.postbackAllowHttp, allowPrivate: new CidrSet(everyone), allowPrivateFor, lookup };
}

/** A checked postback destination: connect to `address`; `url` keeps the name for Host and TLS. */
export interface PostbackTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type TargetRefusal =
  | { reason: 'invalid' }
  | { reason: 'https-only' }
  /** `host`: the name that resolved to `address` (absent when the URL holds the address itself). */
  | { reason: 'blocked'; kind: AddressKind; address: string; host?: string }
  | { reason: 'unresolved'; host: string };

export type Vetted = { target: PostbackTarget } | { refusal: TargetRefusal };

/** Names of cloud metadata services (GCP, AWS, Tencent), refused before any lookup. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
]);

/** The kind that refuses `address` for an app of `ownerId` under these rules, or null when a postback may go there. */
function refusedKind(rules: PostbackTargetRules, address: string, ownerId?: number): AddressKind | null {
  const kind = addressKind(address);
  if (kind === null) return null;
  if (kind === 'metadata') return kind;
  if (rules.allowPrivate.has(address)) return null;
  if (ownerId !== undefined && rules.allowPrivateFor.get(ownerId)?.has(address)) return null;
  return kind;
}

/** Rejects with the signal's reason when it aborts first (a lookup cannot be cancelled, only abandoned). */
function raced<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Checks a postback URL of an app of `ownerId` (the publisher account; without one, only the
 * entries for every publisher apply) and resolves its host once. Throws only when `signal` aborts
 * during the lookup (the attempt's time limit).
 */
export async function vetPostbackUrl(rules: PostbackTargetRules, raw: string, signal?: AbortSignal, ownerId?: number): Promise<Vetted> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { refusal: { reason: 'invalid' } };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refusal: { reason: 'invalid' } };
  if (url.protocol === 'http:' && !rules.allowHttp) return { refusal: { reason: 'https-only' } };
  // The WHATWG parser has normalised numeric hosts (2130706433, 0x7f.1, 0177.0.0.1 → 127.0.0.1).
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname.replace(/\.$/, '');
  if (isIP(host)) {
    const kind = refusedKind(rules, host, ownerId);
    if (kind) return { refusal: { reason: 'blocked', kind, address: host } };
    return { target: { url, ...connectAddress(host) } };
  }
  if (METADATA_NAMES.has(host)) return { refusal: { reason: 'blocked', kind: 'metadata', address: host } };
  let answers: Awaited<ReturnType<HostLookup>>;
  try {
    answers = await raced(rules.lookup(host), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return { refusal: { reason: 'unresolved', host } };
  }
  if (!answers.length) return { refusal: { reason: 'unresolved', host } };
  // Every answer must be allowed: a name that is public on one answer and internal on another is refused.
  for (const answer of answers) {
    const kind = refusedKind(rules, answer.address, ownerId);
    if (kind) return { refusal: { reason: 'blocked', kind, address: answer.address, host } };
  }
  return { target: { url, ...connectAddress(answers[0].address) } };
}

declare module 'fastify' {
  interface FastifyInstance {
    postbackTarget: PostbackTargetRules;
  }
}
