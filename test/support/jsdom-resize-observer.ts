/**
 * Fluent's MessageBar measures itself with ResizeObserver, which jsdom leaves out (it has no layout to observe): a
 * jsdom test that renders one imports this first.
 */
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;
