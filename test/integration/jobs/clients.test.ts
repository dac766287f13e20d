/**
 * Bulk onboarding of clients from rows (the client kind) against the demo service: one row = a sub-account and its
 * first contact, found again by your reference so a re-run, a copy of the rows and a resumed run never create one twice.
 */
import { describe, expect, it } from "@jest/globals";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { Crash } from "./crash";
import { demoClient, jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { clientKind } from "../../../src/jobs/kinds/client";

const HEADERS = ["Client reference", "Client name", "Entity type", "Street", "City", "Country", "Postcode", "State", "First name", "Last name", "Email", "Phone", "Time zone", "DOB"];
type Row = (string | number)[];

/** `count` valid rows named by `prefix`: companies in GB, every third an individual in the US (state, postcode, date of birth). */
function goodRows(prefix: string, count = 6): Row[] {
  return Array.from({ length: count }, (_, i): Row =>
    i % 3 === 2
      ? [`${prefix}-${i}`, `${prefix} Person ${i}`, "individual", "5 Main St", "Austin", "US", "78701", "TX", "Sam", `Doe${i}`, `${prefix.toLowerCase()}${i}@client.example`, "512 555 0100", "America/Chicago", "1985-06-15"]
      : [`${prefix}-${i}`, `${prefix} Trading ${i}`, "Company", "1 Quay St", "Bristol", "gb", "BS1 4DJ", "", "Ada", `Lovelace${i}`, `${prefix.toLowerCase()}${i}@client.example`, "0117 496 0000", "Europe/London", ""],
  );
}

describe("bulk onboarding clients from rows", () => {
  let demoService: DemoServer;
  withDemoService({ perTest: true }, (demo) => ({ demoService } = demo));

  const accounts = (prefix: string) => Object.values(demoService.state.data.accounts).filter((stored) => stored.wire.your_reference?.startsWith(`${prefix}-`));
  const contactsOf = (accountId: string) => Object.values(demoService.state.data.contacts).filter((contact) => contact.account_id === accountId);
  const count = (route: string) => demoService.state.counters.snapshot()[route] ?? 0;

  it("creates each good row's sub-account and contact, tells the bad rows by their columns, and a re-run creates none", async () => {
    const workbook = new MemoryWorkbook();
    const bad: Row[] = [
      ["A-bad1", "No Country Ltd", "company", "1 A St", "Leeds", "", "", "", "Bo", "Smith", "bo@client.example", "+44", "", ""],
      ["A-bad2", "Texan Co", "company", "1 A St", "Dallas", "US", "", "", "Al", "Jones", "not-an-email", "+1", "Mars", ""],
      ["A-0", "Same Reference Ltd", "company", "1 A St", "Leeds", "GB", "", "", "Cy", "Twice", "cy@client.example", "+44", "", ""],
    ];
    loadSheet(workbook, "Clients", HEADERS, [...goodRows("A"), ...bad]);
    const ctx = jobContext(demoClient(demoService), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, clientKind));
    expect(job.preview).toEqual({ toCreate: 6, contactOnly: 0, alreadyExisting: 0, invalid: 3 });
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm());
    expect([outcome.booked, outcome.failed]).toEqual([6, 0]);
    expect([count("POST /v2/accounts/create"), count("POST /v2/contacts/create")]).toEqual([6, 6]);
    expect(accounts("A")).toHaveLength(6);
    for (const stored of accounts("A")) expect(contactsOf(stored.wire.id)).toHaveLength(1);
    const person = accounts("A").find((stored) => stored.wire.your_reference === "A-2")!.wire;
    expect([person.legal_entity_type, person.state_or_province, contactsOf(person.id)[0]?.date_of_birth, contactsOf(person.id)[0]?.timezone]).toEqual(["individual", "TX", "1985-06-15", "America/Chicago"]);

    const ids = await columnValues(workbook, "Clients", "FX id");
    const contactIds = await columnValues(workbook, "Clients", "FX contact id");
    const shortRefs = await columnValues(workbook, "Clients", "FX short ref");
    for (const [index, reference] of ["A-0", "A-1", "A-2", "A-3", "A-4", "A-5"].entries()) {
      const stored = accounts("A").find((entry) => entry.wire.your_reference === reference)!.wire;
      expect([ids[index], contactIds[index], shortRefs[index]]).toEqual([stored.id, contactsOf(stored.id)[0]!.id, stored.short_reference]);
    }
    const messages = (await columnValues(workbook, "Clients", "FX message")).map((value) => String(value ?? ""));
    expect(messages[6]).toBe("Country: is required — fill it in");
    expect(messages[7]).toContain("State: is required in US — fill it in");
    expect(messages[7]).toContain('Email: "not-an-email" is not an e-mail address');
    expect(messages[7]).toContain('Time zone: "Mars" is not a time zone name');
    expect(messages[8]).toBe('Client reference: row 2 already onboards "A-0" — give each client its own reference, or delete one of the two rows');

    // The same selection again: booked rows are skipped, nothing is created.
    demoService.state.counters.reset();
    const again = await prepareJob(ctx, await readOrders(ctx, clientKind));
    const confirmation = again.confirm();
    expect([confirmation.rowsToSend, confirmation.bookedBefore, confirmation.invalidRows]).toEqual([0, 6, 3]);
    await again.run(confirmation);
    // The row repeating A-0 under another name, its first row now booked, is refused by the service's record.
    expect(String((await columnValues(workbook, "Clients", "FX message"))[8])).toMatch(/^Client reference: "A-0" is already the reference of A Trading 0 \(\d{6}-\d{5}\) — give this client its own reference$/);
    expect([count("POST /v2/accounts/create"), count("POST /v2/contacts/create")]).toEqual([0, 0]);

    // The same rows on a fresh sheet, without results: each client is found by its reference.
    const fresh = new MemoryWorkbook();
    loadSheet(fresh, "Clients", HEADERS, goodRows("A"));
    const freshCtx = jobContext(demoClient(demoService), fresh);
    const copy = await prepareJob(freshCtx, await readOrders(freshCtx, clientKind));
    expect(copy.preview).toEqual({ toCreate: 0, contactOnly: 0, alreadyExisting: 6, invalid: 0 });
    const copyConfirmation = copy.confirm();
    expect([copyConfirmation.rowsToSend, copyConfirmation.existingRows]).toEqual([0, 6]);
    const copied = await copy.run(copyConfirmation);
    expect([copied.booked, copied.rows.filter((row) => row.result === "exists").length]).toEqual([0, 6]);
    expect([count("POST /v2/accounts/create"), count("POST /v2/contacts/create")]).toEqual([0, 0]);
    expect(await columnValues(fresh, "Clients", "FX id")).toEqual(ids.slice(0, 6));
    expect(await columnValues(fresh, "Clients", "FX result")).toEqual(Array(6).fill("Exists"));
  });

  it("shows a row whose client exists (found by your reference) as existing, with its id, and onboards only the new ones", async () => {
    const rows = goodRows("E", 4);
    const earlier = new MemoryWorkbook();
    loadSheet(earlier, "Clients", HEADERS, [rows[1] as Row]);
    const earlierCtx = jobContext(demoClient(demoService), earlier);
    const first = await prepareJob(earlierCtx, await readOrders(earlierCtx, clientKind));
    await first.run(first.confirm());
    const [existing] = accounts("E");
    if (existing === undefined) throw new Error("one client onboarded before");

    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Clients", HEADERS, rows);
    const ctx = jobContext(demoClient(demoService), workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, clientKind));
    expect(job.preview).toEqual({ toCreate: 3, contactOnly: 0, alreadyExisting: 1, invalid: 0 });
    expect(job.rows.map((plan) => (plan.state === "ready" ? plan.exists : plan.state))).toEqual([
      undefined,
      { id: existing.wire.id, name: `E Trading 1 (${existing.wire.short_reference})` },
      undefined,
      undefined,
    ]);
    const confirmation = job.confirm();
    expect([confirmation.rowsToSend, confirmation.existingRows]).toEqual([3, 1]);

    const outcome = await job.run(confirmation);
    expect([outcome.booked, outcome.failed]).toEqual([3, 0]);
    expect([count("POST /v2/accounts/create"), count("POST /v2/contacts/create")]).toEqual([3, 3]);
    expect(accounts("E")).toHaveLength(4);
    expect(await columnValues(workbook, "Clients", "FX result")).toEqual(["Created", "Exists", "Created", "Created"]);
    expect((await columnValues(workbook, "Clients", "FX id"))[1]).toBe(existing.wire.id);

    // Checked again, the existing row is done like the booked ones: never sent again.
    const again = await prepareJob(ctx, await readOrders(ctx, clientKind));
    expect(again.confirm()).toMatchObject({ rowsToSend: 0, existingRows: 0, bookedBefore: 4 });
  });

  it.each([1, 4, 6])("a run cut off after %i account creates, resumed, creates only the rest (a cut-off row gets only its contact)", async (k) => {
    const prefix = `K${k}`;
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Clients", HEADERS, goodRows(prefix));
    const crash = new Crash(k, "/v2/accounts/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook) });
    const first = await prepareJob(dying, await readOrders(dying, clientKind));
    await first.run(first.confirm(), { concurrency: 2, blockSize: 3, retry: { maxRetries: 1 } }).catch(() => undefined);
    expect(crash.crashed).toBe(true);
    const accountsBefore = accounts(prefix).length;
    const contactsBefore = accounts(prefix).filter((stored) => contactsOf(stored.wire.id).length > 0).length;
    expect(accountsBefore).toBeGreaterThanOrEqual(k);
    expect(contactsBefore).toBeLessThan(accountsBefore);

    demoService.state.counters.reset();
    const healthy = jobContext(demoClient(demoService), workbook);
    const resumed = await prepareJob(healthy, await readOrders(healthy, clientKind));
    const outcome = await resumed.run(resumed.confirm(), { concurrency: 2, blockSize: 3 });
    expect(outcome.failed).toBe(0);
    expect(count("POST /v2/accounts/create")).toBe(6 - accountsBefore);
    expect(count("POST /v2/contacts/create")).toBe(6 - contactsBefore);
    expect(accounts(prefix)).toHaveLength(6);
    for (const stored of accounts(prefix)) expect(contactsOf(stored.wire.id)).toHaveLength(1);
    expect(await columnValues(workbook, "Clients", "FX result")).toEqual(Array(6).fill("Created"));
  });

  it("creates clients for the house even while the pane acts for a client", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Clients", HEADERS, goodRows("H", 1));
    const client = demoClient(demoService);
    const other = await client.core.accounts.create({ account_name: "Other", legal_entity_type: "company", street: "1 A St", city: "Leeds", country: "GB" });
    const contact = await client.core.contacts.create({ account_id: other.id, first_name: "O", last_name: "Ther", email_address: "o@other.example", phone_number: "0113" });
    const ctx = { ...jobContext(client, workbook), defaultActingAs: contact.id };
    const job = await prepareJob(ctx, await readOrders(ctx, clientKind));
    expect((await job.run(job.confirm())).booked).toBe(1);
    expect(await columnValues(workbook, "Clients", "FX acting as")).toEqual([null]);
    expect(accounts("H")).toHaveLength(1);
  });

  it("refreshes each row's sub-account status: disabled since", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Clients", HEADERS, goodRows("S", 2));
    const client = demoClient(demoService);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, clientKind));
    await job.run(job.confirm());
    const [first] = await columnValues(workbook, "Clients", "FX id");
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await client.core.accounts.update(String(first), { status: "disabled" });
    const outcome = await refreshStatuses(ctx, clientKind, { from: "table", sheet: "Clients" });
    expect([outcome.refreshed, outcome.failed]).toEqual([2, 0]);
    expect(await columnValues(workbook, "Clients", "FX status")).toEqual(["Disabled", "Enabled"]);
  });
});
