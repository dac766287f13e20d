import type { KindSpec } from "../../../src/jobs/engine/kind-spec";
import { templateHeaders } from "../../../src/jobs/kind-jobs";
import { columnLetters } from "../../../src/workbook/address";

/** The cells of one sheet row of a kind's template to type (address, text), given by the template's headers. */
export function templateRowCells(spec: KindSpec, sheetRow: number, cells: Record<string, string>): [string, string][] {
  const headers = templateHeaders(spec);
  return Object.entries(cells).map(([header, value]) => {
    const column = headers.indexOf(header);
    if (column < 0) throw new Error(`the ${spec.kind} template has no "${header}" column`);
    return [`${columnLetters(column)}${sheetRow}`, value];
  });
}
