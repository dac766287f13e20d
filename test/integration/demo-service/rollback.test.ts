/**
 * An answer of failure means no change (docs/demo-service.md, "The demo service's snapshot"): every route that
 * writes is sent while the snapshot's folder cannot be written; it answers 503 in words, a read afterwards shows
 * nothing of it, and once the folder can be written again neither the service's data nor the file holds a trace of
 * it — a retry then makes it exactly once. Requests that shared the failed save, or read what it held, answer 503 too.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import type { DemoServiceOptions, DemoServer } from "../../../src/demo-service/server";
import { GBP_BENEFICIARY, subAccount } from "../../support/demo-data";
import { call, login, loginApprover, type Answer, type Params } from "../../support/demo-http";
import { startDemoService } from "../../support/demo-service";
import { FailingDisk, UNWRITABLE_BY, unwritableFolder } from "../../support/failing-disk";
import { businessInformation, corporateForm, director, fileOf, onboardingCall } from "../../support/onboarding-data";

interface Session {
  demoService: DemoServer;
  token: string;
  approver: string;
  house: string;
}

type Ids = Record<string, string>;

interface WriteRoute {
  route: string;
  service?: DemoServiceOptions;
  /** Makes what the write needs while the disk works. */
  prepare?: (session: Session) => Promise<Ids>;
  send: (session: Session, ids: Ids) => Promise<Answer>;
  /** A read that shows the write's effect; none when no route reads what it writes (held quotes). */
  read?: (session: Session, ids: Ids) => Promise<Answer>;
  /** Where the write adds (or removes) a record in the data, and how many a successful one adds. */
  records: [string, number];
}

const post = (session: Session, route: string, params: Params = {}, token = session.token) => call(session.demoService, "POST", route, params, { token });
const get = (session: Session, route: string, params: Params = {}) => call(session.demoService, "GET", route, params, { token: session.token });
const onboarding = (session: Session, method: "GET" | "POST" | "PUT" | "DELETE", route: string, json?: unknown) =>
  onboardingCall(session.demoService, session.token, method, route, json);
const admin = (session: Session, route: string, json: unknown) =>
  fetch(`${session.demoService.url}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) }).then(
    async (response): Promise<Answer> => ({ status: response.status, body: await response.json(), headers: response.headers }),
  );

async function created(answer: Promise<Answer>): Promise<string> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`setup failed (${status}): ${JSON.stringify(body)}`);
  return (body.data?.id ?? body.id) as string;
}

const beneficiary = (session: Session) => created(post(session, "/v2/beneficiaries/create", GBP_BENEFICIARY));
const payment = async (session: Session) => ({
  payment: await created(post(session, "/v2/payments/create", { currency: "GBP", beneficiary_id: await beneficiary(session), amount: "10.00", reason: "Invoice", reference: "INV-1" })),
});
const CONVERSION: Params = { buy_currency: "EUR", sell_currency: "GBP", amount: "100.00", fixed_side: "buy", reason: "Stock", term_agreement: "true" };
const bareForm = async (session: Session) => ({ form: await created(onboarding(session, "POST", "/v1/forms", { data: corporateForm.form })) });
const fullForm = async (session: Session) => {
  const { form } = await bareForm(session);
  await created(onboarding(session, "POST", `/v1/forms/${form}/account_usage`, corporateForm.account_usage));
  await created(onboarding(session, "POST", `/v1/forms/${form}/business_informations`, businessInformation));
  const person = await created(onboarding(session, "POST", `/v1/forms/${form}/people`, director));
  const document = await created(onboarding(session, "POST", `/v1/forms/${form}/documents`, { document_type: "passport", category: "proof_of_identity" }));
  return { form, person, document };
};
const formRead = (session: Session, ids: Ids) => onboarding(session, "GET", `/v1/forms/${ids.form}`);

/** Every route of src/demo-service/routes and src/demo-service/onboarding that changes data, and the admin controls that do. */
const WRITE_ROUTES: WriteRoute[] = [
  {
    route: "POST /v2/accounts/create",
    send: (s) => post(s, "/v2/accounts/create", { account_name: "Gamma Ltd", legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB", postal_code: "E1 6AN" }),
    read: (s) => get(s, "/v2/accounts/find"),
    records: ["accounts", 1],
  },
  {
    route: "POST /v2/accounts/:id",
    prepare: async (s) => subAccount(s.demoService, s.token, "Alpha Ltd"),
    send: (s, ids) => post(s, `/v2/accounts/${ids.accountId}`, { account_name: "Alpha Renamed Ltd" }),
    read: (s, ids) => get(s, `/v2/accounts/${ids.accountId}`),
    records: ["accounts", 0],
  },
  {
    route: "POST /v2/contacts/create",
    prepare: async (s) => subAccount(s.demoService, s.token, "Alpha Ltd"),
    send: (s, ids) => post(s, "/v2/contacts/create", { account_id: ids.accountId!, first_name: "Kim", last_name: "Lee", email_address: "kim@alpha.example", phone_number: "+44 20 1234 5679" }),
    read: (s) => get(s, "/v2/contacts/find"),
    records: ["contacts", 1],
  },
  {
    route: "POST /v2/contacts/:id",
    prepare: async (s) => subAccount(s.demoService, s.token, "Alpha Ltd"),
    send: (s, ids) => post(s, `/v2/contacts/${ids.contactId}`, { phone_number: "+44 20 7946 0000" }),
    read: (s, ids) => get(s, `/v2/contacts/${ids.contactId}`),
    records: ["contacts", 0],
  },
  {
    route: "POST /v2/beneficiaries/create",
    send: (s) => post(s, "/v2/beneficiaries/create", GBP_BENEFICIARY),
    read: (s) => get(s, "/v2/beneficiaries/find"),
    records: ["beneficiaries", 1],
  },
  {
    route: "POST /v2/beneficiaries/:id",
    prepare: async (s) => ({ beneficiary: await beneficiary(s) }),
    send: (s, ids) => post(s, `/v2/beneficiaries/${ids.beneficiary}`, { name: "Acme Renamed" }),
    read: (s, ids) => get(s, `/v2/beneficiaries/${ids.beneficiary}`),
    records: ["beneficiaries", 0],
  },
  {
    route: "POST /v2/beneficiaries/:id/delete",
    prepare: async (s) => ({ beneficiary: await beneficiary(s) }),
    send: (s, ids) => post(s, `/v2/beneficiaries/${ids.beneficiary}/delete`),
    read: (s, ids) => get(s, `/v2/beneficiaries/${ids.beneficiary}`),
    records: ["beneficiaries", -1],
  },
  {
    route: "POST /v2/conversions/create",
    send: (s) => post(s, "/v2/conversions/create", { ...CONVERSION, unique_request_id: "conversion-1" }),
    read: (s) => get(s, "/v2/conversions/find"),
    records: ["conversions", 1],
  },
  {
    route: "POST /v2/conversions/:id/cancel",
    prepare: async (s) => ({ conversion: await created(post(s, "/v2/conversions/create", CONVERSION)) }),
    send: (s, ids) => post(s, `/v2/conversions/${ids.conversion}/cancel`),
    read: (s, ids) => get(s, `/v2/conversions/${ids.conversion}`),
    records: ["conversions", 0],
  },
  {
    route: "POST /v2/payments/create",
    prepare: async (s) => ({ beneficiary: await beneficiary(s) }),
    send: (s, ids) => post(s, "/v2/payments/create", { currency: "GBP", beneficiary_id: ids.beneficiary!, amount: "25.00", reason: "Rent", reference: "R-1", unique_request_id: "payment-1" }),
    read: (s) => get(s, "/v2/payments/find"),
    records: ["payments", 1],
  },
  {
    route: "POST /v2/payments/:id",
    prepare: payment,
    send: (s, ids) => post(s, `/v2/payments/${ids.payment}`, { reference: "INV-2" }),
    read: (s, ids) => get(s, `/v2/payments/${ids.payment}`),
    records: ["payments", 0],
  },
  {
    route: "POST /v2/payments/:id/delete",
    prepare: payment,
    send: (s, ids) => post(s, `/v2/payments/${ids.payment}/delete`),
    read: (s, ids) => get(s, `/v2/payments/${ids.payment}`),
    records: ["payments", 0],
  },
  {
    route: "POST /v2/payments/authorise",
    service: { approvalWorkflow: true },
    prepare: payment,
    send: (s, ids) => post(s, "/v2/payments/authorise", { "payment_ids[]": [ids.payment!] }, s.approver),
    read: (s, ids) => get(s, `/v2/payments/${ids.payment}`),
    records: ["payments", 0],
  },
  {
    route: "POST /v2/transfers/create",
    prepare: async (s) => subAccount(s.demoService, s.token, "Alpha Ltd"),
    send: (s, ids) => post(s, "/v2/transfers/create", { source_account_id: s.house, destination_account_id: ids.accountId!, currency: "GBP", amount: "50.00", unique_request_id: "transfer-1" }),
    read: (s) => get(s, "/v2/transfers/find"),
    records: ["transfers", 1],
  },
  {
    route: "POST /v2/transfers/:id/cancel",
    prepare: async (s) => {
      const { accountId } = await subAccount(s.demoService, s.token, "Alpha Ltd");
      // From an empty balance: the transfer waits, pending, so it can be cancelled.
      return { transfer: await created(post(s, "/v2/transfers/create", { source_account_id: accountId, destination_account_id: s.house, currency: "GBP", amount: "50.00" })) };
    },
    send: (s, ids) => post(s, `/v2/transfers/${ids.transfer}/cancel`),
    read: (s, ids) => get(s, `/v2/transfers/${ids.transfer}`),
    records: ["transfers", 0],
  },
  {
    route: "POST /v2/quotes/create",
    prepare: async (s) => {
      await created(admin(s, "/__admin/held-rates", { account_id: s.house, hold_periods: "3m" }));
      return {};
    },
    send: (s) => post(s, "/v2/quotes/create", { buy_currency: "GBP", sell_currency: "EUR", fixed_side: "sell", amount: "2500.00", hold_period: "3m", conversion_date_preference: "default" }),
    records: ["heldQuotes", 1],
  },
  {
    route: "POST /v2/demo/funding/create",
    send: (s) => post(s, "/v2/demo/funding/create", { id: randomUUID(), receiver_account_number: s.house, amount: "75.00", currency: "GBP" }),
    read: (s) => get(s, "/v2/balances/GBP"),
    records: ["topUps", 1],
  },
  {
    route: "GET /v2/balances/:currency",
    send: (s) => get(s, "/v2/balances/NZD"),
    read: (s) => get(s, "/v2/balances/find"),
    records: ["balances", 1],
  },
  {
    route: "POST /onboarding/v1/forms",
    send: (s) => onboarding(s, "POST", "/v1/forms", { data: corporateForm.form, account_usage: corporateForm.account_usage, people: [director] }),
    read: (s) => onboarding(s, "GET", "/v1/forms"),
    records: ["onboarding.forms", 1],
  },
  {
    route: "PUT /onboarding/v1/forms/:formId",
    prepare: bareForm,
    send: (s, ids) => onboarding(s, "PUT", `/v1/forms/${ids.form}`, { contact_name: "John Roe" }),
    read: formRead,
    records: ["onboarding.forms", 0],
  },
  {
    route: "DELETE /onboarding/v1/forms/:formId",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "DELETE", `/v1/forms/${ids.form}`),
    read: formRead,
    records: ["onboarding.forms", -1],
  },
  {
    route: "POST /onboarding/v1/forms/:formId/submit",
    prepare: async (s) => {
      const { form } = await bareForm(s);
      await onboarding(s, "PUT", `/v1/forms/${form}`, { agreed_to_terms_and_conditions: true, agreed_to_corporate_authority: true });
      return { form };
    },
    send: (s, ids) => onboarding(s, "POST", `/v1/forms/${ids.form}/submit`),
    read: formRead,
    records: ["onboarding.forms", 0],
  },
  {
    route: "POST /onboarding/v1/forms/:formId/account_usage",
    prepare: bareForm,
    send: (s, ids) => onboarding(s, "POST", `/v1/forms/${ids.form}/account_usage`, corporateForm.account_usage),
    read: formRead,
    records: ["onboarding.accountUsages", 1],
  },
  {
    route: "PUT /onboarding/v1/forms/:formId/account_usage",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "PUT", `/v1/forms/${ids.form}/account_usage`, { ...corporateForm.account_usage, source_of_funds: "loan" }),
    read: formRead,
    records: ["onboarding.accountUsages", 0],
  },
  {
    route: "DELETE /onboarding/v1/forms/:formId/account_usage",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "DELETE", `/v1/forms/${ids.form}/account_usage`),
    read: formRead,
    records: ["onboarding.accountUsages", -1],
  },
  {
    route: "POST /onboarding/v1/forms/:formId/business_informations",
    prepare: bareForm,
    send: (s, ids) => onboarding(s, "POST", `/v1/forms/${ids.form}/business_informations`, businessInformation),
    read: formRead,
    records: ["onboarding.businessInformations", 1],
  },
  {
    route: "PUT /onboarding/v1/forms/:formId/business_information",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "PUT", `/v1/forms/${ids.form}/business_information`, { ...businessInformation, trading_name: "Acme" }),
    read: formRead,
    records: ["onboarding.businessInformations", 0],
  },
  {
    route: "DELETE /onboarding/v1/forms/:formId/business_information",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "DELETE", `/v1/forms/${ids.form}/business_information`),
    read: formRead,
    records: ["onboarding.businessInformations", -1],
  },
  {
    route: "POST /onboarding/v1/forms/:formId/people",
    prepare: bareForm,
    send: (s, ids) => onboarding(s, "POST", `/v1/forms/${ids.form}/people`, director),
    read: formRead,
    records: ["onboarding.people", 1],
  },
  {
    route: "PUT /onboarding/v1/forms/:formId/people/:personId",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "PUT", `/v1/forms/${ids.form}/people/${ids.person}`, { ...director, first_name: "Janet" }),
    read: formRead,
    records: ["onboarding.people", 0],
  },
  {
    route: "DELETE /onboarding/v1/forms/:formId/people/:personId",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "DELETE", `/v1/forms/${ids.form}/people/${ids.person}`),
    read: formRead,
    records: ["onboarding.people", -1],
  },
  {
    route: "POST /onboarding/v1/forms/:formId/documents",
    prepare: bareForm,
    send: (s, ids) => onboarding(s, "POST", `/v1/forms/${ids.form}/documents`, { document_type: "passport", category: "proof_of_identity" }),
    read: (s, ids) => onboarding(s, "GET", `/v1/forms/${ids.form}/documents`),
    records: ["onboarding.documents", 1],
  },
  {
    route: "DELETE /onboarding/v1/forms/:formId/documents/:documentId",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "DELETE", `/v1/forms/${ids.form}/documents/${ids.document}`),
    read: (s, ids) => onboarding(s, "GET", `/v1/forms/${ids.form}/documents`),
    records: ["onboarding.documents", -1],
  },
  {
    route: "POST /onboarding/v1/forms/:formId/documents/:documentId/document_images",
    prepare: fullForm,
    send: (s, ids) => onboarding(s, "POST", `/v1/forms/${ids.form}/documents/${ids.document}/document_images`, { image: fileOf("png", 1024), side: "front" }),
    read: (s, ids) => onboarding(s, "GET", `/v1/forms/${ids.form}/documents/${ids.document}/document_images`),
    records: ["onboarding.images", 1],
  },
  {
    route: "DELETE /onboarding/v1/forms/:formId/documents/:documentId/document_images/:imageId",
    prepare: async (s) => {
      const ids = await fullForm(s);
      const image = await created(onboarding(s, "POST", `/v1/forms/${ids.form}/documents/${ids.document}/document_images`, { image: fileOf("png", 1024), side: "front" }));
      return { ...ids, image };
    },
    send: (s, ids) => onboarding(s, "DELETE", `/v1/forms/${ids.form}/documents/${ids.document}/document_images/${ids.image}`),
    read: (s, ids) => onboarding(s, "GET", `/v1/forms/${ids.form}/documents/${ids.document}/document_images`),
    records: ["onboarding.images", -1],
  },
  {
    route: "POST /__admin/reset",
    prepare: async (s) => ({ beneficiary: await beneficiary(s) }),
    send: (s) => admin(s, "/__admin/reset", {}),
    // Signing in again: a reset signs everyone out, and sign-ins are not data (they are not rolled back).
    read: async (s) => call(s.demoService, "GET", "/v2/beneficiaries/find", {}, { token: await login(s.demoService) }),
    records: ["beneficiaries", -1],
  },
  {
    route: "POST /__admin/held-rates",
    send: (s) => admin(s, "/__admin/held-rates", { account_id: s.house, hold_periods: "30s" }),
    read: (s) => get(s, "/__admin/held-rates", { account_id: s.house }),
    records: ["heldRates", 1],
  },
];

function recordCount(demoService: DemoServer, where: string): number {
  const records = where.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], demoService.state.data);
  return Object.keys((records as object | undefined) ?? {}).length;
}

const shown = (answer: Answer | undefined) => answer && { status: answer.status, body: answer.body };

async function inFolder<T>(run: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-rollback-"));
  try {
    return await run(dir, path.join(dir, "state.json"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function startSession(file: string, disk: FailingDisk, service: DemoServiceOptions = {}): Promise<Session> {
  const demoService = await startDemoService({ snapshotPath: file, snapshotFiles: disk.files, log: () => undefined, ...service });
  const token = await login(demoService);
  const house = (await call(demoService, "GET", "/v2/accounts/current", {}, { token })).body.id as string;
  return { demoService, token, approver: await loginApprover(demoService), house };
}

/** Routes that take a POST, PUT or DELETE but change no data, and why. */
const NOT_WRITES: Readonly<Record<string, string>> = {
  "POST /v2/authenticate/api": "a sign-in lives in memory only",
  "POST /v2/authenticate/close_session": "a sign-in lives in memory only",
  "POST /v2/accounts/find": "a find",
  "POST /v2/contacts/find": "a find",
  "POST /v2/beneficiaries/find": "a find",
  "POST /v2/beneficiaries/validate": "checks details and keeps nothing",
  "POST /v2/beneficiaries/account_verification": "a payee name check keeps nothing",
  "POST /v2/payments/validate": "checks a payment as create would and keeps nothing",
  "POST /v2/reference/bank_details/find": "a lookup in the bank directory",
  "POST /__admin/clock/advance": "moves the clock; what falls due then is a background change, done again after a rollback",
  "POST /__admin/counters/reset": "a test control kept in memory",
  "POST /__admin/faults": "a test control kept in memory",
  "POST /__admin/payee-name-check": "a test control kept in memory (a switch, as the login's permission is)",
  "POST /__admin/purpose-codes": "a test control kept in memory (codes listed for a route, removed by a reset)",
  "POST /__admin/approvals": "a test control kept in memory",
  "POST /__admin/payment-tracking": "a test control kept in memory",
  "POST /__admin/sca": "a test control kept in memory (a switch, as the login's scope is)",
  "POST /__admin/page-limit": "a test control kept in memory (the largest page a find takes)",
  "POST /__admin/rates/shift": "a test control kept in memory",
  "POST /__admin/rates/reset": "a test control kept in memory",
};

/** "METHOD /path" of every route, read from fastify's route tree (printRoutes without common prefixes). */
function routesOf(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const route = (parents[depth - 1] ?? "") + match[2]!;
    parents[depth] = route;
    for (const method of match[3]!.split(", ")) routes.push(`${method} ${route}`);
  }
  return routes;
}

describe("demo service: a write answered 503 changed nothing", () => {
  it("drives every route that can change data (all that take a POST, PUT or DELETE but those named as not writing, and the balance a GET opens)", async () => {
    const demoService = await startDemoService();
    try {
      const changing = routesOf(demoService.app.printRoutes({ commonPrefix: false })).filter((route) => /^(POST|PUT|DELETE) /.test(route) && !(route in NOT_WRITES));
      expect(WRITE_ROUTES.map((write) => write.route).sort()).toEqual([...changing, "GET /v2/balances/:currency"].sort());
      expect(WRITE_ROUTES.length).toBe(37);
    } finally {
      await demoService.close();
    }
  });

  it.each(WRITE_ROUTES)(`$route: 503 while the folder cannot be written (${UNWRITABLE_BY}), no trace after, one on retry`, (write) =>
    inFolder(async (dir, file) => {
      const disk = new FailingDisk();
      const session = await startSession(file, disk, write.service);
      try {
        const ids = (await write.prepare?.(session)) ?? {};
        const readBefore = shown(await write.read?.(session, ids));
        await session.demoService.state.flush();
        const before = session.demoService.state.dump();
        const countBefore = recordCount(session.demoService, write.records[0]);

        const folder = unwritableFolder(dir, disk);
        await folder.make();
        const refused = await write.send(session, ids);
        expect(refused.status).toBe(503);
        expect(JSON.stringify(refused.body)).toMatch(/could not save to disk: the folder of its snapshot cannot be written \(EACCES\)\. Nothing was changed/);
        expect(shown(await write.read?.(session, ids))).toEqual(readBefore);
        expect(session.demoService.state.dump()).toBe(before);

        await folder.restore();
        await session.demoService.state.flush();
        expect(await readdir(dir)).toEqual(["state.json"]);
        expect(JSON.parse(await readFile(file, "utf8")).data).toEqual(JSON.parse(before));

        const retried = await write.send(session, ids);
        expect(retried.status).toBeLessThan(300);
        expect(recordCount(session.demoService, write.records[0])).toBe(countBefore + write.records[1]);
        expect(session.demoService.state.dump()).not.toBe(before);
        if (write.read) expect(shown(await write.read(session, ids))).not.toEqual(readBefore);
        expect(JSON.parse(await readFile(file, "utf8")).data).toEqual(JSON.parse(session.demoService.state.dump()));
      } finally {
        await session.demoService.close();
      }
    }),
  );
});

describe("demo service: requests that meet a failed save", () => {
  /** Waits until `ready` holds, checking on every turn of the event loop; a deterministic condition, not a time. */
  async function until(ready: () => boolean): Promise<void> {
    for (let turns = 0; !ready(); turns += 1) {
      if (turns > 100_000) throw new Error("the condition never held");
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("a change made while a failing save is written, and a read that could have seen either, answer 503; nothing stays", () =>
    inFolder(async (_dir, file) => {
      const disk = new FailingDisk();
      const session = await startSession(file, disk);
      try {
        const before = session.demoService.state.dump();
        let release = () => undefined as void;
        disk.gate = new Promise<void>((resolve) => (release = resolve));
        disk.fault = { kind: "full", afterBytes: 512 };
        const first = post(session, "/v2/beneficiaries/create", GBP_BENEFICIARY);
        await until(() => disk.waiting > 0);
        // The first save is being written: what comes now goes on top of it, into the next save.
        const second = post(session, "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, name: "Second Ltd" });
        const read = get(session, "/v2/beneficiaries/find");
        await until(() => Object.keys(session.demoService.state.data.beneficiaries).length === 2 && (session.demoService.state.counters.snapshot()["GET /v2/beneficiaries/find"] ?? 0) === 1);
        release();
        expect((await Promise.all([first, second, read])).map((answer) => answer.status)).toEqual([503, 503, 503]);
        expect(session.demoService.state.dump()).toBe(before);
        expect((await get(session, "/v2/beneficiaries/find")).body.beneficiaries).toEqual([]);
      } finally {
        disk.fault = null;
        await session.demoService.close();
      }
    }));

  it("a read made while a change is being saved waits for it, and shows it once it is on disk", () =>
    inFolder(async (_dir, file) => {
      const disk = new FailingDisk();
      const session = await startSession(file, disk);
      try {
        let release = () => undefined as void;
        disk.gate = new Promise<void>((resolve) => (release = resolve));
        const write = post(session, "/v2/beneficiaries/create", GBP_BENEFICIARY);
        await until(() => disk.waiting > 0);
        let answered = false;
        const read = get(session, "/v2/beneficiaries/find").finally(() => (answered = true));
        await until(() => (session.demoService.state.counters.snapshot()["GET /v2/beneficiaries/find"] ?? 0) === 1);
        expect(answered).toBe(false);
        release();
        const [written, seen] = await Promise.all([write, read]);
        expect(written.status).toBe(200);
        expect(seen.body.beneficiaries.map((found: { id: string }) => found.id)).toEqual([written.body.id]);
        expect(JSON.parse(await readFile(file, "utf8")).data.beneficiaries).toHaveProperty([written.body.id]);
      } finally {
        await session.demoService.close();
      }
    }));
});
