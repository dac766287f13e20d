/**
 * Just before a run sends its conversions: the rows quoted indicatively are priced again, with one `rates/find` per
 * account for all its pairs, and a row whose rate moved against the person by more than their tolerance is held back
 * (agreed-rates.ts says how a move is measured). A move in their favour never holds a row: the service books at its
 * rate of the moment, which is then better than agreed.
 */
import type Decimal from "decimal.js";
import type { HeldBack, KindApi } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";
import { rateMove, rateMovedMessage, type IndicativeRate } from "./agreed-rates";

/** A row to send, quoted indicatively at the check. */
export interface RowToReprice {
  row: number;
  actingAs: string | undefined;
  agreed: IndicativeRate;
}

export async function repriceBeforeSending(api: KindApi<"rates">, rows: readonly RowToReprice[], tolerancePercent: Decimal): Promise<HeldBack[]> {
  const byAccount = new Map<string | undefined, RowToReprice[]>();
  for (const row of rows) byAccount.set(row.actingAs, [...(byAccount.get(row.actingAs) ?? []), row]);
  const held = await Promise.all(
    [...byAccount].map(async ([actingAs, accountRows]): Promise<HeldBack[]> => {
      const pairs = [...new Set(accountRows.map((row) => row.agreed.currencyPair))];
      let rates: Record<string, [Decimal, Decimal]>;
      try {
        rates = (await api.rates.find(pairs, { onBehalfOf: actingAs, ignoreInvalidPairs: true })).rates;
      } catch (error) {
        // The rate the person agreed to cannot be confirmed: nothing is booked at a rate nobody has seen.
        const message = `not sent: the rate could not be checked again before booking (${describeFailure(error)}) — check again to book`;
        return accountRows.map((row) => ({ row: row.row, message }));
      }
      return accountRows.flatMap((row): HeldBack[] => {
        const market = rates[row.agreed.currencyPair];
        if (market === undefined) return [{ row: row.row, message: `not sent: the service gave no rate for ${row.agreed.currencyPair} just before booking — check again to book` }];
        const move = rateMove(row.agreed, market, tolerancePercent);
        return move.beyondTolerance ? [{ row: row.row, message: rateMovedMessage(row.agreed, move, tolerancePercent) }] : [];
      });
    }),
  );
  return held.flat();
}
