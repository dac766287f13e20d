import { memoryMappingStore, type MappingStore } from "../../../jobs";
import type { MappingCorrections, OrderKind } from "../../../domain/orders";

const KEY_PREFIX = "fxdesk.mapping";

/**
 * Column mappings a person corrected, remembered per sheet and kind in this browser's local storage (the
 * playground; in Excel the task pane's own storage). Where storage is blocked the mapping lives as long as the page.
 */
export function localMappingStore(storage: Storage | undefined = safeLocalStorage()): MappingStore {
  if (storage === undefined) return memoryMappingStore();
  const keyOf = (sheet: string, kind: OrderKind) => `${KEY_PREFIX}.${kind}.${sheet}`;
  return {
    async load(sheet, kind) {
      return parseCorrections(storage.getItem(keyOf(sheet, kind)));
    },
    async save(sheet, kind, corrections) {
      storage.setItem(keyOf(sheet, kind), JSON.stringify(corrections));
    },
  };
}

/** A damaged or foreign entry is ignored: the synonyms map the sheet again. */
function parseCorrections(text: string | null): MappingCorrections | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value).filter((entry): entry is [string, string | null] => typeof entry[1] === "string" || entry[1] === null);
    return Object.fromEntries(entries);
  } catch {
    return undefined;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
