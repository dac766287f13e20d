/**
 * @jest-environment jsdom
 */
/**
 * The preview's row list follows what a kind learns after its check: a conversion row's line reads its market figures,
 * marked indicative, until its firm quote arrives, then the quote's figures (the list is drawn again as each arrives).
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it } from "@jest/globals";
import { act, render, screen, waitFor } from "@testing-library/react";
import Decimal from "decimal.js";
import type { PreparedJob } from "../../../../../src/jobs";
import { FirmQuotes, type FirmQuote, type QuotedRow } from "../../../../../src/jobs/kinds/conversion/firm-quotes";
import { useRowDetailsVersion } from "../../../../../src/taskpane/features/booking/kind-views";
import { rowStatuses } from "../../../../../src/taskpane/features/booking/row-statuses";

const market = (row: number, clientRate: string, sellAmount: string, firm = false): QuotedRow => ({
  row,
  currencyPair: "EURGBP",
  clientRate: new Decimal(clientRate),
  coreRate: new Decimal(clientRate),
  buyCurrency: "EUR",
  buyAmount: new Decimal("1000"),
  sellCurrency: "GBP",
  sellAmount: new Decimal(sellAmount),
  firm,
});

const ready = (row: number) => ({ row, state: "ready", order: {}, existingKey: undefined, recover: false, duplicateOf: [] });

/** What the booking panel draws of each row: its line, recomputed whenever the kind's row details change. */
function RowLines({ job }: { job: PreparedJob }) {
  useRowDetailsVersion(job);
  return (
    <ul>
      {rowStatuses(job, {}).map((status) => (
        <li key={status.sheetRow} data-row={status.sheetRow}>
          {status.detail}
        </li>
      ))}
    </ul>
  );
}

describe("the row list while firm quotes arrive", () => {
  it("reads each row's market figures as indicative, then its quote's once it arrives", async () => {
    const answers = new Map<number, (quote: FirmQuote) => void>();
    const firm = new FirmQuotes([market(1, "0.8500", "850.00"), market(2, "0.8500", "850.00")], (row) => new Promise<FirmQuote>((resolve) => answers.set(row, resolve)), () => 0);
    firm.start();
    const preview = {
      get quotes() {
        return firm.snapshot().quotes;
      },
      firm,
    };
    const job = { kind: "conversion", rows: [ready(1), ready(2)], preview } as unknown as PreparedJob;
    render(<RowLines job={job} />);
    const line = (sheetRow: number) => document.querySelector(`[data-row="${sheetRow}"]`)?.textContent;
    expect([line(2), line(3)]).toEqual([
      "buy 1,000.00 EUR, sell 850.00 GBP at 0.8500 (EURGBP), indicative — quote coming",
      "buy 1,000.00 EUR, sell 850.00 GBP at 0.8500 (EURGBP), indicative — quote coming",
    ]);
    await waitFor(() => expect(answers.has(1)).toBe(true));
    await act(async () => answers.get(1)?.({ figures: market(1, "0.8543", "854.30", true) }));
    expect([line(2), line(3)]).toEqual(["buy 1,000.00 EUR, sell 854.30 GBP at 0.8543 (EURGBP), quoted", "buy 1,000.00 EUR, sell 850.00 GBP at 0.8500 (EURGBP), indicative — quote coming"]);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
