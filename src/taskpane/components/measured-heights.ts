/**
 * The heights of a windowed list's rows as the page drew them. A row whose lines wrap (a bank's name at 360 px) is
 * taller than its line count says, so a list that placed rows by the count alone would let them overlap or cut
 * them. Each drawn row is observed; until it has been drawn, its estimate stands.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function useMeasuredHeights(): { heightOf(key: string, estimate: number): number; measure(key: string): (element: HTMLElement | null) => void } {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(new Map());
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const keys = useRef(new WeakMap<Element, string>());

  useEffect(() => {
    if (typeof ResizeObserver === "undefined") return;
    observer.current = new ResizeObserver((entries) => {
      setHeights((current) => {
        let next: Map<string, number> | undefined;
        for (const entry of entries) {
          const key = keys.current.get(entry.target);
          const height = Math.ceil((entry.target as HTMLElement).offsetHeight);
          if (key === undefined || height === 0 || current.get(key) === height) continue;
          next ??= new Map(current);
          next.set(key, height);
        }
        return next ?? current;
      });
    });
    return () => observer.current?.disconnect();
  }, []);

  const measure = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element === null) return;
      keys.current.set(element, key);
      observer.current?.observe(element);
    },
    [],
  );
  const heightOf = useCallback((key: string, estimate: number) => Math.max(estimate, heights.get(key) ?? 0), [heights]);
  return { heightOf, measure };
}
