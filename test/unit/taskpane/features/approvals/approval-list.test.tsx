/**
 * @jest-environment jsdom
 */
/**
 * The Approvals list in a narrow pane: a row's creation instant is one unbreakable run ("2026-01-05 09:00 UTC"),
 * while the ids and references around it may still wrap anywhere; a row shows what an approver checks, and the
 * person's own payment has no tick and says why; what the tab checked again (bank, fee, purpose code, the payee name
 * check) is shown, and a payment whose check was not a full match is ticked only after its acknowledgement.
 */
import { describe, expect, it } from "@jest/globals";
import { fireEvent, render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import { ApprovalList, goAheadLine, OWN_PAYMENT } from "../../../../../src/taskpane/features/approvals/approval-list";
import type { ApprovalRow } from "../../../../../src/taskpane/features/approvals/approval-rows";
import type { RecheckState } from "../../../../../src/taskpane/features/approvals/authorisation-gate";
import type { MakerGoAhead, PaymentChecked } from "../../../../../src/jobs";

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
  paymentDateText: "Wednesday 7 January 2026",
  requestKey: "",
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

const FULL_MATCH: PaymentChecked = {
  payeeCheck: { line: "Payee name check: Beneficiary details confirmed — the name and account match those on record (AV100)", nameOnAccount: "Acme Ltd", acknowledgement: undefined },
  bank: "BARCLAYS BANK PLC, LEICESTER",
  fee: "no fee · local payment",
  purpose: "Purpose: Advisor fees — Fees for advisory, technical, academic or specialist assistance",
};
const NO_MATCH: PaymentChecked = {
  payeeCheck: {
    line: "Payee name check: No match for beneficiary name — the name given does not match the name on the account (AV201)",
    nameOnAccount: undefined,
    acknowledgement: 'I have seen that the name on the account is not "Acme Ltd" (no match)',
  },
  bank: "BARCLAYS BANK PLC, LEICESTER",
  fee: "fee 2.00 GBP · local payment",
  purpose: "No purpose code",
};
const done = (checked: PaymentChecked): RecheckState => ({ status: "done", byPayment: new Map([[row.id, checked]]) });

interface Options {
  recheck?: RecheckState;
  acknowledged?: ReadonlySet<string>;
  onAcknowledge?: (id: string, on: boolean) => void;
  goAhead?: MakerGoAhead;
}

function renderList(rows: ApprovalRow[], { recheck = done(FULL_MATCH), acknowledged = new Set(), onAcknowledge = () => undefined, goAhead }: Options = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ApprovalList
        rows={rows}
        selected={new Set()}
        outcomes={new Map()}
        disabled={false}
        onToggle={() => undefined}
        onReject={() => undefined}
        recheck={recheck}
        acknowledged={acknowledged}
        onAcknowledge={onAcknowledge}
        goAheadOf={() => goAhead}
      />
    </FluentProvider>,
  );
}
const selectBox = () => screen.getByRole("checkbox", { name: "Select 125,000.50 GBP to Acme Ltd GBP, RE-2024-77" }) as HTMLInputElement;

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
    expect(field("payment")).toBe("Pay on Wednesday 7 January 2026 · reference RE-2024-77 · reason: Invoice 77");
    expect(field("created")).toBe("260105-6ROEKZ702 · created by Demo Treasurer · 2026-01-05 09:00 UTC");
    expect(selectBox().disabled).toBe(false);
    expect(screen.queryByTestId("row-own")).toBeNull();
  });

  it("shows what it checked again now: the bank by name and city, the fee, the purpose code as the provider describes it, the payee name check; a full match needs no acknowledgement", () => {
    const { container } = renderList([row]);
    const field = (name: string) => container.querySelector(`[data-field="${name}"]`)?.textContent;
    expect(field("bank-name")).toBe("Bank: BARCLAYS BANK PLC, LEICESTER");
    expect(field("fee")).toBe("No fee · local payment");
    expect(field("purpose")).toBe("Purpose: Advisor fees — Fees for advisory, technical, academic or specialist assistance");
    expect(field("payee-check")).toBe("Checked again now. Payee name check: Beneficiary details confirmed — the name and account match those on record (AV100)");
    expect(screen.queryByTestId("acknowledge")).toBeNull();
    expect(screen.queryByTestId("row-blocked")).toBeNull();
  });

  it("cannot be ticked while the checks are made again, nor when they could not be", () => {
    const { unmount } = renderList([row], { recheck: { status: "checking" } });
    expect(selectBox().disabled).toBe(true);
    expect(screen.getByTestId("row-blocked").textContent).toBe("Checking the payee's name, bank and fee again…");
    unmount();
    renderList([row], { recheck: { status: "failed", message: "The service did not answer." } });
    expect(selectBox().disabled).toBe(true);
    expect(screen.getByTestId("row-blocked").textContent).toBe("Its payee could not be checked again (The service did not answer.): reload to try again before authorising it.");
  });

  it("a payment whose payee name check is no match is ticked only once its acknowledgement, naming the mismatch, is ticked; the maker's go-ahead is shown", () => {
    const acknowledgements: [string, boolean][] = [];
    const goAhead = { by: "demo@fxdesk.local", at: "2026-01-05T09:00:00.000Z", answer: "Payee name check: No match for beneficiary name — the name given does not match the name on the account (AV201)" };
    const { container, unmount } = renderList([row], { recheck: done(NO_MATCH), goAhead, onAcknowledge: (id, on) => acknowledgements.push([id, on]) });
    // The answer the maker went past is the one checked now: not said twice.
    expect(container.querySelector('[data-field="maker-go-ahead"]')?.textContent).toBe("The maker (demo@fxdesk.local) continued past this warning on Monday 5 January 2026");
    expect(goAheadLine({ ...goAhead, answer: "Payee name check: Incorrect beneficiary name — … (AV300)" }, NO_MATCH.payeeCheck!.line)).toBe(
      "The maker (demo@fxdesk.local) continued past a warning on Monday 5 January 2026: Payee name check: Incorrect beneficiary name — … (AV300)",
    );
    expect(selectBox().disabled).toBe(true);
    // The acknowledgement itself says why: no second line.
    expect(screen.queryByTestId("row-blocked")).toBeNull();
    const acknowledge = screen.getByRole("checkbox", { name: NO_MATCH.payeeCheck!.acknowledgement! }) as HTMLInputElement;
    fireEvent.click(acknowledge);
    expect(acknowledgements).toEqual([[row.id, true]]);
    unmount();
    renderList([row], { recheck: done(NO_MATCH), acknowledged: new Set([row.id]) });
    expect(selectBox().disabled).toBe(false);
    expect(screen.queryByTestId("row-blocked")).toBeNull();
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
