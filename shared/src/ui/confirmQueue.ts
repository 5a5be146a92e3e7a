/** The confirm dialogs asked for and not yet answered: ConfirmDialog.tsx fills it, ConfirmDialogView.tsx shows its first. */
import type { ConfirmOptions } from './ConfirmDialog';
import { createExternalStore } from './externalStore';

export interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const confirmQueue = createExternalStore<PendingConfirm[]>([]);

/** Answers the dialog `id` (running its onCancel when not confirmed) and removes it. */
export function settleConfirm(id: number, confirmed: boolean): void {
  const current = confirmQueue.get().find((c) => c.id === id);
  if (!current) return;
  confirmQueue.set(confirmQueue.get().filter((c) => c.id !== id));
  if (!confirmed) current.onCancel?.();
  current.resolve(confirmed);
}
