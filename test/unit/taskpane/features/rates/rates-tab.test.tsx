/**
 * @jest-environment jsdom
 */
/**
 * The Rates tab's formula builder offers every function of the functions.json the build wrote beside the page
 * (fetched once, as in Excel and the playground) and writes the built formula into the active cell.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import path from "node:path";
import type { TaskpaneHost } from "../../../../../src/taskpane/host";
import type { FeatureProps } from "../../../../../src/taskpane/components/feature";
import { createActivityLog } from "../../../../../src/taskpane/components/activity-log";
import { RatesTab } from "../../../../../src/taskpane/features/rates/rates-tab";
import { GENERATION_TIMEOUT_MS } from "../../../../support/generated-formulas";
import { configureFunctions, functionState } from "../../../../../src/functions/function-state";

const realFetch = globalThis.fetch;
const fetched: string[] = [];

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(path.join(__dirname, "../../../../../src/functions/functions.ts"));
  globalThis.fetch = (async (url: string) => {
    fetched.push(String(url));
    return { ok: true, status: 200, json: async () => JSON.parse(generated.metadataJson) as unknown };
  }) as unknown as typeof fetch;
}, GENERATION_TIMEOUT_MS);

afterAll(() => {
  globalThis.fetch = realFetch;
});

function renderTab(recalculateFxFormulas: () => Promise<void> = async () => {}) {
  const written: string[] = [];
  const host = {
    workbook: {
      writeFormulaToActiveCell: jest.fn(async (formula: string) => {
        written.push(formula);
      }),
      getActiveCell: jest.fn(async () => ({ sheet: "Rates", address: "Rates!F6", row: 5, column: 5, value: null, formula: null })),
    },
    recalculateFxFormulas,
    hostTheme: () => undefined,
  } as unknown as TaskpaneHost;
  const log = createActivityLog();
  render(
    <FluentProvider theme={webLightTheme}>
      <RatesTab host={host} log={log} session={{} as FeatureProps["session"]} actingAs={{ contactId: undefined, label: "House account" }} now={() => Date.parse("2026-01-05T09:00:00Z")} />
    </FluentProvider>,
  );
  return { written, log };
}

describe("Rates tab formula builder", () => {
  it("offers every FX function of functions.json and builds FX.BALANCE with its acting-as", async () => {
    const { written, log } = renderTab();
    const chooser = await screen.findByRole("combobox", { name: /^Function/ });
    expect(fetched).toEqual(["functions.json"]);
    expect([...(chooser as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      "FX.RATE",
      "FX.RATES",
      "FX.CONVERT",
      "FX.QUOTE",
      "FX.BALANCE",
      "FX.BALANCES",
      "FX.RATE.LIVE",
      "FX.PAYMENTS",
      "FX.CONVERSIONS",
      "FX.TRANSACTIONS",
    ]);

    fireEvent.change(chooser, { target: { value: "FX.BALANCE" } });
    // Nothing typed yet: the preview says what to do, and no field is called wrong before the person has been in it.
    const preview = screen.getByTestId("formula-preview");
    expect(preview.textContent).toBe("Fill in the arguments to see the formula.");
    expect(screen.queryByText(/is required/)).toBeNull();
    // Leaving the required field empty: now it is missing, said beside it and in the preview as a sentence with whole words.
    fireEvent.blur(screen.getByRole("textbox", { name: /^Currency/ }));
    expect(screen.getByTestId("formula-preview").textContent).toMatch(/required/);
    expect(getComputedStyle(screen.getByTestId("formula-preview")).wordBreak).not.toBe("break-all");
    expect(screen.getAllByText(/is required/).length).toBeGreaterThan(1);
    fireEvent.change(screen.getByRole("textbox", { name: /^Currency/ }), { target: { value: "GBP" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Acting as \(optional\)/ }), { target: { value: "house" } });
    expect(screen.getByTestId("formula-preview").textContent).toBe('=FX.BALANCE("GBP","house")');
    expect(getComputedStyle(screen.getByTestId("formula-preview")).wordBreak).toBe("break-all");
    fireEvent.click(screen.getByRole("button", { name: "Insert into active cell" }));
    await waitFor(() => expect(written).toEqual(['=FX.BALANCE("GBP","house")']));
    await waitFor(() => expect(log.entries()[0]?.message).toBe('Wrote =FX.BALANCE("GBP","house") into Rates!F6'));
  });

  it("builds a report with a date range and a status in words", async () => {
    const { written } = renderTab();
    fireEvent.change(await screen.findByRole("combobox", { name: /^Function/ }), { target: { value: "FX.PAYMENTS" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^From \(first day\)/ }), { target: { value: "2026-01-01" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Status/ }), { target: { value: "Completed" } });
    expect(screen.getByTestId("formula-preview").textContent).toBe('=FX.PAYMENTS("2026-01-01",,"Completed")');
    fireEvent.click(screen.getByRole("button", { name: "Insert into active cell" }));
    await waitFor(() => expect(written).toEqual(['=FX.PAYMENTS("2026-01-01",,"Completed")']));
  });
});

describe("Rates tab refresh", () => {
  it("asks for the reports afresh before it recalculates, so a report fetched a moment ago is fetched again", async () => {
    configureFunctions({ now: () => 1_000 });
    const refreshedWhenRecalculated: number[] = [];
    renderTab(async () => {
      refreshedWhenRecalculated.push(functionState().reportsRefreshedAt);
    });
    fireEvent.click(await screen.findByRole("button", { name: "Refresh FX formulas" }));
    await waitFor(() => expect(refreshedWhenRecalculated).toEqual([1_000]));
    configureFunctions();
  });
});
