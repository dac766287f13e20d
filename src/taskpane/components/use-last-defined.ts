/**
 * The last defined value seen. A dialog opened by a value (the payment to reject, the transfer to confirm) closes when
 * it becomes undefined, but Fluent's dialog fades out over a few frames: showing the last value until it has gone keeps
 * "Authorise 4 payments?" from reading "Authorise 0 payments?" while it fades.
 */
import { useRef } from "react";

export function useLastDefined<T>(value: T | undefined): T | undefined {
  const last = useRef<T | undefined>(value);
  if (value !== undefined) last.current = value;
  return value ?? last.current;
}
