/**
 * Downloads the server's export of the list on screen: the same query (filters, search,
 * ordering; not the page) plus `format=csv` or `format=xlsx`. Pass usePagedQuery's `params`.
 */
import type { ExportFormat } from '../server-state/download';
import { ExportButtonFace } from './ExportButtonFace';
import { lazyComponent } from './lazyComponent';

export interface ExportButtonProps {
  /** The list's API path (the export is the same route with `format`). */
  path: string;
  params: Record<string, unknown>;
  formats?: readonly ExportFormat[];
  /** File name when the server sends none (without extension). */
  fallbackName?: string;
  disabled?: boolean;
  testId?: string;
}

/** Stands in for the button while its menu's code is on its way: the same button, not yet pressable. */
function ExportButtonLoading({ testId = 'export-button' }: ExportButtonProps) {
  return <ExportButtonFace disabled testId={testId} />;
}

// The menu is a Chakra overlay (tools/mf/surface.ts): ExportButtonView.tsx is fetched when a page first
// renders an export button, not at first paint.
const view = lazyComponent<ExportButtonProps>(
  () => import('./ExportButtonView').then((m) => ({ default: m.ExportButtonView })),
  ExportButtonLoading,
);

export const ExportButton = view.Component;
