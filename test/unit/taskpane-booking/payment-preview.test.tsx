/**
 * @jest-environment jsdom
 */
/** The payments preview offers a covering conversion only for a currency that is short, and reports the choice. */
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import type { ConfirmChoices, CurrencyNeed, PreparedJob } from "../../../src/jobs";
import { PaymentPreview } from "../../../src/taskpane/features/pay/payment-preview";

const need = (currency: string, total: string, balance: string): CurrencyNeed => ({
  actingAs: undefined,
  currency,
  rows: 1,
  total: new Decimal(total),
  balance: new Decimal(balance),
  shortfall: Decimal.max(0, new Decimal(total).minus(balance)),
});

function paymentJob(needs: CurrencyNeed[]): PreparedJob {
  return { kind: "payment", preview: { needs, duplicates: [], newBeneficiaries: 0 } } as unknown as PreparedJob;
}

function renderPreview(choices: ConfirmChoices, onChoicesChange: (choices: ConfirmChoices) => void) {
  const job = paymentJob([need("EUR", "1500.00", "1000.00"), need("GBP", "10.00", "20.00")]);
  return render(
    <FluentProvider theme={webLightTheme}>
      <PaymentPreview job={job} choices={choices} onChoicesChange={onChoicesChange} />
    </FluentProvider>,
  );
}

describe("payment preview", () => {
  it("flags the shortfall and offers to cover only that currency", () => {
    renderPreview({}, () => undefined);
    const table = screen.getByRole("table", { name: "Payments per currency against the available balance" });
    expect(table.textContent).toContain("500.00");
    expect(table.textContent).toContain("covered");
    expect(screen.getByRole("checkbox", { name: "Convert to cover EUR" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "Convert to cover GBP" })).toBeNull();
  });

  it("reports a covering conversion chosen, and the sell currency changed", () => {
    const onChange = jest.fn<(choices: ConfirmChoices) => void>();
    const { unmount } = renderPreview({}, onChange);
    fireEvent.click(screen.getByRole("checkbox", { name: "Convert to cover EUR" }));
    expect(onChange).toHaveBeenLastCalledWith({ fund: [{ actingAs: undefined, currency: "EUR", sellCurrency: "USD" }] });
    unmount();

    renderPreview({ fund: [{ actingAs: undefined, currency: "EUR", sellCurrency: "USD" }] }, onChange);
    fireEvent.change(screen.getByRole("combobox", { name: "Sell currency for the EUR conversion" }), { target: { value: "GBP" } });
    expect(onChange).toHaveBeenLastCalledWith({ fund: [{ actingAs: undefined, currency: "EUR", sellCurrency: "GBP" }] });
  });
});
