/** The balances views as sheet blocks: header lines that tell the two views apart, amounts in their currency's format. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { balancesBlock } from "../../../../src/jobs/blocks/balances-block";

const lines = [
  { accountName: "Alpha Ltd", currency: "JPY", amount: new Decimal("150000"), updatedAt: "2026-01-05T09:00:00+00:00" },
  { accountName: "007 Holdings", currency: "BHD", amount: new Decimal("-1.5"), updatedAt: "2026-01-05T09:00:00+00:00" },
];

describe("balancesBlock", () => {
  it("writes the consolidated view account first, amounts in their currency's format, names as text", () => {
    const block = balancesBlock(lines, "consolidated");
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
    const own = balancesBlock(lines, "own").columns.map((column) => column.header);
    const consolidated = balancesBlock(lines, "consolidated").columns.map((column) => column.header);
    expect(own).toEqual(["Currency", "Balance", "Account", "Updated (UTC)"]);
    expect(own).not.toEqual(consolidated);
  });
});
