/**
 * The rows of a sheet booked earlier, each with the order it carries reduced to a kind's signature: what a row about
 * to be sent is compared with to hold a possible duplicate (payment/earlier-payments.ts, conversion/earlier-conversions.ts).
 */
import { OrderCells, type ParsedOrder } from "../../domain/orders";
import { isDone, type JobContext, type KindOrder, type OrderSheet, previousResults, withActingAs } from "../engine/kind-kit";

export interface BookedRow {
  row: number;
  id: string;
  /** Short reference where the row shows one, else the id. */
  reference: string;
  signature: string;
  /** What the result column says (a word Refresh statuses filed it under, or "Booked"). */
  result: string | undefined;
}

/** The sheet's booked rows, read from the same header line as the selection (none when the sheet's line moved). */
export async function bookedRowsOf<O extends KindOrder>(ctx: Pick<JobContext, "workbook" | "defaultActingAs">, sheet: OrderSheet, parse: (cells: OrderCells) => ParsedOrder<O>, signature: (order: O) => string): Promise<BookedRow[]> {
  const block = await ctx.workbook.readTable(sheet.sheet);
  if (block.headerRow !== sheet.headerRow || block.firstColumn !== sheet.identity.firstColumn) return [];
  const previous = previousResults(block);
  return block.rows.flatMap((row): BookedRow[] => {
    const earlier = previous.get(row.row);
    if (!isDone(earlier) || earlier?.id === undefined) return [];
    const parsed = withActingAs(parse(new OrderCells(sheet.mapping, row.values, row.formulas, sheet.dates)), earlier, ctx.defaultActingAs);
    if (!parsed.ok) return [];
    return [{ row: row.row, id: earlier.id, reference: earlier.shortReference ?? earlier.id, signature: signature(parsed.order), result: earlier.result }];
  });
}
