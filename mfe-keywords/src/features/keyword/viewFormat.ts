import { useCallback, useState } from 'react';

export type ViewFormat = 'grid-view' | 'list-view';
/** Stored locally (docs/decisions/product.md#entities): the results view, grid by default. */
export const VIEW_FORMAT_KEY = 'viewFormat';

export function readViewFormat(): ViewFormat {
  try {
    return window.localStorage.getItem(VIEW_FORMAT_KEY) === 'list-view' ? 'list-view' : 'grid-view';
  } catch {
    return 'grid-view';
  }
}

export function useViewFormat(): [ViewFormat, (next: ViewFormat) => void] {
  const [view, setView] = useState<ViewFormat>(readViewFormat);
  const change = useCallback((next: ViewFormat) => {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_FORMAT_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return [view, change];
}
