import type Decimal from "decimal.js";
import { formatAmount, groupThousands } from "../../../domain";

/**
 * An amount as the preview shows it: the currency's minor units ("1,250.50", JPY "1,500") with thousands
 * grouped. A value with more decimals than the currency has (a rate-derived one) is shown in full, not rounded.
 */
export function amountText(amount: Decimal, currency: string): string {
  let text: string;
  try {
    text = formatAmount(amount, currency);
  } catch {
    text = amount.toFixed();
  }
  const [whole = "", fraction] = text.split(".");
  const grouped = groupThousands(whole);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
