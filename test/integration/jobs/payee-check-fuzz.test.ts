/**
 * Randomised, seeded: payment rows over saved payees whose name check answers a full match, a close match, no match,
 * the provider's "not switched on" refusal or a gateway's failure; a second user changing some payees at the service
 * between Check and Book (some back to what they were); the person's "continue anyway" and go-ahead given or not.
 * Whatever the draw, what reached the demo service never contains a payment whose payee differs from the details
 * last name-checked, nor one whose check was not a full match without a go-ahead recorded on the audit sheet — and
 * every row that may be paid is. A failure names its seed; FXDESK_PAYEE_CHECK_SEED reruns one seed alone.
 */
import { describe, expect, it } from "@jest/globals";
import { payeeCheckRequest } from "../../../src/domain";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { switchPayeeNameCheck } from "../../support/demo-admin";
import { jobContext } from "../../support/demo-client";
import { call, loginApprover } from "../../support/demo-http";
import { seededRandom } from "../../support/ledger-checks";
import { PayeeCheckGateway, type GatewayFailure } from "../../support/payee-check-gateway";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const FIRST_SEED = 39_000;
const SCENARIOS = 24;
const fromEnv = process.env.FXDESK_PAYEE_CHECK_SEED;
const SEEDS = fromEnv === undefined ? Array.from({ length: SCENARIOS }, (_, index) => FIRST_SEED + index) : [Number(fromEnv)];

/** A payee's bank details and name, and what the demo service's check answers for them (docs/demo-service.md "Payee name check"). */
interface Details {
  account: string;
  sortCode: string;
  company: string;
}

/** Contoso's account answers by name; any other account matches whatever name is asked. */
const CONTOSO = { account: "40308669", sortCode: "200605" };
const PLAIN = [
  { account: "41926819", sortCode: "601613" },
  { account: "31926819", sortCode: "601613" },
];
const CONTOSO_NAMES: Readonly<Record<string, string>> = { "Contoso Trading Ltd": "full_match", "Contoso Trading": "close_match", "Fabrikam Ltd": "no_match" };
const FAILURES: readonly GatewayFailure[] = ["bare 404", "bare 403", "500"];

function answerFor(details: Details): string {
  return details.account === CONTOSO.account ? (CONTOSO_NAMES[details.company] as string) : "full_match";
}

/** The check's fields as the client sends them, for details on the wire (a saved payee, or one drawn). */
function checkFields(payee: Parameters<typeof payeeCheckRequest>[0]): string {
  const request = payeeCheckRequest({ ...payee, payment_types: ["regular"] });
  if (request === undefined) return "no check";
  return JSON.stringify(Object.entries(request).filter(([, value]) => value !== undefined).sort(([a], [b]) => a.localeCompare(b)));
}

function sortedFields(fields: Record<string, string>): string {
  return JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
}

describe("randomised: no payment leaves for a payee other than the one checked, nor unchecked without a go-ahead", () => {
  const gateway = new PayeeCheckGateway();
  const demo = withDemoService({ client: { retry: { maxRetries: 1, initialDelayMs: 2, maxDelayMs: 20, rateLimitWindowMs: 1 } } });

  it.each(SEEDS)("seed %i", async (seed) => {
    const { demoService } = demo;
    demoService.state.reset();
    gateway.asked.length = 0;
    gateway.creates.length = 0;
    const client = demo.newClient({ fetch: gateway.fetch() });
    const random = seededRandom(seed);
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const log: string[] = [`seed ${seed}`];

    // The payees, each drawn with an answer of its own: by name at Contoso's account, a full match elsewhere.
    const payees = await Promise.all(
      Array.from({ length: 2 + Math.floor(random() * 3) }, async (_, index) => {
        const details: Details = random() < 0.6 ? { ...CONTOSO, company: pick(Object.keys(CONTOSO_NAMES)) } : { ...pick(PLAIN), company: `Payee ${index + 1} Ltd` };
        const failure = random() < 0.2 ? pick(FAILURES) : undefined;
        const saved = await client.core.beneficiaries.create({
          name: `Payee ${index + 1}`, bank_account_holder_name: details.company, bank_country: "GB", currency: "GBP", account_number: details.account,
          routing_code_type_1: "sort_code", routing_code_value_1: details.sortCode, beneficiary_entity_type: "company", beneficiary_company_name: details.company, payment_types: ["regular"],
        });
        return { name: `Payee ${index + 1}`, id: saved.id, details, failure };
      }),
    );
    const switchedOn = random() >= 0.25;
    await switchPayeeNameCheck(demoService, switchedOn);
    const failing = new Map(payees.flatMap((payee) => (payee.failure === undefined ? [] : [[`${payee.details.account}|${payee.details.company}`, payee.failure] as const])));
    gateway.failWith = (fields) => failing.get(`${fields.account_number}|${fields.beneficiary_company_name}`);

    const rows = Array.from({ length: 2 + Math.floor(random() * 7) }, (_, index) => ({ payee: pick(payees), reference: `S${seed}-R${index + 1}`, amount: `${10 + index}.00` }));
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, rows.map((row) => [row.payee.name, row.amount, "GBP", row.reference, "Invoice"]));
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const checked = gateway.asked.map((asked) => ({ fields: sortedFields(asked.fields), outcome: asked.outcome }));

    // A second user changes some payees at the service: another account, another name, or away and back again.
    const token = await loginApprover(demoService);
    const changed = new Set<string>();
    for (const payee of payees) {
      const roll = random();
      if (roll >= 0.45) continue;
      const other: Details =
        roll < 0.15
          ? { ...(payee.details.account === PLAIN[0]?.account ? PLAIN[1] : PLAIN[0]) as typeof CONTOSO, company: payee.details.company }
          : { ...payee.details, company: payee.details.company === "Fabrikam Ltd" ? "Contoso Trading Ltd" : "Fabrikam Ltd" };
      const update = async (to: Details) => {
        const answer = await call(demoService, "POST", `/v2/beneficiaries/${payee.id}`, { account_number: to.account, routing_code_value_1: to.sortCode, beneficiary_company_name: to.company, bank_account_holder_name: to.company }, { token });
        expect(answer.status).toBe(200);
      };
      await update(other);
      if (roll < 0.35) {
        changed.add(payee.id);
        log.push(`${payee.name} changed to ${JSON.stringify(other)}`);
      } else {
        await update(payee.details);
        log.push(`${payee.name} changed and changed back`);
      }
    }
    const choices = { acceptPayeeChecks: random() < 0.5, acceptUncheckedPayees: random() < 0.5 };
    log.push(`payees ${JSON.stringify(payees)}; switched on ${switchedOn}; choices ${JSON.stringify(choices)}`);
    await job.run(job.confirm(choices));

    // What reached the service: each payment's payee as the service holds it, against the checks asked at Check.
    const audit = await workbook.readTable(AUDIT_SHEET);
    const column = (header: string) => audit.headers.indexOf(header);
    const goAheads = new Map(
      audit.rows
        .filter((entry) => entry.values[column("Event")] === "payee checked" && entry.values[column("Signed in as")] === DEMO_USER.loginId)
        .flatMap((entry) => {
          const note = String(entry.values[column("Note")]);
          return note.endsWith("continued anyway") || note.includes("sent unchecked: the go-ahead was given") ? [[Number(entry.values[column("Row")]) - 2, note] as const] : [];
        }),
    );
    const payments = Object.values(demoService.state.data.payments);
    const paid = payments.map((stored) => {
      const payee = demoService.state.data.beneficiaries[stored.wire.beneficiary_id];
      const now = checkFields(payee?.wire as Parameters<typeof payeeCheckRequest>[0]);
      const check = checked.filter((asked) => asked.fields === now).at(-1);
      const row = rows.findIndex((candidate) => candidate.reference === stored.wire.reference);
      return { row, checkedAsPaid: check !== undefined, outcome: check?.outcome, goAhead: goAheads.get(row) };
    });
    const context = log.join("\n");
    expect({ context, unchecked: paid.filter((payment) => !payment.checkedAsPaid) }).toEqual({ context, unchecked: [] });
    expect({ context, withoutGoAhead: paid.filter((payment) => payment.outcome !== "full_match" && payment.goAhead === undefined) }).toEqual({ context, withoutGoAhead: [] });
    expect(gateway.creates).toHaveLength(payments.length);

    // And every row that may be paid is, and every other row says why it was not: its check, or its payee's change.
    const why = (payee: (typeof payees)[number]): string => {
      // The gateway stands in front of the service: its failure is what the client hears, switched on or not.
      if (payee.failure !== undefined && !choices.acceptPayeeChecks) return "could not be checked";
      if (payee.failure === undefined && !switchedOn && !choices.acceptUncheckedPayees) return "not switched on for this login";
      if (payee.failure === undefined && switchedOn && answerFor(payee.details) !== "full_match" && !choices.acceptPayeeChecks) return "check the payee's details, or continue anyway";
      return changed.has(payee.id) ? "not paid: the payee's bank details changed since the name check" : "";
    };
    const expected = rows.flatMap((row, index) => (why(row.payee) === "" ? [index] : []));
    expect({ context, paid: paid.map((payment) => payment.row).sort((a, b) => a - b) }).toEqual({ context, paid: expected });
    const messages = (await columnValues(workbook, "Pay", "FX message")).map(String);
    const unexplained = rows.flatMap((row, index) => (why(row.payee) !== "" && !(messages[index] ?? "").includes(why(row.payee)) ? [{ row: index, expected: why(row.payee), message: messages[index] }] : []));
    expect({ context, unexplained }).toEqual({ context, unexplained: [] });
  });
});
