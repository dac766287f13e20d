/**
 * Exporting the beneficiaries: every page of the search (for the acting-as) written as one block, found again by
 * its header line and rewritten in place by the next export, with the rows a shorter list no longer needs cleared.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../src/api";
import { exportBeneficiaries } from "../../../../src/jobs";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { createEurBeneficiary, GBP_BENEFICIARY, subAccount } from "../../../support/demo-data";
import { call, login } from "../../../support/demo-http";
import type { DemoServer } from "../../../../src/demo-service/server";
import { withDemoService } from "../../../support/with-demo-service";

describe("exporting the beneficiaries to a sheet", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService((demo) => ({ demoService, client } = demo));

  // 1,203 beneficiaries are created over HTTP first: seconds on a busy machine, so more than jest's default 5 s.
  it("writes every page, refreshes the same block in place, and clears what a shorter result no longer needs", async () => {
    for (let index = 0; index < 1203; index++) await createEurBeneficiary(client, `Payee ${String(index).padStart(4, "0")}`);
    const token = await login(demoService);
    expect((await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(200);
    const workbook = new MemoryWorkbook();
    workbook.setValues("Beneficiary list", "A1", [["Our payees, exported below"]]);

    const first = await exportBeneficiaries({ api: client.core, workbook }, {}, undefined);
    expect(first).toMatchObject({ refreshed: false, rows: 1204, address: "'Beneficiary list'!A3:G1207" });
    let table = await workbook.readTable("Beneficiary list", "A3:G1300");
    expect(table.headers).toEqual(["Beneficiary name", "Currency", "Bank country", "Account (last 4)", "Payment types", "Account holder", "Beneficiary id"]);
    expect(table.rows[0]?.values.slice(0, 5)).toEqual(["Acme Ltd GBP", "GBP", "GB", "Account •••• 6819", "Local"]);
    expect(table.rows[1203]?.values[0]).toBe("Payee 1202");

    const again = await exportBeneficiaries({ api: client.core, workbook }, { currency: "GBP" }, undefined);
    expect(again).toMatchObject({ refreshed: true, rows: 1, clearedRows: 1203, address: "'Beneficiary list'!A3:G4" });
    table = await workbook.readTable("Beneficiary list");
    expect(table.rows.map((row) => row.values[0])).toEqual([null, "Beneficiary name", "Acme Ltd GBP"]);
    expect(table.headers[0]).toBe("Our payees, exported below");
  });

  it("exports only the beneficiaries of the account acted for", async () => {
    const token = await login(demoService);
    const { contactId } = await subAccount(demoService, token, "Export Client");
    await createEurBeneficiary(client, "Client payee", contactId);
    const workbook = new MemoryWorkbook();
    await exportBeneficiaries({ api: client.core, workbook }, {}, contactId, "Client payees");
    const table = await workbook.readTable("Client payees");
    expect(table.rows.map((row) => row.values[0])).toEqual(["Client payee"]);
  });
});
