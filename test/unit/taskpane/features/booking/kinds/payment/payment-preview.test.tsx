/**
 * @jest-environment jsdom
 */
/**
 * The payments preview shows what the rows to send take from each available balance, offers a covering conversion
 * only for a currency that is short and only from balances that can pay for it, with its estimated cost.
 */
import "../../../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import type { AnyConfirmChoices, CoverOption, CurrencyNeed, KindJob, RowPlan } from "../../../../../../../src/jobs";
import type { PaymentOrder } from "../../../../../../../src/domain/orders";
import { PaymentPreview } from "../../../../../../../src/taskpane/features/booking/kinds/payment/payment-preview";

const CLIENT = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";

const need = (currency: string, total: string, balance: string, committed = "0", actingAs?: string, converting = "0"): CurrencyNeed => {
  const available = new Decimal(balance).minus(committed).minus(converting);
  return {
    actingAs,
    currency,
    rows: 1,
    total: new Decimal(total),
    balance: new Decimal(balance),
    committed: new Decimal(committed),
    converting: new Decimal(converting),
    available,
    shortfall: Decimal.max(0, new Decimal(total).minus(available)),
    // One row: beyond the balance whenever it is short.
    beyondBalance: new Decimal(total).greaterThan(available) ? { rows: [0], amount: new Decimal(total) } : { rows: [], amount: new Decimal(0) },
  };
};

const option = (sellCurrency: string, sellAmount: string, rate: string, available: string): CoverOption => ({
  sellCurrency,
  sellAmount: new Decimal(sellAmount),
  rate: new Decimal(rate),
  available: new Decimal(available),
});

function paymentJob(needs: CurrencyNeed[], options: Record<string, CoverOption[]>, rows: RowPlan<PaymentOrder>[] = []): { job: KindJob<"payment">; needsAsked: AnyConfirmChoices[] } {
  const needsAsked: AnyConfirmChoices[] = [];
  const job = {
    kind: "payment",
    rows,
    preview: { duplicates: [], newBeneficiaries: 0, earlierPaymentsSince: "2025-12-06", payees: new Map(rows.map((plan) => [plan.row, { name: "Acme GmbH", account: "IBAN •••• 3000", bankCountry: "DE", isNew: false }])) },
    accounts: { of: (id: string | undefined) => ({ name: id === undefined ? "Treasury Ltd (house account)" : "Jane Doe — Acme Ltd", contactId: id }) },
    needs: (choices: AnyConfirmChoices) => {
      needsAsked.push(choices);
      return needs;
    },
    coverOptions: (short: CurrencyNeed) => options[short.currency] ?? [],
  } as unknown as KindJob<"payment">;
  return { job, needsAsked };
}

function renderPreview(job: KindJob<"payment">, choices: AnyConfirmChoices, onChoicesChange: (choices: AnyConfirmChoices) => void) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <PaymentPreview job={job} choices={choices} onChoicesChange={onChoicesChange} />
    </FluentProvider>,
  );
}

const eurShort = need("EUR", "1500.00", "1200.00", "200.00");
const gbpCovered = need("GBP", "10.00", "20.00");

describe("payment preview", () => {
  it("measures the rows the current choices send, against the balance less unsettled payments and conversion sells", () => {
    const { job, needsAsked } = paymentJob([eurShort, gbpCovered], { EUR: [option("USD", "550.00", "1.1", "9000.00")] });
    renderPreview(job, { acceptDuplicates: true }, () => undefined);
    expect(needsAsked).toEqual([{ acceptDuplicates: true }]);
    const table = screen.getByRole("table", { name: "Payments per currency against the available balance" });
    const eurRow = table.querySelector('[data-currency="EUR"]')!;
    expect(eurRow.textContent).toContain("1,000.00");
    expect(eurRow.textContent).toContain("balance 1,200.00 less 200.00 in payments not yet settled");
    expect(eurRow.textContent).toContain("500.00");
    expect(table.querySelector('[data-currency="GBP"]')!.textContent).toContain("covered");
    expect(screen.getByTestId("totals-rule").textContent).toContain("rows held as possible duplicates count only once you include them");
  });

  it("says what the available balance is less: payments and conversions not yet settled", () => {
    const { job } = paymentJob([need("GBP", "2000.00", "10000.00", "500.00", undefined, "8538.00")], {});
    renderPreview(job, {}, () => undefined);
    const gbpRow = screen.getByRole("table", { name: "Payments per currency against the available balance" }).querySelector('[data-currency="GBP"]')!;
    expect(gbpRow.textContent).toContain("962.00");
    expect(gbpRow.textContent).toContain("balance 10,000.00 less 500.00 in payments and 8,538.00 in conversions not yet settled");
  });

  it("offers to cover only the short currency, from the balances that can, with the estimated cost", () => {
    const onChange = jest.fn<(choices: AnyConfirmChoices) => void>();
    const { job } = paymentJob([eurShort, gbpCovered], { EUR: [option("USD", "550.00", "1.1", "9000.00"), option("CHF", "470.00", "0.94", "600.00")] });
    const { unmount } = renderPreview(job, {}, onChange);
    expect(screen.queryByRole("checkbox", { name: "Convert to cover GBP" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Convert to cover EUR" }));
    expect(onChange).toHaveBeenLastCalledWith({ fund: [{ actingAs: undefined, currency: "EUR", sellCurrency: "USD" }] });
    unmount();

    renderPreview(job, { fund: [{ actingAs: undefined, currency: "EUR", sellCurrency: "USD" }] }, onChange);
    const select = screen.getByRole("combobox", { name: "Sell currency for the EUR conversion" });
    expect([...select.querySelectorAll("option")].map((entry) => entry.getAttribute("value"))).toEqual(["USD", "CHF"]);
    expect(screen.getByTestId("cover-funds").textContent).toBe("buys 1,500.00 EUR for row 1;");
    expect(screen.getByTestId("cover-estimate").textContent).toBe("about 550.00 USD at 1 EUR = 1.1 USD (indicative); 9,000.00 USD available");
    fireEvent.change(select, { target: { value: "CHF" } });
    expect(onChange).toHaveBeenLastCalledWith({ fund: [{ actingAs: undefined, currency: "EUR", sellCurrency: "CHF" }] });
  });

  it("lists the rows to send, and marks the rows a chosen covering conversion funds as paid on its date if later", () => {
    const order: PaymentOrder = {
      currency: "EUR",
      purposeCode: undefined,
      payer: undefined,
      amount: new Decimal("1500.00"),
      beneficiary: { kind: "name", name: "Acme GmbH" },
      reference: "INV-1",
      reason: "Invoice",
      paymentType: undefined,
      paymentDate: "2026-01-07",
      conversionId: undefined,
      actingAs: undefined,
    };
    const rows: RowPlan<PaymentOrder>[] = [{ row: 0, state: "ready", order, existingKey: undefined, recover: false, duplicateOf: [] }];
    const { job } = paymentJob([eurShort], { EUR: [option("USD", "550.00", "1.1", "9000.00")] }, rows);
    const { unmount } = renderPreview(job, {}, () => undefined);
    const item = () => screen.getByRole("list", { name: "Payments to send, row by row" }).querySelector('[data-row="1"]')!;
    expect(item().querySelector('[data-field="payee"]')!.textContent).toBe("Acme GmbH");
    expect(item().querySelector('[data-field="funded"]')).toBeNull();
    unmount();
    renderPreview(job, { fund: [{ actingAs: undefined, currency: "EUR", sellCurrency: "USD" }] }, () => undefined);
    expect(item().querySelector('[data-field="funded"]')!.textContent).toBe("or on its funding conversion's date, if later");
  });

  it("says so when no balance can cover a shortfall, and names the account instead of its id", () => {
    const { job } = paymentJob([need("EUR", "1500.00", "1000.00", "0", CLIENT)], {});
    renderPreview(job, {}, () => undefined);
    expect(screen.queryByRole("checkbox", { name: "Convert to cover EUR" })).toBeNull();
    expect(screen.getByTestId("no-cover").textContent).toContain("the EUR payments wait until EUR arrives");
    const table = screen.getByRole("table", { name: "Payments per currency against the available balance" });
    expect(table.textContent).toContain("Jane Doe — Acme Ltd");
    expect(table.textContent).not.toContain(CLIENT);
  });
});
