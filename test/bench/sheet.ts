/**
 * Reading a big selection the way Excel on the web allows: 10,000 payment rows selected near row 20,000 of a
 * 30,000-row sheet, read by the job's real path (readOrders: the selection, then its rows again over the width
 * where the job's own columns may sit) on the in-memory adapter, which plans blocks and counts the bytes of each
 * answer as the Office adapter does. Beside it, in the same run, the one-read baseline: the earlier path that
 * read from the header line down to the last selected row over that width in a single answer.
 * Target: no answer over Excel on the web's 5 MB payload limit.
 */
import { performance } from "node:perf_hooks";
import { readOrderSheet } from "../../src/jobs/engine/order-sheet";
import { RESULT_SEARCH_WIDTH, resultColumns } from "../../src/jobs/engine/result-columns";
import { kindSpec } from "../../src/jobs/kinds";
import { MAX_COLUMNS } from "../../src/workbook/address";
import { MemoryWorkbook } from "../../src/workbook/memory-workbook";

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
  const sheet = await readOrderSheet(workbook, kindSpec("payment"), { from: "selection" });
  const blockedMs = performance.now() - started;
  const answers = [...workbook.readPayloads];

  // Baseline: the single read the earlier code made, header line to last selected row, over the same width.
  const baseline = paymentsSheet();
  const width = Math.min(MAX_COLUMNS, HEADERS.length + resultColumns(kindSpec("payment")).length + RESULT_SEARCH_WIDTH);
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
  };
}
