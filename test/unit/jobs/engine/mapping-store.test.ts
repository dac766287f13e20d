/**
 * Remembered column mappings in the workbook's settings, keyed by the sheet's id: the same behaviour over the Office
 * adapter (on the Excel stand-in) and the in-memory one.
 */
import { beforeEach, describe, expect, it } from "@jest/globals";
import { workbookMappingStore } from "../../../../src/jobs/engine/mapping-store";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { OfficeWorkbook } from "../../../../src/workbook/office-workbook";
import type { WorkbookPort } from "../../../../src/workbook/port";
import { SheetNotFoundError } from "../../../../src/workbook/sheet-not-found";
import { WorkbookModel } from "../../../../src/workbook/workbook-model";
import { FakeExcel } from "../../workbook/fake-excel";

const adapters: [string, () => { model: WorkbookModel; workbook: WorkbookPort }][] = [
  [
    "OfficeWorkbook",
    () => {
      const model = new WorkbookModel();
      return { model, workbook: new OfficeWorkbook(new FakeExcel(model).run) };
    },
  ],
  [
    "MemoryWorkbook",
    () => {
      const workbook = new MemoryWorkbook();
      return { model: workbook.model, workbook };
    },
  ],
];

const CORRECTED = { currency: "Ccy code", payment_date: null };

describe.each(adapters)("remembered column mappings (%s)", (_, harness) => {
  let model: WorkbookModel;
  let workbook: WorkbookPort;

  beforeEach(() => {
    ({ model, workbook } = harness());
    model.setValues("Payments", { row: 0, column: 0 }, [["Ccy code", "Amount"]]);
    model.addSheet("Other");
  });

  it("keeps a correction per sheet and kind in the workbook, including a field set to no column", async () => {
    const store = workbookMappingStore(workbook);
    await store.save("Payments", "payment", CORRECTED);

    await expect(store.load("Payments", "payment")).resolves.toEqual(CORRECTED);
    await expect(store.load("Payments", "conversion")).resolves.toBeUndefined();
    await expect(store.load("Other", "payment")).resolves.toBeUndefined();
    // A new store over the same workbook (a reload) still knows it; another workbook with a Payments sheet does not.
    await expect(workbookMappingStore(workbook).load("Payments", "payment")).resolves.toEqual(CORRECTED);
    const another = harness();
    another.model.addSheet("Payments");
    await expect(workbookMappingStore(another.workbook).load("Payments", "payment")).resolves.toBeUndefined();
  });

  it("keeps the mapping of a sheet that is renamed, and gives none to a new sheet under the old name", async () => {
    const store = workbookMappingStore(workbook);
    await store.save("Payments", "payment", CORRECTED);

    model.renameSheet("Payments", "Payments March");
    model.addSheet("Payments");

    await expect(store.load("Payments March", "payment")).resolves.toEqual(CORRECTED);
    await expect(store.load("payments march", "payment")).resolves.toEqual(CORRECTED);
    await expect(store.load("Payments", "payment")).resolves.toBeUndefined();
  });

  it("moves a mapping kept under the sheet's name (earlier versions) under its id once, so a rename keeps it and a newcomer never takes it", async () => {
    model.setSetting("fxdesk.mapping.payment.Payments", CORRECTED);
    const store = workbookMappingStore(workbook);

    await expect(store.load("Payments", "payment")).resolves.toEqual(CORRECTED);
    const [payments] = await workbook.listSheets();
    expect(model.setting(`fxdesk.sheet-mapping.payment.${payments?.id}`)).toEqual(CORRECTED);
    expect(model.setting("fxdesk.mapping.payment.Payments")).toBeUndefined();

    model.renameSheet("Payments", "Paid");
    model.addSheet("Payments");
    await expect(store.load("Paid", "payment")).resolves.toEqual(CORRECTED);
    await expect(store.load("Payments", "payment")).resolves.toBeUndefined();
  });

  it("prefers the entry under the id to one left under the name", async () => {
    const store = workbookMappingStore(workbook);
    await store.save("Payments", "payment", CORRECTED);
    model.setSetting("fxdesk.mapping.payment.Payments", { currency: "Old" });

    await expect(store.load("Payments", "payment")).resolves.toEqual(CORRECTED);
  });

  it("ignores a damaged entry and values that are not header names", async () => {
    const [payments, other] = await workbook.listSheets();
    model.setSetting(`fxdesk.sheet-mapping.payment.${payments?.id}`, "{not json");
    model.setSetting(`fxdesk.sheet-mapping.payment.${other?.id}`, { currency: 7, amount: "Amt" });
    model.setSetting("fxdesk.mapping.conversion.Payments", [1, 2]);
    const store = workbookMappingStore(workbook);

    await expect(store.load("Payments", "payment")).resolves.toBeUndefined();
    await expect(store.load("Other", "payment")).resolves.toEqual({ amount: "Amt" });
    await expect(store.load("Payments", "conversion")).resolves.toBeUndefined();
  });

  it("loads nothing for a sheet that is gone, and refuses to save for it", async () => {
    const store = workbookMappingStore(workbook);
    await expect(store.load("Nowhere", "payment")).resolves.toBeUndefined();
    await expect(store.save("Nowhere", "payment", CORRECTED)).rejects.toBeInstanceOf(SheetNotFoundError);
  });
});
