/**
 * The list's pages against the demo service: the total from the first page, any page reached directly in the
 * service's order by name, the search filters and the acting-as applied to every page; what the service's find
 * matches (whole values, as the provider's: docs/provider-api.md §4) and what the pane matches over the loaded pages.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../../src/api";
import type { DemoServer } from "../../../../../src/demo-service/server";
import { beneficiaryPages } from "../../../../../src/taskpane/features/beneficiaries/beneficiary-pages";
import { rowDetails } from "../../../../../src/taskpane/features/beneficiaries/row-details";
import { searchableText, searchFor, type BeneficiarySearch } from "../../../../../src/taskpane/features/beneficiaries/search-query";
import { LoadedMatches } from "../../../../../src/taskpane/components/loaded-matches";
import type { Beneficiary } from "../../../../../src/api/schemas";
import { createEurBeneficiary, GBP_BENEFICIARY, subAccount } from "../../../../support/demo-data";
import { call, login } from "../../../../support/demo-http";
import { withDemoService } from "../../../../support/with-demo-service";

const serviceFilters = (search: BeneficiarySearch) => (search.where === "service" ? search.filters : {});

describe("the beneficiaries list's pages on the demo service", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let contactId: string;

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    for (let index = 249; index >= 0; index--) await createEurBeneficiary(client, `Payee ${String(index).padStart(3, "0")}`);
    const token = await login(demoService);
    expect((await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(200);
    ({ contactId } = await subAccount(demoService, token, "Pages Client"));
    await createEurBeneficiary(client, "Client payee", contactId);
  });

  const find = () => (params: Parameters<FxDeskClient["core"]["beneficiaries"]["find"]>[0], options: Parameters<FxDeskClient["core"]["beneficiaries"]["find"]>[1]) =>
    client.core.beneficiaries.find(params, options);

  it("learns the total from the first page and reaches the last page directly, in order by name", async () => {
    const pages = beneficiaryPages(find(), serviceFilters(searchFor("")), {});
    await pages.show(0, 13);
    expect(pages.snapshot().total).toBe(251);
    expect(pages.at(0)?.name).toBe("Acme Ltd GBP");
    expect(pages.at(1)?.name).toBe("Payee 000");
    await pages.show(240, 251);
    expect(pages.at(250)?.name).toBe("Payee 249");
    expect(pages.at(150)).toBeUndefined();
  });

  it("asks the service for a currency typed any case, and applies it to every page", async () => {
    const byCurrency = beneficiaryPages(find(), serviceFilters(searchFor("gbp")), {});
    await byCurrency.show(0, 13);
    expect(byCurrency.snapshot().total).toBe(1);
    expect(byCurrency.at(0)?.name).toBe("Acme Ltd GBP");
  });

  it("the service's find takes whole values: part of a name, another case or the last digits of an account find nothing there", async () => {
    const token = await login(demoService);
    const total = async (params: Record<string, string>) => {
      const answer = await call(demoService, "POST", "/v2/beneficiaries/find", params, { token });
      expect(answer.status).toBe(200);
      return answer.body.pagination.total_entries as number;
    };
    expect(await total({ name: "Payee 123" })).toBe(1);
    expect(await total({ name: "Payee 12" })).toBe(0);
    expect(await total({ name: "payee 123" })).toBe(0);
    expect(await total({ account_number: "41926819" })).toBe(1);
    expect(await total({ account_number: "6819" })).toBe(0);
    expect(await total({ currency: "GBP" })).toBe(1);
  });

  it("matches part of a name, any case, and the last digits of an account over the loaded pages, saying how many were searched", async () => {
    const pages = beneficiaryPages(find(), {}, {});
    const search = searchFor("payee 12");
    if (search.where !== "loaded") throw new Error("a part of a name is searched over the loaded rows");
    const matches = new LoadedMatches<Beneficiary>(pages, search.text, (b) => searchableText(b, rowDetails(b)));
    const changes: number[] = [];
    matches.subscribe(() => changes.push(matches.snapshot().searched));
    await pages.show(0, 13);
    // Whom the rule finds: "payee" in the name and "12" in the name or in the last four of the IBAN the row shows.
    const expected = (all: Beneficiary[]) =>
      all.filter((b) => /payee/i.test(b.name) && (b.name.includes("12") || (b.iban ?? "").slice(-4).includes("12"))).map((b) => b.name);
    const firstPage = pages.loaded();
    expect(firstPage).toHaveLength(100);
    expect(matches.snapshot()).toEqual({ total: expected(firstPage).length, failure: undefined, searched: 100, of: 251 });
    expect(expected(firstPage)).toContain("Payee 012");
    expect(expected(firstPage)).not.toContain("Payee 120");
    await matches.loadAll();
    const all = pages.loaded();
    expect(all).toHaveLength(251);
    expect(matches.snapshot()).toEqual({ total: expected(all).length, failure: undefined, searched: 251, of: 251 });
    const found = Array.from({ length: matches.snapshot().total ?? 0 }, (_, index) => matches.at(index)?.name);
    expect(found).toEqual(expected(all));
    expect(found).toEqual(expect.arrayContaining(["Payee 012", "Payee 112", "Payee 120", "Payee 129", "Payee 212"]));
    expect(changes.at(-1)).toBe(251);

    const byDigits = new LoadedMatches<Beneficiary>(pages, "6819", (b) => searchableText(b, rowDetails(b)));
    expect(byDigits.snapshot().total).toBe(1);
    expect(byDigits.at(0)?.name).toBe("Acme Ltd GBP");
  });

  it("lists only the beneficiaries of the account acted for", async () => {
    const pages = beneficiaryPages(find(), {}, { onBehalfOf: contactId });
    await pages.show(0, 13);
    expect(pages.snapshot().total).toBe(1);
    expect(pages.at(0)?.name).toBe("Client payee");
  });
});
