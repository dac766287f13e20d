/**
 * Waits for typing to pause: each value pushed replaces the one waiting, and only the last is delivered, `delayMs`
 * after it was pushed. The search box uses it so one find is sent per pause, not one per key.
 */
interface Debouncer<T> {
  push(value: T): void;
  /** Drops the value waiting, if any (the box is unmounted, or the value was delivered another way). */
  cancel(): void;
}

export function createDebouncer<T>(delayMs: number, deliver: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    push(value) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        deliver(value);
      }, delayMs);
    },
    cancel,
  };
}
