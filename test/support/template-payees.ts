/**
 * Payment rows for the payment template, by its headers: a US payee paid by ABA routing code and a UK one by sort code.
 * The routing code type is one its drop-down offers: Excel refuses a typed value outside a cell's list.
 */

/** The cells of one template row by header; headers not named stay blank. */
export type TemplateCells = Record<string, string>;

/** The routing code has a leading zero: typed under a text column it must stay text. */
export const US_PAYEE: TemplateCells = {
  Beneficiary: "Hudson Valley Supplies Inc",
  Currency: "USD",
  Amount: "250",
  Reference: "INV-2001",
  Reason: "Supplier invoice",
  "Account number": "483920175",
  "Routing code type": "ABA",
  "Routing code": "026009593",
  "Bank country": "US",
};

/** A UK payee paid by sort code; payees of different names have different accounts (one account is one payee's). */
export function ukPayee(name: string, amount: string, reference: string, accountNumber = "31926819"): TemplateCells {
  return { Beneficiary: name, Currency: "GBP", Amount: amount, Reference: reference, Reason: "Supplier invoice", "Account number": accountNumber, "Routing code type": "Sort code", "Routing code": "601613", "Bank country": "GB" };
}
