/** A value that follows another once it has stopped changing for `delayMs` (the search box: one find per pause). */
import { useEffect, useMemo, useState } from "react";
import { createDebouncer } from "./debounce";

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const debouncer = useMemo(() => createDebouncer<T>(delayMs, setSettled), [delayMs]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  useEffect(() => debouncer.push(value), [debouncer, value]);
  return settled;
}
