/**
 * The rows a confirmation is about to send, read again as the dialog opens: which of them no longer say what was
 * checked, and what changed. The run reads its rows again before sending too (run-booking.ts) and never sends a row
 * that changed, but a person told only after Book learns it from a run that ends "not sent"; told here, before
 * anything is sent, they check again and see the new terms. One read of the rows where they are (row-locator.ts,
 * the whole sheet only when something moved) and one of the places of the rows it did not find.
 */
import { normalizeHeader, type ColumnMapping } from "../../domain/orders";
import { type CellValue, type DateSystem, planReadGroups, type WorkbookPort } from "../../workbook";
import { RowLocator, type SheetIdentity } from "./row-locator";
import { cellChanges, sentCells } from "./sent-cells";

/** A row that no longer says what was checked. */
export interface RowChangedSinceCheck {
  /** 0-based, as RowPlan.row. */
  row: number;
  /**
   * What changed, one entry per column as the review says it ("Amount: 1,250.50 → 1,300.00 EUR"), when the row is still where it was checked;
   * empty when it is not there any more (deleted or moved, or edited beyond recognition).
   */
  changes: string[];
}

/** One of the rows to read again, with the FX key its key cell held at the check (undefined: blank). */
export interface RowAsChecked {
  row: number;
  key: string | undefined;
}

export async function rowsChangedSinceCheck(
  workbook: WorkbookPort,
  { identity, mapping, dates }: { identity: SheetIdentity; mapping: ColumnMapping; dates: DateSystem },
  rows: readonly RowAsChecked[],
): Promise<RowChangedSinceCheck[]> {
  if (rows.length === 0) return [];
  const located = await new RowLocator(workbook, identity).locate(rows.map(({ row, key }) => ({ row, key, keyed: false })));
  const missing = rows.filter(({ row }) => !located.rows.has(row)).map(({ row }) => row);
  if (missing.length === 0) return [];
  const atPlace = await readAtPlace(workbook, identity, missing);
  const fields = Object.keys(mapping.columns).length;
  return missing.map((row) => {
    const now = atPlace.get(row);
    const changes = now === undefined ? [] : cellChanges(sentCells(mapping, identity.inputs.get(row) ?? []), sentCells(mapping, now), mapping, dates);
    // A row whose cells mostly differ is another row now in its place (one deleted or inserted above it), not an edit.
    return { row, changes: changes.length * 2 > fields ? [] : changes };
  });
}

/**
 * The input cells now at the places where the rows were read; none when the header line is no longer where it was
 * (rows inserted or deleted above it: what is at those places says nothing about these rows).
 */
async function readAtPlace(workbook: WorkbookPort, identity: SheetIdentity, rows: readonly number[]): Promise<Map<number, CellValue[]>> {
  const width = identity.headers.length;
  const read = new Map<number, CellValue[]>();
  for (const group of planReadGroups([identity.headerRow, ...rows], width)) {
    const answers = await workbook.readValues(
      identity.sheet,
      group.map((block) => ({ row: block.first, column: identity.firstColumn, rowCount: block.count, columnCount: width })),
    );
    group.forEach((block, index) => answers[index]?.forEach((values, offset) => read.set(block.first + offset, values)));
  }
  const header = read.get(identity.headerRow) ?? [];
  const text = (value: CellValue | undefined) => normalizeHeader(value === null || value === undefined ? "" : String(value));
  if (!identity.headers.every((name, index) => text(header[index]) === text(name))) return new Map();
  return new Map(rows.flatMap((row) => (read.has(row) ? [[row, read.get(row) as CellValue[]] as const] : [])));
}

/** A changed row in one line, as the refusal of its confirmation says it: "Row 7 changed since Check (Amount: 1,250.50 → 1,300.00 EUR): check again". */
export function rowChangedWords(changed: RowChangedSinceCheck): string {
  const sheetRow = changed.row + 1;
  return changed.changes.length === 0
    ? `Row ${sheetRow} is no longer where it was checked (deleted, moved or edited): check again`
    : `Row ${sheetRow} changed since Check (${changed.changes.join("; ")}): check again`;
}
