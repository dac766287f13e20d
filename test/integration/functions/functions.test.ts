import "../../support/fake-custom-functions";
import { afterAll, beforeEach, describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, type FetchLike, type FxDeskClient, setActingAs, setSharedClient } from "../../../src/api";
import "../../support/register-functions";
import { returnFormattedDates, toExcelDateTime } from "../../../src/functions/excel-dates";
import { INDICATIVE_NOTE, QUOTE_FIELD_LABELS, QUOTE_FIELDS } from "../../../src/functions/quote-table";
import { configureFunctions, functionState, pauseLive, resumeLive } from "../../../src/functions/function-state";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { PINNED_NOW } from "../../support/demo-service";
import { login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";
import { evaluate, isFakeCellError, stream } from "../../support/fake-custom-functions";

let demoService: DemoServer;
let client: FxDeskClient;
/** Every URL the client sent, in order. */
const sent: URL[] = [];
let token: string;

const recordingFetch: FetchLike = (input, init) => {
  sent.push(new URL(input));
  return fetch(input, init);
};

function sentTo(path: string): URL[] {
  return sent.filter((url) => url.pathname === path);
}

/** The service's own answer, asked without our client, for comparison. */
async function direct(path: string, query: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${demoService.url}${path}?${new URLSearchParams(query)}`, { headers: { "X-Auth-Token": token } });
  expect(response.status).toBe(200);
  return response.json();
}

async function serviceRates(pairs: string[]): Promise<Record<string, [string, string]>> {
  const body = (await direct("/v2/rates/find", { currency_pair: pairs.join(",") })) as { rates: Record<string, [string, string]> };
  return body.rates;
}

function cellError(code: string, message: string) {
  return expect.objectContaining({ code, message });
}

withDemoService({ client: { fetch: recordingFetch } }, async (demo) => {
  ({ demoService, client } = demo);
  token = await login(demoService);
});

beforeEach(() => {
  configureFunctions();
  setActingAs(undefined);
  setSharedClient(client);
  sent.length = 0;
});

afterAll(async () => {
  configureFunctions();
  setSharedClient(undefined);
});

describe("FX.RATE", () => {
  it("answers a wave of cells with the service's numbers, in the direction written, in one request", async () => {
    const cells: [string, string | null][] = [
      ["EURGBP", null],
      ["GBPEUR", "bid"],
      ["usd/jpy", "offer"],
      ["EUR-GBP", "offer"],
      ["EUR:GBP", "bid"],
      ["EURGBP", "mid"],
      ["GBP USD", "Offer"],
    ];
    const values = await Promise.all(cells.map(([pair, side]) => evaluate("RATE", pair, side)));

    expect(sentTo("/v2/rates/find")).toHaveLength(1);
    const asked = sentTo("/v2/rates/find")[0]?.searchParams.get("currency_pair")?.split(",");
    expect(asked?.sort()).toEqual(["EURGBP", "GBPEUR", "GBPUSD", "USDJPY"]);

    const service = await serviceRates(["EURGBP", "GBPEUR", "USDJPY", "GBPUSD"]);
    const mid = (pair: string) => new Decimal(service[pair]?.[0] ?? NaN).plus(service[pair]?.[1] ?? NaN).div(2).toNumber();
    expect(values).toEqual([
      mid("EURGBP"),
      Number(service.GBPEUR?.[0]),
      Number(service.USDJPY?.[1]),
      Number(service.EURGBP?.[1]),
      Number(service.EURGBP?.[0]),
      mid("EURGBP"),
      Number(service.GBPUSD?.[1]),
    ]);
    // GBPEUR is its own quote, not EURGBP's.
    expect(values[1]).toBeGreaterThan(1);
  });

  it("answers a recalculation of 1,000 cells over 150 pairs in one request, the cells resuming together after the functions load", async () => {
    const currencies = ["EUR", "GBP", "USD", "JPY", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK"];
    const pairs = currencies.flatMap((base) => currencies.filter((quote) => quote !== base).map((quote) => base + quote)).slice(0, 150);

    const values = await Promise.all(Array.from({ length: 1_000 }, (_, index) => evaluate("RATE", pairs[index % pairs.length] as string)));

    expect(sentTo("/v2/rates/find")).toHaveLength(1);
    expect(sentTo("/v2/rates/find")[0]?.searchParams.get("currency_pair")?.split(",")).toHaveLength(150);
    expect(values.every((value) => typeof value === "number" && value > 0)).toBe(true);
  });

  it("serves a recalculation within the TTL from the rate book", async () => {
    await evaluate("RATE", "EURUSD");
    await Promise.all([evaluate("RATE", "EURUSD"), evaluate("RATE", "EURUSD", "bid")]);
    expect(sentTo("/v2/rates/find")).toHaveLength(1);
  });
});

describe("FX.RATES", () => {
  it("spills pair, bid, offer, mid and fetched-at, with per-row errors, from one request", async () => {
    configureFunctions({ now: () => PINNED_NOW });
    const table = (await evaluate("RATES", [["EURGBP"], [""], ["usd/cad"], ["EURXOF"], ["nonsense"]], null)) as unknown[][];
    expect(sentTo("/v2/rates/find")).toHaveLength(1);
    const service = await serviceRates(["EURGBP", "USDCAD"]);

    expect(table[0]).toEqual(["Pair", "Bid", "Offer", "Mid", "Fetched at"]);
    expect(table).toHaveLength(5);
    for (const [row, pair] of [[table[1], "EURGBP"], [table[2], "USDCAD"]] as const) {
      const [bid, offer] = service[pair] ?? [];
      expect(row?.slice(0, 4)).toEqual([pair, Number(bid), Number(offer), new Decimal(bid ?? NaN).plus(offer ?? NaN).div(2).toNumber()]);
      // When the rate was fetched, as an Excel date-time serial in local time.
      expect(row?.[4]).toBe(toExcelDateTime(PINNED_NOW));
    }
    expect(table[3]?.[0]).toBe("EURXOF");
    expect(table[3]?.slice(1)).toEqual(Array(4).fill(cellError("#N/A", "No rate for EURXOF")));
    expect(table[4]?.[0]).toBe("nonsense");
    expect(isFakeCellError(table[4]?.[1]) && table[4]?.[1].code).toBe("#VALUE!");
  });

  it("returns the fetched-at time as a date Excel shows formatted, where Excel takes formatted numbers from functions", async () => {
    configureFunctions({ now: () => PINNED_NOW });
    returnFormattedDates(true);
    try {
      const [, row] = (await evaluate("RATES", [["EURGBP"]], null)) as unknown[][];
      expect(row?.[4]).toEqual({ type: "Double", basicValue: toExcelDateTime(PINNED_NOW), numberFormat: "yyyy-mm-dd hh:mm" });
      const [, balance] = (await evaluate("BALANCES")) as unknown[][];
      expect(balance?.[2]).toEqual(expect.objectContaining({ type: "Double", numberFormat: "yyyy-mm-dd hh:mm" }));
    } finally {
      returnFormattedDates(false);
    }
  });

  it("leaves the header out on request", async () => {
    const table = (await evaluate("RATES", [["EURGBP", "GBPUSD"]], false)) as unknown[][];
    expect(table.map((row) => row[0])).toEqual(["EURGBP", "GBPUSD"]);
  });
});

describe("FX.CONVERT", () => {
  it("converts at the bid of from/to and rounds to the target currency's minor unit", async () => {
    const [toGbp, toJpy, same] = await Promise.all([
      evaluate("CONVERT", 1234.56, "EUR", "GBP"),
      evaluate("CONVERT", 1000, "usd", "JPY"),
      evaluate("CONVERT", 99.99, "EUR", "EUR"),
    ]);
    expect(sentTo("/v2/rates/find")).toHaveLength(1);
    const service = await serviceRates(["EURGBP", "USDJPY"]);
    expect(toGbp).toBe(new Decimal("1234.56").times(service.EURGBP?.[0] ?? NaN).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber());
    expect(toJpy).toBe(new Decimal(1000).times(service.USDJPY?.[0] ?? NaN).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
    expect(Number.isInteger(toJpy)).toBe(true);
    expect(same).toBe(99.99);
  });

  it("refuses an amount with more decimals than the currency has, naming the argument", async () => {
    expect(await evaluate("CONVERT", 10.125, "EUR", "GBP")).toEqual(
      expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Amount: EUR allows at most 2 decimals/) }),
    );
    expect(await evaluate("CONVERT", 10, "EUR", "GBX")).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^To: /) }));
    expect(sent).toHaveLength(0);
  });

  it("reads an amount computed in the sheet at Excel's 15 significant digits: =B2*1.1*10 holding 1100.0000000000002 is EUR 1100", async () => {
    expect(await evaluate("CONVERT", 100 * 1.1 * 10, "EUR", "EUR")).toBe(1100);
    expect(await evaluate("CONVERT", 0.1 + 0.2, "EUR", "EUR")).toBe(0.3);
  });
});

describe("FX.QUOTE", () => {
  it("spills the service's detailed quote as (label, value) rows in readable words and a line saying it is indicative", async () => {
    const table = (await evaluate("QUOTE", "EUR", "GBP", 10000, null, null, null)) as unknown[][];
    const service = (await direct("/v2/rates/detailed", { buy_currency: "EUR", sell_currency: "GBP", amount: "10000", fixed_side: "buy" })) as Record<string, unknown>;

    expect(table.map((row) => row[0])).toEqual([...QUOTE_FIELDS.map((field) => QUOTE_FIELD_LABELS[field]), "Note"]);
    const value = (label: string) => table.find((row) => row[0] === label)?.[1];
    expect(value("Currency pair")).toBe(service.currency_pair);
    expect(value("Client buys")).toBe("EUR");
    expect(value("Buy amount")).toBe(Number(service.client_buy_amount));
    expect(value("Client sells")).toBe("GBP");
    expect(value("Sell amount")).toBe(Number(service.client_sell_amount));
    expect(value("Client rate")).toBe(Number(service.client_rate));
    expect(value("Core rate")).toBe(Number(service.core_rate));
    expect(value("Fixed side")).toBe("Buy");
    expect(value("Deposit required")).toBe(service.deposit_required ? "Yes" : "No");
    expect(value("Partner rate")).toBe("");
    expect(value("Settlement cut-off")).toBe(`${new Date(Date.parse(String(service.settlement_cut_off_time))).toISOString().slice(0, 16).replace("T", " ")} UTC`);
    expect(table.at(-1)).toEqual(["Note", INDICATIVE_NOTE]);
  });

  it("gives one field by its API name or its label (the service's value), and cells asking the same quote share one request", async () => {
    const [rateCell, sellCell, sideCell, depositCell, rateByLabel, sideByLabel] = await Promise.all([
      evaluate("QUOTE", "GBP", "USD", 2500, "sell", "client_rate", null),
      evaluate("QUOTE", "GBP", "USD", 2500, "SELL", "client_buy_amount", null),
      evaluate("QUOTE", "GBP", "USD", 2500, "sell", "fixed_side", null),
      evaluate("QUOTE", "GBP", "USD", 2500, "sell", "deposit_required", null),
      evaluate("QUOTE", "GBP", "USD", 2500, "sell", "Client rate", null),
      evaluate("QUOTE", "GBP", "USD", 2500, "sell", "fixed side", null),
    ]);
    expect(sentTo("/v2/rates/detailed")).toHaveLength(1);
    const service = (await direct("/v2/rates/detailed", { buy_currency: "GBP", sell_currency: "USD", amount: "2500", fixed_side: "sell" })) as Record<string, unknown>;
    expect(rateCell).toEqual([[Number(service.client_rate)]]);
    expect(sellCell).toEqual([[Number(service.client_buy_amount)]]);
    expect(sideCell).toEqual([["sell"]]);
    expect(depositCell).toEqual([[service.deposit_required]]);
    expect(typeof service.deposit_required).toBe("boolean");
    expect(rateByLabel).toEqual(rateCell);
    expect(sideByLabel).toEqual([["sell"]]);
  });

  it("names the wrong argument", async () => {
    expect(await evaluate("QUOTE", "EUR", "EUR", 100)).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Sell currency: /) }));
    expect(await evaluate("QUOTE", "EUR", "GBP", 100, "both")).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Fixed side: /) }));
    expect(await evaluate("QUOTE", "EUR", "GBP", 100, null, "price")).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Field: "price" is not one of currency pair, client buy currency \(Client buys\), /) }));
    expect(await evaluate("QUOTE", "EUR", "GBP", 100, null, null, "31/12/2025")).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Conversion date: /) }));
    expect(sent).toHaveLength(0);
  });
});

describe("FX.BALANCE and FX.BALANCES", () => {
  it("show the house account's balances as the service has them", async () => {
    const service = (await direct("/v2/balances/find", { order: "currency", per_page: "100" })) as { balances: { currency: string; amount: string }[] };
    expect(service.balances.length).toBeGreaterThan(0);
    const table = (await evaluate("BALANCES")) as unknown[][];
    expect(table[0]).toEqual(["Currency", "Amount", "Updated at"]);
    expect(table.slice(1).map((row) => [row[0], row[1]])).toEqual(service.balances.map((b) => [b.currency, Number(b.amount)]));

    const first = service.balances[0];
    expect(await evaluate("BALANCE", first?.currency.toLowerCase())).toBe(Number(first?.amount));
    for (const url of [...sentTo("/v2/balances/find"), ...sent.filter((u) => u.pathname.startsWith("/v2/balances/"))]) {
      expect(url.searchParams.has("on_behalf_of")).toBe(false);
    }
  });

  it("act for the task pane's contact unless the formula says otherwise", async () => {
    const contact = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
    setActingAs(contact);
    const refused = await evaluate("BALANCE", "EUR");
    const asked = sent.filter((u) => u.pathname.startsWith("/v2/balances/"));
    expect(asked.map((u) => u.searchParams.get("on_behalf_of"))).toEqual([contact]);
    // The service does not know that contact: its own words reach the cell.
    expect(refused).toEqual(cellError("#VALUE!", "On behalf of: Contact was not found for this id"));

    sent.length = 0;
    expect(typeof (await evaluate("BALANCE", "EUR", "house"))).toBe("number");
    expect(sent.filter((u) => u.pathname.startsWith("/v2/balances/"))[0]?.searchParams.has("on_behalf_of")).toBe(false);

    expect(await evaluate("BALANCES", "12345")).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Acting as: /) }));
  });
});

describe("errors", () => {
  it("#N/A 'No rate for …' for a pair the service does not quote", async () => {
    expect(await evaluate("RATE", "EUR/XOF")).toEqual(cellError("#N/A", "No rate for EURXOF"));
    expect(await evaluate("CONVERT", 100, "XOF", "EUR")).toEqual(cellError("#N/A", "No rate for XOFEUR"));
  });

  it("#VALUE! naming the argument for malformed input, without a request", async () => {
    expect(await evaluate("RATE", "EURO")).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Pair: "EURO" is not a currency pair/) }));
    expect(await evaluate("RATE", "EURGBP", "ask")).toEqual(cellError("#VALUE!", 'Side: "ask" is not one of mid, bid, offer'));
    expect(await evaluate("RATES", [[""]])).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Pairs: /) }));
    expect(sent).toHaveLength(0);
  });

  it("#N/A 'Sign in to FX Desk to load rates' for every function before sign-in", async () => {
    setSharedClient(undefined);
    const signIn = cellError("#N/A", "Sign in to FX Desk to load rates");
    expect(await evaluate("RATE", "EURGBP")).toEqual(signIn);
    expect(await evaluate("RATES", [["EURGBP"]])).toEqual(signIn);
    expect(await evaluate("CONVERT", 10, "EUR", "GBP")).toEqual(signIn);
    expect(await evaluate("QUOTE", "EUR", "GBP", 10)).toEqual(signIn);
    expect(await evaluate("BALANCE", "EUR")).toEqual(signIn);
    expect(await evaluate("BALANCES")).toEqual(signIn);
    const live = stream<number>("RATE.LIVE", "EURGBP");
    await live.resultCount(1);
    expect(live.latest).toEqual(signIn);
    live.cancel();
    expect(sent).toHaveLength(0);
  });

  it("waits for the client's rate budget instead of failing", async () => {
    // The client's clock and sleep are simulated so the minute-long wait for budget takes no real time.
    let clock = PINNED_NOW;
    const waits: number[] = [];
    const paced = createClient({
      baseUrl: demoService.url,
      loginId: DEMO_USER.loginId,
      apiKey: DEMO_USER.apiKey,
      fetch: recordingFetch,
      rateBudget: { rates: 1 },
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    setSharedClient(paced);
    const first = await evaluate("RATE", "EURGBP");
    const second = await evaluate("RATE", "GBPUSD");
    const service = await serviceRates(["EURGBP", "GBPUSD"]);
    expect([first, second]).toEqual(["EURGBP", "GBPUSD"].map((p) => new Decimal(service[p]?.[0] ?? NaN).plus(service[p]?.[1] ?? NaN).div(2).toNumber()));
    expect(Math.max(...waits)).toBeGreaterThan(50_000);
    expect(sentTo("/v2/rates/find")).toHaveLength(2);
  });

  it("#N/A with the reason when the service cannot be reached", async () => {
    const closed = await listen(createServer());
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    setSharedClient(createClient({ baseUrl: `http://127.0.0.1:${port}`, loginId: DEMO_USER.loginId, apiKey: DEMO_USER.apiKey, rateBudget: false, retry: { maxRetries: 0 } }));
    const cell = await evaluate("RATE", "EURGBP");
    expect(cell).toEqual(expect.objectContaining({ code: "#N/A", message: expect.stringMatching(/^Cannot reach the FX Desk service: /) }));
  });

  it("#N/A within the time bound when the service does not answer", async () => {
    // Accepts connections and never answers.
    const hanging = await listen(createServer(() => undefined));
    try {
      const port = (hanging.address() as AddressInfo).port;
      setSharedClient(createClient({ baseUrl: `http://127.0.0.1:${port}`, loginId: DEMO_USER.loginId, apiKey: DEMO_USER.apiKey, rateBudget: false, timeoutMs: 1_000, retry: { maxRetries: 0 } }));
      configureFunctions({ timeoutMs: 300 });
      // Without the bound these cells would stay busy past the test's own timeout.
      const cells = await Promise.all([evaluate("RATE", "EURGBP"), evaluate("QUOTE", "EUR", "GBP", 10), evaluate("BALANCE", "EUR")]);
      for (const cell of cells) expect(cell).toEqual(cellError("#N/A", "No answer from the FX Desk service within 0.3 s — recalculate to try again"));
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});

describe("FX.RATE.LIVE", () => {
  it("streams the service's rate; cells of one interval share one request; pause, resume and cancel", async () => {
    const cells = [stream<number>("RATE.LIVE", "EURGBP", "bid", 5), stream<number>("RATE.LIVE", "GBPEUR", null, 5), stream<number>("RATE.LIVE", "EURGBP", "offer", 5)];
    await Promise.all(cells.map((cell) => cell.resultCount(1)));
    expect(sentTo("/v2/rates/find")).toHaveLength(1);
    const service = await serviceRates(["EURGBP", "GBPEUR"]);
    expect(cells.map((cell) => cell.latest)).toEqual([
      Number(service.EURGBP?.[0]),
      new Decimal(service.GBPEUR?.[0] ?? NaN).plus(service.GBPEUR?.[1] ?? NaN).div(2).toNumber(),
      Number(service.EURGBP?.[1]),
    ]);
    expect(functionState().live.activeTimers).toBe(1);

    pauseLive();
    expect(functionState().live.activeTimers).toBe(0);
    resumeLive();
    await Promise.all(cells.map((cell) => cell.resultCount(2)));
    // A resume refreshes every cell at once, still in one request.
    expect(sentTo("/v2/rates/find")).toHaveLength(2);

    for (const cell of cells) cell.cancel();
    expect(functionState().live.activeTimers).toBe(0);
    expect(functionState().live.subscriberCount).toBe(0);
  });

  it("after a refused key, a 100-cell recalculation and a running live cell cost one login attempt, and the live cell stops", async () => {
    setSharedClient(createClient({ baseUrl: demoService.url, loginId: DEMO_USER.loginId, apiKey: "0".repeat(64), rateBudget: false }));
    demoService.state.counters.reset();
    const live = stream<number>("RATE.LIVE", "EURGBP", null, 5);
    const pairs = ["EUR", "GBP", "USD", "JPY", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK"].flatMap((base) =>
      ["EUR", "GBP", "USD", "JPY", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK"].filter((quote) => quote !== base).map((quote) => `${base}${quote}`),
    );
    const cells = await Promise.all(pairs.slice(0, 100).map((pair) => evaluate("RATE", pair)));
    await live.resultCount(1);
    const again = await Promise.all(pairs.slice(0, 20).map((pair) => evaluate("BALANCE", pair.slice(0, 3))));

    expect(cells.every((cell) => isFakeCellError(cell) && cell.code === "#N/A")).toBe(true);
    expect(again.every((cell) => isFakeCellError(cell) && cell.code === "#N/A")).toBe(true);
    expect(live.latest).toEqual(expect.objectContaining({ code: "#N/A" }));
    expect(demoService.state.counters.snapshot()["POST /v2/authenticate/api"]).toBe(1);
    expect(functionState().live.activeTimers).toBe(0);
    live.cancel();
  });

  it("a cell Excel cancels before the functions have loaded starts no updates and sends nothing", async () => {
    sent.length = 0;
    const cell = stream<number>("RATE.LIVE", "EURGBP", null, 5);
    cell.cancel();
    // The load settles within a turn of the event loop (functions.ts imports the bodies at the first call).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(functionState().live.subscriberCount).toBe(0);
    expect(functionState().live.activeTimers).toBe(0);
    expect(cell.results).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("refuses a bad interval with #VALUE!", async () => {
    const cell = stream<number>("RATE.LIVE", "EURGBP", null, 1);
    // The first result comes once the functions' bodies are loaded (functions.ts loads them at the first call).
    await cell.resultCount(1);
    expect(cell.latest).toEqual(cellError("#VALUE!", "Seconds: is 1; it must be between 5 and 3600 seconds"));
  });
});

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
