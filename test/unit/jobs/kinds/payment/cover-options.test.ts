/** Which balances may cover a payment currency's shortfall, at about what cost, and what the needs count. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { needsAgainst, type AccountFunds } from "../../../../../src/jobs/engine/currency-needs";
import { coverOptions } from "../../../../../src/jobs/kinds/payment/cover-options";

const CLIENT = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
const decimals = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([currency, amount]) => [currency, new Decimal(amount)]));
const funds = (balances: Record<string, string>, committed: Record<string, string> = {}, converting: Record<string, string> = {}): AccountFunds => ({
  balances: decimals(balances),
  committed: decimals(committed),
  converting: decimals(converting),
});

describe("needs against available balances", () => {
  it("counts payments booked earlier and not yet settled against the balance", () => {
    const [eur] = needsAgainst([{ actingAs: undefined, currency: "EUR", amount: new Decimal("600.00") }], new Map([[undefined, funds({ EUR: "1000.00" }, { EUR: "450.00" })]]));
    expect(eur).toMatchObject({ rows: 1 });
    expect(eur!.balance.toFixed(2)).toBe("1000.00");
    expect(eur!.committed.toFixed(2)).toBe("450.00");
    expect(eur!.available.toFixed(2)).toBe("550.00");
    expect(eur!.shortfall.toFixed(2)).toBe("50.00");
  });

  it("counts what conversions awaiting funds sell from the balance too, beside unsettled payments", () => {
    const [gbp] = needsAgainst([{ actingAs: undefined, currency: "GBP", amount: new Decimal("2000.00") }], new Map([[undefined, funds({ GBP: "10000.00" }, { GBP: "500.00" }, { GBP: "8538.00" })]]));
    expect(gbp!.committed.toFixed(2)).toBe("500.00");
    expect(gbp!.converting.toFixed(2)).toBe("8538.00");
    expect(gbp!.available.toFixed(2)).toBe("962.00");
    expect(gbp!.shortfall.toFixed(2)).toBe("1038.00");
    expect(gbp!.beyondBalance).toEqual({ rows: [], amount: new Decimal("2000.00") });
  });

  it("offers a balance to cover a shortfall only for what its conversions awaiting funds leave of it", () => {
    const [eur] = needsAgainst([{ actingAs: undefined, currency: "EUR", amount: new Decimal("1000.00") }], new Map([[undefined, funds({ EUR: "0.00", USD: "1500.00" })]]));
    const rates = new Map([["EURUSD", new Decimal("1.1")]]);
    expect(coverOptions(eur!, [eur!], new Map([[undefined, funds({ EUR: "0.00", USD: "1500.00" })]]), rates).map((option) => option.available.toFixed(2))).toEqual(["1500.00"]);
    // Selling 400.00 USD in a conversion awaiting funds leaves 1,100.00: just what buying 1,000.00 EUR at 1.1 costs; a cent more sold and it cannot.
    expect(coverOptions(eur!, [eur!], new Map([[undefined, funds({ EUR: "0.00", USD: "1500.00" }, {}, { USD: "400.00" })]]), rates).map((option) => option.available.toFixed(2))).toEqual(["1100.00"]);
    expect(coverOptions(eur!, [eur!], new Map([[undefined, funds({ EUR: "0.00", USD: "1500.00" }, {}, { USD: "400.01" })]]), rates)).toEqual([]);
  });

  it("walks the rows in sheet order: those that fit what the rows above left are paid from the balance, the rest are beyond it", () => {
    const rows = [
      ["400.00", 3],
      ["700.00", 4],
      ["500.00", 6],
      ["100.00", 9],
    ] as const;
    const [eur] = needsAgainst(
      rows.map(([amount, row]) => ({ actingAs: undefined, currency: "EUR", amount: new Decimal(amount), row })),
      new Map([[undefined, funds({ EUR: "1000.00" })]]),
    );
    // 400 fits (600 left), 700 does not, 500 fits (100 left), 100 fits (0 left): only row 4 is beyond the balance.
    expect([eur!.shortfall.toFixed(2), eur!.beyondBalance.rows, eur!.beyondBalance.amount.toFixed(2)]).toEqual(["700.00", [4], "700.00"]);

    const [tight] = needsAgainst(
      [
        { actingAs: undefined, currency: "EUR", amount: new Decimal("600.00"), row: 0 },
        { actingAs: undefined, currency: "EUR", amount: new Decimal("600.00"), row: 1 },
      ],
      new Map([[undefined, funds({ EUR: "1000.00" })]]),
    );
    // 200 short, but a payment is paid wholly from the balance or from the conversion: the second row is bought whole.
    expect([tight!.shortfall.toFixed(2), tight!.beyondBalance.rows, tight!.beyondBalance.amount.toFixed(2)]).toEqual(["200.00", [1], "600.00"]);
  });

  it("keeps accounts apart: a sub-account's balance never covers the house account's payments", () => {
    const needs = needsAgainst(
      [
        { actingAs: undefined, currency: "EUR", amount: new Decimal("10.00") },
        { actingAs: CLIENT, currency: "EUR", amount: new Decimal("10.00") },
      ],
      new Map([[CLIENT, funds({ EUR: "100.00" })]]),
    );
    expect(needs.map((need) => [need.actingAs, need.shortfall.toFixed(2)])).toEqual([
      [undefined, "10.00"],
      [CLIENT, "0.00"],
    ]);
  });
});

describe("cover options", () => {
  const rates = new Map([
    ["EURUSD", new Decimal("1.1")],
    ["EURGBP", new Decimal("0.9")],
    ["EURJPY", new Decimal("160")],
  ]);

  it("offers only balances that can pay the estimated sell amount, after their own payments and commitments", () => {
    const house = funds({ EUR: "100.00", USD: "1000.00", GBP: "500.00", JPY: "1000" }, { USD: "300.00" });
    const needs = needsAgainst(
      [
        { actingAs: undefined, currency: "EUR", amount: new Decimal("600.00") },
        { actingAs: undefined, currency: "GBP", amount: new Decimal("100.00") },
      ],
      new Map([[undefined, house]]),
    );
    const eur = needs.find((need) => need.currency === "EUR")!;
    const options = coverOptions(eur, needs, new Map([[undefined, house]]), rates);
    // 500 EUR short, but the one 600 EUR row is beyond the 100 EUR balance, so the conversion buys 600: USD needs 660
    // of 700 available; GBP needs 540 of 400 left after the rows' own 100 GBP: refused; JPY needs 96,000 of 1,000:
    // refused. EUR itself is never offered.
    expect(options.map((option) => [option.sellCurrency, option.sellAmount.toFixed(2), option.available.toFixed(2), option.rate.toFixed()])).toEqual([["USD", "660.00", "700.00", "1.1"]]);
  });

  it("rounds the estimate to the sell currency's minor units and lists the balance it strains least first", () => {
    const house = funds({ USD: "100000.00", GBP: "1000.00" });
    const [need] = needsAgainst([{ actingAs: undefined, currency: "EUR", amount: new Decimal("333.33") }], new Map([[undefined, house]]));
    const options = coverOptions(need!, [need!], new Map([[undefined, house]]), new Map([["EURUSD", new Decimal("1.08573")], ["EURGBP", new Decimal("0.86")]]));
    expect(options.map((option) => [option.sellCurrency, option.sellAmount.toFixed()])).toEqual([
      ["USD", "361.91"],
      ["GBP", "286.66"],
    ]);
  });

  it("offers nothing for a covered currency or a pair the service does not quote", () => {
    const house = funds({ EUR: "1000.00", NOK: "1000000.00" });
    const [covered] = needsAgainst([{ actingAs: undefined, currency: "EUR", amount: new Decimal("10.00") }], new Map([[undefined, house]]));
    expect(coverOptions(covered!, [covered!], new Map([[undefined, house]]), rates)).toEqual([]);
    const [short] = needsAgainst([{ actingAs: undefined, currency: "EUR", amount: new Decimal("5000.00") }], new Map([[undefined, house]]));
    expect(coverOptions(short!, [short!], new Map([[undefined, house]]), rates)).toEqual([]);
  });
});
