/**
 * The demo service loses nothing it acknowledged: it is killed (SIGKILL) in the middle of a burst of parallel
 * creates, restarted on the same snapshot, and every create it answered 200 must be there, its key still refused.
 * Also: a failed snapshot write is undone and logged, stale temporary files go, and a damaged snapshot is refused at start.
 */
import { describe, expect, it } from "@jest/globals";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SnapshotWriter } from "../../../src/demo-service/snapshot";
import { emptyData } from "../../../src/demo-service/state";
import { startDemoProcess, startDemoService } from "../../support/demo-service";
import { login } from "../../support/demo-http";

/** `npm run demo-service` with a snapshot (pinned to the tests' instant and frozen, as every demo service in tests). */
const startProcess = (snapshot: string) => startDemoProcess(["--no-limits", "--snapshot", snapshot]);

const createConversion = (url: string, token: string, key: string) =>
  fetch(`${url}/v2/conversions/create`, {
    method: "POST",
    headers: { "X-Auth-Token": token },
    body: new URLSearchParams({ buy_currency: "EUR", sell_currency: "GBP", amount: "100.00", fixed_side: "buy", reason: "Burst", term_agreement: "true", unique_request_id: key }),
  });

describe("demo service: durability", () => {
  it("keeps every create it answered 200 when killed with SIGKILL in the middle of a burst", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-kill-"));
    const snapshot = path.join(dir, "state.json");
    try {
      const first = await startProcess(snapshot);
      const token = await login(first);
      const acknowledged: { key: string; id: string }[] = [];
      const exited = new Promise((resolve) => first.child.once("exit", resolve));
      await Promise.all(
        Array.from({ length: 150 }, async (_, index) => {
          const key = `burst-${index}`;
          try {
            const answer = await createConversion(first.url, token, key);
            if (answer.status !== 200) return;
            acknowledged.push({ key, id: ((await answer.json()) as { id: string }).id });
            if (acknowledged.length === 40) first.child.kill("SIGKILL");
          } catch {
            // Cut off by the kill: never acknowledged, so nothing is owed for it.
          }
        }),
      );
      await exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      const second = await startProcess(snapshot);
      try {
        const again = await login(second);
        for (const { id } of acknowledged) {
          expect((await fetch(`${second.url}/v2/conversions/${id}`, { headers: { "X-Auth-Token": again } })).status).toBe(200);
        }
        const repeated = await createConversion(second.url, again, acknowledged[0]?.key ?? "missing");
        expect(repeated.status).toBe(400);
        expect(JSON.stringify(await repeated.json())).toContain("duplicate_request");
      } finally {
        second.child.kill("SIGKILL");
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("undoes a failed save, says why in its log, and saves the next change once it can", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-gone-"));
    const file = path.join(dir, "state.json");
    const logged: string[] = [];
    let data = emptyData("house");
    const writer = new SnapshotWriter(file, { read: () => ({ data, now: 0 }), restore: (saved) => (data = saved) }, { log: (line) => logged.push(line) });
    try {
      await rm(dir, { recursive: true, force: true });
      const first = writer.ticket();
      data.houseAccountId = "changed";
      writer.markDirty();
      await expect(writer.durable(first)).rejects.toMatchObject({ code: "ENOENT" });
      expect(data.houseAccountId).toBe("house");
      expect(logged).toEqual([expect.stringMatching(/cannot save .*state\.json: the folder of its snapshot does not exist .*every change is refused with 503/)]);

      await mkdir(dir);
      const second = writer.ticket();
      data.houseAccountId = "again";
      writer.markDirty();
      await writer.durable(second);
      expect(await readdir(dir)).toEqual(["state.json"]);
      expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ version: 1, data: { houseAccountId: "again" } });
      expect(logged[1]).toMatch(/saved .*state\.json again; changes are accepted/);
    } finally {
      writer.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("removes temporary files a killed process left, and refuses a damaged snapshot with what is wrong", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-stale-"));
    const snapshotPath = path.join(dir, "state.json");
    try {
      await writeFile(`${snapshotPath}.4242.abcdef.tmp`, "{half a wri");
      const demoService = await startDemoService({ snapshotPath });
      await demoService.close();
      expect(await readdir(dir)).toEqual(["state.json"]);

      await writeFile(snapshotPath, JSON.stringify({ version: 1, savedAt: 0, data: { houseAccountId: "x", accounts: [] } }));
      await expect(startDemoService({ snapshotPath })).rejects.toThrow(/state\.json cannot be used: .*data\.accounts: expected an object, found a list/);
      await writeFile(snapshotPath, "{not json");
      await expect(startDemoService({ snapshotPath })).rejects.toThrow(/cannot be used: it is not JSON/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
