/**
 * Where a corrected column mapping is remembered per sheet and kind. The jobs only load and save; the task pane keeps
 * mappings in the workbook (workbookMappingStore), so they travel with the file and two workbooks with a
 * "Payments" sheet never share one.
 */
import type { MappingCorrections } from "../../domain/orders";
import { SheetNotFoundError, type WorkbookPort } from "../../workbook";

export interface MappingStore {
  load(sheet: string, kind: string): Promise<MappingCorrections | undefined>;
  save(sheet: string, kind: string, corrections: MappingCorrections): Promise<void>;
}

/** A store that lives as long as the page, by sheet name: for tests and for hosts with nowhere to persist. */
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

/** Settings keyed by a sheet's id; a prefix of its own, so no sheet's name can make a key of this kind. */
const BY_ID_PREFIX = "fxdesk.sheet-mapping";
/** How earlier versions keyed a mapping: by the sheet's name, which a rename leaves behind. */
const BY_NAME_PREFIX = "fxdesk.mapping";

/**
 * Mappings in the workbook's own settings — Microsoft's Excel.Workbook.settings (SettingCollection, ExcelApi 1.4): "part
 * of the workbook ... limited to per file and add-in" — per sheet and kind, keyed by the sheet's id: Microsoft's
 * Worksheet.id "remains the same even when the worksheet is renamed or moved", a name does not. So a renamed sheet
 * keeps its mapping, and a new sheet given an old sheet's name does not take the old sheet's over.
 *
 * A mapping an earlier version kept under the sheet's name is moved under the id the first time that sheet is read,
 * and the name's entry deleted, so it is read once and can never be taken by another sheet of that name later.
 */
export function workbookMappingStore(workbook: WorkbookPort): MappingStore {
  const byId = (sheetId: string, kind: string) => `${BY_ID_PREFIX}.${kind}.${sheetId}`;
  const byName = (sheet: string, kind: string) => `${BY_NAME_PREFIX}.${kind}.${sheet}`;
  // Excel compares sheet names without regard to case.
  const idOf = async (sheet: string) => (await workbook.listSheets()).find((candidate) => candidate.name.toLowerCase() === sheet.toLowerCase())?.id;
  return {
    async load(sheet, kind) {
      const sheetId = await idOf(sheet);
      // Renamed or deleted since its rows were read: the synonyms map the rows, as for a sheet never corrected.
      if (sheetId === undefined) return undefined;
      const kept = await workbook.readSetting(byId(sheetId, kind));
      if (kept !== undefined) return parseCorrections(kept);
      const earlier = parseCorrections(await workbook.readSetting(byName(sheet, kind)));
      if (earlier === undefined) return undefined;
      await workbook.writeSetting(byId(sheetId, kind), { ...earlier });
      await workbook.deleteSetting(byName(sheet, kind));
      return earlier;
    },
    async save(sheet, kind, corrections) {
      const sheetId = await idOf(sheet);
      if (sheetId === undefined) throw new SheetNotFoundError(sheet);
      await workbook.writeSetting(byId(sheetId, kind), { ...corrections });
    },
  };
}

/** A damaged or foreign entry is ignored: the synonyms map the sheet again. */
function parseCorrections(value: unknown): MappingCorrections | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string | null] => typeof entry[1] === "string" || entry[1] === null);
  return Object.fromEntries(entries);
}
