/**
 * Where a corrected column mapping is remembered per sheet and kind. The jobs only load and save; the task pane keeps
 * mappings in the workbook (workbookMappingStore), so they travel with the file and two workbooks with a
 * "Payments" sheet never share one.
 */
import type { MappingCorrections } from "../../domain/orders";
import type { WorkbookPort } from "../../workbook/port";

export interface MappingStore {
  load(sheet: string, kind: string): Promise<MappingCorrections | undefined>;
  save(sheet: string, kind: string, corrections: MappingCorrections): Promise<void>;
}

/** A store that lives as long as the page: for tests and for hosts with nowhere to persist. */
export function memoryMappingStore(): MappingStore {
  const saved = new Map<string, MappingCorrections>();
  const keyOf = (sheet: string, kind: string) => `${kind}\u0000${sheet}`;
  return {
    async load(sheet, kind) {
      return saved.get(keyOf(sheet, kind));
    },
    async save(sheet, kind, corrections) {
      saved.set(keyOf(sheet, kind), { ...corrections });
    },
  };
}

const SETTING_PREFIX = "fxdesk.mapping";

/** Mappings in the workbook's own settings, per sheet and kind. */
export function workbookMappingStore(workbook: WorkbookPort): MappingStore {
  const keyOf = (sheet: string, kind: string) => `${SETTING_PREFIX}.${kind}.${sheet}`;
  return {
    async load(sheet, kind) {
      return parseCorrections(await workbook.readSetting(keyOf(sheet, kind)));
    },
    async save(sheet, kind, corrections) {
      await workbook.writeSetting(keyOf(sheet, kind), { ...corrections });
    },
  };
}

/** A damaged or foreign entry is ignored: the synonyms map the sheet again. */
function parseCorrections(value: unknown): MappingCorrections | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string | null] => typeof entry[1] === "string" || entry[1] === null);
  return Object.fromEntries(entries);
}
