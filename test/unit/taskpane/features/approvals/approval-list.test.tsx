/**
 * @jest-environment jsdom
 */
/**
 * The Approvals list in a narrow pane: a row's creation instant is one unbreakable run ("2026-01-05 09:00 UTC"),
 * while the ids and references around it may still wrap anywhere.
 */
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import { ApprovalList } from "../../../../../src/taskpane/features/approvals/approval-list";
import type { ApprovalRow } from "../../../../../src/taskpane/features/approvals/approval-rows";

const row: ApprovalRow = {
  id: "11111111-1111-4111-8111-111111111111",
  shortReference: "260105-6ROEKZ702",
  amount: new Decimal("125000.5"),
  currency: "GBP",
  amountText: "125,000.50",
  beneficiary: "Acme Ltd GBP",
  reference: "RE-2024-77",
  creatorId: "c1",
  creator: "Demo Treasurer",
  accountName: "FX Desk Demo Ltd",
  actAs: undefined,
  batch: "single",
  createdAt: "2026-01-05T09:00:00+00:00",
  createdText: "2026-01-05 09:00 UTC",
  stepsRequired: 1,
};

describe("the Approvals list", () => {
  it("never wraps a row's creation instant inside itself", () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ApprovalList rows={[row]} selected={new Set()} outcomes={new Map()} disabled={false} onToggle={() => undefined} onDelete={() => undefined} />
      </FluentProvider>,
    );
    const instant = screen.getByText("2026-01-05 09:00 UTC");
    expect(getComputedStyle(instant).whiteSpace).toBe("nowrap");
    expect(getComputedStyle(instant.parentElement as HTMLElement).whiteSpace).not.toBe("nowrap");
  });
});
