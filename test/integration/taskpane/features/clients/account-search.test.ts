/**
 * The Clients search against the demo service: its accounts find takes whole values, as the provider's
 * (docs/provider-api.md §4) — "Beta" finds nothing there —, so "Beta" is matched over the loaded sub-accounts, any
 * case, and finds Beta Imports.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../../src/api";
import type { Account } from "../../../../../src/api/schemas";
import type { DemoServer } from "../../../../../src/demo-service/server";
import { FindPages } from "../../../../../src/taskpane/components/find-pages";
import { LoadedMatches } from "../../../../../src/taskpane/components/loaded-matches";
import { accountDetails, accountSearch } from "../../../../../src/taskpane/features/clients/account-search";
import { subAccount } from "../../../../support/demo-data";
import { call, login } from "../../../../support/demo-http";
import { withDemoService } from "../../../../support/with-demo-service";

describe("searching sub-accounts", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let token: string;

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    token = await login(demoService);
    for (const name of ["Alpha Trading", "Beta Imports", "Gamma Betamax"]) await subAccount(demoService, token, name);
  });

  it("the service's find takes the whole name as stored: part of it, or another case, finds nothing there", async () => {
    const total = async (params: Record<string, string>) => {
      const answer = await call(demoService, "POST", "/v2/accounts/find", params, { token });
      expect(answer.status).toBe(200);
      return answer.body.accounts.map((account: Account) => account.account_name) as string[];
    };
    expect(await total({ account_name: "Beta Imports" })).toEqual(["Beta Imports"]);
    expect(await total({ account_name: "Beta" })).toEqual([]);
    expect(await total({ account_name: "beta imports" })).toEqual([]);
  });

  it("matches “beta” over the loaded sub-accounts, any case, part of a name", async () => {
    const search = accountSearch("words", "beta");
    if (search.where !== "loaded") throw new Error("a part of a name is searched over the loaded rows");
    const pages = new FindPages<Account>(async (paging, options) => {
      const result = await client.core.accounts.find({ ...paging, order: "account_name", order_asc_desc: "asc" }, options);
      return { items: result.accounts, pagination: result.pagination };
    }, {});
    const matches = new LoadedMatches<Account>(pages, search.text, (account) => `${account.account_name} ${accountDetails(account)}`);
    matches.subscribe(() => undefined);
    await pages.show(0, 10);
    const of = pages.snapshot().total ?? 0;
    expect(matches.snapshot()).toEqual({ total: 2, failure: undefined, searched: of, of });
    expect([matches.at(0)?.account_name, matches.at(1)?.account_name]).toEqual(["Beta Imports", "Gamma Betamax"]);
  });
});
