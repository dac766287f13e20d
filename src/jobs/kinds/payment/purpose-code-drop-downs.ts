/**
 * The Purpose code cell of each row that must give a code offers the codes its route allows, as an in-cell
 * drop-down (docs/provider-api.md §15; the port's setDropDownLists): one column of the add-in's lists sheet per route,
 * headed by the route in words, so an INR row to India and an AED row to the UAE offer different codes. Written once
 * per check in one workbook call, after the codes are asked, and only when some row is offered codes: a sheet of
 * payments needing none costs no workbook call. In that call a row whose route needs no code, or lists none, loses any
 * drop-down an earlier check gave it; rows not checked (no payee, a failed question) are left as they are.
 */
import type { OrderSheet } from "../../engine/kind-kit";
import { type DropDownList, WorkbookError, type WorkbookPort } from "../../../workbook";
import type { PurposeCodeCheck } from "./purpose-codes";

/** The sheet the add-in keeps its drop-down lists on, hidden. */
export const LISTS_SHEET = "FX lists";

/**
 * Offers the codes. The drop-down only helps: the check has already refused every row without an allowed code, so a
 * sheet Excel will not let us change (protected, renamed) leaves the rows without one and the check goes on; Excel's
 * passing refusals were waited out by the adapter (workbook/excel-patience.ts).
 */
export async function offerPurposeCodes(workbook: WorkbookPort, sheet: OrderSheet, check: Pick<PurposeCodeCheck, "lists" | "free">): Promise<void> {
  const index = sheet.mapping.columns.purpose_code;
  if (index === undefined) return;
  const column = sheet.identity.firstColumn + index;
  const lists = check.lists.map((list): DropDownList => ({ name: list.name, values: list.codes, cells: list.rows.map((row) => ({ row, column })) }));
  if (lists.length === 0) return;
  try {
    await workbook.setDropDownLists(sheet.sheet, LISTS_SHEET, lists, check.free.map((row) => ({ row, column })));
  } catch (error) {
    if (!(error instanceof WorkbookError)) throw error;
  }
}
