/**
 * @jest-environment jsdom
 */
/**
 * The transfer review's source table says what a source's "available" is made of when it is not its balance alone:
 * transfers out still pending, and money other rows of the run move into it.
 */
import "../../../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import Decimal from "decimal.js";
import type { SourceNeed } from "../../../../../../../src/jobs";
import { SourceNeedsTable, SourceShortfalls } from "../../../../../../../src/taskpane/features/booking/kinds/transfer/transfer-sources";

const ACME = { id: "acme", name: "Acme Ltd", shortReference: "A-1", house: false };

function need(balance: string, pendingOut: string, movedIn: string, total: string): SourceNeed {
  const available = new Decimal(balance).minus(pendingOut).plus(movedIn);
  return {
    source: ACME,
    currency: "EUR",
    rows: 2,
    total: new Decimal(total),
    balance: new Decimal(balance),
    pendingOut: new Decimal(pendingOut),
    movedIn: new Decimal(movedIn),
    available,
    shortfall: Decimal.max(0, new Decimal(total).minus(available)),
  };
}

const availableCell = () => screen.getByTestId("source-needs").querySelectorAll("tbody td")[2]?.textContent;

describe("a source's available money in words", () => {
  it("names the money moved in by other rows beside what is pending", () => {
    render(<SourceNeedsTable needs={[need("50.00", "20.00", "500.00", "80.00")]} label="Sources" />);
    expect(availableCell()).toBe("530.00balance 50.00 less 20.00 in transfers out still pending, plus 500.00 moved in by other rows");
  });

  it("names only the money moved in when nothing is pending, and nothing when it is the balance alone", () => {
    const { unmount } = render(<SourceNeedsTable needs={[need("0.00", "0.00", "100.00", "100.00")]} label="Sources" />);
    expect(availableCell()).toBe("100.00balance 0.00 plus 100.00 moved in by other rows");
    unmount();
    render(<SourceNeedsTable needs={[need("75.00", "0.00", "0.00", "100.00")]} label="Sources" />);
    expect(availableCell()).toBe("75.00");
  });

  it("warns of a shortfall that counts the money moved in", () => {
    render(<SourceShortfalls needs={[need("0.00", "0.00", "60.00", "100.00")]} />);
    expect(screen.getByTestId("source-short").textContent).toBe(
      "Not enough EUR in Acme Ltd: 100.00 to move against 60.00 available, short by 40.00. These transfers stay pending until Acme Ltd holds the EUR.",
    );
  });
});
