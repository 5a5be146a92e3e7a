import { useSyncExternalStore } from 'react';

/** A minimal observable value for global overlays driven from outside React. */
export function createExternalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useExternalStore<T>(store: ReturnType<typeof createExternalStore<T>>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
