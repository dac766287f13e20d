/**
 * Which cells hold an FX.* formula, of the workbook's formula cells, so that a new session or acting-as choice
 * recalculates those cells only, not every formula of every open workbook (a full recalculation).
 */
import type { FormulaCell } from "../workbook";

const FX_CALL = /(^|[^A-Za-z0-9_.])FX\.[A-Z]/i;

/** The cells whose formula calls an FX function. */
export function fxFormulaCells(cells: readonly FormulaCell[]): FormulaCell[] {
  return cells.filter((cell) => FX_CALL.test(cell.formula));
}
