/** Amount checks that depend on the currency: never more decimals than its minor units (nothing is rounded). */
import type Decimal from "decimal.js";
import { minorUnits } from "../domain";
import { fieldMessages, type FieldErrors } from "./errors";

export function checkMinorUnits(errors: FieldErrors, field: string, amount: Decimal | undefined, currency: string | undefined): void {
  if (!amount || !currency) return;
  if (amount.decimalPlaces() > minorUnits(currency)) {
    errors.add(field, { ...fieldMessages.invalidFormat(field), message: `${field} has more decimals than ${currency} allows` });
  }
}
