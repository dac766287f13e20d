/**
 * 5,000 sub-accounts through the shared paged list over accounts find, as the Clients tab builds it: the first page
 * says how many there are, and row 4,000 is reached by asking for its page alone.
 */
import { describe, expect, it } from "@jest/globals";
import type { Account } from "../../../../src/api/schemas";
import { FindPages } from "../../../../src/taskpane/components/find-pages";
import { withDemoService } from "../../../support/with-demo-service";

const h = withDemoService();

describe("the Clients list over 5,000 sub-accounts", () => {
  it("is as long as every match and reaches any row by its page", async () => {
    const first = await h.client.core.accounts.create({ account_name: "Client 0000", legal_entity_type: "company", street: "1 A St", city: "Leeds", country: "GB" });
    const template = h.demoService.state.data.accounts[first.id]!;
    for (let index = 1; index < 5000; index++) {
      const id = `${first.id.slice(0, 24)}${index.toString(16).padStart(12, "0")}`;
      h.demoService.state.data.accounts[id] = { ...template, wire: { ...template.wire, id, account_name: `Client ${String(index).padStart(4, "0")}` } };
    }
    const asked: number[] = [];
    const pages = new FindPages<Account>(async (paging, options) => {
      asked.push(paging.page);
      const result = await h.client.core.accounts.find({ ...paging, city: "Leeds", order: "account_name", order_asc_desc: "asc" }, options);
      return { items: result.accounts, pagination: result.pagination };
    }, {});
    await pages.show(0, 1);
    expect(pages.snapshot().total).toBe(5000);
    await pages.show(4000, 4010);
    expect(asked).toEqual([1, 41]);
    expect(pages.at(4000)?.account_name).toBe("Client 4000");
    expect(pages.at(4009)?.account_name).toBe("Client 4009");
  });
});
