/**
 * @jest-environment jsdom
 */
/**
 * The panel every row tab shares speaks each kind's language: creating beneficiaries or onboarding clients is not
 * "booking", so the rows choice is worded for every kind alike.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import type { OrderKind } from "../../../../../src/jobs";
import { BookingPanel } from "../../../../../src/taskpane/features/booking/booking-panel";
import type { TaskpaneHost } from "../../../../../src/taskpane/host";
import { createActivityLog } from "../../../../../src/taskpane/components/activity-log";
import type { SignedInSession } from "../../../../../src/taskpane/components/session";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";

const KINDS: OrderKind[] = ["conversion", "payment", "beneficiary", "client"];

describe("the row tabs' shared panel", () => {
  it.each(KINDS)("words the rows choice of the %s tab without booking", (kind) => {
    render(
      <FluentProvider theme={webLightTheme}>
        <BookingPanel
          kind={kind}
          session={{ client: { limiter: undefined } } as unknown as SignedInSession}
          host={{ workbook: new MemoryWorkbook(), whenReady: async () => undefined, recalculateFxFormulas: async () => undefined, hostTheme: () => undefined } as TaskpaneHost}
          log={createActivityLog()}
          actingAs={{ contactId: undefined, label: "House account" }}
          now={() => Date.parse("2026-01-05T09:00:00Z")}
        />
      </FluentProvider>,
    );
    expect(screen.getByRole("radiogroup", { name: "Rows to use" })).toBeTruthy();
    expect(screen.queryByText(/rows to book/i)).toBeNull();
  });
});
