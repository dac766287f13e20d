/** Amount checks that depend on the currency: never more decimals than its minor units (nothing is rounded). */
import type Decimal from "decimal.js";
import { minorUnits } from "../domain/currencies";
import { fieldMessages, message, type FieldErrors, type WireMessage } from "./errors";

/** How a route words an amount with too many decimals for its currency. */
export type DecimalsRefusal = (field: string, currency: string, places: number) => WireMessage;

/**
 * `<field>_is_in_invalid_format`, the §7 pattern GetDetailedRates documents for an amount "with 2 dp": the refusal of
 * a route whose reference names no code of its own for this (Assumption; docs/demo-service.md lists them).
 */
const invalidFormat: DecimalsRefusal = (field, currency) => ({ ...fieldMessages.invalidFormat(field), message: `${field} has more decimals than ${currency} allows` });

/** A reference's own code for it, in the reference's words (SW CreateTransfer `invalid_amount_format`, CreatePayment `invalid_fee_amount_format`). */
export function decimalPlacesRefusal(code: string): DecimalsRefusal {
  return (_field, currency, places) =>
    message(
      code,
      places === 0 ? `${currency} does not support any decimal places` : places === 1 ? `${currency} only supports up to 1 decimal place` : `${currency} only supports up to ${places} decimal places`,
    );
}

export function checkMinorUnits(errors: FieldErrors, field: string, amount: Decimal | undefined, currency: string | undefined, refusal: DecimalsRefusal = invalidFormat): void {
  if (!amount || !currency) return;
  const places = minorUnits(currency);
  if (amount.decimalPlaces() > places) errors.add(field, refusal(field, currency, places));
}
