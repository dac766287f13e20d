/**
 * The review a person signs before a payment run, as plain values: each payee's masked bank details and country,
 * the debit account's name, the payment type in words, the dates summed up, and the rows included on purpose.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { Beneficiary } from "../../../../../src/api/schemas";
import type { PaymentOrder } from "../../../../../src/domain/orders";
import type { AccountNames } from "../../../../../src/jobs/engine/account-names";
import { includedOnPurpose } from "../../../../../src/jobs/engine/included-on-purpose";
import type { RowPlan } from "../../../../../src/jobs/engine/row-plan";
import {
  accountTotalsInWords,
  payeeShown,
  paymentDatesInWords,
  paymentReview,
  paymentTypesInWords,
  type PayeeShown,
} from "../../../../../src/jobs/kinds/payment/payment-review";

const CLIENT = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
const accounts: AccountNames = { of: (contactId) => ({ name: contactId === undefined ? "Northwind Treasury (house account)" : "Sam Client — Orbit Trading Ltd", contactId }) };

const saved = (fields: Partial<Beneficiary>): Beneficiary => ({ id: "b-1", name: "Acme GmbH", bank_country: "DE", currency: "EUR", iban: null, account_number: null, ...fields }) as Beneficiary;

function order(fields: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    currency: "EUR",
    purposeCode: undefined,
    payer: undefined,
    amount: new Decimal("100.00"),
    beneficiary: { kind: "name", name: "Acme GmbH" },
    reference: "INV-1",
    reason: "Invoice",
    paymentType: undefined,
    paymentDate: "2026-01-07",
    conversionId: undefined,
    actingAs: undefined,
    ...fields,
  };
}

const ready = (row: number, fields: Partial<PaymentOrder> = {}, extra: { duplicateOf?: string[]; copyAt?: number | null } = {}): RowPlan<PaymentOrder> => ({
  row,
  state: "ready",
  order: order(fields),
  existingKey: undefined,
  recover: false,
  duplicateOf: extra.duplicateOf ?? [],
  ...(extra.copyAt === undefined ? {} : { copyOf: { key: "k-1", at: extra.copyAt ?? undefined, message: "a copy" } }),
});

const eurPayee: PayeeShown = { name: "Acme GmbH", account: "IBAN •••• 3000", bankCountry: "DE", isNew: false };
const payeesOf = (rows: readonly RowPlan<PaymentOrder>[]) => new Map(rows.map((plan) => [plan.row, eurPayee] as const));

describe("whom a row pays, as the review shows it", () => {
  it("masks a saved payee's IBAN to its last four characters, with the bank's country", () => {
    expect(payeeShown({ kind: "existing", beneficiary: saved({ iban: "DE89 3704 0044 0532 0130 00" }) })).toEqual({ name: "Acme GmbH", account: "IBAN •••• 3000", bankCountry: "DE", isNew: false });
  });

  it("masks an account number where the payee has no IBAN", () => {
    expect(payeeShown({ kind: "existing", beneficiary: saved({ name: "Northwind", bank_country: "GB", currency: "GBP", account_number: "41926819" }) })).toMatchObject({
      account: "Account •••• 6819",
      bankCountry: "GB",
    });
  });

  it("shows a payee created from the row's bank details as new, masked the same way", () => {
    const params = { name: "Delta LLC", bank_account_holder_name: "Delta LLC", bank_country: "US", currency: "USD", account_number: "123456789", payment_types: ["regular" as const] };
    expect(payeeShown({ kind: "new", params, signature: "s" })).toEqual({ name: "Delta LLC", account: "Account •••• 6789", bankCountry: "US", isNew: true });
  });
});

describe("the rows to send, one by one", () => {
  it("gives each row's amount, date, debit account by name and payment type in words", () => {
    const rows = [ready(1), ready(2, { actingAs: CLIENT, paymentType: "priority", amount: new Decimal("2500.50"), currency: "USD", paymentDate: undefined })];
    const review = paymentReview({ rows, preview: { payees: payeesOf(rows) }, accounts }, {});
    expect(review.rows.map(({ sheetRow, amount, currency, paymentDate, debitAccount, paymentType }) => ({ sheetRow, amount: amount.toFixed(2), currency, paymentDate, debit: debitAccount.name, paymentType }))).toEqual([
      { sheetRow: 2, amount: "100.00", currency: "EUR", paymentDate: "2026-01-07", debit: "Northwind Treasury (house account)", paymentType: "Local" },
      { sheetRow: 3, amount: "2500.50", currency: "USD", paymentDate: undefined, debit: "Sam Client — Orbit Trading Ltd", paymentType: "Swift" },
    ]);
    expect(review.rows[1]!.payee).toEqual(eurPayee);
  });

  it("lists only the rows these choices send: held duplicates and copies appear once included", () => {
    const rows = [ready(1), ready(2, {}, { duplicateOf: ["row 2"] }), ready(3, {}, { copyAt: 1 }), { row: 4, state: "invalid" as const, message: "bad" }];
    const payees = { payees: payeesOf(rows.filter((plan) => plan.state === "ready")) };
    expect(paymentReview({ rows, preview: payees, accounts }, {}).rows.map((row) => row.sheetRow)).toEqual([2]);
    const all = paymentReview({ rows, preview: payees, accounts }, { acceptDuplicates: true, acceptCopies: true });
    expect(all.rows.map((row) => [row.sheetRow, row.included.map((entry) => entry.text)])).toEqual([
      [2, []],
      [3, ["repeats row 2 — included as you chose"]],
      [4, ["copy of row 2 — booked as a new row under a key of its own"]],
    ]);
  });
});

describe("rows funded by a conversion booked first", () => {
  it("marks the rows the chosen covering conversion funds, and counts them", () => {
    const rows = [ready(1), ready(2), ready(3)];
    const review = paymentReview({ rows, preview: { payees: payeesOf(rows) }, accounts }, {}, [2, 3]);
    expect(review.rows.map((row) => [row.sheetRow, row.funded])).toEqual([
      [2, false],
      [3, true],
      [4, true],
    ]);
    expect(review.fundedRows).toBe(2);
    expect(paymentReview({ rows, preview: { payees: payeesOf(rows) }, accounts }, {}).fundedRows).toBe(0);
  });
});

describe("what the confirmation sums up", () => {
  it("totals per debit account and currency, the house account and a client's apart", () => {
    const rows = [
      ready(1, { amount: new Decimal("100.00") }),
      ready(2, { amount: new Decimal("50.25") }),
      ready(3, { amount: new Decimal("10.00"), currency: "GBP" }),
      ready(4, { amount: new Decimal("700.00"), actingAs: CLIENT }),
    ];
    const review = paymentReview({ rows, preview: { payees: payeesOf(rows) }, accounts }, {});
    expect(review.accounts.map((debit) => [debit.account.name, debit.rows, accountTotalsInWords(debit)])).toEqual([
      ["Northwind Treasury (house account)", 3, "150.25 EUR (2 rows), 10.00 GBP (1 row)"],
      ["Sam Client — Orbit Trading Ltd", 1, "700.00 EUR (1 row)"],
    ]);
  });

  it("says one date, or the range with the rows on each date, and the rows left to the earliest date offered", () => {
    expect(paymentDatesInWords([{ date: "2026-01-07", rows: 3 }])).toBe("all on 2026-01-07");
    expect(paymentDatesInWords([{ date: undefined, rows: 2 }])).toBe("all on the earliest date the service offers");
    expect(
      paymentDatesInWords([
        { date: "2026-01-06", rows: 2 },
        { date: "2026-01-09", rows: 1 },
      ]),
    ).toBe("2026-01-06 to 2026-01-09: 2 rows on 2026-01-06, 1 row on 2026-01-09");
    expect(
      paymentDatesInWords([
        { date: undefined, rows: 1 },
        { date: "2026-01-08", rows: 4 },
      ]),
    ).toBe("1 row on the earliest date the service offers, 4 rows on 2026-01-08");
  });

  it("puts the dates in order whatever the sheet order, and counts the rows per date", () => {
    const rows = [ready(1, { paymentDate: "2026-01-09" }), ready(2, { paymentDate: "2026-01-06" }), ready(3, { paymentDate: "2026-01-09" }), ready(4, { paymentDate: undefined })];
    expect(paymentReview({ rows, preview: { payees: payeesOf(rows) }, accounts }, {}).dates).toEqual([
      { date: undefined, rows: 1 },
      { date: "2026-01-06", rows: 1 },
      { date: "2026-01-09", rows: 2 },
    ]);
  });

  it("names the payment types in words, with counts when they differ", () => {
    const rows = [ready(1), ready(2, { paymentType: "priority" }), ready(3, { paymentType: "regular" })];
    const review = paymentReview({ rows, preview: { payees: payeesOf(rows) }, accounts }, {});
    expect(paymentTypesInWords(review.types)).toBe("2 Local, 1 Swift");
    expect(paymentTypesInWords([{ type: "Swift", rows: 3 }])).toBe("all Swift");
  });
});

describe("rows included on purpose", () => {
  it("lists nothing while duplicates and copies are held", () => {
    expect(includedOnPurpose([ready(1, {}, { duplicateOf: ["row 5"] }), ready(2, {}, { copyAt: 0 })], {})).toEqual([]);
  });

  it("names what each included duplicate repeats (rows, booked rows, earlier payments) and each copy's original", () => {
    const rows = [
      ready(6, {}, { duplicateOf: ["row 5", "payment 260105-ABCD made 2026-01-02"] }),
      ready(8, {}, { copyAt: 2 }),
      ready(9, {}, { copyAt: null }),
    ];
    expect(includedOnPurpose(rows, { acceptDuplicates: true, acceptCopies: true })).toEqual([
      { row: 6, hold: "duplicate", text: "repeats row 5; payment 260105-ABCD made 2026-01-02 — included as you chose" },
      { row: 8, hold: "copy", text: "copy of row 3 — booked as a new row under a key of its own" },
      { row: 9, hold: "copy", text: "copy of a row no longer on the sheet — booked as a new row under a key of its own" },
    ]);
  });

  it("lists a row that is both a copy and a duplicate once per hold, only when both are included", () => {
    const both = [ready(4, {}, { duplicateOf: ["row 2"], copyAt: 1 })];
    expect(includedOnPurpose(both, { acceptCopies: true })).toEqual([]);
    expect(includedOnPurpose(both, { acceptCopies: true, acceptDuplicates: true }).map((entry) => entry.hold)).toEqual(["copy", "duplicate"]);
  });
  it("names a row whose login has no payee name check only once the one go-ahead is given, and a mismatch only once continued anyway", () => {
    const unchecked = { ...ready(3), payeeCheck: { line: "Payee name check: not switched on for this login", needsConfirmation: true, notSwitchedOn: true } } as RowPlan<PaymentOrder>;
    const mismatch = { ...ready(4), payeeCheck: { line: "Payee name check: No match", needsConfirmation: true } } as RowPlan<PaymentOrder>;
    expect(includedOnPurpose([unchecked, mismatch], { acceptPayeeChecks: true })).toEqual([{ row: 4, hold: "payee check", text: "Payee name check: No match — continued anyway as you chose" }]);
    expect(includedOnPurpose([unchecked, mismatch], { acceptUncheckedPayees: true })).toEqual([{ row: 3, hold: "payee check", text: "Payee name check: not switched on for this login — sent unchecked with your go-ahead" }]);
    expect(paymentReview({ rows: [unchecked, mismatch], preview: { payees: payeesOf([unchecked, mismatch]) }, accounts }, { acceptUncheckedPayees: true }).rows.map((row) => row.sheetRow)).toEqual([4]);
  });
});
