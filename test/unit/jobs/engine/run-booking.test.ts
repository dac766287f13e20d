import { describe, expect, it, jest } from "@jest/globals";
import { abortableSleep, createClient, RequestNotSentError, ServiceUnavailableError, type Sleep } from "../../../../src/api";
import type { ConversionInput } from "../../../../src/api/schemas";
import { AuditLog, AUDIT_SHEET } from "../../../../src/jobs/engine/audit-log";
import { BOOKED, resultColumns } from "../../../../src/jobs/engine/result-columns";
import { sheetIdentity } from "../../../../src/jobs/engine/row-locator";
import { mapColumns } from "../../../../src/domain/orders";
import { runBooking, type Booking, type BookingTask, type RunSetup } from "../../../../src/jobs/engine/run-booking";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { createFakeService, errorReply } from "../../../support/fake-service";
import * as fixtures from "../../api/wire-fixtures";
import { paymentKind } from "../../../../src/jobs/kinds/payment";

const SHEET = "Pay";

/** The setup a job would make after reading the sheet's "Amount" column. */
async function setupFor(workbook: MemoryWorkbook): Promise<RunSetup> {
  const identity = sheetIdentity(await workbook.readTable(SHEET), 1);
  return { kind: "payment", resultColumns: resultColumns(paymentKind), doneWords: BOOKED, madeAtHeader: BOOKED.atHeader, workbook, audit: new AuditLog(workbook, { of: (contactId) => ({ name: contactId === undefined ? "House account" : `contact ${contactId}`, contactId }) }, 1900), identity, runId: "run1", login: "me@example.com", now: () => 0, mapping: mapColumns(identity.headers, paymentKind.fields), dates: 1900, noun: "payment" };
}

function sheet(rows: number): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  workbook.setValues(SHEET, "A1", [["Amount"], ...Array.from({ length: rows }, (_, index) => [index + 1])]);
  return workbook;
}

async function column(workbook: MemoryWorkbook, header: string) {
  const block = await workbook.readTable(SHEET);
  return block.rows.map((row) => row.values[block.headers.indexOf(header)] ?? null);
}

const booking = (id: string): Booking => ({ id, shortReference: `SR-${id}`, cells: { "FX status": "ready_to_send" } });

function task(row: number, create: BookingTask["create"], overrides: Partial<BookingTask> = {}): BookingTask {
  return { row, existingKey: undefined, recover: false, actingAs: undefined, find: async () => undefined, create, ...overrides };
}

const busy = errorReply(503, "service_unavailable", { base: [{ code: "service_unavailable", message: "Service is temporarily unavailable" }] });

/**
 * A conversions service over the real client: the first `busyCreates` creates answer 503 (having booked the
 * conversion when `bookedWhenBusy`), a repeated key answers 400 duplicate_request, finds answer by key. The
 * client retries nothing of its own: the patience is the run's, passed per call.
 */
function conversionsService(busyCreates: number, bookedWhenBusy: boolean, sleep: Sleep = async () => undefined) {
  const booked = new Map<string, ConversionInput>();
  const ids = ["first-try", "second-try"];
  let creates = 0;
  const service = createFakeService((request) => {
    if (request.path === "/v2/authenticate/api") return { json: { auth_token: "4df5b3e5882a412f148dcd08fa4e5b73" } };
    if (request.path === "/v2/conversions/find") {
      const found = booked.get(String(request.query.unique_request_id));
      return { json: { conversions: found === undefined ? [] : [found], pagination: fixtures.pagination() } };
    }
    creates += 1;
    const key = String(request.form.unique_request_id);
    if (booked.has(key)) return errorReply(400, "duplicate_request");
    const isBusy = creates <= busyCreates;
    if (!isBusy || bookedWhenBusy) booked.set(key, fixtures.conversion({ short_reference: ids[booked.size] ?? "later", unique_request_id: key }));
    return isBusy ? busy : { json: booked.get(key) };
  });
  const client = createClient({ baseUrl: "http://localhost:4010", loginId: "treasury@acme.example", apiKey: "ab".repeat(32), fetch: service.fetch, rateBudget: false, retry: { maxRetries: 0 }, sleep, random: () => 0.5 });
  const create: BookingTask["create"] = async (key, options) => {
    const conversion = await client.core.conversions.create({ buy_currency: "GBP", sell_currency: "EUR", fixed_side: "sell", amount: "10000.23", reason: "Invoice", term_agreement: true, unique_request_id: key }, options);
    return booking(conversion.short_reference);
  };
  return { service, booked, create, creates: () => service.count("/v2/conversions/create") };
}

describe("runBooking", () => {
  it("writes each row's key to the sheet before its request is sent", async () => {
    const workbook = sheet(6);
    const keysSeenAtSend: unknown[] = [];
    const tasks = [1, 2, 3, 4, 5, 6].map((row) =>
      task(row, async (key) => {
        const keys = await column(workbook, "FX key");
        keysSeenAtSend.push(keys[row - 1] === key);
        return booking(`id${row}`);
      }),
    );
    const outcome = await runBooking(await setupFor(workbook), tasks, [], { blockSize: 2, concurrency: 2 });
    expect(outcome.booked).toBe(6);
    expect(keysSeenAtSend).toEqual([true, true, true, true, true, true]);
    expect(await column(workbook, "FX key")).toEqual([1, 2, 3, 4, 5, 6].map((row) => expect.stringMatching(new RegExp(`^fxd-run1-[0-9a-f]{8}-r${row + 1}$`))));
    expect(await column(workbook, "FX id")).toEqual(["id1", "id2", "id3", "id4", "id5", "id6"]);
  });

  it("writes results in blocks: a handful of workbook syncs for many rows", async () => {
    const workbook = sheet(400);
    const setup = await setupFor(workbook);
    const before = workbook.syncCount;
    const tasks = Array.from({ length: 400 }, (_, index) => task(index + 1, async () => booking(`id${index}`)));
    await runBooking(setup, tasks, [], { concurrency: 8 });
    // The keys: one read that finds the rows where they are now and one write; the rows about to be sent read twice
    // (send-pace.ts): the first 16 (twice the concurrency), then, the answers having come back at once on this clock
    // that stands still, the other 384 as one window's worth. The read after the keys' write cannot be spared: it is
    // what shows that each key landed on its row (a row moved between the write's read and the write takes another's).
    // At the end the audit log appended, the used range read once (two round trips) to find every row again, which
    // places the results in one write and finds rows copied meanwhile; and whether others may edit the workbook (one).
    expect(workbook.syncCount - before).toBe(2 + 2 + 4 + 1);
    expect((await workbook.readTable(AUDIT_SHEET)).rows).toHaveLength(400);
  });

  it("costs at most one workbook sync per 100 rows on a run of 10,000", async () => {
    const workbook = sheet(10_000);
    const setup = await setupFor(workbook);
    const before = workbook.syncCount;
    const tasks = Array.from({ length: 10_000 }, (_, index) => task(index + 1, async () => booking(`id${index}`)));
    const outcome = await runBooking(setup, tasks, [], { concurrency: 8 });
    expect(outcome.booked).toBe(10_000);
    // Keys in 10 blocks of 1,000, each with the results of the block before; the rows about to be sent read in
    // blocks that grow to 1,000; the audit log appended with each write.
    expect(workbook.syncCount - before).toBeLessThanOrEqual(100);
    expect(await column(workbook, "FX id")).toEqual(Array.from({ length: 10_000 }, (_, index) => `id${index}`));
  });

  it("writes waiting results on the flush timer's tick, unless a block of keys wrote them since the last tick", async () => {
    jest.useFakeTimers();
    try {
      const workbook = sheet(8);
      const setup = await setupFor(workbook);
      const gates = new Map<number, () => void>();
      const tasks = Array.from({ length: 8 }, (_, index) =>
        task(index + 1, () => new Promise<Booking>((resolve) => gates.set(index + 1, () => resolve(booking(`id${index + 1}`))))),
      );
      const run = runBooking(setup, tasks, [], { concurrency: 1, blockSize: 4, flushIntervalMs: 1_000 });
      await jest.advanceTimersByTimeAsync(0);
      gates.get(1)?.();
      await jest.advanceTimersByTimeAsync(0);
      // Row 1 is booked and its result waits; the keys of rows 1 to 4 were written since the timer started.
      const before = workbook.syncCount;
      await jest.advanceTimersByTimeAsync(1_000);
      expect(workbook.syncCount - before).toBe(0);
      expect((await column(workbook, "FX id"))[0]).toBeNull();
      // The next tick writes it.
      await jest.advanceTimersByTimeAsync(1_000);
      expect((await column(workbook, "FX id"))[0]).toBe("id1");
      for (let row = 2; row <= 8; row += 1) {
        await jest.advanceTimersByTimeAsync(0);
        gates.get(row)?.();
      }
      expect((await run).booked).toBe(8);
    } finally {
      jest.useRealTimers();
    }
  });

  it("retries a row the service was too busy for, under the same key, and recovers what the first try booked", async () => {
    const workbook = sheet(1);
    const keys: string[] = [];
    const service = conversionsService(1, true);
    const outcome = await runBooking(
      await setupFor(workbook),
      [
        task(1, async (key, options) => {
          keys.push(key);
          return service.create(key, options);
        }),
      ],
      [],
      { retry: { maxRetries: 3, initialDelayMs: 1 } },
    );
    expect(keys).toHaveLength(1);
    expect(outcome.rows).toEqual([{ row: 1, key: expect.any(String), result: "booked", id: "first-try" }]);
    // Sent again under the same key (answered duplicate_request), then found by it: one booking at the service.
    expect(service.creates()).toBe(2);
    expect(service.service.requests.filter((request) => request.path === "/v2/conversions/create").map((request) => request.form.unique_request_id)).toEqual([keys[0], keys[0]]);
    expect([...service.booked.keys()]).toEqual(keys);
  });

  it("books a row the service was busy for once it answers, and shows the failure of a row that stays busy", async () => {
    const workbook = sheet(2);
    const service = conversionsService(3, false);
    const outcome = await runBooking(await setupFor(workbook), [task(1, service.create), task(2, service.create)], [], { concurrency: 1, retry: { maxRetries: 2, initialDelayMs: 1 } });
    // Row 1 met three busy answers with two retries; row 2 was answered at once.
    expect(outcome.rows).toEqual([
      { row: 1, key: expect.any(String), result: "failed", message: expect.stringContaining("Service is temporarily unavailable") },
      { row: 2, key: expect.any(String), result: "booked", id: "first-try" },
    ]);
    expect(service.booked.size).toBe(1);
    expect(await column(workbook, "FX result")).toEqual(["Failed", "Booked"]);
  });

  it("stops waiting between retries of a busy row as soon as the run is cancelled", async () => {
    const workbook = sheet(1);
    const cancel = new AbortController();
    // The real pause: a minute before the retry, unless cancel ends it.
    const service = conversionsService(Infinity, false, (ms, signal) => {
      setTimeout(() => cancel.abort(), 5);
      return abortableSleep(ms, signal);
    });
    const sends = () => service.creates();
    const failing = task(1, service.create);
    const run = runBooking(await setupFor(workbook), [failing], [], { signal: cancel.signal, retry: { maxRetries: 5, initialDelayMs: 120_000, maxDelayMs: 120_000 } });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hung = new Promise<"hung">((resolve) => (timer = setTimeout(() => resolve("hung"), 2_000)));
    const outcome = await Promise.race([run, hung]).finally(() => clearTimeout(timer));
    expect(outcome).toMatchObject({ cancelled: true, failed: 1, rows: [{ row: 1, result: "failed" }] });
    expect(sends()).toBe(1);
    expect(await column(workbook, "FX result")).toEqual(["Failed"]);
  });

  it("on cancel, rows still waiting to be sent read Not sent while the rows on the wire finish and read Booked", async () => {
    const workbook = sheet(6);
    const cancel = new AbortController();
    let answerTheWire: () => void = () => undefined;
    const wireAnswered = new Promise<void>((resolve) => (answerTheWire = resolve));
    // The service answers the requests on the wire just after the cancel.
    cancel.signal.addEventListener("abort", () => setTimeout(answerTheWire, 0));
    const started: number[] = [];
    // Rows 1 and 2 are on the wire; rows 3 and 4 wait for the rate budget, which drops them when the run is cancelled.
    const tasks = [1, 2, 3, 4, 5, 6].map((row) =>
      task(row, async (_key, { cancelUnsent }) => {
        started.push(row);
        if (started.length === 4) cancel.abort();
        if (row <= 2 || cancelUnsent === undefined) {
          await wireAnswered;
          return booking(`id${row}`);
        }
        if (!cancelUnsent.aborted) await new Promise((resolve) => cancelUnsent.addEventListener("abort", resolve, { once: true }));
        throw new RequestNotSentError("POST", "/v2/payments/create");
      }),
    );
    const outcome = await runBooking(await setupFor(workbook), tasks, [], { signal: cancel.signal, concurrency: 4 });

    expect(started).toEqual([1, 2, 3, 4]);
    expect(outcome).toMatchObject({ cancelled: true, booked: 2, failed: 0, notSent: 4 });
    expect(outcome.rows.map((row) => [row.row, row.result])).toEqual([
      [1, "booked"],
      [2, "booked"],
      [3, "not sent"],
      [4, "not sent"],
      [5, "not sent"],
      [6, "not sent"],
    ]);
    expect(await column(workbook, "FX result")).toEqual(["Booked", "Booked", "Not sent", "Not sent", "Not sent", "Not sent"]);
    expect(await column(workbook, "FX id")).toEqual(["id1", "id2", null, null, null, null]);
    // The dropped rows keep the key they were about to be sent under; a re-run sends them under it.
    const keys = await column(workbook, "FX key");
    expect(keys.slice(0, 4)).toEqual([1, 2, 3, 4].map((row) => expect.stringMatching(new RegExp(`-r${row + 1}$`))));
  });

  it("a retry dropped before sending keeps the failure of the attempt that was sent", async () => {
    const workbook = sheet(1);
    const cancel = new AbortController();
    // The busy row's retry is dropped by the cancel: the create sent first may have booked, so the row is not "Not sent".
    const service = conversionsService(Infinity, true, (ms, signal) => {
      cancel.abort();
      return abortableSleep(ms, signal);
    });
    const outcome = await runBooking(await setupFor(workbook), [task(1, service.create)], [], { signal: cancel.signal, retry: { maxRetries: 3 } });
    expect(outcome.rows).toEqual([expect.objectContaining({ row: 1, result: "failed" })]);
    expect(await column(workbook, "FX result")).toEqual(["Failed"]);
  });

  it("reports a failure beside the row with the service's message and request id", async () => {
    const workbook = sheet(1);
    const outcome = await runBooking(
      await setupFor(workbook),
      [task(1, async () => Promise.reject(new ServiceUnavailableError({ status: 503, errorCode: "service_unavailable", messages: { base: [{ code: "service_unavailable", message: "Service is temporarily unavailable", params: {} }] }, requestId: "req-9", method: "POST", path: "/v2/payments/create" })))],
      [],
    );
    expect(outcome.failed).toBe(1);
    expect(await column(workbook, "FX result")).toEqual(["Failed"]);
    expect(await column(workbook, "FX message")).toEqual([expect.stringContaining("Service is temporarily unavailable (support reference req-9)")]);
  });

  it("stops sending once the sheet cannot be written, and says so", async () => {
    const workbook = sheet(10);
    let sends = 0;
    let writes = 0;
    const failing = Object.assign(Object.create(workbook) as MemoryWorkbook, {
      writeColumns: async (...args: Parameters<MemoryWorkbook["writeColumns"]>) => {
        writes += 1;
        if (writes > 1) throw new Error("workbook closed");
        return workbook.writeColumns(...args);
      },
    });
    const tasks = Array.from({ length: 10 }, (_, index) => task(index + 1, async () => (sends++, booking(`id${index}`))));
    const outcome = await runBooking({ ...(await setupFor(workbook)), workbook: failing }, tasks, [], { blockSize: 3, concurrency: 1 });

    expect(sends).toBe(3);
    expect(outcome).toMatchObject({ booked: 3, notSent: 7, sheetFailure: expect.objectContaining({ message: "workbook closed" }) });
    // Each row says what happened to it and where its result is: the bookings are on the audit sheet.
    const messages = outcome.rows.map((row) => row.message ?? "");
    expect(messages.slice(0, 3)).toEqual(["id0", "id1", "id2"].map((id) => `booked as ${id}, but its result could not be written beside it: FX Desk could not finish this (workbook closed) — see the FX Desk audit sheet`));
    expect(messages.slice(3).every((message) => message.startsWith("not sent: FX Desk could not finish this (workbook closed) — nothing was sent for this row"))).toBe(true);
    expect((await workbook.readTable(AUDIT_SHEET)).rows.map((row) => row.values[8])).toEqual(["id0", "id1", "id2"]);
  });
});
