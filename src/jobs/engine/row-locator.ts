/**
 * Finds each row of a run where it is now. A run takes minutes and nothing stops the person from sorting,
 * inserting or deleting rows meanwhile, so a row is never addressed by the number read when the job began:
 * once its FX key is on the sheet it is found by that key, before that by its input cells as they were read.
 *
 * The common case costs one read per write: the rows are checked where they were last seen. Only when something
 * moved is the sheet read whole to find them again. A row that cannot be found (deleted, edited, or claimed by
 * another run's key) is reported lost: it is not sent, or its result goes to the audit sheet only.
 */
import { normalizeHeader } from "../../domain/orders";
import { MAX_COLUMNS } from "../../workbook/address";
import type { CellValue, SheetBlock, WorkbookPort } from "../../workbook/port";
import { KEY_HEADER, RESULT_SEARCH_WIDTH } from "./result-columns";

/** The part of the sheet a job read: what the rows are recognised by. */
export interface SheetIdentity {
  sheet: string;
  headerRow: number;
  firstColumn: number;
  /** Header texts of the input columns as read ("" where a column has no header). */
  headers: string[];
  /** Each row's input cells as read (one per header), by the row number read. */
  inputs: ReadonlyMap<number, readonly CellValue[]>;
}

/** What a row is recognised by at the moment of a write. */
export interface RowAnchor {
  /** The row number read when the job began: the row's name for the whole run. */
  row: number;
  /**
   * The FX key the row must carry: for a keyed row, found by it; for one about to be keyed, the key cell must
   * still hold what was read (undefined: empty), or another run has claimed the row since.
   */
  key: string | undefined;
  keyed: boolean;
}

interface Located {
  headerRow: number;
  /** Where each anchor's row is now; absent when it was not found. */
  rows: Map<number, number>;
}

export function sheetIdentity(block: Pick<SheetBlock, "sheet" | "headerRow" | "firstColumn" | "headers" | "rows">, inputHeaders: number): SheetIdentity {
  return {
    sheet: block.sheet,
    headerRow: block.headerRow,
    firstColumn: block.firstColumn,
    headers: block.headers.slice(0, inputHeaders),
    inputs: new Map(block.rows.map((row) => [row.row, row.values.slice(0, inputHeaders)])),
  };
}

export class RowLocator {
  private headerRow: number;
  private firstColumn: number;
  private readonly lastSeen = new Map<number, number>();

  constructor(
    private readonly workbook: WorkbookPort,
    private readonly identity: SheetIdentity,
  ) {
    this.headerRow = identity.headerRow;
    this.firstColumn = identity.firstColumn;
  }

  async locate(anchors: readonly RowAnchor[]): Promise<Located> {
    if (anchors.length === 0) return { headerRow: this.headerRow, rows: new Map() };
    const found = (await this.whereLastSeen(anchors)) ?? (await this.searchWholeSheet(anchors));
    for (const [row, now] of found) this.lastSeen.set(row, now);
    return { headerRow: this.headerRow, rows: found };
  }

  /** The rows where they were last seen, or undefined when any of them is not there any more. */
  private async whereLastSeen(anchors: readonly RowAnchor[]): Promise<Map<number, number> | undefined> {
    const rows = anchors.map((anchor) => this.lastSeen.get(anchor.row) ?? anchor.row);
    const first = Math.min(...rows);
    const last = Math.max(...rows);
    const width = Math.min(MAX_COLUMNS - this.firstColumn, this.identity.headers.length + RESULT_SEARCH_WIDTH);
    const [headerLine = [], body = []] = await this.workbook.readValues(this.identity.sheet, [
      { row: this.headerRow, column: this.firstColumn, rowCount: 1, columnCount: width },
      { row: first, column: this.firstColumn, rowCount: last - first + 1, columnCount: width },
    ]);
    const columns = this.columnsIn(headerLine[0] ?? []);
    if (columns === undefined) return undefined;
    const located = new Map<number, number>();
    for (const [index, anchor] of anchors.entries()) {
      const row = rows[index] as number;
      if (!this.matches(anchor, body[row - first] ?? [], columns.key)) return undefined;
      located.set(anchor.row, row);
    }
    return located;
  }

  /** Reads the used range, finds the header line again, then each row by its key or its input cells. */
  private async searchWholeSheet(anchors: readonly RowAnchor[]): Promise<Map<number, number>> {
    const block = await this.workbook.readTable(this.identity.sheet);
    const grid = [{ row: block.headerRow, values: block.headers as CellValue[] }, ...block.rows];
    const located = new Map<number, number>();
    for (const line of grid) {
      for (let offset = 0; offset < line.values.length; offset += 1) {
        const columns = this.columnsIn(line.values.slice(offset));
        if (columns === undefined) continue;
        this.headerRow = line.row;
        this.firstColumn = block.firstColumn + offset;
        const below = grid.filter((candidate) => candidate.row > line.row).map((candidate) => ({ row: candidate.row, values: candidate.values.slice(offset) }));
        const claimed = new Set<number>();
        for (const anchor of anchors) {
          // Rows with identical inputs are interchangeable: each takes the first one no other anchor took.
          const match = below.find((candidate) => !claimed.has(candidate.row) && this.matches(anchor, candidate.values, columns.key));
          if (match === undefined) continue;
          claimed.add(match.row);
          located.set(anchor.row, match.row);
        }
        return located;
      }
    }
    return located;
  }

  /** The key column's offset in a header line that starts with the input headers as read; undefined if it doesn't. */
  private columnsIn(line: readonly CellValue[]): { key: number | undefined } | undefined {
    const text = (value: CellValue | undefined) => normalizeHeader(value === null || value === undefined ? "" : String(value));
    const headers = this.identity.headers;
    if (headers.every((header) => header.trim() === "")) return undefined;
    if (!headers.every((header, index) => text(line[index]) === text(header))) return undefined;
    const key = line.findIndex((value) => text(value) === normalizeHeader(KEY_HEADER));
    return { key: key < 0 ? undefined : key };
  }

  private matches(anchor: RowAnchor, values: readonly CellValue[], keyColumn: number | undefined): boolean {
    const keyCell = keyColumn === undefined ? null : (values[keyColumn] ?? null);
    const keyText = keyCell === null ? undefined : String(keyCell).trim() || undefined;
    if (anchor.keyed) return anchor.key !== undefined && keyText === anchor.key;
    if (keyText !== anchor.key) return false;
    const read = this.identity.inputs.get(anchor.row) ?? [];
    return read.every((value, index) => sameCell(value, values[index] ?? null));
  }
}

function sameCell(a: CellValue, b: CellValue): boolean {
  const blank = (value: CellValue) => value === null || value === "";
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  return a === b || (typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b));
}
