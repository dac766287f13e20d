/**
 * @jest-environment jsdom
 */
/**
 * The Balances panel over a stubbed client: balances of the account acted for with their currency's decimals,
 * hide zero with advice when nothing is left, an error that says what to do and a Refresh that recovers, the demo
 * top-up on demo environments only, and a transfer confirmed first (amount and accounts, the source's balance read
 * once, a shortfall in words) and resent after a failure under the same idempotency key.
 */
import "../../../../support/jsdom-text-encoder";
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../../../src/api";
import type { Balance, Transfer } from "../../../../../src/api/schemas";
import { BalancesPanel } from "../../../../../src/taskpane/features/balances/balances-panel";
import type { TaskpaneHost } from "../../../../../src/taskpane/host";
import { createActivityLog } from "../../../../../src/taskpane/components/activity-log";
import type { EnvironmentId } from "../../../../../src/taskpane/components/environments";

// Fluent's MessageBar (the confirmation's shortfall warning) measures itself; jsdom has no layout to observe.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;

const HOUSE = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
const ALPHA = "946f2d58-e150-11e6-a5af-080027a79e8f";
const NOW = Date.parse("2026-01-05T09:00:00Z");

const balance = (currency: string, amount: string): Balance => ({
  id: `b-${currency}`,
  account_id: HOUSE,
  currency,
  amount: new Decimal(amount),
  created_at: "2026-01-05T08:00:00+00:00",
  updated_at: "2026-01-05T08:30:00+00:00",
});

const list = <T,>(items: T[] | (() => Promise<T[]>)) => ({ toArray: typeof items === "function" ? items : async () => items });

function stubClient(overrides: { balances?: () => Promise<Balance[]>; createTransfer?: (params: Record<string, unknown>) => Promise<Transfer> } = {}) {
  const createTransfer = jest.fn(overrides.createTransfer ?? (async () => ({}) as Transfer));
  const client = {
    core: {
      balances: { findAll: jest.fn(() => list(overrides.balances ?? (async () => [balance("EUR", "1250.5"), balance("JPY", "150000"), balance("GBP", "0")]))) },
      accounts: {
        findAll: () =>
          list([
            { id: HOUSE, account_name: "Treasury Ltd" },
            { id: ALPHA, account_name: "Alpha Ltd" },
          ]),
      },
      transfers: { find: async () => ({ transfers: [] }), create: createTransfer, cancel: jest.fn() },
      rates: { find: jest.fn() },
    },
  } as unknown as FxDeskClient;
  return { client, createTransfer };
}

function renderPanel(client: FxDeskClient, environmentId: EnvironmentId = "local-demo", settings: Record<string, unknown> = {}) {
  const log = createActivityLog();
  let key = 0;
  render(
    <FluentProvider theme={webLightTheme}>
      <BalancesPanel
        session={{ client, environmentId, baseUrl: "http://127.0.0.1:4010", who: "Demo", houseAccountId: HOUSE, houseAccountName: "Treasury Ltd" }}
        host={{ workbook: { readSetting: async (key: string) => settings[key], writeSetting: async () => {} }, recalculateFxFormulas: async () => {}, hostTheme: () => undefined } as unknown as TaskpaneHost}
        log={log}
        actingAs={{ contactId: undefined, label: "House account — Treasury Ltd" }}
        now={() => NOW}
        newKey={() => `00000000-0000-4000-8000-00000000000${++key}`}
      />
    </FluentProvider>,
  );
  return log;
}

const shownRows = () =>
  within(screen.getByTestId("balances-table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));

/** Transfer…, then the confirmation's own button once the source's balance has been read. */
async function confirmTransfer(): Promise<void> {
  fireEvent.click(screen.getByRole("button", { name: "Transfer…" }));
  const dialog = await screen.findByRole("alertdialog", { hidden: true });
  await waitFor(() => expect(within(dialog).queryByTestId("transfer-cover")).not.toBeNull());
  fireEvent.click(within(dialog).getByRole("button", { name: /^Transfer/, hidden: true }));
  await waitFor(() => expect(screen.queryByRole("alertdialog", { hidden: true })).toBeNull());
}

describe("the Balances panel", () => {
  it("shows the balances of the account acted for with their currency's decimals, and as at when they were read (the service's clock)", async () => {
    const { client } = stubClient();
    renderPanel(client);

    await waitFor(() => expect(shownRows()).toEqual([["EUR", "1,250.50"], ["GBP", "0.00"], ["JPY", "150,000"]]));
    expect(screen.getByTestId("balances-status").textContent).toBe("As at 2026-01-05 09:00 UTC · last change 2026-01-05 08:30 UTC");
    // In the narrow pane the line wraps between its parts, never inside an instant.
    for (const instant of ["2026-01-05 09:00 UTC", "2026-01-05 08:30 UTC"]) expect(getComputedStyle(within(screen.getByTestId("balances-status")).getByText(instant)).whiteSpace).toBe("nowrap");
  });

  it("hides zero balances, and says what to do when nothing is left to show", async () => {
    const { client } = stubClient({ balances: async () => [balance("GBP", "0")] });
    renderPanel(client);
    await waitFor(() => expect(shownRows()).toEqual([["GBP", "0.00"]]));

    fireEvent.click(screen.getByRole("switch", { name: "Hide zero balances" }));

    expect(screen.getByTestId("balances-empty").textContent).toContain("Every balance is zero: turn off “Hide zero balances” to see them.");
  });

  it("says the balances could not be read and what to do, and Refresh recovers", async () => {
    let calls = 0;
    const { client } = stubClient({
      balances: async () => {
        calls += 1;
        if (calls === 1) throw new Error("The FX Desk service did not answer");
        return [balance("EUR", "5")];
      },
    });
    renderPanel(client);

    await waitFor(() => expect(screen.getByTestId("balances-error").textContent).toContain("The FX Desk service did not answer Press Refresh to try again."));
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(shownRows()).toEqual([["EUR", "5.00"]]));
  });

  it("reads the balances as at an instant typed in UTC, and says how to write one it cannot read", async () => {
    const { client } = stubClient();
    renderPanel(client);
    await waitFor(() => expect(shownRows()).toHaveLength(3));
    const asAt = screen.getByRole("textbox", { name: "As at (UTC; empty for now)" });

    fireEvent.change(asAt, { target: { value: "02/01/2026" } });
    fireEvent.blur(asAt);
    expect(screen.getByText(/write it as YYYY-MM-DD HH:MM in UTC/)).toBeTruthy();

    fireEvent.change(asAt, { target: { value: "2026-01-02 17:30" } });
    fireEvent.blur(asAt);
    await waitFor(() => expect(screen.getByTestId("balances-status").textContent).toBe("As at 2026-01-02 17:30 UTC · last change 2026-01-05 08:30 UTC"));
    const findAll = client.core.balances.findAll as unknown as jest.Mock;
    expect(findAll.mock.calls.at(-1)?.[0]).toMatchObject({ as_at_date: "2026-01-02T17:30:00Z" });
    expect(findAll.mock.calls[0]?.[0]).not.toHaveProperty("as_at_date");
  });

  it("offers the demo top-up on a demo environment and never in production", async () => {
    renderPanel(stubClient().client, "local-demo");
    expect(screen.getByRole("button", { name: "Top up (demo)" })).toBeTruthy();
    document.body.innerHTML = "";

    renderPanel(stubClient().client, "production");
    await waitFor(() => expect(shownRows()).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Top up (demo)" })).toBeNull();
    expect(screen.queryByText("Demo top-up")).toBeNull();
  });

  it("offers Refresh in sheet for a block written before, remembered in the workbook's settings", async () => {
    renderPanel(stubClient().client, "local-demo");
    await waitFor(() => expect(shownRows()).toHaveLength(3));
    expect((screen.getByRole("button", { name: "Refresh in sheet" }) as HTMLButtonElement).disabled).toBe(true);
    document.body.innerHTML = "";

    renderPanel(stubClient().client, "local-demo", { "fxdesk.balances.block.own": { sheet: "Balances", headerRow: 0, firstColumn: 0 } });

    await waitFor(() => expect((screen.getByRole("button", { name: "Refresh in sheet" }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText(/rewrites the block on “Balances” in place/)).toBeTruthy();
  });

  it("resends a transfer whose answer was lost under the same unique_request_id", async () => {
    let attempt = 0;
    const { client, createTransfer } = stubClient({
      createTransfer: async (params) => {
        attempt += 1;
        if (attempt === 1) throw new TypeError("fetch failed");
        return { ...params, id: "t-1", short_reference: "BT-1", status: "pending", amount: new Decimal("100"), currency: "EUR" } as unknown as Transfer;
      },
    });
    const log = renderPanel(client);
    await waitFor(() => expect(screen.getAllByRole("option", { name: "Alpha Ltd" })).toHaveLength(2));

    fireEvent.change(screen.getByRole("combobox", { name: "From" }), { target: { value: HOUSE } });
    fireEvent.change(screen.getByRole("combobox", { name: "To" }), { target: { value: ALPHA } });
    const amountBoxes = screen.getAllByRole("textbox", { name: "Amount" });
    fireEvent.change(amountBoxes[0] as HTMLElement, { target: { value: "100" } });
    await confirmTransfer();
    await waitFor(() => expect(log.entries()[0]?.message).toContain("Transfer not made: fetch failed"));
    await confirmTransfer();
    await waitFor(() => expect(log.entries()[0]?.message).toContain("Transfer BT-1"));

    const keys = createTransfer.mock.calls.map(([params]) => params.unique_request_id);
    expect(keys).toEqual(["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000001"]);
    expect(createTransfer.mock.calls[0]?.[0]).toMatchObject({ source_account_id: HOUSE, destination_account_id: ALPHA, currency: "EUR" });
  });

  it("asks before a transfer moves money: amount, currency, both accounts; a source short of it is warned in words and nothing is sent until confirmed", async () => {
    const { client, createTransfer } = stubClient({
      createTransfer: async (params) => ({ ...params, id: "t-2", short_reference: "BT-2", status: "pending", amount: new Decimal("999999"), currency: "EUR" }) as unknown as Transfer,
    });
    const log = renderPanel(client);
    await waitFor(() => expect(screen.getAllByRole("option", { name: "Alpha Ltd" })).toHaveLength(2));
    fireEvent.change(screen.getByRole("combobox", { name: "From" }), { target: { value: HOUSE } });
    fireEvent.change(screen.getByRole("combobox", { name: "To" }), { target: { value: ALPHA } });
    fireEvent.change(screen.getAllByRole("textbox", { name: "Amount" })[0] as HTMLElement, { target: { value: "999999" } });
    fireEvent.click(screen.getByRole("button", { name: "Transfer…" }));
    const dialog = await screen.findByRole("alertdialog", { hidden: true });
    await waitFor(() =>
      expect(within(dialog).getByTestId("transfer-cover").textContent).toBe(
        "Treasury Ltd (house account) holds 1,250.50 EUR now, 998,748.50 EUR less than the 999,999.00 EUR to transfer. The transfer stays pending until Treasury Ltd (house account) holds the amount; you can cancel it until then.",
      ),
    );
    expect(within(dialog).getByRole("heading", { hidden: true }).textContent).toBe("Transfer 999,999.00 EUR?");
    expect(dialog.textContent).toContain("FromTreasury Ltd (house account)ToAlpha Ltd");
    expect(createTransfer).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Not now", hidden: true }));
    await waitFor(() => expect(screen.queryByRole("alertdialog", { hidden: true })).toBeNull());
    expect(createTransfer).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Transfer…" }));
    const again = await screen.findByRole("alertdialog", { hidden: true });
    await waitFor(() => expect(within(again).queryByTestId("transfer-cover")).not.toBeNull());
    fireEvent.click(within(again).getByRole("button", { name: "Transfer anyway", hidden: true }));
    await waitFor(() => expect(log.entries()[0]?.message).toBe("Transfer BT-2: 999,999.00 EUR from Treasury Ltd (house account) to Alpha Ltd — pending until Treasury Ltd (house account) holds the amount"));
    expect(createTransfer).toHaveBeenCalledTimes(1);
  });
});
