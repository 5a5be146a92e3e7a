/**
 * A plain dialog that is not a form on the shared form blocks: a title, the body, and a footer with
 * cancel (or close) and, when given, a confirm button that spins while `busy`; any further footer
 * buttons in `actions`. Forms use `FormDialog`; a yes/no question uses `confirmDialog`.
 */
import type { ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';

export interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The first footer button (closes the dialog): the common '취 소' unless given; `false`: no footer cancel. */
  cancelLabel?: ReactNode | false;
  /** The confirm button, after cancel. */
  confirm?: { label: ReactNode; onConfirm: () => void; color?: string; disabled?: boolean; testId?: string };
  /** Footer buttons after cancel and confirm. */
  actions?: ReactNode;
  /** The confirm button spins, and nothing closes the dialog. */
  busy?: boolean;
  /** Chakra dialog size (default 'md'); `maxW` sets a width instead. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  maxW?: string;
  /** 'inside': a long body scrolls within the dialog. */
  scrollBehavior?: 'inside' | 'outside';
  /** The corner close button (default false). */
  closeButton?: boolean;
  /** The corner close button's accessible name (Chakra's 'Close' unless given). */
  closeButtonLabel?: string;
  /** A click outside closes the dialog (default true; false where closing loses something shown once). */
  closeOnInteractOutside?: boolean;
  testId?: string;
}

// A Chakra overlay (tools/mf/surface.ts): DialogShellView.tsx is fetched when a page first renders one.
const view = lazyComponent<DialogShellProps>(
  () => import('./DialogShellView').then((m) => ({ default: m.DialogShellView })),
  () => null,
);

export const DialogShell = view.Component;
/** @public */
export const preloadDialogShell = view.preload;
