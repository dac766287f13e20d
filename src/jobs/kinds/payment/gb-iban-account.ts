/**
 * A GBP payment paid locally to a UK bank goes by account number and sort code (the route's required details:
 * docs/provider-api.md §3), while payees often give their GB IBAN. A GB IBAN holds both (GBkk BBBB SSSSSS AAAAAAAA:
 * domain/bank-agreement.ts gbIbanParts), so such a row is paid to the account number and sort code read from it,
 * not refused for lacking them (issue 39 point 5); so is a payee saved from an Add beneficiaries row. A sort code the row gives beside it that differs is not this
 * file's to settle: the row is held first, naming both (jobs/payees/bank-agreement.ts).
 */
import { gbIbanParts } from "../../../domain/bank-agreement";
import type { BankDetails, PaymentType } from "../../../domain/orders";

/**
 * The details a row is paid by: a GB IBAN on a local GBP payment becomes its account number and sort code; anything
 * else as given. `paymentTypes` is a payment row's type, or the types an Add beneficiaries row's payee is saved for:
 * all of them local (a payee also paid by Swift keeps its IBAN, which Swift needs).
 */
export function withGbIbanAccount(details: BankDetails, currency: string, paymentTypes: PaymentType | readonly PaymentType[] | undefined): BankDetails {
  const types = paymentTypes === undefined ? [] : typeof paymentTypes === "string" ? [paymentTypes] : paymentTypes;
  if (currency !== "GBP" || details.bankCountry !== "GB" || types.some((type) => type !== "regular")) return details;
  if (details.iban === undefined || details.accountNumber !== undefined) return details;
  const parts = gbIbanParts(details.iban);
  if (parts === undefined) return details;
  if (details.routingCodeValue !== undefined && (details.routingCodeType !== "sort_code" || details.routingCodeValue !== parts.sortCode)) return details;
  return { ...details, iban: undefined, accountNumber: parts.accountNumber, routingCodeType: "sort_code", routingCodeValue: parts.sortCode };
}
