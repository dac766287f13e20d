/**
 * @jest-environment jsdom
 */
/**
 * The payment review in the pane: the preview lists the rows to send one by one (only those in view rendered, so
 * hundreds stay quick), and the confirmation dialog names the accounts debited, the dates, the types and the rows
 * included on purpose.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import { paymentDatesInWords, paymentReview, type AccountNames, type KindJob, type PayeeShown, type PaymentReviewRow, type RowPlan } from "../../../../../src/jobs";
import type { PaymentOrder } from "../../../../../src/domain/orders";
import { ConfirmDialog } from "../../../../../src/taskpane/features/booking/confirm-dialog";
import { PaymentReviewList } from "../../../../../src/taskpane/features/booking/kinds/payment/payment-review-list";
import { confirmationOf } from "./support/confirmation";

const CLIENT = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
const accounts: AccountNames = { of: (contactId) => ({ name: contactId === undefined ? "Northwind Treasury (house account)" : "Sam Client — Orbit Trading Ltd", contactId }) };
const payee: PayeeShown = { name: "Acme GmbH", account: "IBAN •••• 3000", bankCountry: "DE", isNew: false };

function reviewRow(row: number, fields: Partial<PaymentReviewRow> = {}): PaymentReviewRow {
  return {
    row,
    sheetRow: row + 1,
    payee,
    amount: new Decimal("1250.50"),
    currency: "EUR",
    paymentDate: "2026-01-07",
    funded: false,
    debitAccount: accounts.of(undefined),
    paymentType: "Local",
    included: [],
    fee: undefined,
    ...fields,
  };
}

const inTheme = (node: React.ReactNode) => render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);
const field = (item: HTMLElement, name: string) => item.querySelector(`[data-field="${name}"]`)?.textContent;

describe("the preview's row-by-row review", () => {
  it("shows each row's payee with masked details and country, amount, date, debit account, type and why a held row is sent", () => {
    inTheme(
      <PaymentReviewList
        rows={[
          reviewRow(1),
          reviewRow(2, {
            payee: { name: "Delta LLC", account: "Account •••• 6789", bankCountry: "US", isNew: true },
            currency: "USD",
            amount: new Decimal("99"),
            paymentDate: undefined,
            debitAccount: accounts.of(CLIENT),
            paymentType: "Swift",
            included: [{ row: 2, hold: "duplicate", text: "repeats row 2 — included as you chose" }],
          }),
        ]}
      />,
    );
    const [first, second] = within(screen.getByRole("list", { name: "Payments to send, row by row" })).getAllByRole("listitem");
    expect([first, second].map((item) => ["payee", "account", "country", "amount", "date", "debit", "type", "included"].map((name) => field(item!, name)))).toEqual([
      ["Acme GmbH", "IBAN •••• 3000", "DE", "1,250.50 EUR", "2026-01-07", "Northwind Treasury (house account)", "Local", undefined],
      ["Delta LLC", "Account •••• 6789", "US", "99.00 USD", "earliest date offered", "Sam Client — Orbit Trading Ltd", "Swift", "repeats row 2 — included as you chose"],
    ]);
    expect(second!.textContent).toContain("Row 3 · Delta LLC (new payee)");
  });

  it("names each payee's bank as the lookup found it, beside the masked account (issue 31)", () => {
    inTheme(<PaymentReviewList rows={[reviewRow(1, { payee: { ...payee, bank: "COMMERZBANK AG, KOELN" } }), reviewRow(2)]} />);
    const [first, second] = within(screen.getByRole("list", { name: "Payments to send, row by row" })).getAllByRole("listitem");
    expect([field(first!, "bank"), field(second!, "bank")]).toEqual(["COMMERZBANK AG, KOELN", undefined]);
    expect(first!.textContent).toContain("IBAN •••• 3000 · COMMERZBANK AG, KOELN · DE · Local");
  });

  it("says a row linked to a covering conversion is paid on its date if that is later", () => {
    inTheme(<PaymentReviewList rows={[reviewRow(1, { funded: true })]} />);
    const [item] = within(screen.getByRole("list", { name: "Payments to send, row by row" })).getAllByRole("listitem");
    expect(field(item!, "date")).toBe("2026-01-07");
    expect(field(item!, "funded")).toBe("or on its funding conversion's date, if later");
  });

  it("gives a funded row left without a date its conversion's date", () => {
    inTheme(<PaymentReviewList rows={[reviewRow(1, { funded: true, paymentDate: undefined })]} />);
    const [item] = within(screen.getByRole("list", { name: "Payments to send, row by row" })).getAllByRole("listitem");
    expect(field(item!, "date")).toBe("its funding conversion's date");
    expect(field(item!, "funded")).toBe("linked to the conversion booked first to cover it");
  });

  it("renders only the rows in view of a long run, and the next ones as it scrolls", () => {
    inTheme(<PaymentReviewList rows={Array.from({ length: 500 }, (_, index) => reviewRow(index + 1))} />);
    const list = screen.getByRole("list", { name: "Payments to send, row by row" });
    const shownRows = () => within(list).getAllByRole("listitem").map((item) => Number(item.getAttribute("data-row")));
    expect(shownRows().length).toBeLessThan(20);
    expect(shownRows()[0]).toBe(2);
    expect(within(list).getAllByRole("listitem")[0]!.getAttribute("aria-setsize")).toBe("500");
    // Scrolled to the end: the last rows replace the first.
    fireEvent.scroll(list, { target: { scrollTop: 1_000_000 } });
    expect(shownRows()).toContain(501);
    expect(shownRows()).not.toContain(2);
    expect(shownRows().length).toBeLessThan(20);
  });

  it("mounts a window of a 10,000-row run and shows the rows at the scroll position", () => {
    inTheme(<PaymentReviewList rows={Array.from({ length: 10_000 }, (_, index) => reviewRow(index + 1))} />);
    const list = screen.getByRole("list", { name: "Payments to send, row by row" });
    const shownRows = () => within(list).getAllByRole("listitem").map((item) => Number(item.getAttribute("data-row")));
    expect(shownRows().length).toBeLessThanOrEqual(100);
    // Each row is a title and three lines: 20 + 3 × 16 + 2 × 8 = 84 px. Row 5,000 (0-based) is sheet row 5,002.
    fireEvent.scroll(list, { target: { scrollTop: 5_000 * 84 } });
    expect(shownRows()).toContain(5_002);
    expect(shownRows()).toContain(5_004);
    expect(shownRows()).not.toContain(2);
    expect(shownRows().length).toBeLessThanOrEqual(100);
  });
});

function plan(row: number, fields: Partial<PaymentOrder>, duplicateOf: string[] = []): RowPlan<PaymentOrder> {
  const order: PaymentOrder = {
    currency: "EUR",
    purposeCode: undefined,
    payer: undefined,
    amount: new Decimal("100.00"),
    beneficiary: { kind: "name", name: "Acme GmbH" },
    reference: "INV",
    reason: "Invoice",
    paymentType: undefined,
    paymentDate: "2026-01-07",
    conversionId: undefined,
    actingAs: undefined,
    ...fields,
  };
  return { row, state: "ready", order, existingKey: undefined, recover: false, duplicateOf };
}

describe("each payment's actual date (issue 39)", () => {
  it("gives a row left blank its currency's earliest date as the service offers it, in the list and the dialog's dates", () => {
    const rows = [plan(1, { paymentDate: undefined }), plan(2, { paymentDate: "2026-01-09" }), plan(3, { paymentDate: undefined, currency: "USD" })];
    const source = { rows, preview: { payees: new Map(rows.map((entry) => [entry.row, payee])), earliestDates: new Map([["EUR", "2026-01-08"]]) }, accounts };
    const review = paymentReview(source, {});
    expect(review.rows.map((row) => [row.paymentDate, row.earliestOffered])).toEqual([
      ["2026-01-08", true],
      ["2026-01-09", undefined],
      // The service gave no date for USD: the row still says so in words.
      [undefined, undefined],
    ]);
    expect(paymentDatesInWords(review.dates)).toBe("2026-01-08 to 2026-01-09: 1 row on the earliest date the service offers, 1 row on 2026-01-08, 1 row on 2026-01-09");
    // Funded and left blank: its conversion's date, known once it is booked.
    const funded = paymentReview(source, {}, [1]);
    expect(funded.rows[0]?.paymentDate).toBeUndefined();
    expect(paymentDatesInWords(funded.dates)).toBe("1 row on the earliest date the service offers, 1 row on their funding conversion's date, 1 row on 2026-01-09");
    inTheme(<PaymentReviewList rows={review.rows.slice(0, 1)} />);
    const [item] = within(screen.getByRole("list", { name: "Payments to send, row by row" })).getAllByRole("listitem");
    expect(field(item!, "date")).toBe("2026-01-08");
  });
});

describe("the confirmation dialog's payment review", () => {
  const rows = [plan(1, {}), plan(2, { actingAs: CLIENT, paymentDate: "2026-01-09", paymentType: "priority" }), plan(6, {}, ["row 2"])];
  const job = { kind: "payment", rows, preview: { payees: new Map(rows.map((entry) => [entry.row, payee])) }, accounts } as unknown as KindJob<"payment">;

  const open = (acceptDuplicates: boolean) =>
    inTheme(<ConfirmDialog confirmation={confirmationOf({ rowsToSend: acceptDuplicates ? 3 : 2, acceptDuplicates })} accounts={accounts} job={job} onConfirm={() => undefined} onDismiss={() => undefined} />);

  it("names the accounts debited with their totals, the dates with rows per date, the types and the duplicates included", () => {
    open(true);
    const review = screen.getByTestId("payment-review-summary");
    expect(within(review).getAllByTestId("debit-account").map((item) => item.textContent)).toEqual([
      "Northwind Treasury (house account): 200.00 EUR (2 rows)",
      "Sam Client — Orbit Trading Ltd: 100.00 EUR (1 row)",
    ]);
    expect(within(review).getByTestId("payment-dates").textContent).toBe("Payment dates: 2026-01-07 to 2026-01-09: 2 rows on 2026-01-07, 1 row on 2026-01-09");
    expect(within(review).getByTestId("payment-types").textContent).toBe("Payment types: 2 Local, 1 Swift");
    expect(within(review).getAllByTestId("included-on-purpose").map((item) => item.textContent)).toEqual(["Row 7: repeats row 2 — included as you chose"]);
  });

  it("says the rows linked to a covering conversion are paid on its date if that is later", () => {
    const funding = [{ actingAs: CLIENT, buyCurrency: "EUR", sellCurrency: "USD", amount: new Decimal("100.00"), rows: [2], estimate: { sellCurrency: "USD", rate: new Decimal("1.1"), sellAmount: new Decimal("110.00"), available: new Decimal("500.00") } }];
    inTheme(<ConfirmDialog confirmation={confirmationOf({ rowsToSend: 2, funding })} accounts={accounts} job={job} onConfirm={() => undefined} onDismiss={() => undefined} />);
    expect(screen.getByTestId("payment-dates").textContent).toBe(
      "Payment dates: 2026-01-07 to 2026-01-09: 1 row on 2026-01-07, 1 row on 2026-01-09; the row linked to a conversion booked first is paid on its date if that is later",
    );
  });

  it("lists nothing as included while the duplicate is held, and counts only the rows sent", () => {
    open(false);
    const review = screen.getByTestId("payment-review-summary");
    expect(within(review).queryAllByTestId("included-on-purpose")).toEqual([]);
    expect(within(review).getAllByTestId("debit-account").map((item) => item.textContent)).toEqual([
      "Northwind Treasury (house account): 100.00 EUR (1 row)",
      "Sam Client — Orbit Trading Ltd: 100.00 EUR (1 row)",
    ]);
  });
});
