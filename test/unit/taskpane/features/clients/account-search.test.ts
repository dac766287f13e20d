/** What the Clients search asks accounts find for: the value chosen, spelled as the service stores it. */
import { describe, expect, it } from "@jest/globals";
import { accountSearch } from "../../../../../src/taskpane/features/clients/account-search";

describe("accountSearch", () => {
  it.each([
    ["account_name", "  Harbour Ltd ", { account_name: "Harbour Ltd" }, "name “Harbour Ltd”"],
    ["country", "gb", { country: "GB" }, "country “GB”"],
    ["status", "Enabled no trading", { status: "enabled_no_trading" }, "status “enabled_no_trading”"],
    ["your_reference", "HB-1", { your_reference: "HB-1" }, "your reference “HB-1”"],
  ] as const)("%s %j → %j", (field, text, filters, description) => {
    expect(accountSearch(field, text)).toEqual({ filters, description });
  });

  it("asks for every sub-account when nothing is typed", () => {
    expect(accountSearch("city", "  ")).toEqual({ filters: {}, description: "" });
  });
});
