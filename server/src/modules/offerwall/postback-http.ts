/**
 * One postback POST to a checked target (postback-target.ts): the socket goes to the checked
 * address (a pinned `lookup`, so no second DNS answer can move it; Host and TLS SNI keep the URL's
 * name), redirects are not followed (a 3xx is the answer), at most `maxResponseBytes` of the body
 * are read before the connection is dropped, and the caller's signal (the attempt's time limit)
 * aborts it. What comes back is a status code and/or a failure class and the first
 * POSTBACK_LOG_BODY_BYTES of the answer's body (for the delivery log), never text from the error.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { POSTBACK_FAILURES, POSTBACK_LOG_BODY_BYTES, type PostbackFailure } from '@nurly/contracts';
import type { PostbackTarget } from './postback-target';

/** Read at most this much of a receiver's answer: only its status counts. */
export const POSTBACK_RESPONSE_CAP_BYTES = 4096;

export interface PostOutcome {
  /** The receiver's HTTP status, when it answered. */
  statusCode: number | null;
  /** Why no usable answer came (statusCode null), or the class of a non-2xx status. */
  failure: PostbackFailure | null;
  /** Body bytes read (at most the cap plus one chunk). */
  bytesRead: number;
  /** The first POSTBACK_LOG_BODY_BYTES of the body (empty without an answer). */
  bodyHead: Buffer;
}

/** The class of a status the publisher sees; null for 2xx. */
export function failureOfStatus(status: number): PostbackFailure | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return 'REDIRECT';
  if (status >= 400 && status < 500) return 'HTTP_4XX';
  if (status >= 500 && status < 600) return 'HTTP_5XX';
  return 'HTTP_OTHER';
}

/** A stored last_error as the publisher may see it: a known class, else nothing (text another version wrote). */
export function shownFailure(stored: string | null): PostbackFailure | null {
  return (POSTBACK_FAILURES as readonly string[]).includes(stored ?? '') ? (stored as PostbackFailure) : null;
}

function failureOfError(error: NodeJS.ErrnoException, signal: AbortSignal): PostbackFailure {
  if (signal.aborted || error.name === 'AbortError') return 'TIMEOUT';
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'REFUSED';
  if (code === 'ETIMEDOUT') return 'TIMEOUT';
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_|HOSTNAME|ALTNAME/.test(code)) return 'TLS';
  return 'NETWORK';
}

export interface PostRequest {
  headers: Record<string, string>;
  body: string;
  /** The attempt's time limit (and the job's cancellation). */
  signal: AbortSignal;
  maxResponseBytes?: number;
}

export function postToTarget(target: PostbackTarget, request: PostRequest): Promise<PostOutcome> {
  const cap = request.maxResponseBytes ?? POSTBACK_RESPONSE_CAP_BYTES;
  // Called by the socket instead of DNS (an IP literal host skips it: that literal was checked).
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    let bytesRead = 0;
    const head: Buffer[] = [];
    const client = target.url.protocol === 'https:' ? https : http;
    const req = client.request(target.url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      agent: false,
      lookup: pinned,
      signal: request.signal,
    });
    /** Once there is a status it is the outcome, whatever happens to the rest of the body. */
    const finish = (failure: PostbackFailure) => {
      if (settled) return;
      settled = true;
      req.destroy();
      const bodyHead = Buffer.concat(head).subarray(0, POSTBACK_LOG_BODY_BYTES);
      resolve(
        statusCode === null
          ? { statusCode, failure, bytesRead, bodyHead }
          : { statusCode, failure: failureOfStatus(statusCode), bytesRead, bodyHead },
      );
    };
    req.on('response', (response) => {
      statusCode = response.statusCode ?? null;
      response.on('data', (chunk: Buffer) => {
        if (bytesRead < POSTBACK_LOG_BODY_BYTES) head.push(chunk.subarray(0, POSTBACK_LOG_BODY_BYTES - bytesRead));
        bytesRead += chunk.length;
        if (bytesRead >= cap) finish('NETWORK');
      });
      response.on('end', () => finish('NETWORK'));
      response.on('error', () => finish('NETWORK'));
    });
    req.on('error', (error) => finish(failureOfError(error, request.signal)));
    req.on('close', () => finish('NETWORK'));
    req.end(request.body);
  });
}
