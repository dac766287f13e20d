/**
 * @jest-environment jsdom
 */
/**
 * The Approvals list in a narrow pane: a row's creation instant is one unbreakable run ("2026-01-05 09:00 UTC"),
 * while the ids and references around it may still wrap anywhere; a row shows what an approver checks, and the
 * person's own payment has no tick and says why.
 */
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import { ApprovalList, OWN_PAYMENT } from "../../../../../src/taskpane/features/approvals/approval-list";
import type { ApprovalRow } from "../../../../../src/taskpane/features/approvals/approval-rows";

const row: ApprovalRow = {
  id: "11111111-1111-4111-8111-111111111111",
  shortReference: "260105-6ROEKZ702",
  amount: new Decimal("125000.5"),
  currency: "GBP",
  amountText: "125,000.50",
  beneficiary: "Acme Ltd GBP",
  payeeAccount: "Account •••• 6789",
  bankCountry: "GB",
  paymentDate: "2026-01-07",
  reason: "Invoice 77",
  reference: "RE-2024-77",
  creatorId: "c1",
  creator: "Demo Treasurer",
  accountName: "FX Desk Demo Ltd",
  actAs: undefined,
  batch: "single",
  createdAt: "2026-01-05T09:00:00+00:00",
  createdText: "2026-01-05 09:00 UTC",
  stepsRequired: 1,
  createdByYou: false,
};

function renderList(rows: ApprovalRow[]) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ApprovalList rows={rows} selected={new Set()} outcomes={new Map()} disabled={false} onToggle={() => undefined} onReject={() => undefined} />
    </FluentProvider>,
  );
}

describe("the Approvals list", () => {
  it("never wraps a row's creation instant inside itself", () => {
    renderList([row]);
    const instant = screen.getByText("2026-01-05 09:00 UTC");
    expect(getComputedStyle(instant).whiteSpace).toBe("nowrap");
    expect(getComputedStyle(instant.parentElement as HTMLElement).whiteSpace).not.toBe("nowrap");
  });

  it("shows the payee's masked bank details and bank country, the payment date, reference, reason, creator and creation", () => {
    const { container } = renderList([row]);
    const field = (name: string) => container.querySelector(`[data-field="${name}"]`)?.textContent;
    expect(field("payee")).toBe("Acme Ltd GBP");
    expect(field("bank")).toBe("Account •••• 6789 · bank in GB");
    expect(field("payment")).toBe("Pay on 2026-01-07 · reference RE-2024-77 · reason: Invoice 77");
    expect(field("created")).toBe("260105-6ROEKZ702 · created by Demo Treasurer · 2026-01-05 09:00 UTC");
    expect((screen.getByRole("checkbox", { name: "Select 125,000.50 GBP to Acme Ltd GBP, RE-2024-77" }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByTestId("row-own")).toBeNull();
  });

  it("leaves the person's own payment unticked and unselectable, saying another user must authorise it", () => {
    renderList([{ ...row, createdByYou: true, payeeAccount: "", bankCountry: "", reason: "" }]);
    expect(screen.getByTestId("row-own").textContent).toBe(OWN_PAYMENT);
    const box = screen.getByRole("checkbox", { name: "125,000.50 GBP to Acme Ltd GBP, RE-2024-77: you created it, another user must authorise it" }) as HTMLInputElement;
    expect([box.disabled, box.checked]).toEqual([true, false]);
    expect(screen.getByText("no account number on file")).toBeTruthy();
    expect((screen.getByRole("button", { name: /^Reject / }) as HTMLButtonElement).disabled).toBe(false);
  });
});
