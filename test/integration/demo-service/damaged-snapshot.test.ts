/**
 * A damaged snapshot is refused whole, in words (docs/demo-service.md, "The demo service's snapshot"): the service
 * checks all of it at start and either starts from it as it is, or refuses naming each bad place, leaving the file
 * untouched — never repaired, never started to fail later with a 500. `npm run demo-service` exits 1 with that one message,
 * no stack trace.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { GBP_BENEFICIARY } from "../../support/demo-data";
import { call, login } from "../../support/demo-http";
import { PINNED_NOW, startDemoService } from "../../support/demo-service";
import { corporateForm, onboardingCall } from "../../support/onboarding-data";

const UNKNOWN = "9b2f6a4e-0c1d-4e2f-8a3b-4c5d6e7f8a9b";

/* eslint-disable @typescript-eslint/no-explicit-any -- a snapshot damaged by hand is untyped JSON */
interface Saved {
  json: any;
  /** A demo top-up's id. */
  topUp: string;
  beneficiary: string;
  payment: string;
  balance: string;
  form: string;
}

interface Damage {
  name: string;
  /** The damaged file's text, from a good snapshot. */
  damage: (saved: Saved, text: string) => string;
  /** What the refusal says, naming the bad place. */
  refusal: (saved: Saved) => string;
}

const edited = (saved: Saved, edit: (json: any) => void): string => {
  const json = structuredClone(saved.json);
  edit(json);
  return JSON.stringify(json);
};

const quoted = (key: string) => `["${key}"]`;

const DAMAGES: Damage[] = [
  {
    name: "truncated JSON",
    damage: (_saved, text) => text.slice(0, Math.floor(text.length / 2)),
    refusal: () => "it is not JSON (",
  },
  {
    name: "wrong version",
    damage: (saved) => edited(saved, (json) => (json.version = 2)),
    refusal: () => "version: 2 is not a version this service reads (it reads 1)",
  },
  {
    name: "missing map",
    damage: (saved) => edited(saved, (json) => delete json.data.payments),
    refusal: () => "data.payments: missing",
  },
  {
    name: "record of the wrong type",
    damage: (saved) => edited(saved, (json) => (json.data.beneficiaries[saved.beneficiary] = "Acme Ltd")),
    refusal: (saved) => `data.beneficiaries${quoted(saved.beneficiary)}: expected an object, found "Acme Ltd"`,
  },
  {
    name: "bad decimal amount",
    damage: (saved) => edited(saved, (json) => (json.data.balances[saved.balance].amount = "1,000.00")),
    refusal: (saved) => `data.balances${quoted(saved.balance)}.amount: not a decimal amount`,
  },
  {
    name: "bad date",
    damage: (saved) => edited(saved, (json) => (json.data.payments[saved.payment].wire.payment_date = "2026-02-30")),
    refusal: (saved) => `data.payments${quoted(saved.payment)}.wire.payment_date: not a date (YYYY-MM-DD)`,
  },
  {
    name: "broken onboarding section",
    damage: (saved) => edited(saved, (json) => (json.data.onboarding.accountUsages[saved.form].payment_currencies = "USD")),
    refusal: (saved) => `data.onboarding.accountUsages${quoted(saved.form)}.payment_currencies: expected a list, found "USD"`,
  },
  {
    name: "dangling reference: a balance of an unknown account",
    damage: (saved) => edited(saved, (json) => (json.data.balances[saved.balance].account_id = UNKNOWN)),
    refusal: (saved) => `data.balances${quoted(saved.balance)}.account_id: names the account ${UNKNOWN}, which the snapshot does not hold`,
  },
  {
    name: "dangling reference: an onboarding section of an unknown form",
    damage: (saved) =>
      edited(saved, (json) => {
        const forms = json.data.onboarding.forms;
        delete forms[saved.form];
      }),
    refusal: (saved) => `data.onboarding.accountUsages${quoted(saved.form)}: names the form ${saved.form}, which the snapshot does not hold`,
  },
  {
    name: "half a ledger: transactions without transfers",
    damage: (saved) => edited(saved, (json) => delete json.data.transfers),
    refusal: () => "data.transfers: missing (a snapshot has both transactions and transfers, or neither when saved before the ledger existed)",
  },
  {
    name: "no top-ups under either name",
    damage: (saved) => edited(saved, (json) => delete json.data.topUps),
    refusal: () => "data.topUps: missing",
  },
  {
    name: "top-ups under both names",
    damage: (saved) => edited(saved, (json) => (json.data.fundings = json.data.topUps)),
    refusal: () => "data.fundings: is the earlier name of topUps: a snapshot has one of them",
  },
  {
    name: "dangling reference: a top-up under its earlier name for an unknown account",
    damage: (saved) =>
      edited(saved, (json) => {
        json.data.fundings = json.data.topUps;
        delete json.data.topUps;
        json.data.fundings[saved.topUp].account_id = UNKNOWN;
      }),
    refusal: (saved) => `data.fundings${quoted(saved.topUp)}.account_id: names the account ${UNKNOWN}, which the snapshot does not hold`,
  },
  {
    name: "a record kept under another id",
    damage: (saved) =>
      edited(saved, (json) => {
        json.data.payments[UNKNOWN] = json.data.payments[saved.payment];
        delete json.data.payments[saved.payment];
      }),
    refusal: (saved) => `data.payments${quoted(UNKNOWN)}: is kept under ${UNKNOWN} but its id is ${saved.payment}`,
  },
];

let dir: string;
let snapshotPath: string;
let saved: Saved;
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-damaged-"));
  snapshotPath = path.join(dir, "state.json");
  const demoService = await startDemoService({ snapshotPath });
  const token = await login(demoService);
  const beneficiary = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id as string;
  const payment = (await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: beneficiary, amount: "10.00", reason: "Invoice", reference: "INV-1" }, { token })).body.id as string;
  const house = (await call(demoService, "GET", "/v2/accounts/current", {}, { token })).body.id as string;
  const topUp = (await call(demoService, "POST", "/v2/demo/funding/create", { id: randomUUID(), receiver_account_number: house, amount: "250.00", currency: "GBP" }, { token })).body.id as string;
  const form = (await onboardingCall(demoService, token, "POST", "/v1/forms", { data: corporateForm.form, account_usage: corporateForm.account_usage })).body.data.id as string;
  await demoService.close();
  text = await readFile(snapshotPath, "utf8");
  saved = { json: JSON.parse(text), topUp, beneficiary, payment, balance: `${house}:GBP`, form };
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("demo service: a damaged snapshot", () => {
  it.each(DAMAGES)("$name: refused at start, naming the bad place; the file is left as it was", async ({ damage, refusal }) => {
    const damaged = damage(saved, text);
    await writeFile(snapshotPath, damaged);
    const refused = await startDemoService({ snapshotPath }).then(
      async (demoService) => {
        await demoService.close();
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(refused).toContain(`The snapshot ${snapshotPath} cannot be used: `);
    expect(refused).toContain(refusal(saved));
    expect(refused).not.toMatch(/TypeError|Cannot read|undefined/);
    expect(await readFile(snapshotPath, "utf8")).toBe(damaged);
  });

  it("starts from a payment whose beneficiary was deleted: the payment stays readable (accepted on purpose)", async () => {
    await writeFile(snapshotPath, edited(saved, (json) => delete json.data.beneficiaries[saved.beneficiary]));
    const demoService = await startDemoService({ snapshotPath });
    try {
      const token = await login(demoService);
      expect(await call(demoService, "GET", `/v2/payments/${saved.payment}`, {}, { token })).toMatchObject({ status: 200, body: { beneficiary_id: saved.beneficiary } });
      expect((await call(demoService, "GET", "/v2/payments/find", {}, { token })).status).toBe(200);
    } finally {
      await demoService.close();
    }
  });

  it("a good snapshot with every kind of record starts as it was saved", async () => {
    await writeFile(snapshotPath, text);
    const demoService = await startDemoService({ snapshotPath });
    try {
      expect(JSON.parse(demoService.state.dump())).toEqual(saved.json.data);
    } finally {
      await demoService.close();
    }
  });

  it("a snapshot saved before top-ups were called so (its `fundings`) starts with its top-ups, which stay spent ids", async () => {
    expect(Object.keys(saved.json.data.topUps)).toEqual([saved.topUp]);
    expect(saved.json.data.fundings).toBeUndefined();
    await writeFile(
      snapshotPath,
      edited(saved, (json) => {
        json.data.fundings = json.data.topUps;
        delete json.data.topUps;
      }),
    );
    const demoService = await startDemoService({ snapshotPath });
    try {
      expect(JSON.parse(demoService.state.dump())).toEqual(saved.json.data);
      const token = await login(demoService);
      const house = saved.json.data.houseAccountId as string;
      const again = await call(demoService, "POST", "/v2/demo/funding/create", { id: saved.topUp, receiver_account_number: house, amount: "250.00", currency: "GBP" }, { token });
      expect(again.status).toBe(400);
      expect(JSON.stringify(again.body)).toContain("id_has_already_been_taken");
    } finally {
      await demoService.close();
    }
  });

  it.each(DAMAGES.filter(({ name }) => ["truncated JSON", "record of the wrong type"].includes(name)))(
    "npm run demo-service on a snapshot with $name exits 1 with the refusal in words, no stack trace",
    async ({ damage, refusal }) => {
      await writeFile(snapshotPath, damage(saved, text));
      const child = spawn(process.execPath, ["--import", "tsx", "src/demo-service/main.ts", "--port", "0", "--start", new Date(PINNED_NOW).toISOString(), "--clock-speed", "0", "--snapshot", snapshotPath], {
        cwd: path.resolve(__dirname, "../../.."),
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      let errors = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output).toBe("");
      expect(errors.trim().split("\n")).toEqual([expect.stringContaining(refusal(saved))]);
      expect(errors).toMatch(/^The snapshot .* cannot be used: .*\. Mend it, or move it away to start afresh\.\n$/);
    },
    30_000,
  );
});
