/**
 * The balances views as sheet blocks: header lines that tell the two views apart, amounts in their currency's format,
 * "as at" in the lead line, the reporting-currency total last with its rates' time and what it leaves out.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { balancesBlock } from "../../../../src/jobs/blocks/balances-block";
import { convertTotals } from "../../../../src/jobs/blocks/reporting-total";

const AS_AT = { asAt: "2026-01-05T09:00:00.000Z" };

const lines = [
  { accountName: "Alpha Ltd", currency: "JPY", amount: new Decimal("150000"), updatedAt: "2026-01-05T09:00:00+00:00" },
  { accountName: "007 Holdings", currency: "BHD", amount: new Decimal("-1.5"), updatedAt: "2026-01-05T09:00:00+00:00" },
];

describe("balancesBlock", () => {
  it("writes the consolidated view account first, amounts in their currency's format, names as text", () => {
    const block = balancesBlock(lines, "consolidated", AS_AT);
    expect(block.columns).toEqual([
      { header: "Account", format: "@" },
      { header: "Currency", format: "@" },
      { header: "Balance" },
      { header: "Updated (UTC)", format: "yyyy-mm-dd hh:mm" },
    ]);
    expect(block.rows.map((row) => row.slice(0, 3))).toEqual([
      ["Alpha Ltd", "JPY", { value: 150000, format: "#,##0" }],
      ["007 Holdings", "BHD", { value: -1.5, format: "#,##0.000" }],
    ]);
  });

  it("gives the own view a header line of its own, so the two views are two blocks", () => {
    const own = balancesBlock(lines, "own", AS_AT).columns.map((column) => column.header);
    const consolidated = balancesBlock(lines, "consolidated", AS_AT).columns.map((column) => column.header);
    expect(own).toEqual(["Currency", "Balance", "Account", "Updated (UTC)"]);
    expect(own).not.toEqual(consolidated);
  });

  it("says when the balances stand, on the UTC clock, in its lead line", () => {
    expect(balancesBlock(lines, "own", AS_AT).lead).toEqual([["As at (UTC)", { utc: "2026-01-05T09:00:00.000Z" }]]);
  });

  it("ends with the reporting-currency total: indicative, its rates' time, the currencies left out named", () => {
    const ratesAt = Date.parse("2026-01-05T08:59:00Z");
    const totals = [
      { currency: "JPY", amount: new Decimal("150000") },
      { currency: "BHD", amount: new Decimal("-1.5") },
    ];
    const reporting = convertTotals(totals, "EUR", { JPYEUR: [new Decimal("0.0061"), new Decimal("0.0063")] }, ratesAt);
    const own = balancesBlock(lines, "own", { ...AS_AT, reporting });
    const consolidated = balancesBlock(lines, "consolidated", { ...AS_AT, reporting });

    const label = "Total in EUR at indicative mid rates of 2026-01-05 08:59 UTC (without BHD: no rate)";
    expect(own.rows.at(-1)).toEqual(["EUR", { value: 930, format: "#,##0.00" }, label, { utc: "2026-01-05T08:59:00.000Z" }]);
    expect(consolidated.rows.at(-1)).toEqual([label, "EUR", { value: 930, format: "#,##0.00" }, { utc: "2026-01-05T08:59:00.000Z" }]);
    expect(own.rows).toHaveLength(3);
  });
});
