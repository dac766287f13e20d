/**
 * A long list a tab shows (beneficiaries, sub-accounts, onboarding forms) as React state: a fresh FindPages whenever
 * `deps` change — the requests of the one it replaces cancelled —, its first page asked for at once (it says how
 * many rows there are), and every change it makes rendered.
 */
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { FindPages } from "./find-pages";

/** `create` builds the list with the signal that cancels it; `deps` are everything `create` reads. */
export function useFindPages<T extends { id: string }>(create: (signal: AbortSignal) => FindPages<T>, deps: readonly unknown[]) {
  // `deps` stand for `create`, which is a new function on every render.
  const { pages, controller } = useMemo(() => {
    const cancel = new AbortController();
    return { pages: create(cancel.signal), controller: cancel };
  }, deps);
  useEffect(() => {
    void pages.show(0, 1);
    return () => controller.abort();
  }, [pages, controller]);
  const snapshot = useSyncExternalStore(
    (listener) => pages.subscribe(listener),
    () => pages.snapshot(),
  );
  return { pages, snapshot };
}
