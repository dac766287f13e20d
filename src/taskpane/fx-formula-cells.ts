/**
 * Which cells hold an FX.* formula, from the formula cells of a sheet, so that a new session or acting-as choice
 * recalculates those cells only, not every formula of every open workbook (a full recalculation).
 */
import { columnLetters } from "../workbook/address";

interface FormulaArea {
  rowIndex: number;
  columnIndex: number;
  formulas: unknown[][];
}

const FX_CALL = /(^|[^A-Za-z0-9_.])FX\.[A-Z]/i;

/** A1 addresses of the FX.* cells, joined into lists no longer than `maxLength` characters (one getRanges call each). */
export function fxFormulaAddresses(areas: readonly FormulaArea[], maxLength = 2_000): string[] {
  const cells = areas.flatMap((area) =>
    area.formulas.flatMap((row, rowOffset) =>
      row.flatMap((formula, columnOffset) =>
        typeof formula === "string" && formula.startsWith("=") && FX_CALL.test(formula)
          ? [`${columnLetters(area.columnIndex + columnOffset)}${area.rowIndex + rowOffset + 1}`]
          : [],
      ),
    ),
  );
  const lists: string[] = [];
  let current = "";
  for (const cell of cells) {
    if (current !== "" && current.length + 1 + cell.length > maxLength) {
      lists.push(current);
      current = "";
    }
    current = current === "" ? cell : `${current},${cell}`;
  }
  if (current !== "") lists.push(current);
  return lists;
}
