/**
 * A payment run over a long sheet stays under Excel on the web's 5 MB payload limit in every answer, on both
 * adapters: 3 areas selected far apart (sheet rows 2-10, 50,000-50,010 and 99,990-100,000 of a 100,000-row sheet),
 * their rows found before each write where they were last seen, without reading the rows between them.
 */
import { describe, expect, it } from "@jest/globals";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { OfficeWorkbook } from "../../../../src/workbook/office-workbook";
import { WorkbookModel } from "../../../../src/workbook/workbook-model";
import { bookSelectedRowsInstantly } from "../../../support/instant-run";
import { fillThreeAreaPayments, THREE_AREA_ROWS } from "../../../support/long-sheets";
import { FakeExcel } from "../../workbook/fake-excel";

/** Excel on the web's limit on a request or an answer (Resource limits and performance optimization for Office Add-ins). */
const PAYLOAD_LIMIT = 5_000_000;

describe("a payment run over 3 areas of a 100,000-row sheet", () => {
  it("on the in-memory workbook: every answer under the limit", async () => {
    const workbook = new MemoryWorkbook();
    fillThreeAreaPayments(workbook.model);

    const { booked, rows } = await bookSelectedRowsInstantly(workbook);

    expect(rows).toEqual(THREE_AREA_ROWS);
    expect(booked).toBe(31);
    expect(Math.max(...workbook.readPayloads)).toBeLessThanOrEqual(PAYLOAD_LIMIT);
  });

  it("on the Office adapter: every answer and every request under the limit", async () => {
    const excel = new FakeExcel(new WorkbookModel(), PAYLOAD_LIMIT);
    fillThreeAreaPayments(excel.model);

    const { booked, rows } = await bookSelectedRowsInstantly(new OfficeWorkbook(excel.run));

    expect(rows).toEqual(THREE_AREA_ROWS);
    expect(booked).toBe(31);
    expect(Math.max(...excel.syncs.map((sync) => sync.responseBytes))).toBeLessThanOrEqual(PAYLOAD_LIMIT);
    expect(Math.max(...excel.syncs.map((sync) => sync.payloadBytes))).toBeLessThanOrEqual(PAYLOAD_LIMIT);
  });
});
