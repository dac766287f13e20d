/**
 * The Acting as column by name (issue 39 point 8): a payment row naming a client — its sub-account's name, its
 * contact's e-mail or name — is booked on behalf of that client's contact; a name two clients share holds the row
 * naming both and sends nothing; and a check looks each distinct value up once, whatever the rows. The sub-accounts
 * and contacts are made over HTTP; what reached the demo service is counted and read back.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { DemoServer } from "../../../src/demo-service/server";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, subAccount } from "../../support/demo-data";
import { call, login } from "../../support/demo-http";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { beneficiaryKind } from "../../../src/jobs/kinds/beneficiary";
import { conversionKind } from "../../../src/jobs/kinds/conversion";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const HEADERS = [...PAYMENT_HEADERS, "Acting as"];

/** The requests a check sends to name accounts and contacts, as the demo service counted them. */
const LOOKUP_ROUTES = ["GET /v2/accounts/current", "POST /v2/accounts/find", "GET /v2/accounts/find", "POST /v2/contacts/find", "GET /v2/contacts/find", "GET /v2/contacts/:id"];

describe("a row's Acting as cell by name", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let harbour: { accountId: string; contactId: string };
  let twins: { contactId: string; email: string }[];
  let clients: { contactId: string }[];

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    const token = await login(demoService);
    harbour = await subAccount(demoService, token, "Société Harbour");
    await createEurBeneficiary(client, "Harbour Supplier", harbour.contactId);
    // Two clients under one name, each with a contact of its own.
    twins = [];
    for (const email of ["ann@twin-one.example", "bob@twin-two.example"]) {
      const account = await call(demoService, "POST", "/v2/accounts/create", { account_name: "Twin Trading", legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB", postal_code: "E1 6AN" }, { token });
      const contact = await call(demoService, "POST", "/v2/contacts/create", { account_id: account.body.id, first_name: email.slice(0, 3), last_name: "Twin", email_address: email, phone_number: "+44 20 1234 5678" }, { token });
      twins.push({ contactId: contact.body.id, email });
      await createEurBeneficiary(client, "Twin Supplier", contact.body.id);
    }
    clients = [];
    for (const name of ["Alpha Ltd", "Bravo Ltd", "Charlie Ltd"]) {
      const made = await subAccount(demoService, token, name);
      await createEurBeneficiary(client, "Supplier", made.contactId);
      clients.push(made);
    }
  });

  const paymentsWithReference = (reference: string) => Object.values(demoService.state.data.payments).map((stored) => stored.wire).filter((payment) => payment.reference === reference);

  it("books a payment on behalf of the contact of the client the row names, any case and accents", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", HEADERS, [["Harbour Supplier", "125.00", "EUR", "HARBOUR-1", "Invoice", "  societe   HARBOUR "]]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows.map((plan) => plan.state)).toEqual(["ready"]);
    await job.run(job.confirm());

    const [payment] = paymentsWithReference("HARBOUR-1");
    // The create carried on_behalf_of: the service made it as the client's contact, paid by the client's account.
    expect(payment).toMatchObject({ creator_contact_id: harbour.contactId, payer_id: harbour.accountId });
    expect(await columnValues(workbook, "Pay", "FX acting as")).toEqual(["Sam Société Harbour — Société Harbour"]);
  });

  it("holds a row whose name two clients share, naming both contacts, and sends no payment", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Twins", HEADERS, [["Twin Supplier", "80.00", "EUR", "TWIN-1", "Invoice", "twin trading"]]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await job.writeNotices();
    const [message] = await columnValues(workbook, "Twins", "FX message");
    expect(message).toBe(
      'Acting as: "twin trading" names 2 contacts (ann Twin — Twin Trading (ann@twin-one.example); bob Twin — Twin Trading (bob@twin-two.example)) — type the e-mail of the one to act as',
    );
    await job.run(job.confirm());
    expect(demoService.state.counters.snapshot()["POST /v2/payments/create"]).toBeUndefined();
    expect(paymentsWithReference("TWIN-1")).toEqual([]);

    // Its e-mail names one of them: that row is booked for that contact.
    workbook.setValues("Twins", "F2", [["Bob@Twin-Two.example"]]);
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await again.run(again.confirm());
    expect(paymentsWithReference("TWIN-1").map((payment) => payment.creator_contact_id)).toEqual([twins[1]!.contactId]);
  });

  it("looks each distinct value up once: a 100-row check naming 3 clients three ways reads the accounts and contacts once", async () => {
    const workbook = new MemoryWorkbook();
    const named = ["alpha ltd", "bravoltd@example.com", "Sam Charlie Ltd"];
    loadSheet(workbook, "Hundred", HEADERS, Array.from({ length: 100 }, (_, i) => ["Supplier", `${10 + i}.00`, "EUR", `H-${i + 1}`, "Invoice", named[i % 3]!]));
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const asked = demoService.state.counters.snapshot();

    expect(job.rows.filter((plan) => plan.state === "ready").map((plan) => plan.state === "ready" && plan.order.actingAs)).toEqual(
      Array.from({ length: 100 }, (_, i) => clients[i % 3]!.contactId),
    );
    // The signed-in account and one page each of accounts and contacts; no contact read alone (the account names
    // and the fee look-ups take the contacts the listing brought).
    const lookups = Object.fromEntries(LOOKUP_ROUTES.flatMap((route) => (asked[route] === undefined ? [] : [[route, asked[route]]])));
    expect(lookups).toEqual({ "GET /v2/accounts/current": 1, "POST /v2/accounts/find": 1, "POST /v2/contacts/find": 1 });
  });

  it("names the client the same way for conversions and beneficiaries: booked and created on behalf of its contact", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Convert", ["Buy", "Sell", "Amount", "Fixed side", "Reason", "Acting as"], [["USD", "EUR", "300", "buy", "Stock", "Sam Société Harbour"]]);
    loadSheet(workbook, "Payees", ["Payee", "CCY", "IBAN", "Entity type", "Acting as"], [["Harbour Landlord", "EUR", "DE89370400440532013000", "company", "socitharbour@example.com"]]);
    const ctx = jobContext(client, workbook);
    const conversions = await prepareJob(ctx, await readOrders(ctx, conversionKind, { source: { from: "table", sheet: "Convert" } }));
    await conversions.run(conversions.confirm());
    const payees = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind, { source: { from: "table", sheet: "Payees" } }));
    await payees.run(payees.confirm());

    const [key] = await columnValues(workbook, "Convert", "FX key");
    const conversion = Object.values(demoService.state.data.conversions).find((made) => made.unique_request_id === key);
    expect(conversion).toMatchObject({ creator_contact_id: harbour.contactId, account_id: harbour.accountId });
    const payee = Object.values(demoService.state.data.beneficiaries).find((stored) => stored.wire.name === "Harbour Landlord");
    expect(payee?.wire).toMatchObject({ creator_contact_id: harbour.contactId });
  });
});
