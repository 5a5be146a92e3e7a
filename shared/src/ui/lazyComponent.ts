/**
 * A component whose code is fetched on its first render (React.lazy with a fallback) and, once
 * fetched, renders at once: later instances never suspend. `preload` fetches it ahead of use.
 */
import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * True from the first time `open` is true: an overlay whose code loads on first use mounts then, and
 * stays mounted so it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function lazyComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  Fallback: ComponentType<Props>,
): { Component: ComponentType<Props>; preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // the next render tries again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(loadOnce) as unknown as ComponentType<Props>;

  function Component(props: Props) {
    // Chosen once per instance: switching from the lazy one later would remount it and lose its state.
    const [View] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Suspense, { fallback: createElement(Fallback, props) }, createElement(View, props));
  }

  return {
    Component,
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  };
}
