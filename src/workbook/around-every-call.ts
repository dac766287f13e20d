/**
 * The port with something done around each of its calls (counting them, refusing them once the add-in has
 * "stopped" in a test), whatever methods the port has: a method added to the port needs no edit here.
 */
import type { WorkbookPort } from "./port";

export function aroundEveryCall(workbook: WorkbookPort, around: (call: () => unknown) => unknown): WorkbookPort {
  return new Proxy(workbook, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => around(() => (value as (...values: unknown[]) => unknown).apply(target, args));
    },
  });
}
