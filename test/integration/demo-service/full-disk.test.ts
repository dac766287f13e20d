/**
 * A full disk does not wedge the demo service (docs/demo-service.md, "The demo service's snapshot"): while a save
 * cannot be written, reads and refusals answer as ever and only writes answer 503, in words; a failed save leaves no
 * temporary file, whatever step failed; the service starts on a full disk, read-only, says so in its log, and
 * recovers by itself when space returns. The disk is simulated (test/support/failing-disk.ts): no root needed.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { GBP_BENEFICIARY } from "../../support/demo-data";
import { call, login, type Answer } from "../../support/demo-http";
import { startDemoService } from "../../support/demo-service";
import { FailingDisk, UNWRITABLE_BY, unwritableFolder, type DiskFault } from "../../support/failing-disk";
import { corporateForm, onboardingCall } from "../../support/onboarding-data";

const UNKNOWN_PAYMENT = "9b2f6a4e-0c1d-4e2f-8a3b-4c5d6e7f8a9b";

async function inFolder<T>(run: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-full-"));
  try {
    return await run(dir, path.join(dir, "state.json"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface Answers {
  reads: Answer[];
  refusals: Answer[];
  writes: Answer[];
}

/** The answers a service gives to each kind of request, by kind: what the person asked for, or why not. */
async function answersOf(demoService: DemoServer, token: string): Promise<Answers> {
  const get = (route: string) => call(demoService, "GET", route, {}, { token });
  return {
    reads: [
      await get("/v2/accounts/current"),
      await get("/v2/beneficiaries/find"),
      await get("/v2/balances/find"),
      await get("/v2/balances/GBP"),
      await onboardingCall(demoService, token, "GET", "/v1/forms"),
    ],
    refusals: [
      await call(demoService, "POST", "/v2/beneficiaries/create", {}, { token }),
      await get(`/v2/payments/${UNKNOWN_PAYMENT}`),
      await onboardingCall(demoService, token, "POST", "/v1/forms", { data: { entity_type: "corporate" } }),
    ],
    writes: [
      await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token }),
      await onboardingCall(demoService, token, "POST", "/v1/forms", { data: corporateForm.form }),
    ],
  };
}

const statuses = ({ reads, refusals, writes }: Answers) => ({ reads: reads.map((a) => a.status), refusals: refusals.map((a) => a.status), writes: writes.map((a) => a.status) });

const FAULTS: { name: string; fault: DiskFault }[] = [
  { name: "the disk fills up part way through the file", fault: { kind: "full", afterBytes: 4096 } },
  { name: "the disk is full before the first byte", fault: { kind: "full", afterBytes: 0 } },
  { name: "the file cannot be flushed to the device", fault: { kind: "sync" } },
  { name: "the file cannot be renamed over the snapshot", fault: { kind: "rename" } },
];

describe("demo service: a full disk", () => {
  it.each(FAULTS)("$name: reads 200, refusals 400/404/422, writes 503 in words, no temporary file left", ({ fault }) =>
    inFolder(async (dir, file) => {
      const disk = new FailingDisk();
      const demoService = await startDemoService({ snapshotPath: file, snapshotFiles: disk.files, log: () => undefined });
      try {
        const token = await login(demoService);
        expect((await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(200);
        disk.fault = fault;

        const answers = await answersOf(demoService, token);
        expect(statuses(answers)).toEqual({ reads: [200, 200, 200, 200, 200], refusals: [400, 404, 422], writes: [503, 503] });
        const [core, onboarding] = answers.writes;
        expect(core!.body.error_messages.base[0].message).toMatch(/^The demo service could not save to disk: .+\. Nothing was changed; try again once it can save$/);
        expect(onboarding!.body).toMatchObject({ status: "service_unavailable", error_code: "service_unavailable", reason: core!.body.error_messages.base[0].message });
        expect(disk.failedAttempts).toBe(2);
        expect(await readdir(dir)).toEqual(["state.json"]);

        disk.fault = null;
        expect((await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(200);
        expect(Object.keys(JSON.parse(await readFile(file, "utf8")).data.beneficiaries)).toHaveLength(2);
      } finally {
        disk.fault = null;
        await demoService.close();
      }
    }),
  );

  it("tries no save while idle: a failed change is undone, so nothing waits to be written", () =>
    inFolder(async (dir, file) => {
      const disk = new FailingDisk();
      const demoService = await startDemoService({ snapshotPath: file, snapshotFiles: disk.files, log: () => undefined });
      try {
        const token = await login(demoService);
        disk.fault = { kind: "full", afterBytes: 4096 };
        expect((await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(503);
        // Longer than the retry interval of the data a service starts with (1 s); a save would only add attempts.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(disk.failedAttempts).toBe(1);
        expect(await readdir(dir)).toEqual(["state.json"]);
      } finally {
        disk.fault = null;
        await demoService.close();
      }
    }));

  it("starts on a full disk, read-only, says so in its log, and recovers by itself when space returns", () =>
    inFolder(async (dir, file) => {
      const first = await startDemoService({ snapshotPath: file });
      const beneficiary = await call(first, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token: await login(first) });
      await first.close();

      const disk = new FailingDisk();
      disk.fault = { kind: "full", afterBytes: 4096 };
      const logged: string[] = [];
      const demoService = await startDemoService({ snapshotPath: file, snapshotFiles: disk.files, log: (line) => logged.push(line) });
      try {
        expect(logged).toEqual([
          `demo service: cannot save ${file}: the disk holding its snapshot is full (ENOSPC). Read-only until it can save: it serves the data it started with, trying to save it every 1 s; every change is refused with 503 and undone, reads go on`,
        ]);
        const token = await login(demoService);
        expect(await call(demoService, "GET", `/v2/beneficiaries/${beneficiary.body.id}`, {}, { token })).toMatchObject({ status: 200, body: beneficiary.body });
        const refused = await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
        expect(refused).toMatchObject({ status: 503, body: { error_messages: { base: [{ message: expect.stringContaining("the disk holding its snapshot is full") }] } } });
        expect(await readdir(dir)).toEqual(["state.json"]);

        disk.fault = null;
        // The service saves what it started with on its own; no request is needed. Waits on the log, not on a time.
        for (let polls = 0; logged.length < 2 && polls < 200; polls += 1) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(logged[1]).toBe(`demo service: saved ${file} again; changes are accepted`);
        expect((await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(200);
        expect(await readdir(dir)).toEqual(["state.json"]);
      } finally {
        disk.fault = null;
        await demoService.close();
      }
    }));

  it("starts with no snapshot on a full disk too, and its first change after space returns is saved", () =>
    inFolder(async (dir, file) => {
      const disk = new FailingDisk();
      disk.fault = { kind: "full", afterBytes: 0 };
      const logged: string[] = [];
      const demoService = await startDemoService({ snapshotPath: file, snapshotFiles: disk.files, log: (line) => logged.push(line) });
      try {
        expect(logged[0]).toMatch(/cannot save .* the disk holding its snapshot is full \(ENOSPC\)\. Read-only/);
        expect(await readdir(dir)).toEqual([]);
        const token = await login(demoService);
        expect((await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(503);
        disk.fault = null;
        const saved = await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
        expect(saved.status).toBe(200);
        expect(Object.keys(JSON.parse(await readFile(file, "utf8")).data.beneficiaries)).toEqual([saved.body.id]);
      } finally {
        disk.fault = null;
        await demoService.close();
      }
    }));
});

describe("demo service: a folder it may not write", () => {
  it(`refuses writes with 503, answers reads, and takes writes again once the folder is writable (${UNWRITABLE_BY})`, () =>
    inFolder(async (dir, file) => {
      const disk = new FailingDisk();
      const demoService = await startDemoService({ snapshotPath: file, snapshotFiles: disk.files, log: () => undefined });
      const folder = unwritableFolder(dir, disk);
      try {
        const token = await login(demoService);
        await folder.make();
        const answers = await answersOf(demoService, token);
        expect(statuses(answers)).toEqual({ reads: [200, 200, 200, 200, 200], refusals: [400, 404, 422], writes: [503, 503] });
        expect(answers.writes[0]!.body.error_messages.base[0].message).toContain("the folder of its snapshot cannot be written (EACCES)");
        await folder.restore();
        expect(await readdir(dir)).toEqual(["state.json"]);
        expect((await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).status).toBe(200);
      } finally {
        await folder.restore();
        await demoService.close();
      }
    }));
});
