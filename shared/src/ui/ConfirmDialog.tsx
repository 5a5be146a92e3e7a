/**
 * The global confirm dialog (docs/decisions/product.md#constants): persistent (no close on outside click or Esc), max width
 * 700, sanitised HTML body, '취 소' / '확 인', Enter confirms, optional cancel callback.
 */
import { confirmQueue } from './confirmQueue';
import { useExternalStore } from './externalStore';
import { lazyComponent, useOpenedOnce } from './lazyComponent';
import { loadSanitizer } from './sanitize';

export interface ConfirmOptions {
  title: string;
  /** HTML body; sanitised before rendering. */
  html?: string;
  confirmText?: string;
  cancelText?: string;
  onCancel?: () => void;
}

let nextId = 1;

/** Opens the dialog; resolves true on confirm, false on cancel (after running onCancel). */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    confirmQueue.set([...confirmQueue.get(), { ...options, id: nextId++, resolve }]);
  });
}

/** Cancels every open or queued dialog (e.g. on logout); their promises resolve false. */
export function closeAllConfirmDialogs(): void {
  const pending = confirmQueue.get();
  confirmQueue.set([]);
  pending.forEach((c) => c.resolve(false));
}

// The dialog is a Chakra overlay (tools/mf/surface.ts): its code is fetched with the first confirm,
// not at first paint, together with DOMPurify, so an HTML body shows with the dialog, not after it
// (without DOMPurify the body waits for it, sanitize.ts).
const view = lazyComponent<object>(
  () =>
    Promise.all([import('./ConfirmDialogView'), loadSanitizer().catch(() => undefined)]).then(([m]) => ({ default: m.ConfirmDialogView })),
  () => null,
);

export function ConfirmDialogHost() {
  const asked = useExternalStore(confirmQueue).length > 0;
  // Mounted from the first confirm on, so each one closes with its animation.
  return useOpenedOnce(asked) ? <view.Component /> : null;
}
