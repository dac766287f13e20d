/** What the Clients search looks for: part of a name or reference over the loaded rows, or a whole value on the service. */
import { describe, expect, it } from "@jest/globals";
import { accountsCaption, accountSearch } from "../../../../../src/taskpane/features/clients/account-search";
import { matchesEveryWord } from "../../../../../src/taskpane/components/word-match";
import { searchScope } from "../../../../../src/taskpane/components/search-scope";

describe("accountSearch", () => {
  it.each([
    ["account_name", "  Harbour Ltd ", { account_name: "Harbour Ltd" }, "exact name “Harbour Ltd”"],
    ["country", "gb", { country: "GB" }, "country “GB”"],
    ["status", "Enabled no trading", { status: "enabled_no_trading" }, "status “enabled_no_trading”"],
    ["your_reference", "HB-1", { your_reference: "HB-1" }, "your reference “HB-1”"],
  ] as const)("%s %j → the service's find with %j", (field, text, filters, description) => {
    expect(accountSearch(field, text)).toEqual({ where: "service", filters, description });
  });

  it("matches part of a name or reference over the loaded rows by default", () => {
    expect(accountSearch("words", " Beta ")).toEqual({ where: "loaded", text: "Beta", description: "“Beta”" });
    expect(matchesEveryWord("Beta Imports Ltd 20260105-ABCDEF · BI-7 · enabled · GB", "beta")).toBe(true);
    expect(matchesEveryWord("Beta Imports Ltd 20260105-ABCDEF · BI-7 · enabled · GB", "imports bi-7")).toBe(true);
    expect(matchesEveryWord("Alpha Trading 20260105-ABCDEF · AT-1 · enabled · GB", "beta")).toBe(false);
  });

  it("asks for every sub-account when nothing is typed", () => {
    expect(accountSearch("city", "  ")).toEqual({ where: "service", filters: {}, description: "" });
    expect(accountSearch("words", "")).toEqual({ where: "service", filters: {}, description: "" });
  });
});

describe("the Clients captions", () => {
  it("counts matches in words", () => {
    expect(accountsCaption(undefined, accountSearch("words", "Beta"))).toBe("");
    expect(accountsCaption(3, accountSearch("words", ""))).toBe("3 accounts");
    expect(accountsCaption(1, accountSearch("words", "Beta"))).toBe("1 account matches “Beta”");
    expect(accountsCaption(0, accountSearch("words", "Beta"))).toBe("No account matches “Beta”.");
    expect(accountsCaption(1, accountSearch("your_reference", "HB-0001"))).toBe("1 account with your reference “HB-0001”");
  });

  it("says where the search looked", () => {
    const count = (rows: number) => `${rows} account${rows === 1 ? "" : "s"}`;
    expect(searchScope(accountSearch("country", "gb"), undefined, count)).toEqual({ text: "Searched on the service", partial: false });
    expect(searchScope(accountSearch("words", "Beta"), { total: 1, failure: undefined, searched: 4, of: 4 }, count)?.text).toBe("Searched all 4 accounts, loaded in the pane");
    expect(searchScope(accountSearch("words", "Beta"), { total: 1, failure: undefined, searched: 100, of: 140 }, count)).toEqual({
      text: "Searched the 100 loaded of 140 accounts; load all to search everything",
      partial: true,
    });
  });
});
