/**
 * A payment check's progress over HTTP (issue 31): after the payees are found, the check still validates the payments,
 * prices them, checks purpose codes, payers, payee names and banks. Its progress goes through those steps in order
 * and says "done" only once the last request has reached the service; a cancel during the validation stops the check
 * there, before anything more is asked. The payee names and the banks are one step, and a row's are asked as soon as
 * validate has passed it, while the other rows are still being checked (issue 42).
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { checkPace, type CheckProgress } from "../../../src/jobs/engine/check-progress";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, germanIban } from "../../support/demo-data";
import { loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const HEADERS = [...PAYMENT_HEADERS, "Payment type", "IBAN", "BIC", "Bank country", "Acting as"];

/** Every request that reached the service so far. */
const requestsIn = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** An event in a few words: its step and rows, "balances" while the account-wide look-ups run, "done" at the end. */
const stage = (progress: CheckProgress) => (progress.done === true ? "done" : progress.finishing ? "balances" : `step ${progress.step?.number} of ${progress.step?.of}: ${progress.checked}/${progress.total}`);

/**
 * The client's core with every method call handed to `watch` ("resource.method" and what the call returned), which
 * returns what the caller gets.
 */
function watchedCore<T extends object>(core: T, watch: (call: string, answer: unknown, args: unknown[]) => unknown): T {
  const watched = Object.fromEntries(
    Object.entries(core).map(([resource, methods]) => [
      resource,
      Object.fromEntries(
        Object.entries(methods as Record<string, unknown>).map(([method, call]) => [
          method,
          typeof call !== "function" ? call : (...args: unknown[]) => watch(`${resource}.${method}`, (call as (...callArgs: unknown[]) => unknown).apply(methods, args), args),
        ]),
      ),
    ]),
  );
  return watched as T;
}

describe("a payment check's progress", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let contactId: string;

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    const account = await client.core.accounts.create({ account_name: "Orbit Trading Ltd", legal_entity_type: "company", street: "1 Orbit Way", city: "London", country: "GB", postal_code: "EC1A 1AA" });
    const contact = await client.core.contacts.create({ account_id: account.id, first_name: "Olive", last_name: "Orbit", email_address: "olive.progress@example.com", phone_number: "+44 20 0000 0000" });
    contactId = contact.id;
    await createEurBeneficiary(client, "Acme");
    await createEurBeneficiary(client, "Orbit Supplier", contactId);
  });

  const ACME = ["Acme", "100.00", "EUR", "INV-1", "Invoice", "regular", "", "", "", ""];
  const DELTA = ["Delta GmbH", "300.00", "EUR", "DEL-1", "Invoice", "priority", germanIban(9_000_321), "COBADEFFXXX", "DE", ""];

  function paymentSheet(rows: readonly (readonly string[])[]): MemoryWorkbook {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", HEADERS, rows);
    return workbook;
  }

  it("goes through every step in order and says done only after the last request reached the service", async () => {
    const workbook = paymentSheet([
      ACME,
      ["Orbit Supplier", "200.00", "EUR", "ORB-1", "Invoice", "", "", "", "", contactId],
      DELTA,
      ["Acme", "not an amount", "EUR", "INV-2", "Invoice", "", "", "", "", ""],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const seen: { progress: CheckProgress; counts: Record<string, number> }[] = [];
    await prepareJob(ctx, await readOrders(ctx, paymentKind), { signal: new AbortController().signal, onProgress: (progress) => seen.push({ progress, counts: demoService.state.counters.snapshot() }) });
    const final = demoService.state.counters.snapshot();

    // Row 5 is refused before anything is asked; the new payee's payment is not validated (it has no saved payee yet).
    expect(seen.map(({ progress }) => stage(progress))).toEqual([
      "step 1 of 6: 1/4",
      "step 2 of 6: 1/4",
      "step 3 of 6: 2/4",
      "step 4 of 6: 1/4",
      "step 5 of 6: 1/4",
      "step 6 of 6: 1/4",
      "balances",
      "done",
    ]);
    expect(seen.map(({ progress }) => progress.step?.doing)).toEqual([
      "finding the payees",
      "checking purpose codes and payers",
      "validating the payments with the service",
      "pricing the fees",
      "finding earlier funding conversions",
      "checking the payee names and banks",
      undefined,
      undefined,
    ]);
    // The bar only goes forward, and is full only once the rows are done.
    const paces = seen.map(({ progress }) => checkPace(progress));
    expect(paces.map((pace) => pace.done / pace.total)).toEqual([...paces.map((pace) => pace.done / pace.total)].sort((a, b) => a - b));
    expect(paces.slice(0, -2).every((pace) => pace.done < pace.total)).toBe(true);

    // Each step begins before its requests and ends before the next step's.
    const at = (step: number) => seen.find(({ progress }) => progress.step?.number === step)?.counts ?? {};
    expect(at(3)["POST /v2/payments/validate"]).toBeUndefined();
    expect(at(4)["POST /v2/payments/validate"]).toBe(final["POST /v2/payments/validate"]);
    expect(at(4)["GET /v2/payments/quote_payment_fee"]).toBeUndefined();
    expect(at(6)["GET /v2/payments/quote_payment_fee"]).toBe(final["GET /v2/payments/quote_payment_fee"]);
    // The payee names and banks are asked as validate passes each row (the test below), and all answered by the end
    // of the last step. The new payee's IBAN and BIC are looked up while finding the payees, to hold codes naming two
    // banks (issue 39); the review's lookups of the saved payees' banks come after, the BIC's answer shared.
    expect(at(3)["POST /v2/beneficiaries/account_verification"]).toBeUndefined();
    expect(at(2)["POST /v2/reference/bank_details/find"]).toBe(2);
    expect(at(3)["POST /v2/reference/bank_details/find"]).toBe(2);
    const balances = seen.find(({ progress }) => progress.finishing)?.counts ?? {};
    expect(balances["POST /v2/beneficiaries/account_verification"]).toBe(final["POST /v2/beneficiaries/account_verification"]);
    expect(balances["POST /v2/reference/bank_details/find"]).toBe(final["POST /v2/reference/bank_details/find"]);
    expect(final).toMatchObject({ "POST /v2/payments/validate": 2, "GET /v2/payments/quote_payment_fee": 3, "POST /v2/beneficiaries/account_verification": 2, "POST /v2/reference/bank_details/find": 4 });

    // The last event came after the last request: nothing reached the service once it said done.
    expect(seen.at(-1)?.progress).toMatchObject({ total: 4, checked: 4, done: true });
    expect(requestsIn(seen.at(-1)?.counts ?? {})).toBe(requestsIn(final));
    expect(seen.slice(0, -1).every(({ counts }) => requestsIn(counts) < requestsIn(final))).toBe(true);
  });

  it("asks a row's payee name and bank as soon as validate passes it, while another row is still being validated", async () => {
    const ORBIT = ["Orbit Supplier", "200.00", "EUR", "ORB-1", "Invoice", "", "", "", "", contactId];
    const workbook = paymentSheet([ACME, ORBIT]);
    // What the check asked of the service and what it was answered, in the order it happened.
    const events: string[] = [];
    let acmeAnswered: () => void = () => undefined;
    const acmeHandedOver = new Promise<void>((resolve) => (acmeAnswered = resolve));
    const ctx = jobContext(client, workbook, {
      now: () => demoService.clock.now(),
      cancellable: (signal) =>
        watchedCore(client.coreCancelledBy(signal), (call, answer, args) => {
          if (call !== "payments.validate") {
            if (call === "beneficiaries.verifyAccount" || call === "reference.bankDetails") events.push(`${call} asked`);
            return answer;
          }
          const whose = (args[1] as { onBehalfOf?: string } | undefined)?.onBehalfOf === contactId ? "Orbit" : "Acme";
          return (answer as Promise<unknown>).then(async (validated) => {
            if (whose === "Acme") acmeAnswered();
            else {
              // Orbit's answer is handed over only after Acme's, once the check has had a turn to act on Acme's.
              await acmeHandedOver;
              await new Promise((resolve) => setImmediate(resolve));
            }
            events.push(`${whose} validated`);
            return validated;
          });
        }),
    });
    demoService.state.counters.reset();
    await prepareJob(ctx, await readOrders(ctx, paymentKind), { signal: new AbortController().signal });

    // Nothing about a payee before its row passed validate; Acme's name and bank before Orbit's validation was answered
    // (asked one step after the other, they would follow it).
    expect(events.slice(0, events.indexOf("Acme validated"))).toEqual([]);
    const payeeQuestions = ["beneficiaries.verifyAccount asked", "reference.bankDetails asked"];
    expect(events.slice(events.indexOf("Acme validated") + 1, events.indexOf("Orbit validated")).sort()).toEqual(payeeQuestions);
    expect(events.slice(events.indexOf("Orbit validated") + 1).sort()).toEqual(payeeQuestions);
    // Still once per payee and per bank code: what reached the service.
    expect(demoService.state.counters.snapshot()).toMatchObject({ "POST /v2/payments/validate": 2, "POST /v2/beneficiaries/account_verification": 2, "POST /v2/reference/bank_details/find": 2 });
  });

  it("stops at a cancel during the validation: nothing more is asked, of the service or of the client", async () => {
    // One payment to validate, so no other validation is under way when the cancel comes.
    const workbook = paymentSheet([ACME, DELTA]);
    const cancel = new AbortController();
    const askedAfterCancel: string[] = [];
    let countsAtCancel: Record<string, number> = {};
    const ctx = jobContext(client, workbook, {
      now: () => demoService.clock.now(),
      // The check's api, watched: the cancel comes as the first validation is answered, and every call after it is noted.
      cancellable: (signal) =>
        watchedCore(client.coreCancelledBy(signal), (call, answer) => {
          if (cancel.signal.aborted) askedAfterCancel.push(call);
          if (call !== "payments.validate") return answer;
          return (answer as Promise<unknown>).then((validated) => {
            if (!cancel.signal.aborted) {
              countsAtCancel = demoService.state.counters.snapshot();
              cancel.abort(new Error("check cancelled"));
            }
            return validated;
          });
        }),
    });
    demoService.state.counters.reset();
    const seen: CheckProgress[] = [];
    const sheet = await readOrders(ctx, paymentKind);
    await expect(prepareJob(ctx, sheet, { signal: cancel.signal, onProgress: (progress) => seen.push(progress) })).rejects.toThrow("check cancelled");

    expect(countsAtCancel["POST /v2/payments/validate"]).toBe(1);
    expect(askedAfterCancel).toEqual([]);
    expect(demoService.state.counters.snapshot()).toEqual(countsAtCancel);
    expect(demoService.state.counters.snapshot()["GET /v2/payments/quote_payment_fee"]).toBeUndefined();
    // The progress stopped at the validation: it never said done.
    expect(seen.map((progress) => progress.step?.number)).toEqual([1, 2, 3]);
    expect(seen.some((progress) => progress.finishing || progress.done === true)).toBe(false);
  });
});
