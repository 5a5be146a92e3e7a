/**
 * jsdom lacks a few browser APIs Chakra (Ark/Zag) and our colour-mode code call.
 * Runs before each test file (setupFiles). Node's fetch, streams, TextEncoder and structuredClone
 * come from the environment (shared/jest.environment.ts).
 */

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }
  if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
    window.scrollTo = (() => undefined) as typeof window.scrollTo;
  }
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  // Zag's press handling (Chakra checkboxes) constructs a PointerEvent on blur.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventPolyfill });
    Object.assign(globalThis, { PointerEvent: PointerEventPolyfill });
  }
}
