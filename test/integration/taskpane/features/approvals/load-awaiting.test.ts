/**
 * What the Approvals list costs the service, and what it shows, for 50 payments awaiting authorisation: creators come
 * from one contacts find (not one get per creator), payees from one page of the account's beneficiaries (not one get
 * per payee), the person signed in from one contacts/current — four requests for the whole list, counted on the server.
 */
import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../../../src/api/schemas";
import { DEMO_APPROVER } from "../../../../../src/demo-service/demo-credentials";
import { loadAwaiting } from "../../../../../src/taskpane/features/approvals/load-awaiting";
import { createEurBeneficiary, subAccount } from "../../../../support/demo-data";
import { login } from "../../../../support/demo-http";
import { withDemoService } from "../../../../support/with-demo-service";

const PAYMENTS = 50;
const PAYEES = 10;

describe("loading the payments awaiting authorisation", () => {
  const demo = withDemoService({ perTest: true, service: { approvalWorkflow: true } });

  async function book(count: number, payees: readonly Beneficiary[], onBehalfOf?: string) {
    for (let index = 0; index < count; index++) {
      const payee = payees[index % payees.length]!;
      await demo.client.core.payments.create(
        { currency: "EUR", beneficiary_id: payee.id, amount: `${100 + index}.25`, reason: `Invoice ${index + 1}`, reference: `INV-${index + 1}`, unique_request_id: `load-${onBehalfOf ?? "house"}-${index}` },
        { onBehalfOf },
      );
    }
  }

  it("50 payments of the house to 10 payees: 1 payments find, 1 contacts find, 1 contacts/current, 1 beneficiaries find", async () => {
    const payees = [];
    for (let index = 0; index < PAYEES; index++) payees.push(await createEurBeneficiary(demo.client, `Payee ${index + 1}`));
    await book(PAYMENTS, payees);
    const approver = demo.newClient({ loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey });
    await approver.session.signIn();
    demo.demoService.state.counters.reset();

    const loaded = await loadAwaiting(approver, { scope: "account", actingAs: undefined, houseAccountId: undefined, signal: new AbortController().signal });

    expect(demo.demoService.state.counters.snapshot()).toEqual({
      "GET /v2/payments/find": 1,
      "POST /v2/contacts/find": 1,
      "GET /v2/contacts/current": 1,
      "POST /v2/beneficiaries/find": 1,
    });
    expect(loaded.payments).toHaveLength(PAYMENTS);
    // Every payee with its bank details masked and its bank's country; every creator by name.
    const first = loaded.payments[0]!;
    const payee = payees.find((candidate) => candidate.id === first.beneficiary_id)!;
    expect(loaded.names.beneficiaries.get(first.beneficiary_id)).toEqual({ name: payee.name, account: `IBAN •••• ${payee.iban!.slice(-4)}`, bankCountry: "DE", details: expect.objectContaining({ id: first.beneficiary_id, iban: payee.iban }) });
    expect(loaded.names.beneficiaries.size).toBe(PAYEES);
    expect([...loaded.names.contacts.values()]).toEqual(["Demo Treasurer"]);
    // The approver is signed in: the maker's payments are not theirs.
    const me = await approver.core.contacts.current();
    expect(loaded.signedInContactId).toBe(me.id);
    expect(loaded.payments.every((payment) => payment.creator_contact_id !== me.id)).toBe(true);
  });

  it("the house and a client at once (scope all): still one find each, the client's payments naming its account", async () => {
    const harbour = await subAccount(demo.demoService, await login(demo.demoService), "Harbour");
    const housePayee = await createEurBeneficiary(demo.client, "House payee");
    const clientPayee = await createEurBeneficiary(demo.client, "Harbour payee", harbour.contactId);
    await book(3, [housePayee]);
    await book(2, [clientPayee], harbour.contactId);
    const houseAccountId = (await demo.client.core.accounts.current()).id;
    demo.demoService.state.counters.reset();

    const loaded = await loadAwaiting(demo.client, { scope: "all", actingAs: undefined, houseAccountId, signal: new AbortController().signal });

    expect(demo.demoService.state.counters.snapshot()).toEqual({
      "GET /v2/payments/find": 1,
      "POST /v2/contacts/find": 1,
      "GET /v2/contacts/current": 1,
      "POST /v2/beneficiaries/find": 1,
    });
    expect(loaded.payments).toHaveLength(5);
    expect([...loaded.names.beneficiaries.values()].map((shown) => shown.name).sort()).toEqual(["Harbour payee", "House payee"]);
    const housePayment = loaded.payments.find((payment) => payment.beneficiary_id === housePayee.id)!;
    expect(loaded.accounts.get(housePayment.id)?.actAs).toBeUndefined();
    const clientPayment = loaded.payments.find((payment) => payment.beneficiary_id === clientPayee.id)!;
    expect(loaded.accounts.get(clientPayment.id)).toEqual({ name: "Harbour", actAs: harbour.contactId });
    // The demo user created all five, as themself or on the client's behalf: their own contact id is known.
    expect(loaded.signedInContactId).toBe((await demo.client.core.contacts.current()).id);
  });
});
