/**
 * Finds each row of a run where it is now. A run takes minutes and nothing stops the person from sorting,
 * inserting or deleting rows meanwhile, so a row is never addressed by the number read when the job began:
 * once its FX key is on the sheet it is found by that key, before that by its input cells as they were read.
 *
 * The common case costs one read per write: the rows are checked where they were last seen. Only when something
 * moved is the sheet read whole to find them again. A row that cannot be found (deleted, edited, or claimed by
 * another run's key) is reported lost: it is not sent, or its result goes to the audit sheet only.
 *
 * A copied row carries the same key as its original. Where several rows carry a key, the one whose cells still
 * say what was read is the row; the others are copies (reconcile marks them), never given the row's result.
 */
import { normalizeHeader } from "../../domain/orders";
import { type CellValue, MAX_COLUMNS, planReadGroups, type SheetBlock, type WorkbookPort } from "../../workbook";
import { KEY_HEADER, RESULT_SEARCH_WIDTH } from "./result-columns";
import { sameCell } from "./sent-cells";

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
  /** The input cells of each row found, as they are now (one per input header). */
  inputs: Map<number, CellValue[]>;
}

/** A row that carries the key of one of the anchors but is not that anchor's row: a copy of it. */
export interface CopiedRow {
  /** Where the copy is now (zero-based sheet row). */
  at: number;
  /** The anchor row it copies, and where that row is now (undefined: no longer on the sheet). */
  of: number;
  originalAt: number | undefined;
}

/** A sheet row as read: where it is, and its cells from the first input column on. */
export interface Candidate {
  row: number;
  values: readonly CellValue[];
}

/** Every anchor's row found again at the end of a run (RowLocator.reconcile). */
export interface Reconciled {
  headerRow: number;
  /** The header line, from the first input column on: where each result column is. */
  header: readonly CellValue[];
  own: Map<number, Candidate>;
  copies: CopiedRow[];
  /**
   * Rows edited before their key was written that could not be paired with one row (reconcile's rule 4): the unkeyed
   * rows closest to each, which read alike enough that any of them could be it (a copy of the edited row, or rows the
   * person made alike). Each is told why the row was not sent: none of them was.
   */
  alike: Map<number, Candidate[]>;
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
  /** Where FX key was in the header line last read (from the first input column), if it was there. */
  private keyColumn: number | undefined;
  private readonly lastSeen = new Map<number, number>();

  constructor(
    private readonly workbook: WorkbookPort,
    private readonly identity: SheetIdentity,
  ) {
    this.headerRow = identity.headerRow;
    this.firstColumn = identity.firstColumn;
  }

  /** Where the header line was last found. */
  get currentHeaderRow(): number {
    return this.headerRow;
  }

  async locate(anchors: readonly RowAnchor[]): Promise<Located> {
    if (anchors.length === 0) return { headerRow: this.headerRow, rows: new Map(), inputs: new Map() };
    const found = (await this.whereLastSeen(anchors)) ?? (await this.searchWholeSheet(anchors));
    const rows = new Map<number, number>();
    const inputs = new Map<number, CellValue[]>();
    for (const [row, candidate] of found) {
      this.lastSeen.set(row, candidate.row);
      rows.set(row, candidate.row);
      inputs.set(row, candidate.values.slice(0, this.identity.headers.length));
    }
    return { headerRow: this.headerRow, rows, inputs };
  }

  /**
   * Every anchor's row, found again on the whole sheet once the run is over (one read), and the rows that carry
   * an anchor's key without being its row: copies. Writes are placed by a read made before them, so a row moved
   * in between can have taken another's cells; this finds each row by what it is, not by what was written on it:
   * 1. a row carrying the anchor's key whose input cells are as read (where several are, the one last found);
   * 2. when no row left carries its key (a misplaced write took it), a row whose input cells are as read and whose
   *    key cell is blank or holds another anchor's key;
   * 3. else a row carrying its key (its cells changed), the one last found first;
   * 4. else, for an anchor marked `editedInPlace` (a row never keyed, lost before it was sent), a row with a blank key
   *    cell among the rows the job read (as far as the header line moved, and the sheet grew) of which fewer than half the input cells
   *    differ from those read — the closest first, never one two anchors are equally close to: the row as the person
   *    edited it, which is told why it was not sent rather than left saying nothing.
   * A row whose key is still on the sheet is never moved onto a blank look-alike: that is a new row the person added.
   */
  async reconcile(anchors: readonly { row: number; key: string | undefined; editedInPlace?: boolean }[]): Promise<Reconciled | undefined> {
    const sheet = await this.wholeSheet();
    if (sheet === undefined) return undefined;
    const ours = new Set(anchors.flatMap((anchor) => anchor.key ?? []));
    const claimed = new Set<number>();
    const own = new Map<number, Candidate>();
    const keyOf = (candidate: Candidate) => keyIn(candidate.values, sheet.keyColumn);
    // The rows carrying each key, in sheet order: a run of 10,000 rows finds each of its rows by key without reading
    // the whole sheet once per row.
    const withKey = new Map<string, Candidate[]>();
    for (const candidate of sheet.below) {
      const key = keyOf(candidate);
      if (key === undefined) continue;
      const holders = withKey.get(key);
      if (holders === undefined) withKey.set(key, [candidate]);
      else holders.push(candidate);
    }
    const unclaimed = (among: readonly Candidate[] = sheet.below) => among.filter((candidate) => !claimed.has(candidate.row));
    const carrying = (anchor: RowAnchor) => (anchor.key === undefined ? [] : (withKey.get(anchor.key) ?? []));
    const keyLeft = (key: string | undefined) => key !== undefined && unclaimed(withKey.get(key) ?? []).length > 0;
    /** `among`: where the rule's rows can be (rows carrying the anchor's key, when the rule asks for it). */
    const claim = (row: number, key: string | undefined, rule: (anchor: RowAnchor, candidate: Candidate) => boolean, among?: (anchor: RowAnchor) => readonly Candidate[]): boolean => {
      const anchor: RowAnchor = { row, key, keyed: key !== undefined };
      const matches = unclaimed(among?.(anchor)).filter((candidate) => rule(anchor, candidate));
      // Of rows alike, the one where this row was last seen (where it was read, if it was never looked for since).
      const found = matches.find((candidate) => candidate.row === (this.lastSeen.get(row) ?? row)) ?? matches[0];
      if (found === undefined) return false;
      claimed.add(found.row);
      own.set(row, found);
      this.lastSeen.set(row, found.row);
      return true;
    };
    const pass = (
      rule: (anchor: RowAnchor, candidate: Candidate) => boolean,
      when: (key: string | undefined) => boolean = () => true,
      among?: (anchor: RowAnchor) => readonly Candidate[],
    ): boolean => anchors.filter(({ row, key }) => !own.has(row) && when(key) && claim(row, key, rule, among)).length > 0;

    pass((anchor, candidate) => anchor.key !== undefined && keyOf(candidate) === anchor.key && this.sameInputs(anchor, candidate.values), undefined, carrying);
    const misplaced = (anchor: RowAnchor, candidate: Candidate) => {
      const key = keyOf(candidate);
      return (key === undefined || (key !== anchor.key && ours.has(key))) && this.sameInputs(anchor, candidate.values);
    };
    // A row claimed here can free a blank look-alike for another anchor whose key it carried: until nothing changes.
    while (pass(misplaced, (key) => !keyLeft(key)));
    pass((anchor, candidate) => anchor.key !== undefined && keyOf(candidate) === anchor.key, undefined, carrying);
    const alike = this.claimEdited(
      anchors.filter((anchor) => anchor.editedInPlace === true && anchor.key === undefined && !own.has(anchor.row)).map((anchor) => anchor.row),
      unclaimed().filter((candidate) => keyOf(candidate) === undefined),
      sheet.below.length,
      (row, candidate) => {
        claimed.add(candidate.row);
        own.set(row, candidate);
      },
    );
    const holderOf = new Map(anchors.flatMap(({ row, key }) => (key === undefined ? [] : [[key, row] as const])));
    const copies = sheet.below.flatMap((candidate): CopiedRow[] => {
      const key = keyIn(candidate.values, sheet.keyColumn);
      const of = key === undefined ? undefined : holderOf.get(key);
      if (of === undefined || claimed.has(candidate.row)) return [];
      return [{ at: candidate.row, of, originalAt: own.get(of)?.row }];
    });
    return { headerRow: this.headerRow, header: sheet.header, own, copies, alike };
  }

  /**
   * The rows where they were last seen, or undefined when any of them is not there any more. Only the header line
   * and those rows are read, adjacent rows as one rectangle, several rectangles in one round trip while the answer
   * stays under the payload limit (read-blocks.ts planReadGroups): never the rows between, which for a filtered or
   * Ctrl+click selection over a long sheet would be one answer over Excel on the web's 5 MB.
   */
  private async whereLastSeen(anchors: readonly RowAnchor[]): Promise<Map<number, Candidate> | undefined> {
    const rows = anchors.map((anchor) => this.lastSeen.get(anchor.row) ?? anchor.row);
    // Only the inputs and FX key are compared: once the key column is known, the cells right of it are not read, so
    // a block of 1,000 rows is one answer under the payload limit. A key column moved right of where it was is not
    // in the answer: the rows then do not match, and the whole sheet is searched.
    const searchWidth = Math.min(MAX_COLUMNS - this.firstColumn, this.identity.headers.length + RESULT_SEARCH_WIDTH);
    const inputsTo = (key: number | undefined) => Math.min(searchWidth, Math.max(this.identity.headers.length, key === undefined ? 0 : key + 1));
    let read: Map<number, CellValue[]>;
    if (this.keyColumn !== undefined || planReadGroups([this.headerRow, ...rows], searchWidth).length === 1) {
      const width = this.keyColumn === undefined ? searchWidth : inputsTo(this.keyColumn);
      read = await this.readLines(rows, width, width);
    } else {
      // The key column is not known yet and the rows read as wide as the search would take two answers (the first
      // block of keys of 1,000 rows): the header line is read as wide, the rows only as wide as their inputs, in one
      // round trip. A header line that has FX key further right (a sheet keyed before) has the rows read again up
      // to it, as they would have been read in two answers anyway.
      read = await this.readLines(rows, this.identity.headers.length, searchWidth);
      const key = this.columnsIn(read.get(this.headerRow) ?? [])?.key;
      if (key !== undefined && key >= this.identity.headers.length) {
        const header = read.get(this.headerRow);
        read = await this.readLines(rows, inputsTo(key));
        if (header !== undefined) read.set(this.headerRow, header);
      }
    }
    const columns = this.columnsIn(read.get(this.headerRow) ?? []);
    if (columns === undefined) return undefined;
    this.keyColumn = columns.key;
    const located = new Map<number, Candidate>();
    for (const [index, anchor] of anchors.entries()) {
      const row = rows[index] as number;
      const values = read.get(row) ?? [];
      // A keyed row whose cells changed may have a copy elsewhere that still says what was read: look at the whole sheet.
      if (!this.matches(anchor, values, columns.key) || !this.sameInputs(anchor, values)) return undefined;
      located.set(anchor.row, { row, values });
    }
    return located;
  }

  /**
   * The rows from the first input column, `width` cells wide, in as few round trips as the payload limit allows, and
   * the header line (`headerWidth` cells wide) with the first of them; a row read both ways keeps the header's cells.
   */
  private async readLines(rows: readonly number[], width: number, headerWidth?: number): Promise<Map<number, CellValue[]>> {
    const read = new Map<number, CellValue[]>();
    const groups = planReadGroups(rows, width);
    if (headerWidth !== undefined && groups.length === 0) groups.push([]);
    for (const [index, group] of groups.entries()) {
      const rects = group.map((block) => ({ row: block.first, column: this.firstColumn, rowCount: block.count, columnCount: width }));
      const withHeader = index === 0 && headerWidth !== undefined;
      const answers = await this.workbook.readValues(this.identity.sheet, withHeader ? [...rects, { row: this.headerRow, column: this.firstColumn, rowCount: 1, columnCount: headerWidth }] : rects);
      group.forEach((block, at) => answers[at]?.forEach((values, offset) => read.set(block.first + offset, values)));
      if (withHeader) read.set(this.headerRow, answers[rects.length]?.[0] ?? []);
    }
    return read;
  }

  /**
   * Reads the used range, finds the header line again, then each row by its key or its input cells. Of several
   * rows carrying a key, the one whose cells say what was read is taken (the others are copies); else the first.
   */
  private async searchWholeSheet(anchors: readonly RowAnchor[]): Promise<Map<number, Candidate>> {
    const located = new Map<number, Candidate>();
    const sheet = await this.wholeSheet();
    if (sheet === undefined) return located;
    const claimed = new Set<number>();
    const take = (anchor: RowAnchor, match: Candidate | undefined) => {
      if (match === undefined) return;
      claimed.add(match.row);
      located.set(anchor.row, match);
    };
    // The rows by what they are found by, in sheet order: each anchor looks only at the rows that can be it, so a block
    // of 1,000 rows looked for after a sort is 1,000 look-ups, not a million comparisons.
    const byKey = new Map<string | undefined, Candidate[]>();
    for (const candidate of sheet.below) pushTo(byKey, keyIn(candidate.values, sheet.keyColumn), candidate);
    // By key and inputs, as wide as the inputs read (one width for every row read, in practice).
    const byKeyAndInputs = new Map<number, Map<string, Candidate[]>>();
    const alike = (key: string | undefined, inputs: readonly CellValue[]) => {
      let index = byKeyAndInputs.get(inputs.length);
      if (index === undefined) {
        const built = new Map<string, Candidate[]>();
        for (const candidate of sheet.below) pushTo(built, keyAndInputs(keyIn(candidate.values, sheet.keyColumn), candidate.values, inputs.length), candidate);
        byKeyAndInputs.set(inputs.length, (index = built));
      }
      return index.get(keyAndInputs(key, inputs, inputs.length));
    };
    const unclaimed = (among: readonly Candidate[] | undefined) => (among ?? []).filter((candidate) => !claimed.has(candidate.row));
    for (const anchor of anchors) {
      if (anchor.keyed) {
        // Found by its key alone (its cells may have changed): of the rows carrying it, the one whose cells are as read.
        const holders = anchor.key === undefined ? [] : unclaimed(byKey.get(anchor.key));
        take(anchor, holders.find((candidate) => this.sameInputs(anchor, candidate.values)) ?? holders[0]);
      } else {
        // Rows with identical inputs are interchangeable: each takes the first one no other anchor took.
        take(anchor, unclaimed(alike(anchor.key, this.identity.inputs.get(anchor.row) ?? []))[0]);
      }
    }
    return located;
  }

  /** The used range read once, its header line found again (it may have moved), and the rows below it. */
  private async wholeSheet(): Promise<{ header: CellValue[]; below: Candidate[]; keyColumn: number | undefined } | undefined> {
    const block = await this.workbook.readTable(this.identity.sheet);
    const grid = [{ row: block.headerRow, values: block.headers as CellValue[] }, ...block.rows];
    for (const line of grid) {
      for (let offset = 0; offset < line.values.length; offset += 1) {
        const columns = this.columnsIn(line.values.slice(offset));
        if (columns === undefined) continue;
        this.headerRow = line.row;
        this.firstColumn = block.firstColumn + offset;
        this.keyColumn = columns.key;
        const below = grid.filter((candidate) => candidate.row > line.row).map((candidate) => ({ row: candidate.row, values: candidate.values.slice(offset) }));
        return { header: line.values.slice(offset), below, keyColumn: columns.key };
      }
    }
    return undefined;
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

  /** A keyed row is recognised by its key alone (its cells may have changed); any other by its key cell and inputs. */
  private matches(anchor: RowAnchor, values: readonly CellValue[], keyColumn: number | undefined): boolean {
    const keyText = keyIn(values, keyColumn);
    if (anchor.keyed) return anchor.key !== undefined && keyText === anchor.key;
    return keyText === anchor.key && this.sameInputs(anchor, values);
  }

  /**
   * Rows edited before their key was written (reconcile's rule 4), paired with the unkeyed rows they are closest to:
   * pairs of fewer differing cells first; a pair tied with another for its row or its anchor is an ambiguity, not an
   * edit, and is left alone: the rows of the tie are answered instead (Reconciled.alike), and given to no row further
   * from them. Only rows
   * inside the span the job read (shifted as the header line moved, and grown as the sheet did) are looked at.
   */
  private claimEdited(rows: readonly number[], blank: readonly Candidate[], rowsNow: number, take: (row: number, candidate: Candidate) => void): Map<number, Candidate[]> {
    const alike = new Map<number, Candidate[]>();
    if (rows.length === 0) return alike;
    const read = [...this.identity.inputs.keys()];
    const shift = this.headerRow - this.identity.headerRow;
    const first = Math.min(...read) + shift;
    // Rows inserted among those read push the last of them down: the span grows by as many rows as the sheet did.
    const last = Math.max(...read) + shift + Math.max(0, rowsNow - read.length);
    const pairs = rows.flatMap((row) => {
      const inputs = this.identity.inputs.get(row) ?? [];
      return blank
        .filter((candidate) => candidate.row >= first && candidate.row <= last)
        .map((candidate) => ({ row, candidate, differing: inputs.filter((value, index) => !sameCell(value, candidate.values[index] ?? null)).length, of: inputs.length }))
        .filter((pair) => pair.differing * 2 < pair.of);
    });
    pairs.sort((a, b) => a.differing - b.differing);
    const rowsTaken = new Set<number>();
    const candidatesTaken = new Set<number>();
    for (const pair of pairs) {
      if (rowsTaken.has(pair.row) || candidatesTaken.has(pair.candidate.row)) continue;
      const tied = pairs.filter((other) => other !== pair && other.differing === pair.differing && !rowsTaken.has(other.row) && !candidatesTaken.has(other.candidate.row) && (other.row === pair.row || other.candidate.row === pair.candidate.row));
      // Rows tied with others are left to Reconciled.alike, all of them: none goes to a row further from it.
      for (const taken of [pair, ...tied]) {
        rowsTaken.add(taken.row);
        candidatesTaken.add(taken.candidate.row);
      }
      if (tied.length > 0) {
        for (const taken of [pair, ...tied]) alike.set(taken.row, [...(alike.get(taken.row) ?? []), taken.candidate]);
        continue;
      }
      take(pair.row, pair.candidate);
    }
    return alike;
  }

  /** The row's input cells are as the job read them. */
  private sameInputs(anchor: RowAnchor, values: readonly CellValue[]): boolean {
    const read = this.identity.inputs.get(anchor.row) ?? [];
    return read.every((value, index) => sameCell(value, values[index] ?? null));
  }
}

function pushTo<K>(index: Map<K, Candidate[]>, key: K, candidate: Candidate): void {
  const rows = index.get(key);
  if (rows === undefined) index.set(key, [candidate]);
  else rows.push(candidate);
}

/**
 * A row's key cell and first `width` input cells as one text, equal for two rows exactly when their key texts are
 * and sameCell holds for each input (a blank cell is null; values of different types never meet).
 */
function keyAndInputs(key: string | undefined, values: readonly CellValue[], width: number): string {
  const cells = Array.from({ length: width }, (_, index) => {
    const value = values[index] ?? null;
    return value === null || value === "" ? "n" : `${typeof value}:${String(value)}`;
  });
  return JSON.stringify([key ?? null, ...cells]);
}

function keyIn(values: readonly CellValue[], keyColumn: number | undefined): string | undefined {
  const keyCell = keyColumn === undefined ? null : (values[keyColumn] ?? null);
  return keyCell === null ? undefined : String(keyCell).trim() || undefined;
}
