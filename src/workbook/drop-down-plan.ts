/**
 * Where setDropDownLists puts things — shared by both adapters so they agree cell for cell: each list's column on
 * the lists sheet (found by its name on the header line, as writeColumns finds a column), the blocks that write the
 * lists, what is cleared below them, and the runs of cells that take each list's range as their drop-down.
 */
import { InvalidInputError } from "../domain/invalid-input";
import { cellRuns, MAX_ROWS, type CellRef, type RangeRect } from "./address";
import { placeColumns, planBlocks, type HeaderLine, type WriteBlock } from "./column-plan";
import { TEXT_FORMAT } from "./number-formats";
import type { DropDownList, RowValues } from "./port";

/** The header line of the lists sheet: list names on its first row, values below. */
export const LIST_HEADER_ROW = 0;

export interface DropDownPlan {
  /** Each list's column of the lists sheet with what a longer list there held before: cleared first. */
  clears: RangeRect[];
  /** New list names on the header line and every list's values, as text: written after the clears. */
  blocks: WriteBlock[];
  /** Runs of adjacent cells of the sheet, each with the range on the lists sheet its drop-down offers. */
  validations: { cells: RangeRect; source: RangeRect }[];
  /** Runs of adjacent cells whose drop-down is removed. */
  plain: RangeRect[];
}

export function planDropDownLists(line: HeaderLine, lists: readonly DropDownList[], plain: readonly CellRef[]): DropDownPlan {
  checkLists(lists, plain);
  const placement = placeColumns(line, lists.map((list) => ({ header: list.name, format: TEXT_FORMAT })));
  const longest = Math.max(...lists.map((list) => list.values.length), 0);
  const rows: RowValues[] = Array.from({ length: longest }, (_, index) => ({
    row: LIST_HEADER_ROW + 1 + index,
    values: lists.map((list) => list.values[index] ?? null),
  }));
  const headers: WriteBlock[] = placement.newHeaders.map(({ column, header }) => ({ row: LIST_HEADER_ROW, column, values: [[header]], formats: [[TEXT_FORMAT]] }));
  const columns = lists.map((list) => ({ header: list.name, format: TEXT_FORMAT }));
  const clears = lists.map((list, index): RangeRect => {
    const below = LIST_HEADER_ROW + 1 + list.values.length;
    return { row: below, column: placement.columns[index] as number, rowCount: MAX_ROWS - below, columnCount: 1 };
  });
  return {
    clears,
    // A shorter list's cells under `longest` are written null (cleared) too: the clears already emptied them.
    blocks: [...headers, ...planBlocks(placement.columns, columns, rows)],
    validations: lists.flatMap((list, index) => {
      const source: RangeRect = { row: LIST_HEADER_ROW + 1, column: placement.columns[index] as number, rowCount: list.values.length, columnCount: 1 };
      return cellRuns(list.cells).map((cells) => ({ cells, source }));
    }),
    plain: cellRuns(plain),
  };
}

/** Each list has values, and no cell is given two drop-downs (or one and none): which would it keep? */
function checkLists(lists: readonly DropDownList[], plain: readonly CellRef[]): void {
  const empty = lists.find((list) => list.values.length === 0);
  if (empty) throw new InvalidInputError("lists", "empty_list", `the list "${empty.name}" has no values to offer`);
  const long = lists.find((list) => list.values.length > MAX_ROWS - LIST_HEADER_ROW - 1);
  if (long) throw new InvalidInputError("lists", "list_too_long", `the list "${long.name}" has more values than a column holds`);
  const seen = new Set<string>();
  for (const cell of [...lists.flatMap((list) => list.cells), ...plain]) {
    if (!Number.isInteger(cell.row) || cell.row < 0 || !Number.isInteger(cell.column) || cell.column < 0) {
      throw new InvalidInputError("lists", "invalid_cell", `row ${cell.row}, column ${cell.column} is not a cell of the sheet`);
    }
    const key = `${cell.row}:${cell.column}`;
    if (seen.has(key)) throw new InvalidInputError("lists", "cell_given_twice", `row ${cell.row + 1}, column ${cell.column + 1} is given two drop-downs`);
    seen.add(key);
  }
}
