/**
 * One way to run a call that changes something: the call, the server's Korean message as a toast
 * (or the page's success text), a revalidation of the lists it touches, the server's error as a
 * toast — or, inside a form, under the field it names. It never throws into React: the returned
 * promise resolves to the call's result, or undefined when it failed.
 *
 *   const approve = useAction(postApprove, { revalidate: ['point/withdrawals'], success: t('approved') });
 *   <Button loading={approve.isRunning} onClick={() => void approve(row.id)} />
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSWRConfig, type Key } from 'swr';
import type { FieldValues } from 'react-hook-form';
import { toApiError, type ApiError } from '../api/errors';
import { notify } from '../ui/toast';
import { applyServerError, type ServerErrorTarget } from './serverErrors';

/**
 * Which SWR keys an action refreshes: a string is an API path and matches that key and every
 * `[path, params]` key of it (all pages and filters of a list); a RegExp tests the path; a
 * function sees the whole key.
 */
export type KeyMatcher = string | RegExp | ((key: Key) => boolean);

export interface UseActionOptions<Args extends unknown[], Result, Values extends FieldValues = FieldValues> {
  revalidate?: readonly KeyMatcher[];
  /** Success toast when the server sends no `message`; false: no toast at all. */
  success?: string | false | ((result: Result, ...args: Args) => string | undefined);
  /** Runs after a success (close a dialog, reset a form); its own errors are toasted, not thrown. */
  onSuccess?: (result: Result, ...args: Args) => void | Promise<void>;
  /**
   * Runs on a failure before it is reported; return true when it was handled here (e.g. a 409
   * shown as information, a limit shown in the page), and no error toast is shown.
   */
  onError?: (error: ApiError, ...args: Args) => boolean | void;
  /** A form whose fields receive the server's `{ field, message }` errors instead of a toast. */
  form?: ServerErrorTarget<Values>;
}

export interface ActionRunner<Args extends unknown[], Result> {
  (...args: Args): Promise<Result | undefined>;
  /** True while a call of this action is in flight. */
  isRunning: boolean;
  /** The last failure, cleared by the next run. */
  error: ApiError | null;
}

function pathOf(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return null;
}

/** True when an SWR key is one of the matched lists or resources. */
export function matchesKey(matcher: KeyMatcher, key: Key): boolean {
  if (typeof matcher === 'function') return matcher(key);
  const path = pathOf(key);
  if (path === null) return false;
  return typeof matcher === 'string' ? path === matcher : matcher.test(path);
}

function serverMessage(result: unknown): string | undefined {
  if (result && typeof result === 'object' && 'message' in result) {
    const message = (result as { message: unknown }).message;
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}

export function useAction<Args extends unknown[], Result, Values extends FieldValues = FieldValues>(
  fn: (...args: Args) => Promise<Result>,
  options: UseActionOptions<Args, Result, Values> = {},
): ActionRunner<Args, Result> {
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const [error, setError] = useState<ApiError | null>(null);
  // The latest fn and options, so the runner's identity does not depend on inline lambdas.
  const latest = useRef({ fn, options });
  latest.current = { fn, options };

  const revalidate = useCallback(async () => {
    const matchers = latest.current.options.revalidate ?? [];
    if (!matchers.length) return;
    await mutate((key) => matchers.some((matcher) => matchesKey(matcher, key)));
  }, [mutate]);

  const run = useCallback(
    async (...args: Args): Promise<Result | undefined> => {
      const { fn: call, options: current } = latest.current;
      setRunning((n) => n + 1);
      setError(null);
      try {
        let result: Result;
        try {
          result = await call(...args);
        } catch (failure) {
          const apiError = toApiError(failure);
          setError(apiError);
          const handled = current.onError?.(apiError, ...args) === true;
          const onField = !handled && current.form ? applyServerError(current.form, apiError) : false;
          if (!handled && !onField) notify.error(apiError.message);
          // A refused change can still mean the list is stale (already handled by someone else).
          await revalidate();
          return undefined;
        }
        const fallback = typeof current.success === 'function' ? current.success(result, ...args) : current.success;
        if (current.success !== false) notify.success(serverMessage(result) ?? (fallback || undefined));
        await revalidate();
        await current.onSuccess?.(result, ...args);
        return result;
      } catch (failure) {
        // A failing revalidation or onSuccess: reported, never thrown into an event handler.
        notify.fromError(failure);
        return undefined;
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [revalidate],
  );

  return useMemo(() => Object.assign((...args: Args) => run(...args), { isRunning: running > 0, error }), [run, running, error]);
}
