/**
 * Reading a big selection the way Excel on the web allows: 10,000 payment rows selected near row 20,000 of a
 * 30,000-row sheet, read by the job's real path (readOrders: the selection, then its rows again over the width
 * where the job's own columns may sit) on the in-memory adapter, which plans blocks and counts the bytes of each
 * answer as the Office adapter does. Beside it, in the same run, the one-read baseline: the earlier path that
 * read from the header line down to the last selected row over that width in a single answer.
 * Target: no answer over Excel on the web's 5 MB payload limit.
 *
 * Two more cases, each beside the earlier path in the same run:
 * - a payment run over 3 areas selected far apart on a 100,000-row sheet (sheet rows 2-10, 50,000-50,010,
 *   99,990-100,000): the row locator's read before a write (only the header line and those rows) beside the one
 *   read it made from the first to the last row, and the largest answer of the whole run;
 * - the recalculation after sign-in finding FX formulas on a sheet of 100,000 rows of formulas: formula cells read
 *   in bands under the limit beside every formula in one answer, as it loaded them.
 */
import { performance } from "node:perf_hooks";
import { readOrderSheet } from "../../src/jobs/engine/order-sheet";
import { RESULT_SEARCH_WIDTH, resultColumns } from "../../src/jobs/engine/result-columns";
import { RowLocator } from "../../src/jobs/engine/row-locator";
import { fxFormulaCells } from "../../src/taskpane/fx-formula-cells";
import { MAX_COLUMNS } from "../../src/workbook/address";
import { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import { bookSelectedRowsInstantly } from "../support/instant-run";
import { fillFormulaSheet, fillThreeAreaPayments, FORMULA_SHEET_ROWS, PAYMENTS_SHEET, THREE_AREA_ROWS } from "../support/long-sheets";
import { paymentKind } from "../../src/jobs/kinds/payment";

const SHEET_ROWS = 30_000;
/** Sheet row (1-based, as Excel numbers them) of the first selected row. */
const FIRST_SELECTED_ROW = 20_001;
const SELECTED = 10_000;
const EXCEL_WEB_PAYLOAD_LIMIT = 5 * 1024 * 1024;
const HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason", "IBAN", "Account holder"];

function paymentsSheet(): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  workbook.setValues("Payments", "A1", [
    HEADERS,
    ...Array.from({ length: SHEET_ROWS }, (_, index) => [`Supplier ${index} GmbH`, `${(index % 9_000) + 10}.25`, "EUR", `INV-2026-${index}`, "Goods and services", "DE89370400440532013000", `Supplier ${index} GmbH`]),
  ]);
  workbook.select("Payments", `A${FIRST_SELECTED_ROW}:A${FIRST_SELECTED_ROW + SELECTED - 1}`);
  return workbook;
}

export async function benchSheet(): Promise<Record<string, unknown>> {
  const workbook = paymentsSheet();
  const syncsBefore = workbook.syncCount;
  const started = performance.now();
  const sheet = await readOrderSheet(workbook, paymentKind, { from: "selection" });
  const blockedMs = performance.now() - started;
  const answers = [...workbook.readPayloads];

  // Baseline: the single read the earlier code made, header line to last selected row, over the same width.
  const baseline = paymentsSheet();
  const width = Math.min(MAX_COLUMNS, HEADERS.length + resultColumns(paymentKind).length + RESULT_SEARCH_WIDTH);
  const baselineStarted = performance.now();
  const values = await baseline.readValues("Payments", [{ row: 0, column: 0, rowCount: FIRST_SELECTED_ROW - 1 + SELECTED, columnCount: width }]);
  const baselineMs = performance.now() - baselineStarted;
  const baselineBytes = JSON.stringify(values).length;

  const maxAnswer = Math.max(...answers);
  return {
    rows_selected: sheet.rows.length,
    first_selected_sheet_row: FIRST_SELECTED_ROW,
    blocked: {
      syncs: workbook.syncCount - syncsBefore,
      answers: answers.length,
      max_bytes_per_answer: maxAnswer,
      total_bytes_read: answers.reduce((sum, bytes) => sum + bytes, 0),
      ms: Math.round(blockedMs),
    },
    one_read_baseline: { syncs: 1, bytes: baselineBytes, ms: Math.round(baselineMs) },
    payload_limit_bytes: EXCEL_WEB_PAYLOAD_LIMIT,
    ratios: { largest_answer_vs_baseline: Number((maxAnswer / baselineBytes).toFixed(3)) },
    meets_target: maxAnswer <= EXCEL_WEB_PAYLOAD_LIMIT,
    baseline_over_limit: baselineBytes > EXCEL_WEB_PAYLOAD_LIMIT,
    locate_3_areas_of_100000_rows: await benchLocate(),
    recalc_formulas_of_100000_rows: await benchFormulaCells(),
  };
}

/** What a round of reads cost on the in-memory workbook: its round trips and the size of each answer. */
async function measured(workbook: MemoryWorkbook, work: () => Promise<unknown>) {
  const syncs = workbook.syncCount;
  const answers = workbook.readPayloads.length;
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  const sizes = workbook.readPayloads.slice(answers);
  return { syncs: workbook.syncCount - syncs, answers: sizes.length, max_bytes_per_answer: Math.max(...sizes), total_bytes_read: sizes.reduce((sum, bytes) => sum + bytes, 0), ms: Math.round(ms) };
}

async function benchLocate(): Promise<Record<string, unknown>> {
  const spec = paymentKind;
  const workbook = new MemoryWorkbook();
  fillThreeAreaPayments(workbook.model);
  const sheet = await readOrderSheet(workbook, spec, { from: "selection" });
  const anchors = THREE_AREA_ROWS.map((row) => ({ row, key: undefined, keyed: false }));
  const locator = new RowLocator(workbook, sheet.identity);
  let found = 0;
  const locate = await measured(workbook, async () => {
    found = (await locator.locate(anchors)).rows.size;
  });

  // Baseline: the read the locator made before, the header line and every row from the first to the last anchor.
  const width = Math.min(MAX_COLUMNS, sheet.identity.headers.length + RESULT_SEARCH_WIDTH);
  const first = Math.min(...THREE_AREA_ROWS);
  const last = Math.max(...THREE_AREA_ROWS);
  const baseline = await measured(workbook, () =>
    workbook.readValues(PAYMENTS_SHEET, [
      { row: sheet.headerRow, column: 0, rowCount: 1, columnCount: width },
      { row: first, column: 0, rowCount: last - first + 1, columnCount: width },
    ]),
  );

  // The whole run on a fresh sheet: keys ahead, reads before sending, results, and the end-of-run reconcile.
  const runBook = new MemoryWorkbook();
  fillThreeAreaPayments(runBook.model);
  let booked = 0;
  const run = await measured(runBook, async () => {
    booked = (await bookSelectedRowsInstantly(runBook)).booked;
  });

  return {
    sheet_rows: 100_000,
    selected_areas: "A2:A10,A50000:A50010,A99990:A100000",
    rows_selected: sheet.rows.length,
    locate: { rows_found: found, ...locate },
    one_read_baseline: baseline,
    payment_run: { booked, ...run, note: "every read of the run, the end-of-run reconcile's read of the whole sheet (in blocks) included" },
    payload_limit_bytes: EXCEL_WEB_PAYLOAD_LIMIT,
    ratios: { largest_locate_answer_vs_baseline: Number((locate.max_bytes_per_answer / baseline.max_bytes_per_answer).toFixed(5)) },
    meets_target: Math.max(locate.max_bytes_per_answer, run.max_bytes_per_answer) <= EXCEL_WEB_PAYLOAD_LIMIT,
    baseline_over_limit: baseline.max_bytes_per_answer > EXCEL_WEB_PAYLOAD_LIMIT,
  };
}

async function benchFormulaCells(): Promise<Record<string, unknown>> {
  const workbook = new MemoryWorkbook();
  const fxCells = fillFormulaSheet(workbook.model);
  let formulas = 0;
  let fx = 0;
  const banded = await measured(workbook, async () => {
    const cells = await workbook.readFormulaCells();
    formulas = cells.length;
    fx = fxFormulaCells(cells).length;
  });

  // Baseline: every formula of the sheet in one answer, as the recalculation after sign-in loaded them.
  const oneAnswer = new MemoryWorkbook(Number.POSITIVE_INFINITY);
  fillFormulaSheet(oneAnswer.model);
  const baseline = await measured(oneAnswer, () => oneAnswer.readFormulaCells());

  return {
    sheet_rows: FORMULA_SHEET_ROWS,
    formula_cells: formulas,
    fx_cells_found: fx,
    fx_cells_on_sheet: fxCells.length,
    banded,
    one_answer_baseline: baseline,
    payload_limit_bytes: EXCEL_WEB_PAYLOAD_LIMIT,
    ratios: { largest_answer_vs_baseline: Number((banded.max_bytes_per_answer / baseline.max_bytes_per_answer).toFixed(3)) },
    meets_target: banded.max_bytes_per_answer <= EXCEL_WEB_PAYLOAD_LIMIT,
    baseline_over_limit: baseline.max_bytes_per_answer > EXCEL_WEB_PAYLOAD_LIMIT,
  };
}
