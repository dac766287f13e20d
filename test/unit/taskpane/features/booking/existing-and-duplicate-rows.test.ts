/**
 * What the pane says of rows that exist on the service already, of possible duplicates, and of rows done, in each
 * kind's words: clients and beneficiaries are created, payments and conversions booked.
 */
import { describe, expect, it } from "@jest/globals";
import type { Confirmation, JobOutcome, PreparedJob, RowPlan } from "../../../../../src/jobs";
import { describeOutcome, doneWordsOf } from "../../../../../src/taskpane/features/booking/activity";
import { confirmationCounts } from "../../../../../src/taskpane/features/booking/confirmation-counts";
import { kindSpec } from "../../../../../src/taskpane/features/booking/kind-views";
import { rowStatuses } from "../../../../../src/taskpane/features/booking/row-statuses";
import { confirmationOf } from "./support/confirmation";

const ready = (row: number, extra: Partial<Extract<RowPlan<unknown>, { state: "ready" }>> = {}): RowPlan<unknown> => ({
  row,
  state: "ready",
  order: { actingAs: undefined },
  existingKey: undefined,
  recover: false,
  duplicateOf: [],
  ...extra,
});

/** A checked job as the pane reads it: its kind, rows and labels (previews without quotes). */
const jobOf = (kind: string, rows: RowPlan<unknown>[]) => ({ kind, rows, sheet: { spec: kindSpec(kind) }, preview: { quotes: [] } }) as unknown as PreparedJob;

const confirmation = (counts: Partial<Confirmation>): Confirmation => confirmationOf({ kind: "beneficiary", sheet: "Payees", ...counts });

describe("rows whose object exists on the service already", () => {
  it("read Exists with the existing object's name and id, beside the new rows that read Valid", () => {
    const rows = [ready(1), ready(2, { exists: { id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", name: "Northwind Supplies Ltd (GBP)" } }), ready(3)];
    expect(rowStatuses(jobOf("beneficiary", rows), {}).map((status) => [status.sheetRow, status.label, status.detail])).toEqual([
      [2, "Valid", ""],
      [3, "Exists", "already on the service as Northwind Supplies Ltd (GBP), id 0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90: not created again"],
      [4, "Valid", ""],
    ]);
  });

  it("are counted apart in the confirmation: 3 sent, 1 exists already", () => {
    expect(confirmationCounts(confirmation({ rowsToSend: 3, existingRows: 1 }))).toEqual(["3 rows will be sent", "1 beneficiary exists already: its row gets its id, nothing is created again"]);
    expect(confirmationCounts(confirmation({ kind: "client", rowsToSend: 0, existingRows: 2 }))).toEqual(["0 rows will be sent", "2 clients exist already: their rows get their id, nothing is created again"]);
    expect(confirmationCounts(confirmation({ rowsToSend: 4 }))).toEqual(["4 rows will be sent"]);
  });
});

describe("possible duplicates", () => {
  it("say what the kind compares: a conversion's currencies, fixed side, amount and date, a payment's beneficiary and reference", () => {
    const rows = [ready(1, { duplicateOf: ["row 5 (booked as 20260105-ABCDEF)"] })];
    expect(rowStatuses(jobOf("conversion", rows), {})[0]).toEqual({
      sheetRow: 2,
      label: "Held: possible duplicate",
      tone: "warning",
      detail: "same currencies, fixed side, amount and conversion date as row 5 (booked as 20260105-ABCDEF)",
    });
    expect(rowStatuses(jobOf("payment", rows), {})[0]?.detail).toBe("same beneficiary, amount, currency and reference as row 5 (booked as 20260105-ABCDEF)");
    expect(rowStatuses(jobOf("conversion", rows), { acceptDuplicates: true })[0]).toMatchObject({ label: "Duplicate, confirmed", detail: "same conversion as row 5 (booked as 20260105-ABCDEF); booked anyway" });
  });
});

describe("rows whose payee name check needs the person's word", () => {
  const line = 'Payee name check: Incorrect beneficiary name — the details closely match those on record, but the name on the account is "Ricardo Sousa" (AV300)';
  const rows = [ready(1, { payeeCheck: { line, needsConfirmation: true } }), ready(2, { payeeCheck: { line: "Payee name check: Beneficiary details confirmed", needsConfirmation: false } })];

  it("are held with the answer until the person continues anyway; a full match is a valid row", () => {
    expect(rowStatuses(jobOf("payment", rows), {}).map((status) => [status.label, status.detail])).toEqual([
      ["Held: payee name check", line],
      ["Valid", ""],
    ]);
    expect(rowStatuses(jobOf("payment", rows), { acceptPayeeChecks: true })[0]).toMatchObject({ label: "Payee name, continued anyway", detail: `${line}; booked anyway as you chose` });
  });

  it("are counted apart in the confirmation, held back or sent as the person chose", () => {
    expect(confirmationCounts(confirmation({ kind: "payment", rowsToSend: 1, payeeCheckRows: 1 }))).toEqual([
      "1 row will be sent",
      "1 row whose payee name did not match or could not be checked is held back",
    ]);
    expect(confirmationCounts(confirmation({ kind: "payment", rowsToSend: 2, payeeCheckRows: 1, acceptPayeeChecks: true }))).toEqual([
      "2 rows will be sent",
      "1 row whose payee name did not match or could not be checked is sent: you continue anyway, and the audit sheet records it",
    ]);
  });
});

describe("rows whose login has no payee name check", () => {
  const line = "Payee name check: not switched on for this login — the provider enables it per login, so this payment would go unchecked";
  const rows = [ready(1, { payeeCheck: { line, needsConfirmation: true, notSwitchedOn: true } })];
  const question = "payee name checks are not switched on for this login: 12 payments would go unchecked";

  it("are held until the go-ahead, which continuing past a mismatch does not give", () => {
    expect(rowStatuses(jobOf("payment", rows), { acceptPayeeChecks: true }).map((status) => [status.label, status.detail])).toEqual([["Held: payee name check not switched on", line]]);
    expect(rowStatuses(jobOf("payment", rows), { acceptUncheckedPayees: true })[0]).toMatchObject({ label: "Payee unchecked, go-ahead given", detail: `${line}; booked unchecked as you chose` });
  });

  it("are named in the confirmation by the one question, held back or sent with the go-ahead", () => {
    expect(confirmationCounts(confirmation({ kind: "payment", rowsToSend: 0, uncheckedPayeeRows: 12, uncheckedPayeesQuestion: question }))).toEqual([
      "0 rows will be sent",
      `${question}: they are held back`,
    ]);
    expect(confirmationCounts(confirmation({ kind: "payment", rowsToSend: 12, uncheckedPayeeRows: 12, uncheckedPayeesQuestion: question, acceptUncheckedPayees: true }))).toEqual([
      "12 rows will be sent",
      `${question}: they are sent unchecked with your go-ahead, and the audit sheet records it`,
    ]);
  });
});

describe("rows of kinds that create rather than book", () => {
  const outcome = (fields: Partial<JobOutcome>): JobOutcome => ({ rows: [], booked: 0, recovered: 0, failed: 0, notSent: 0, cancelled: false, awaitingAuthorisation: 0, copies: 0, workbookSyncs: 0, ...fields });

  it("say created where a payment says booked: confirmed duplicates, copies, rows done before, the run's summary", () => {
    const duplicate = [ready(1, { duplicateOf: ["row 5"] }), ready(2, { copyOf: { message: "copied" } as never })];
    expect(rowStatuses(jobOf("beneficiary", duplicate), { acceptDuplicates: true, acceptCopies: true }).map((status) => status.detail)).toEqual([
      "same beneficiary as row 5; created anyway",
      "a copy of another row, created as new under a key of its own",
    ]);
    expect(confirmationCounts(confirmation({ kind: "client", rowsToSend: 1, bookedBefore: 2 }))).toEqual(["1 row will be sent", "2 rows were created before and are skipped"]);
    expect(describeOutcome("client", "Clients", outcome({ booked: 3, recovered: 1, copies: 1 }))).toBe(
      "Finished on Clients: created 3 clients, recovered 1 created by an earlier run, 1 row copied during the run marked as a copy (not created). Results are beside each row.",
    );
    expect(describeOutcome("payment", "Payments", outcome({ booked: 2 }))).toBe("Finished on Payments: booked 2 payments. Results are beside each row.");
    expect([doneWordsOf("beneficiary").action, doneWordsOf("client").doing, doneWordsOf("transfer").action]).toEqual(["Create", "Creating", "Book"]);
  });
});
