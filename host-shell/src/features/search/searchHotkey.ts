import { useEffect } from 'react';

/** Ctrl+K / Meta+K opens the search from anywhere. */
export function useSearchHotkey(onOpen: () => void): void {
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onOpen();
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onOpen]);
}
