/**
 * Each conversion's date as the review shows it: the row's own, or for a row left blank — booked with
 * `conversion_date_preference: default` (conversion.ts) — the default conversion date the service gives its pair
 * (reference/conversion_dates, docs/provider-api.md §4), asked once per account and pair at the check, so the preview
 * and the dialog name a date rather than "the earliest date offered" (issue 39). A pair the service does not answer
 * for leaves its rows without one: they are booked all the same, on the service's default date.
 */
import { OnceEach } from "../../../domain";
import type { KindApi } from "../../engine/kind-kit";

export interface RowToDate {
  row: number;
  actingAs: string | undefined;
  currencyPair: string;
  /** The row's own date (YYYY-MM-DD), if it gives one. */
  conversionDate: string | undefined;
}

/** Row → its conversion date (YYYY-MM-DD); `earliest` lists the rows whose date is the service's default. */
export async function conversionDatesOf(api: KindApi<"reference">, rows: readonly RowToDate[]): Promise<{ dates: Map<number, string>; defaulted: Set<number> }> {
  const asked = new OnceEach<string | undefined>();
  const defaultOf = (row: RowToDate) =>
    asked.ask(JSON.stringify([row.actingAs ?? null, row.currencyPair]), () =>
      api.reference.conversionDates({ conversion_pair: row.currencyPair }, row.actingAs === undefined ? {} : { onBehalfOf: row.actingAs }).then(
        (dates) => dates.default_conversion_date,
        // The date is for the review only: the row is still booked on the service's default date.
        () => undefined,
      ),
    );
  const dates = new Map<number, string>();
  const defaulted = new Set<number>();
  await Promise.all(
    rows.map(async (row) => {
      if (row.conversionDate !== undefined) {
        dates.set(row.row, row.conversionDate);
        return;
      }
      const date = await defaultOf(row);
      if (date === undefined) return;
      dates.set(row.row, date);
      defaulted.add(row.row);
    }),
  );
  return { dates, defaulted };
}
