/**
 * Just before a run books its funding conversions: each is priced again, with one `rates/find` for all their pairs,
 * and when buying its currency now costs more than the preview estimated by more than the tolerance, the rows it
 * funds are held back ("Needs confirmation") and the conversion is not booked. The person confirmed a
 * funding cost at the check's indicative rate; buying the currency at a worse one nobody saw would spend more of
 * their balance than they agreed to. A move in their favour never holds a row.
 *
 * The estimate is the offer of the pair written buy currency first (cover-options.ts: units of the sell currency
 * per unit bought), so the same side of the same pair, asked again, measures the move: a higher offer costs more.
 */
import Decimal from "decimal.js";
import { formatAmount, roundToMinorUnits } from "../../../domain";
import type { HeldBack, KindApi } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";
import { percentText } from "../conversion/agreed-rates";
import type { FundingConversion } from "./funding";

/** The tolerance funding conversions are held to: the same default a conversion row's agreed rate has. */
export { DEFAULT_TOLERANCE_PERCENT as FUNDING_TOLERANCE_PERCENT } from "../conversion/agreed-rates";

export async function repriceFunding(api: KindApi<"rates">, conversions: readonly FundingConversion[], tolerancePercent: Decimal): Promise<HeldBack[]> {
  // Asked as the estimate was (cover-options.ts loadCoverRates): one request for every account's pairs, so the move is
  // measured against the same source.
  let rates: Record<string, [Decimal, Decimal]>;
  try {
    rates = (await api.rates.find([...new Set(conversions.map(pairOf))], { ignoreInvalidPairs: true })).rates;
  } catch (error) {
    // The cost the person agreed to cannot be confirmed: nothing is bought at a rate nobody has seen.
    return conversions.flatMap((conversion) =>
      heldRows(conversion, `not sent: the rate of its funding conversion (${pairOf(conversion)}) could not be checked again before booking (${describeFailure(error)}) — check again to fund it`),
    );
  }
  return conversions.flatMap((conversion): HeldBack[] => {
    const offer = rates[pairOf(conversion)]?.[1];
    if (offer === undefined) return heldRows(conversion, `not sent: the service gave no rate for its funding conversion (${pairOf(conversion)}) just before booking — check again to fund it`);
    const worsePercent = offer.minus(conversion.estimate.rate).div(conversion.estimate.rate).mul(100);
    return worsePercent.greaterThan(tolerancePercent) ? heldRows(conversion, rateMovedMessage(conversion, offer, worsePercent, tolerancePercent)) : [];
  });
}

/** The pair a funding conversion is priced in: its buy currency first (cover-options.ts loadCoverRates). */
function pairOf(conversion: FundingConversion): string {
  return conversion.buyCurrency + conversion.sellCurrency;
}

function heldRows(conversion: FundingConversion, message: string): HeldBack[] {
  return conversion.rows.map((row) => ({ row, message }));
}

function rateMovedMessage(conversion: FundingConversion, offer: Decimal, worsePercent: Decimal, tolerancePercent: Decimal): string {
  const sellNow = roundToMinorUnits(conversion.amount.mul(offer), conversion.sellCurrency);
  return (
    `not sent: buying ${conversion.buyCurrency} for it now costs more than the check showed — ` +
    `${conversion.estimate.rate.toFixed()} → ${offer.toFixed()} ${conversion.sellCurrency} per ${conversion.buyCurrency}, ` +
    `about ${formatAmount(conversion.estimate.sellAmount, conversion.sellCurrency)} → ${formatAmount(sellNow, conversion.sellCurrency)} ${conversion.sellCurrency}, ` +
    `${percentText(worsePercent.toDecimalPlaces(2, Decimal.ROUND_HALF_UP))} worse; tolerance ${percentText(tolerancePercent)}; check again to fund it at the new rate`
  );
}
