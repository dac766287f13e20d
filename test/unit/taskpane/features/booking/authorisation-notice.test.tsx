/**
 * @jest-environment jsdom
 */
/**
 * Maker-checker in the maker's words: the confirmation dialog says the payments will wait for another user's
 * authorisation when the account's last payment did, and the summary after a run counts the payments that wait.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import type { AccountNames, Confirmation, JobOutcome } from "../../../../../src/jobs";
import { describeOutcome } from "../../../../../src/taskpane/features/booking/activity";
import { authorisationAfterBooking, authorisationBeforeBooking } from "../../../../../src/taskpane/features/booking/authorisation-notice";
import { ConfirmDialog } from "../../../../../src/taskpane/features/booking/confirm-dialog";
import { confirmationOf } from "./support/confirmation";

const CLIENT = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
const accounts: AccountNames = { of: (contactId) => ({ name: contactId === undefined ? "Northwind Treasury" : "Jane Doe — Acme Ltd", contactId }) };

/** Three EUR payments totalling 60.00, sent as they are. */
const confirmation = (fields: Partial<Confirmation> = {}): Confirmation =>
  confirmationOf({ rowsToSend: 3, totals: [{ actingAs: undefined, currency: "EUR", amount: new Decimal("60.00"), rows: 3 }], ...fields });

function outcome(fields: Partial<JobOutcome>): JobOutcome {
  return { rows: [], booked: 0, recovered: 0, failed: 0, notSent: 0, cancelled: false, awaitingAuthorisation: 0, copies: 0, workbookSyncs: 0, ...fields };
}

describe("before booking: the confirmation dialog", () => {
  it("says nothing of approvals when the account's last payment needed none", () => {
    expect(authorisationBeforeBooking(confirmation(), accounts)).toBeUndefined();
  });

  it("says the payments will wait for another user's authorisation, and what tells", () => {
    const text = authorisationBeforeBooking(confirmation({ authorisation: [{ actingAs: undefined, steps: 1, lastBooking: "260105-ABCD" }] }), accounts);
    expect(text).toBe(
      "These payments will wait for another user's authorisation before they are paid: this account's last payment (260105-ABCD) needed 1 authorisation. Once they are booked, an approver authorises them in the Approvals tab.",
    );
  });

  it("names the accounts whose payments wait when rows go to several", () => {
    const text = authorisationBeforeBooking(
      confirmation({
        totals: [
          { actingAs: undefined, currency: "EUR", amount: new Decimal("10"), rows: 1 },
          { actingAs: CLIENT, currency: "EUR", amount: new Decimal("20"), rows: 2 },
        ],
        authorisation: [{ actingAs: CLIENT, steps: 2, lastBooking: "260105-WXYZ" }],
      }),
      accounts,
    );
    expect(text).toBe(
      "The payments for Jane Doe — Acme Ltd will wait for another user's authorisation before they are paid: the last payment of Jane Doe — Acme Ltd (260105-WXYZ) needed 2 authorisations. Once they are booked, an approver authorises them in the Approvals tab.",
    );
  });

  it("shows the notice in the dialog only when the account needs approval", () => {
    const noop = () => undefined;
    const { unmount } = render(
      <FluentProvider theme={webLightTheme}>
        <ConfirmDialog confirmation={confirmation()} accounts={accounts} onConfirm={noop} onDismiss={noop} />
      </FluentProvider>,
    );
    expect(screen.queryByTestId("authorisation-notice")).toBeNull();
    unmount();
    render(
      <FluentProvider theme={webLightTheme}>
        <ConfirmDialog confirmation={confirmation({ authorisation: [{ actingAs: undefined, steps: 1, lastBooking: "260105-ABCD" }] })} accounts={accounts} onConfirm={noop} onDismiss={noop} />
      </FluentProvider>,
    );
    expect(screen.getByTestId("authorisation-notice").textContent).toContain("will wait for another user's authorisation");
  });
});

describe("after booking: the summary and the activity log", () => {
  it("counts the payments that wait for another user's authorisation", () => {
    expect(authorisationAfterBooking("payment", { awaitingAuthorisation: 0 })).toBeUndefined();
    expect(authorisationAfterBooking("payment", { awaitingAuthorisation: 1 })).toBe(
      "1 payment waits for another user's authorisation before it is paid: an approver authorises it in the Approvals tab, and Refresh statuses shows where it has got to.",
    );
    expect(describeOutcome("payment", "Payments", outcome({ booked: 3, awaitingAuthorisation: 3 }))).toBe(
      "Finished on Payments: booked 3 payments. Results are beside each row. 3 payments wait for another user's authorisation before they are paid: an approver authorises them in the Approvals tab, and Refresh statuses shows where they have got to.",
    );
  });

  it("says nothing of approvals when no booking waits for one", () => {
    expect(describeOutcome("payment", "Payments", outcome({ booked: 3 }))).toBe("Finished on Payments: booked 3 payments. Results are beside each row.");
  });
});
