import type { MappingCorrections, OrderKind } from "../domain/orders";

/**
 * Where a corrected column mapping is remembered per sheet. The task pane supplies it (document settings in
 * Excel, local storage in the playground); the jobs only load and save.
 */
export interface MappingStore {
  load(sheet: string, kind: OrderKind): Promise<MappingCorrections | undefined>;
  save(sheet: string, kind: OrderKind, corrections: MappingCorrections): Promise<void>;
}

/** A store that lives as long as the page: for tests and for hosts with nowhere to persist. */
export function memoryMappingStore(): MappingStore {
  const saved = new Map<string, MappingCorrections>();
  const keyOf = (sheet: string, kind: OrderKind) => `${kind}\u0000${sheet}`;
  return {
    async load(sheet, kind) {
      return saved.get(keyOf(sheet, kind));
    },
    async save(sheet, kind, corrections) {
      saved.set(keyOf(sheet, kind), { ...corrections });
    },
  };
}
