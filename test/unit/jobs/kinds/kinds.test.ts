import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { parseAmount } from "../../../../src/domain";
import { ColumnNames, mapColumns, ProblemCollector, type FieldSet, type OrderCells, type ParsedOrder } from "../../../../src/domain/orders";
import type { JobContext } from "../../../../src/jobs/engine/booking-api";
import { insertTemplate, prepareJob, readOrders, refreshStatuses, templateHeaders } from "../../../../src/jobs/kind-jobs";
import type { KindOrder, KindSpec } from "../../../../src/jobs/engine/kind-spec";
import { BOOKED, CREATED, resultHeaders } from "../../../../src/jobs/engine/result-columns";
import { NeedsConfirmationError } from "../../../../src/jobs/engine/needs-confirmation";
import { readyRows } from "../../../../src/jobs/engine/row-plan";
import { EXAMPLE_MARKER } from "../../../../src/jobs/engine/template-columns";
import { KINDS, kindSpec } from "../../../../src/taskpane/features/booking/kind-views";
import { TEXT_FORMAT } from "../../../../src/workbook/number-formats";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";

describe("the registry of kinds", () => {
  it.each(KINDS.map((spec) => [spec.kind, spec] as const))("the %s kind declares every part of a spec", (kind, spec) => {
    expect(kindSpec(kind)).toBe(spec);
    const { labels } = spec;
    for (const text of [labels.singular, labels.plural, labels.tab, labels.title, labels.intro, labels.totals.caption, labels.totals.currency]) expect(text.trim().length).toBeGreaterThan(0);
    expect(labels.plural).not.toBe(labels.singular);

    // The template: a column per known field, every required field among them, one example row that carries the marker.
    const fields = new Set(spec.fields.fields.map((field) => field.field));
    const templateFields = spec.template.columns.map((column) => column.field);
    expect(templateFields.filter((field) => !fields.has(field))).toEqual([]);
    expect(spec.fields.fields.filter((field) => field.required && !templateFields.includes(field.field))).toEqual([]);
    const marked = spec.template.columns.filter((column) => column.example === EXAMPLE_MARKER).map((column) => column.field);
    expect(marked).toEqual([spec.template.marked]);
    expect([spec.template.sheet, spec.template.table, spec.template.legendSheet].every((name) => name.length > 0)).toBe(true);

    // Its own result columns are the add-in's ("FX …"), and none of them is taken for an input column.
    expect(spec.resultColumns.length).toBeGreaterThan(0);
    for (const column of spec.resultColumns) expect(column.header).toMatch(/^FX /);
    expect(mapColumns(resultHeaders(spec), spec.fields).columns).toEqual({});

    // The resources it calls: some, each once (the engine hands it these and no others).
    expect(spec.resources.length).toBeGreaterThan(0);
    expect(new Set(spec.resources).size).toBe(spec.resources.length);

    expect(["rates", "authenticated"]).toContain(spec.checkBudget);
    expect([spec.parse, spec.check].every((part) => typeof part === "function")).toBe(true);
    // Its statuses: read one by one, or in batches of one account's (the engine asks: read-statuses.ts).
    const reads: unknown[] = [spec.statuses.one, spec.statuses.many?.read];
    expect(reads.filter((read) => typeof read === "function")).toHaveLength(1);
    // What its done rows read: one of the engine's word sets (booked or created).
    expect([BOOKED, CREATED]).toContain(spec.doneWords);
  });

  it("says a money movement is booked and a client or payee created", () => {
    // Every registered kind's words are one of the two sets (above); these kinds' are known to the people who use them.
    expect(Object.fromEntries(KINDS.map((spec) => [spec.kind, [spec.doneWords.done, spec.doneWords.atHeader]]))).toMatchObject({
      conversion: ["Booked", "FX booked at (UTC)"],
      payment: ["Booked", "FX booked at (UTC)"],
      transfer: ["Booked", "FX booked at (UTC)"],
      client: ["Created", "FX created at (UTC)"],
      beneficiary: ["Created", "FX created at (UTC)"],
    });
  });

  it("tells every kind apart by its name, its template and its tab", () => {
    for (const part of [(spec: KindSpec) => spec.kind, (spec: KindSpec) => spec.template.sheet, (spec: KindSpec) => spec.template.table, (spec: KindSpec) => spec.labels.tab]) {
      const values = KINDS.map((spec) => part(spec));
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("refuses a kind it does not know, by name", () => {
    expect(() => kindSpec("sweep")).toThrow('no kind of row work is called "sweep"');
  });
});

/**
 * A kind that exists only here: the engine reads, checks, previews, confirms, books, resumes, refreshes and inserts
 * its template without a line of its own — adding a kind is adding its spec.
 */
interface SweepOrder extends KindOrder {
  amount: Decimal;
  reference: string;
}

const SWEEP_FIELDS: FieldSet = {
  fields: [
    { field: "amount", label: "Amount", synonyms: ["amount", "sum"], required: true, identifier: false },
    { field: "reference", label: "Sweep reference", synonyms: ["sweep reference", "reference", "ref"], required: true, identifier: false },
    { field: "acting_as", label: "Acting as", synonyms: ["acting as"], required: false, identifier: true },
  ],
};

function parseSweep(cells: OrderCells): ParsedOrder<SweepOrder> {
  const collect = new ProblemCollector();
  const amount = collect.attempt(() => parseAmount(cells.value("amount") ?? "", "EUR", cells.label("amount")));
  const reference = collect.attempt(() => cells.requiredText("reference", { maxLength: 30 }));
  const actingAs = collect.attempt(() => cells.actingAs("acting_as"));
  if (!collect.ok || amount === undefined || reference === undefined) return { ok: false, problems: collect.problems };
  return { ok: true, order: { amount, reference, actingAs } };
}

/** A service that books sweeps under their keys and knows them by id. */
function sweepService() {
  const byKey = new Map<string, { id: string; reference: string; amount: Decimal }>();
  const creates: string[] = [];
  /** The resources each part of the kind was handed, by part. */
  const handed: Record<string, string[]> = {};
  const spec: KindSpec<SweepOrder, { references: string[] }, "balances"> = {
    kind: "sweep",
    labels: { singular: "sweep", plural: "sweeps", tab: "Sweep", title: "Book sweeps", intro: "Select sweep rows.", totals: { caption: "Amount swept per currency", currency: "Swept" } },
    resources: ["balances"],
    fields: SWEEP_FIELDS,
    template: {
      sheet: "Sweeps",
      table: "FxSweeps",
      legendSheet: "Allowed values (sweeps)",
      marked: "reference",
      columns: [
        { field: "amount", required: "yes", allowed: "A positive amount in EUR", example: 5 },
        { field: "reference", format: TEXT_FORMAT, required: "yes", allowed: "Up to 30 characters", example: EXAMPLE_MARKER },
      ],
    },
    doneWords: BOOKED,
    resultColumns: [{ header: "FX sweep ref", format: TEXT_FORMAT }],
    checkBudget: "authenticated",
    parse: parseSweep,
    check: async (ctx, _sheet, plans) => {
      handed.check = Object.keys(ctx.api);
      for (const plan of readyRows(plans)) if (plan.order.reference === "REFUSED") plans[plans.indexOf(plan)] = { row: plan.row, state: "invalid", message: "the service refuses this sweep" };
      return {
        preview: { references: readyRows(plans).map((plan) => plan.order.reference) },
        funds: new Map(),
        drawn: () => [],
        totals: (sending) => sending.map((plan) => ({ actingAs: plan.order.actingAs, currency: "EUR", amount: plan.order.amount })),
        startRun: ({ api, sending }) => ({
          // Terms that no longer hold, as a kind finds out when its run starts or as a row is sent.
          holdBack: async () => sending.filter((plan) => plan.order.reference === "HOLD-AT-START").map((plan) => ({ row: plan.row, message: "the terms changed before the run: check it again" })),
          row: (plan) => {
            handed.run = Object.keys(api);
            const booked = (sweep: { id: string; reference: string }) => ({ id: sweep.id, shortReference: `T-${sweep.id}`, cells: { "FX sweep ref": sweep.reference, "FX status": "done" } });
            return {
              find: async (key) => {
                const found = byKey.get(key);
                return found === undefined ? undefined : booked(found);
              },
              create: async (key) => {
                if (plan.order.reference === "HOLD-AS-SENT") throw new NeedsConfirmationError("the terms changed as it was sent: check it again");
                creates.push(key);
                const sweep = { id: `tr-${byKey.size + 1}`, reference: plan.order.reference, amount: plan.order.amount };
                byKey.set(key, sweep);
                return booked(sweep);
              },
            };
          },
        }),
      };
    },
    statuses: {
      one: async (api, row) => {
        handed.refresh = Object.keys(api);
        return { status: "settled", message: `settled (${row.id})` };
      },
    },
  };
  return { spec, byKey, creates, handed };
}

function context(workbook: MemoryWorkbook): JobContext {
  // The sweep kind calls no service of the client (it declares balances only); rows for the signed-in account need
  // no contact names. Each resource is a marker the kind is handed, or not.
  const api = { balances: {}, payments: {}, contacts: {}, transfers: {} } as unknown as JobContext["api"];
  return { api, workbook, signedInLogin: () => "me@example.com", now: () => Date.parse("2026-01-05T09:00:00Z"), random: () => 0.5 };
}

async function column(workbook: MemoryWorkbook, sheet: string, header: string) {
  const block = await workbook.readTable(sheet);
  return block.rows.map((row) => row.values[block.headers.indexOf(header)] ?? null);
}

describe("a kind the engine has never heard of", () => {
  it("reads, checks, confirms, books and refreshes its rows through the engine, with its own columns and words", async () => {
    const { spec, byKey, creates, handed } = sweepService();
    const workbook = new MemoryWorkbook();
    workbook.setValues("Moves", "A1", [["Sum", "Ref"], ["10.50", "RENT"], ["abc", "BAD"], ["3", "REFUSED"], ["4", "FEES"]]);
    const ctx = context(workbook);
    const source = { from: "table", sheet: "Moves" } as const;

    const sheet = await readOrders(ctx, spec, { source });
    expect(sheet.kind).toBe("sweep");
    expect(sheet.mapping.headers).toEqual({ amount: "Sum", reference: "Ref" });
    expect(ColumnNames.of(sheet.mapping).name("reference")).toBe("Ref");

    const job = await prepareJob(ctx, sheet);
    expect(job.preview).toEqual({ references: ["RENT", "FEES"] });
    expect(job.rows.map((row) => row.state)).toEqual(["ready", "invalid", "invalid", "ready"]);
    const confirmation = job.confirm();
    expect(confirmation).toMatchObject({ kind: "sweep", rowsToSend: 2, invalidRows: 2 });
    // A kind without terms of its own adds nothing to its job, its confirmation or its outcome (a payment's funding is the payment kind's).
    expect(confirmation.totals).toEqual([{ actingAs: undefined, currency: "EUR", amount: new Decimal("14.5"), rows: 2 }]);
    expect(job).not.toHaveProperty("coverOptions");
    expect(confirmation).not.toHaveProperty("funding");

    const outcome = await job.run(confirmation, { concurrency: 1 });
    expect(outcome).toMatchObject({ booked: 2, failed: 0, notSent: 0, cancelled: false });
    expect(outcome).not.toHaveProperty("funding");
    expect(creates).toHaveLength(2);
    expect(await column(workbook, "Moves", "FX result")).toEqual(["Booked", "Invalid", "Invalid", "Booked"]);
    expect(await column(workbook, "Moves", "FX sweep ref")).toEqual(["RENT", null, null, "FEES"]);
    expect(await column(workbook, "Moves", "FX id")).toEqual(["tr-1", null, null, "tr-2"]);
    expect(await column(workbook, "Moves", "FX message")).toEqual([null, expect.stringMatching(/^Sum: /), "the service refuses this sweep", null]);
    expect([...byKey.keys()]).toEqual(await column(workbook, "Moves", "FX key").then((keys) => [keys[0], keys[3]]));

    // Run again: booked rows are never sent again.
    const again = await prepareJob(ctx, await readOrders(ctx, spec, { source }));
    expect(again.rows.map((row) => row.state)).toEqual(["booked", "invalid", "invalid", "booked"]);
    expect(again.confirm().rowsToSend).toBe(0);

    const refreshed = await refreshStatuses(ctx, spec, source);
    expect(refreshed).toEqual({ refreshed: 2, changed: 2, failed: 0, notBooked: 2, copies: 0, leftOut: [] });
    expect(await column(workbook, "Moves", "FX status")).toEqual(["settled", null, null, "settled"]);

    // Its check, its run and its refresh were handed the resources it declared, and no others.
    expect(handed).toEqual({ check: ["balances"], run: ["balances"], refresh: ["balances"] });
  });

  it("recovers by its key a row an earlier run sent without writing the result", async () => {
    const { spec, byKey, creates } = sweepService();
    const workbook = new MemoryWorkbook();
    workbook.setValues("Moves", "A1", [["Amount", "Reference", "FX key", "FX result"], ["7", "LOST", "fxd-earlier-0000abcd-r2", "Sending"]]);
    byKey.set("fxd-earlier-0000abcd-r2", { id: "tr-9", reference: "LOST", amount: new Decimal(7) });
    const ctx = context(workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, spec, { source: { from: "table", sheet: "Moves" } }));
    const outcome = await job.run(job.confirm());
    expect(outcome.rows).toEqual([{ row: 1, key: "fxd-earlier-0000abcd-r2", result: "recovered", id: "tr-9" }]);
    expect(creates).toEqual([]);
  });

  it("holds rows whose terms no longer hold, at the run's start or as they are sent: nothing booked, each to confirm again with why", async () => {
    const { spec, creates } = sweepService();
    const workbook = new MemoryWorkbook();
    workbook.setValues("Moves", "A1", [["Amount", "Reference"], ["1", "HOLD-AT-START"], ["2", "RENT"], ["3", "HOLD-AS-SENT"]]);
    const ctx = context(workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, spec, { source: { from: "table", sheet: "Moves" } }));
    const confirmation = job.confirm();
    expect(confirmation.sendingRows).toEqual([1, 2, 3]);
    const outcome = await job.run(confirmation, { concurrency: 1 });
    expect(outcome.rows.map((row) => [row.row, row.result, row.reconfirm ?? false, row.message ?? ""])).toEqual([
      [1, "held", true, "the terms changed before the run: check it again"],
      [2, "booked", false, ""],
      [3, "held", true, "the terms changed as it was sent: check it again"],
    ]);
    expect(outcome).toMatchObject({ booked: 1, failed: 0, notSent: 0 });
    expect(creates).toHaveLength(1);
    expect(await column(workbook, "Moves", "FX result")).toEqual(["Needs confirmation", "Booked", "Needs confirmation"]);
    // Held at the start, the row was never keyed; held as it was sent, it keeps its key, and nothing was booked under it.
    const keys = await column(workbook, "Moves", "FX key");
    expect(keys[0]).toBeNull();
    expect(keys[2]).toEqual(expect.any(String));
    // Checked again, both are ready to book.
    const again = await prepareJob(ctx, await readOrders(ctx, spec, { source: { from: "table", sheet: "Moves" } }));
    expect(again.rows.map((row) => row.state)).toEqual(["ready", "booked", "ready"]);
  });

  it("inserts its template with its fields' labels as headers, and refuses the example row", async () => {
    const { spec } = sweepService();
    const workbook = new MemoryWorkbook();
    const inserted = await insertTemplate(workbook, spec, undefined, () => 0);
    expect(inserted).toEqual({ sheet: "Sweeps", table: "FxSweeps_0", legendSheet: "Allowed values (sweeps)" });
    expect(templateHeaders(spec)).toEqual(["Amount", "Sweep reference"]);
    expect((await workbook.readTable("Sweeps")).headers).toEqual(["Amount", "Sweep reference"]);
    const job = await prepareJob(context(workbook), await readOrders(context(workbook), spec, { source: { from: "table", sheet: "Sweeps" } }));
    expect(job.rows).toEqual([{ row: 1, state: "invalid", message: expect.stringContaining("this is the template's example row") }]);
  });
});
