/**
 * The list's pages against the demo service: the total from the first page, any page reached directly in the
 * service's order by name, the search filters and the acting-as applied to every page.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../../src/api";
import type { SimServer } from "../../../../../src/sim/server";
import { beneficiaryPages } from "../../../../../src/taskpane/features/beneficiaries/beneficiary-pages";
import { searchFor } from "../../../../../src/taskpane/features/beneficiaries/search-query";
import { createEurBeneficiary, GBP_BENEFICIARY, subAccount } from "../../../../support/demo-data";
import { call, login } from "../../../../support/demo-http";
import { withDemoService } from "../../../../support/with-demo-service";

describe("the beneficiaries list's pages on the demo service", () => {
  let sim: SimServer;
  let client: FxDeskClient;
  let contactId: string;

  withDemoService(async (demo) => {
    ({ sim, client } = demo);
    for (let index = 249; index >= 0; index--) await createEurBeneficiary(client, `Payee ${String(index).padStart(3, "0")}`);
    const token = await login(sim);
    expect((await call(sim, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(200);
    ({ contactId } = await subAccount(sim, token, "Pages Client"));
    await createEurBeneficiary(client, "Client payee", contactId);
  });

  const find = () => (params: Parameters<FxDeskClient["core"]["beneficiaries"]["find"]>[0], options: Parameters<FxDeskClient["core"]["beneficiaries"]["find"]>[1]) =>
    client.core.beneficiaries.find(params, options);

  it("learns the total from the first page and reaches the last page directly, in order by name", async () => {
    const pages = beneficiaryPages(find(), searchFor("").filters, {});
    await pages.show(0, 13);
    expect(pages.snapshot().total).toBe(251);
    expect(pages.at(0)?.name).toBe("Acme Ltd GBP");
    expect(pages.at(1)?.name).toBe("Payee 000");
    await pages.show(240, 251);
    expect(pages.at(250)?.name).toBe("Payee 249");
    expect(pages.at(150)).toBeUndefined();
  });

  it("applies the search to every page", async () => {
    const byCurrency = beneficiaryPages(find(), searchFor("GBP").filters, {});
    await byCurrency.show(0, 13);
    expect(byCurrency.snapshot().total).toBe(1);
    expect(byCurrency.at(0)?.name).toBe("Acme Ltd GBP");

    const byName = beneficiaryPages(find(), searchFor("Payee 123").filters, {});
    await byName.show(0, 13);
    expect(byName.snapshot().total).toBe(1);
    const byAccount = beneficiaryPages(find(), searchFor("41926819").filters, {});
    await byAccount.show(0, 13);
    expect(byAccount.at(0)?.name).toBe("Acme Ltd GBP");
  });

  it("lists only the beneficiaries of the account acted for", async () => {
    const pages = beneficiaryPages(find(), {}, { onBehalfOf: contactId });
    await pages.show(0, 13);
    expect(pages.snapshot().total).toBe(1);
    expect(pages.at(0)?.name).toBe("Client payee");
  });
});
