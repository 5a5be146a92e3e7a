/** Toasts (docs/decisions/product.md#constants): 5000 ms, 14 px text, default error '에러가 발생했습니다.'. */
import { errorMessage } from '../api/errors';
import { i18n } from '../i18n';
import { createExternalStore, useExternalStore } from './externalStore';

export const TOAST_DURATION_MS = 5000;

/**
 * CSS variable a host sets to the height of its top bar. Toasts start below it, so they never
 * cover the balance or the user menu; without a top bar it is 0.
 */
export const TOP_BAR_HEIGHT_VAR = '--nurly-topbar-height';

type ToastType = 'success' | 'info' | 'warning' | 'error';

interface ToastRequest {
  id: string;
  type: ToastType;
  description: string;
  duration: number;
  closable: boolean;
}

// Chakra's toaster is an overlay (tools/mf/surface.ts): ToastView.tsx, its code, is fetched with the
// first toast rather than at first paint. Toasts raised before it has arrived wait here, with their
// ids, and are shown as soon as it has.
const view = createExternalStore<typeof import('./ToastView') | null>(null);
let pending: ToastRequest[] = [];
let loading: Promise<void> | null = null;
let nextId = 1;

function loadToastView(): void {
  loading ??= import('./ToastView').then(
    (module) => {
      const queued = pending;
      pending = [];
      for (const request of queued) module.toaster.create(request);
      view.set(module);
    },
    () => {
      loading = null; // the next toast tries again; the waiting ones stay
    },
  );
}

function show(type: ToastType, message?: string): string {
  const fallback =
    type === 'error'
      ? i18n.t('common:defaultError', { defaultValue: '에러가 발생했습니다.' })
      : i18n.t('common:success', { defaultValue: '완료되었습니다.' });
  const request: ToastRequest = {
    id: `nurly-toast-${nextId++}`,
    type,
    description: message || fallback,
    duration: TOAST_DURATION_MS,
    closable: true,
  };
  const loaded = view.get();
  if (loaded) return loaded.toaster.create(request);
  pending.push(request);
  loadToastView();
  return request.id;
}

export const notify = {
  success: (message?: string) => show('success', message),
  info: (message?: string) => show('info', message),
  warning: (message?: string) => show('warning', message),
  error: (message?: string) => show('error', message),
  /** The server's message of a failed call (docs/decisions/product.md#errors), or the default error. */
  fromError: (error: unknown) => show('error', errorMessage(error)),
};

/** Removes every toast, shown or still waiting for the toaster's code. */
export function removeAllToasts(): void {
  pending = [];
  view.get()?.toaster.remove();
}

/** Where the toasts render (inside the Chakra provider), once the first one has been raised. */
export function ToastHost() {
  const loaded = useExternalStore(view);
  return loaded ? <loaded.ToastView /> : null;
}
