/**
 * The provider requests: JSON over fetch with a timeout, classified for the retry (retry.ts).
 * Network errors, timeouts and 5xx are retryable; every 4xx is the provider refusing the request.
 */
import { MessagingError, type ProviderName } from './types';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export async function requestJson(
  provider: ProviderName,
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
    throw new MessagingError(
      `${provider}: ${timeout ? 'no answer in time' : `network error (${cause})`}`,
      provider,
      true,
      timeout ? 'TIMEOUT' : 'NETWORK',
    );
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.status >= 500) {
    throw new MessagingError(`${provider}: answered ${response.status}`, provider, true, `HTTP_${response.status}`);
  }
  return { status: response.status, body };
}

/** Waits before retry `attempt` (2, 3, …): base × 2^(attempt-2) plus jitter up to base. */
export const backoffMs = (base: number, attempt: number) => base * 2 ** (attempt - 2) + Math.floor(Math.random() * base);

const pause = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Runs `attempt` up to `attempts` times while it fails retryably; a refusal (retryable false) ends
 * it at once. The error thrown carries the attempts made.
 */
export async function withRetry<T>(
  options: { attempts: number; baseMs: number },
  /** `previous`: why the attempt before failed (undefined on the first). */
  attempt: (n: number, previous?: MessagingError) => Promise<T>,
): Promise<{ value: T; attempts: number }> {
  let previous: MessagingError | undefined;
  for (let n = 1; ; n += 1) {
    try {
      return { value: await attempt(n, previous), attempts: n };
    } catch (error) {
      if (!(error instanceof MessagingError)) throw error;
      if (!error.retryable || n >= options.attempts) {
        throw new MessagingError(error.message, error.provider, error.retryable, error.code, n);
      }
      previous = error;
      await pause(backoffMs(options.baseMs, n + 1));
    }
  }
}

/** A failure after which the provider may have taken the message all the same. */
export const mayHaveArrived = (error: MessagingError | undefined) =>
  Boolean(error && (error.code === 'TIMEOUT' || error.code.startsWith('HTTP_5')));
