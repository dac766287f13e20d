import { describe, expect, it } from "@jest/globals";
import { RowLocator, sheetIdentity } from "../../../../src/jobs/engine/row-locator";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";

const SHEET = "Pay";

/** Header in row 1, "Reference" and "Amount" inputs, an FX key column right of them. */
async function setUp(rows: (string | number)[][]): Promise<{ workbook: MemoryWorkbook; locator: RowLocator }> {
  const workbook = new MemoryWorkbook();
  workbook.setValues(SHEET, "A1", [["Reference", "Amount", "FX key"], ...rows]);
  const identity = sheetIdentity(await workbook.readTable(SHEET), 2);
  return { workbook, locator: new RowLocator(workbook, identity) };
}

const unkeyed = (row: number) => ({ row, key: undefined, keyed: false });

describe("RowLocator", () => {
  it("finds rows where they were read with one read", async () => {
    const { workbook, locator } = await setUp([["A", 1], ["B", 2], ["C", 3]]);
    const before = workbook.syncCount;
    const located = await locator.locate([unkeyed(1), unkeyed(3)]);
    expect([...located.rows]).toEqual([[1, 1], [3, 3]]);
    expect(workbook.syncCount - before).toBe(1);
  });

  it("reads only the header line and the rows it looks for, rows far apart in one round trip", async () => {
    const { workbook, locator } = await setUp(Array.from({ length: 99_999 }, (_, index) => [`R${index}`, index]));
    const rows = [1, 2, 3, 50_000, 50_001, 99_999];
    const before = workbook.syncCount;
    const answersBefore = workbook.readPayloads.length;

    const located = await locator.locate(rows.map(unkeyed));

    expect([...located.rows]).toEqual(rows.map((row) => [row, row]));
    expect(workbook.syncCount - before).toBe(1);
    // Seven rows over the inputs and the columns where results may sit: a few kilobytes, not the 100,000 rows between.
    const answers = workbook.readPayloads.slice(answersBefore);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toBeLessThan(10_000);
  });

  it("reads 1,000 keyed rows in one round trip once it knows the key column, and finds them after the key column moves", async () => {
    const { workbook, locator } = await setUp(Array.from({ length: 1_000 }, (_, index) => [`R${index}`, index, `key-${index}`]));
    const anchors = Array.from({ length: 1_000 }, (_, index) => ({ row: index + 1, key: `key-${index}`, keyed: true }));
    await locator.locate(anchors);
    const before = workbook.syncCount;
    expect((await locator.locate(anchors)).rows.size).toBe(1_000);
    // The inputs and the key only: not the 64 columns where results may sit, which would take two answers under the payload limit.
    expect(workbook.syncCount - before).toBe(1);

    // A column put before FX key: the rows no longer match where the key was, and are found on the whole sheet.
    workbook.setValues(SHEET, "C1", [["Note", "FX key"], ...anchors.map((anchor) => ["", anchor.key])]);
    const moved = await locator.locate(anchors);
    expect(moved.rows.size).toBe(1_000);
    expect(moved.rows.get(1_000)).toBe(1_000);
  });

  it("finds 1,000 rows of a sheet without FX key in one round trip, and reads them again up to FX key when the header line has it", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues(SHEET, "A1", [["Reference", "Amount"], ...Array.from({ length: 1_000 }, (_, index) => [`R${index}`, index])]);
    const locator = new RowLocator(workbook, sheetIdentity(await workbook.readTable(SHEET), 2));
    const rows = Array.from({ length: 1_000 }, (_, index) => index + 1);
    let before = workbook.syncCount;
    expect((await locator.locate(rows.map(unkeyed))).rows.size).toBe(1_000);
    // As wide as the 64 columns where results may sit, 1,001 lines would take two answers under the payload limit.
    expect(workbook.syncCount - before).toBe(1);

    // Another run keyed row 5 meanwhile, its FX key far right: the header line shows it, so the rows are read up to it.
    const keyed = new MemoryWorkbook();
    keyed.setValues(SHEET, "A1", [["Reference", "Amount"], ...Array.from({ length: 1_000 }, (_, index) => [`R${index}`, index])]);
    const other = new RowLocator(keyed, sheetIdentity(await keyed.readTable(SHEET), 2));
    keyed.setValues(SHEET, "Z1", [["FX key"]]);
    keyed.setValues(SHEET, "Z6", [["theirs"]]);
    before = keyed.syncCount;
    const located = await other.locate(rows.map(unkeyed));
    expect(keyed.syncCount - before).toBeGreaterThan(1);
    expect(located.rows.has(5)).toBe(false);
    expect(located.rows.get(6)).toBe(6);
  });

  it("finds the header and the rows again after rows are inserted above the header", async () => {
    const { workbook, locator } = await setUp([["A", 1], ["B", 2]]);
    workbook.insertRows(SHEET, 0, 2);
    const located = await locator.locate([unkeyed(1), unkeyed(2)]);
    expect(located.headerRow).toBe(2);
    expect([...located.rows]).toEqual([[1, 3], [2, 4]]);
    // Remembered: the next look starts where they were last seen.
    const before = workbook.syncCount;
    await locator.locate([unkeyed(2)]);
    expect(workbook.syncCount - before).toBe(1);
  });

  it("finds keyed rows by their key after a sort, and unkeyed ones by their cells", async () => {
    const { workbook, locator } = await setUp([["A", 1, "key-a"], ["B", 2], ["C", 3, "key-c"]]);
    workbook.sortRows(SHEET, 1, 3, 1, true);
    const located = await locator.locate([{ row: 1, key: "key-a", keyed: true }, unkeyed(2), { row: 3, key: "key-c", keyed: true }]);
    expect([...located.rows]).toEqual([[1, 3], [2, 2], [3, 1]]);
  });

  it("gives identical rows one place each", async () => {
    const { workbook, locator } = await setUp([["A", 1], ["A", 1]]);
    workbook.insertRows(SHEET, 1, 1);
    const located = await locator.locate([unkeyed(1), unkeyed(2)]);
    expect([...located.rows]).toEqual([[1, 2], [2, 3]]);
  });

  it("loses a row that was edited, deleted, or claimed by another run's key", async () => {
    const { workbook, locator } = await setUp([["A", 1], ["B", 2], ["C", 3], ["D", 4]]);
    workbook.setValues(SHEET, "B2", [[10]]);
    workbook.deleteRows(SHEET, 2, 1);
    workbook.setValues(SHEET, "C3", [["someone-else"]]);
    const located = await locator.locate([unkeyed(1), unkeyed(2), unkeyed(3), unkeyed(4)]);
    expect([...located.rows]).toEqual([[4, 3]]);
  });

  it("loses every row when the input headers are gone", async () => {
    const { workbook, locator } = await setUp([["A", 1]]);
    workbook.setValues(SHEET, "A1", [["Ref"]]);
    expect((await locator.locate([unkeyed(1)])).rows.size).toBe(0);
  });

  describe("at the end of a run, rows edited before their key was written", () => {
    /** Five inputs: a row with fewer than half of them edited (two at most) can still be told as itself. */
    async function fiveInputs(rows: (string | number)[][]): Promise<{ workbook: MemoryWorkbook; locator: RowLocator }> {
      const workbook = new MemoryWorkbook();
      workbook.setValues(SHEET, "A1", [["Reference", "Amount", "Reason", "Currency", "Payee", "FX key"], ...rows]);
      return { workbook, locator: new RowLocator(workbook, sheetIdentity(await workbook.readTable(SHEET), 5)) };
    }
    const row = (reference: string, amount: number) => [reference, amount, "Rent", "EUR", "Landlord"];
    const anchors = (edited: number[], rows: number[]) => rows.map((read) => ({ row: read, key: undefined, editedInPlace: edited.includes(read) }));
    const places = (found: Awaited<ReturnType<RowLocator["reconcile"]>>) => ({
      own: [...(found?.own ?? [])].map(([read, candidate]) => [read, candidate.row]),
      alike: [...(found?.alike ?? [])].map(([read, candidates]) => [read, candidates.map((candidate) => candidate.row)]),
    });

    it("pairs an edited row with the row it became", async () => {
      const { workbook, locator } = await fiveInputs([row("A", 1), row("B", 2), row("C", 3)]);
      workbook.setValues(SHEET, "B3", [[20]]);
      expect(places(await locator.reconcile(anchors([2], [1, 2, 3])))).toEqual({ own: [[1, 1], [3, 3], [2, 2]], alike: [] });
    });

    it("answers every row alike with it when it was copied after the edit, and gives none of them to a row further away", async () => {
      const { workbook, locator } = await fiveInputs([row("A", 1), row("B", 2), row("C", 3)]);
      workbook.setValues(SHEET, "B3", [[20]]);
      workbook.copyRows(SHEET, 2, 1, 4);
      // A's row is deleted: B's rows are two cells from it (fewer than half), one from B.
      workbook.deleteRows(SHEET, 1, 1);
      expect(places(await locator.reconcile(anchors([1, 2], [1, 2, 3])))).toEqual({ own: [[3, 2]], alike: [[2, [1, 3]]] });
    });
  });
});
