/**
 * Contacts from rows through the demo service (the kind added with the kind kit: its own files and one line in each
 * registry): each row adds its person to the account it names in words, under the row's key as your_reference; a
 * re-run adds no one twice; an account no one has is refused beside its row; Refresh statuses reads each contact.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Account } from "../../../src/api/schemas";
import type { KindJob, PreparedJob } from "../../../src/jobs";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { contactKind } from "../../../src/jobs/kinds/contact";

const HEADERS = ["Account", "First name", "Surname", "E-mail", "Phone"];

let demoService: DemoServer;
let client: FxDeskClient;
let acme: Account;

withDemoService(async (demo) => {
  ({ demoService, client } = demo);
  acme = await client.core.accounts.create({ account_name: "Acme Ltd", legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB" });
});

function contactJob(job: PreparedJob): KindJob<"contact"> {
  if (job.kind !== "contact") throw new Error("expected a contact job");
  return job;
}

/** The contacts the service holds of an account, by e-mail. */
const contactsOf = (accountId: string) =>
  Object.values(demoService.state.data.contacts)
    .filter((contact) => contact.account_id === accountId)
    .map((contact) => [contact.email_address, contact.first_name, contact.last_name, contact.your_reference]);

describe("adding contacts from rows", () => {
  it("adds each person to the account its row names, once, and refuses an account no one has", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "People", HEADERS, [
      ["Acme Ltd", "Grace", "Hopper", "grace@acme.example", "020 7946 0001"],
      [acme.short_reference, "Alan", "Turing", "alan@acme.example", "020 7946 0002"],
      ["Nobody Ltd", "Ada", "Lovelace", "ada@nobody.example", "020 7946 0003"],
    ]);
    const ctx = jobContext(client, workbook);

    const job = contactJob(await prepareJob(ctx, await readOrders(ctx, contactKind)));
    expect(job.rows.map((row) => row.state)).toEqual(["ready", "ready", "invalid"]);
    expect(job.preview.contacts).toEqual([
      { row: 1, name: "Grace Hopper", account: "Acme Ltd" },
      { row: 2, name: "Alan Turing", account: "Acme Ltd" },
    ]);
    expect((await job.run(job.confirm())).booked).toBe(2);

    // What reached the service: both people on Acme's account, each under its row's key.
    const keys = await columnValues(workbook, "People", "FX key");
    expect(contactsOf(acme.id)).toEqual(
      expect.arrayContaining([
        ["grace@acme.example", "Grace", "Hopper", keys[0]],
        ["alan@acme.example", "Alan", "Turing", keys[1]],
      ]),
    );
    expect(contactsOf(acme.id)).toHaveLength(2);
    // What the sheet shows.
    expect(await columnValues(workbook, "People", "FX result")).toEqual(["Created", "Created", "Invalid"]);
    expect(await columnValues(workbook, "People", "FX login id")).toEqual(["grace@acme.example", "alan@acme.example", null]);
    expect(String((await columnValues(workbook, "People", "FX message"))[2])).toMatch(/Account/);

    // A re-run finds both rows done and adds no one.
    const again = contactJob(await prepareJob(ctx, await readOrders(ctx, contactKind)));
    expect(again.rows.map((row) => row.state)).toEqual(["booked", "booked", "invalid"]);
    expect(contactsOf(acme.id)).toHaveLength(2);

    // Refresh statuses reads each contact again by its id.
    const refreshed = await refreshStatuses(ctx, contactKind, { from: "table", sheet: "People" });
    expect(refreshed).toMatchObject({ refreshed: 2, failed: 0 });
    expect((await columnValues(workbook, "People", "FX message")).slice(0, 2)).toEqual([expect.stringContaining("Grace Hopper"), expect.stringContaining("Alan Turing")]);
  });
});
