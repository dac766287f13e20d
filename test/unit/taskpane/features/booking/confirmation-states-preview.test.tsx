/**
 * @jest-environment jsdom
 */
/**
 * Every kind's confirmation dialog states what its preview stated (issue 39, point 6): the shortfalls and what
 * happens to them, the funding conversions, the fees — the same lines, rendered from the same measures — and, as it
 * opens, reads the rows to send again: a row changed since Check is named with what changed and Book stays off.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { act, render, screen, within, type RenderResult } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import type { AccountNames, AnyConfirmChoices, CoverOption, CurrencyNeed, KindConfirmation, OrderKind, PreparedJob, RowChangedSinceCheck, RowPlan } from "../../../../../src/jobs";
import type { PaymentFee } from "../../../../../src/jobs/kinds/payment/payment-fees";
import type { PaymentOrder } from "../../../../../src/domain/orders";
import type { TransferOrder } from "../../../../../src/domain/orders/transfer-order";
import { FirmQuotes, type QuotedRow } from "../../../../../src/jobs/kinds/conversion/firm-quotes";
import { ConfirmDialog } from "../../../../../src/taskpane/features/booking/confirm-dialog";
import { KindPreview } from "../../../../../src/taskpane/features/booking/kind-views";
import { confirmationOf } from "./support/confirmation";

const accounts: AccountNames = { of: (contactId) => ({ name: contactId === undefined ? "Northwind Treasury (house account)" : "Orbit Trading Ltd", contactId }) };

function need(currency: string, total: string, available: string, beyondRows: number[], beyondAmount: string, rows = 2): CurrencyNeed {
  return {
    actingAs: undefined,
    currency,
    rows,
    total: new Decimal(total),
    balance: new Decimal(available),
    committed: new Decimal(0),
    converting: new Decimal(0),
    available: new Decimal(available),
    shortfall: Decimal.max(0, new Decimal(total).minus(available)),
    beyondBalance: { rows: beyondRows, amount: new Decimal(beyondAmount) },
  };
}

const inTheme = (node: React.ReactNode) => render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);
const texts = (within: HTMLElement, testId: string) => [...within.querySelectorAll(`[data-testid="${testId}"]`)].map((element) => element.textContent);

/** The preview's and the dialog's lines under a test id, each rendered on its own. */
function previewAndDialog(job: PreparedJob, choices: AnyConfirmChoices, confirmation: KindConfirmation<OrderKind>, testIds: string[]) {
  const preview: RenderResult = inTheme(<KindPreview job={job} choices={choices} onChoicesChange={() => undefined} />);
  const fromPreview = Object.fromEntries(testIds.map((id) => [id, texts(preview.container, id)]));
  preview.unmount();
  inTheme(<ConfirmDialog confirmation={confirmation} job={job} accounts={accounts} onConfirm={() => undefined} onDismiss={() => undefined} />);
  const dialog = screen.getByTestId("confirm-dialog");
  const fromDialog = Object.fromEntries(testIds.map((id) => [id, texts(dialog, id)]));
  return { fromPreview, fromDialog, dialog };
}

describe("the conversion dialog states what its preview stated", () => {
  const quote = (row: number): QuotedRow => ({
    row,
    currencyPair: "EURCHF",
    clientRate: new Decimal("0.9400"),
    coreRate: new Decimal("0.9400"),
    buyCurrency: "EUR",
    buyAmount: new Decimal("1000000"),
    sellCurrency: "CHF",
    sellAmount: new Decimal("940000.00"),
    firm: true,
  });

  it("names the CHF shortfall and what happens to the conversions beyond the balance, as the preview does", () => {
    const firm = new FirmQuotes([quote(2), quote(4)], () => new Promise(() => undefined), () => 0);
    const chf = need("CHF", "1880000.00", "875700.00", [4], "940000.00");
    const preview = { quotes: [quote(2), quote(4)], totals: [], needs: [chf], funds: new Map(), earlierConversionsSince: "2025-12-06", agreedRates: { tolerancePercent: new Decimal("0.25"), refusals: [] }, firm };
    const job = { kind: "conversion", preview, accounts, rows: [], needs: () => [chf] } as unknown as PreparedJob;
    const confirmation = { ...confirmationOf({ rowsToSend: 2, sendingRows: [2, 4], needs: [chf] }), kind: "conversion" } as unknown as KindConfirmation<OrderKind>;
    const { fromPreview, fromDialog } = previewAndDialog(job, {}, confirmation, ["conversion-shortfall"]);
    expect(fromPreview["conversion-shortfall"]).toEqual([
      "Not enough CHF: 1,880,000.00 to sell against 875,700.00 available, short by 1,004,300.00. Row 5 is booked all the same and awaits funds until the CHF is in the account.",
    ]);
    expect(fromDialog["conversion-shortfall"]).toEqual(fromPreview["conversion-shortfall"]);
    // The dialog carries the needs table too, under its own id.
    expect(within(screen.getByTestId("confirm-needs-table")).getByText("1,004,300.00")).toBeTruthy();
  });
});

describe("the payment dialog states what its preview stated", () => {
  const plan = (row: number, currency: string, amount: string): RowPlan<PaymentOrder> => ({
    row,
    state: "ready",
    existingKey: undefined,
    recover: false,
    duplicateOf: [],
    order: { currency, amount: new Decimal(amount), beneficiary: { kind: "name", name: "Acme GmbH" }, reference: "INV", reason: "Invoice", paymentType: undefined, paymentDate: "2026-01-07", conversionId: undefined, actingAs: undefined, purposeCode: undefined, payer: undefined },
  });
  const rows = [plan(2, "CHF", "4300.00"), plan(3, "CHF", "1000.00"), plan(4, "EUR", "2230.50")];
  const fee: PaymentFee = { known: true, fee: { amount: new Decimal("15.00"), currency: "EUR" }, chargeType: "ours" };
  const chf = need("CHF", "5300.00", "1000.00", [2], "4300.00");
  const eur = need("EUR", "2230.50", "0.00", [4], "2230.50", 1);
  const usd: CoverOption = { sellCurrency: "USD", sellAmount: new Decimal("2453.55"), rate: new Decimal("1.1"), available: new Decimal("100000.00") };
  const job = {
    kind: "payment",
    rows,
    preview: {
      duplicates: [],
      newBeneficiaries: 0,
      earlierPaymentsSince: "2025-12-06",
      payees: new Map(rows.map((entry) => [entry.row, { name: "Acme GmbH", account: "IBAN •••• 3000", bankCountry: "DE", isNew: false }])),
      fees: new Map(rows.map((entry) => [entry.row, fee])),
    },
    accounts,
    needs: () => [chf, eur],
    coverOptions: (short: CurrencyNeed) => (short.currency === "EUR" ? [usd] : []),
  } as unknown as PreparedJob;

  it("says the same shortfall and fees, and the funding conversion's figures, in the dialog as in the preview", () => {
    const choices = { fund: [{ actingAs: undefined, currency: "EUR", sellCurrency: "USD" }] };
    const funding = [{ actingAs: undefined, buyCurrency: "EUR", sellCurrency: "USD", amount: new Decimal("2230.50"), rows: [4], estimate: { sellCurrency: "USD", rate: new Decimal("1.1"), sellAmount: new Decimal("2453.55"), available: new Decimal("100000.00") } }];
    const confirmation = confirmationOf({ rowsToSend: 3, sendingRows: [2, 3, 4], needs: [chf, eur], funding }) as KindConfirmation<OrderKind>;
    const { fromPreview, fromDialog } = previewAndDialog(job, choices, confirmation, ["unfunded-warning", "fee-total", "cover-funds", "cover-estimate", "funding-line"]);
    expect(fromPreview["unfunded-warning"]).toEqual([
      "Not enough CHF: 5,300.00 to pay against 1,000.00 available, short by 4,300.00, and no conversion covers it. Row 3 is booked and waits until CHF arrives: paid once the balance covers it.",
    ]);
    expect(fromDialog["unfunded-warning"]).toEqual(fromPreview["unfunded-warning"]);
    expect(fromDialog["fee-total"]).toEqual(fromPreview["fee-total"]);
    expect(fromPreview["fee-total"]).toEqual(["45.00 EUR in fees: 45.00 EUR you pay all bank charges (ours) (3 rows)"]);
    // The funding conversion: what it buys, for which rows, about what it costs and at what rate, in both.
    expect(fromPreview["cover-funds"]).toEqual(["buys 2,230.50 EUR for row 5;"]);
    expect(fromPreview["cover-estimate"]?.[0]).toContain("about 2,453.55 USD at 1 EUR = 1.1 USD (indicative)");
    const [line] = fromDialog["funding-line"] ?? [];
    for (const figure of ["buying 2,230.50 EUR", "about 2,453.55 USD", "indicative rate 1.1", "100,000.00 USD available", "payments of row 5"]) expect(line).toContain(figure);
  });
});

describe("the transfer dialog states what its preview stated", () => {
  it("warns of the same source shortfall", () => {
    const acme = { id: "acme", name: "Acme Ltd", shortReference: "A-1", house: false };
    const house = { id: "house", name: "House", shortReference: "H-1", house: true };
    const order: TransferOrder = { source: "Acme Ltd", destination: "House", currency: "EUR", amount: new Decimal("500.00"), reason: undefined, actingAs: undefined } as TransferOrder;
    const rows: RowPlan<TransferOrder>[] = [{ row: 1, state: "ready", order, existingKey: undefined, recover: false, duplicateOf: [] }];
    const job = { kind: "transfer", rows, accounts, preview: { moves: new Map([[1, { source: acme, destination: house }]]), funds: new Map([["acme|EUR", { balance: new Decimal("200.00"), pendingOut: new Decimal(0) }]]) } } as unknown as PreparedJob;
    const confirmation = { ...confirmationOf({ rowsToSend: 1, sendingRows: [1] }), kind: "transfer" } as unknown as KindConfirmation<OrderKind>;
    const { fromPreview, fromDialog } = previewAndDialog(job, {}, confirmation, ["source-short"]);
    expect(fromPreview["source-short"]).toEqual(["Not enough EUR in Acme Ltd: 500.00 to move against 200.00 available, short by 300.00. These transfers stay pending until Acme Ltd holds the EUR."]);
    expect(fromDialog["source-short"]).toEqual(fromPreview["source-short"]);
  });
});

describe("the beneficiary and client dialogs state what their previews stated", () => {
  it("repeats what is created, what exists already and each row's bank", () => {
    const beneficiaries = { kind: "beneficiary", rows: [], accounts, preview: { toCreate: 2, alreadyExisting: 1, invalid: 0, banks: [{ sheetRow: 3, name: "Acme GmbH", bank: "COMMERZBANK AG, KOELN" }] } } as unknown as PreparedJob;
    const ids = ["beneficiaries-to-create", "beneficiaries-existing", "beneficiary-banks"];
    const one = previewAndDialog(beneficiaries, {}, { ...confirmationOf({ rowsToSend: 2 }), kind: "beneficiary" } as unknown as KindConfirmation<OrderKind>, ids);
    expect(one.fromDialog).toEqual(one.fromPreview);
    expect(one.fromPreview["beneficiary-banks"]).toEqual(["Row 3 · Acme GmbH: COMMERZBANK AG, KOELN"]);
  });

  it("repeats the clients created, contacts only and existing", () => {
    const clients = { kind: "client", rows: [], accounts, preview: { toCreate: 3, contactOnly: 1, alreadyExisting: 2, invalid: 0 } } as unknown as PreparedJob;
    const ids = ["clients-to-create", "clients-contact-only", "clients-existing"];
    const { fromPreview, fromDialog } = previewAndDialog(clients, {}, { ...confirmationOf({ rowsToSend: 4 }), kind: "client" } as unknown as KindConfirmation<OrderKind>, ids);
    expect(fromDialog).toEqual(fromPreview);
    expect(fromPreview["clients-to-create"]).toEqual(["3 clients to create (sub-account and contact)."]);
  });
});

describe("the dialog reads the rows again as it opens", () => {
  const job = { kind: "client", rows: [], accounts, preview: { toCreate: 1, contactOnly: 0, alreadyExisting: 0, invalid: 0 } } as unknown as PreparedJob;
  const confirmation = { ...confirmationOf({ rowsToSend: 1, sendingRows: [6] }), kind: "client" } as unknown as KindConfirmation<OrderKind>;
  const book = () => screen.getByRole("button", { name: "Create 1 client" });

  it("says in its title that nothing is sent until the row is checked again, names what changed, and Book stays off", async () => {
    let answer: (changed: RowChangedSinceCheck[]) => void = () => undefined;
    const asked: KindConfirmation<OrderKind>[] = [];
    const changedSinceCheck = (of: KindConfirmation<OrderKind>) => {
      asked.push(of);
      return new Promise<RowChangedSinceCheck[]>((resolve) => (answer = resolve));
    };
    inTheme(<ConfirmDialog confirmation={confirmation} job={job} accounts={accounts} changedSinceCheck={changedSinceCheck} onConfirm={() => undefined} onDismiss={() => undefined} />);
    expect(screen.getByTestId("rows-rereading")).toBeTruthy();
    expect(book().hasAttribute("disabled") || book().getAttribute("aria-disabled") === "true").toBe(true);
    expect(screen.getByTestId("confirm-dialog").textContent).toContain("1 row will be sent");
    await act(async () => answer([{ row: 6, changes: ["Amount: 1,250.50 → 1,300.00 EUR", "Reference: INV-7 → INV-8"] }]));
    expect(asked).toEqual([confirmation]);
    expect(screen.getByRole("heading").textContent).toBe("Row 7 changed since Check — check again before booking");
    expect(screen.getAllByTestId("row-changed").map((item) => item.firstChild?.textContent)).toEqual(["Row 7: "]);
    expect(screen.getAllByTestId("row-change").map((item) => item.textContent)).toEqual(["Amount: 1,250.50 → 1,300.00 EUR", "Reference: INV-7 → INV-8"]);
    expect(screen.getByTestId("rows-changed").textContent).toContain("Nothing will be sent until this row is checked again");
    // Nothing of the old check's terms says otherwise beside it.
    expect(screen.getByTestId("confirm-dialog").textContent).not.toContain("will be sent,");
    expect(screen.getByTestId("confirm-dialog").textContent).not.toContain("row will be sent");
    expect(book().hasAttribute("disabled") || book().getAttribute("aria-disabled") === "true").toBe(true);
  });

  it("names several changed rows in its title, a row no longer there too", async () => {
    inTheme(
      <ConfirmDialog
        confirmation={confirmation}
        job={job}
        accounts={accounts}
        changedSinceCheck={() => Promise.resolve([{ row: 6, changes: ["Amount: 1,250.50 → 1,300.00 EUR"] }, { row: 2, changes: [] }])}
        onConfirm={() => undefined}
        onDismiss={() => undefined}
      />,
    );
    await act(async () => undefined);
    expect(screen.getByRole("heading").textContent).toBe("Rows 3 and 7 changed since Check — check again before booking");
    expect(screen.getAllByTestId("row-changed").map((item) => item.textContent)).toEqual(["Row 7: Amount: 1,250.50 → 1,300.00 EUR", "Row 3 is no longer where it was checked (deleted, moved or edited)"]);
    expect(screen.getByTestId("rows-changed").textContent).toContain("Nothing will be sent until these rows are checked again");
  });

  it("lets Book go once the rows read say what was checked", async () => {
    inTheme(<ConfirmDialog confirmation={confirmation} job={job} accounts={accounts} changedSinceCheck={() => Promise.resolve([])} onConfirm={() => undefined} onDismiss={() => undefined} />);
    await act(async () => undefined);
    expect(screen.queryByTestId("rows-changed")).toBeNull();
    expect(book().hasAttribute("disabled")).toBe(false);
  });
});
