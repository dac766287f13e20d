import { describe, expect, it } from "@jest/globals";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { demoClient, jobContext } from "../../support/demo-client";
import { columnValues } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { seededRandom } from "../../support/ledger-checks";
import { paymentKind } from "../../../src/jobs/kinds/payment";

type Input = string | number | boolean;

const HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason", "Payment type", "Payment date", "IBAN", "Acting as"];
const NOISE: Input[] = ["", " ", true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.14159, "😀💸", "\u202eevil", "e\u0301", "\u200b", "NaN", "Infinity", "#VALUE!", "null", "'", "x".repeat(300), "１２３", "٣٤٥", "DROP TABLE", "=1+1", "+44", "-", "@SUM(A1)"];

/** Mistakes that make a row invalid on their own, whatever else it holds. */
const DEFECTS: ((row: Input[], pick: <T>(list: readonly T[]) => T) => void)[] = [
  (row, pick) => (row[1] = pick<Input>(["", "abc", -5, 0, "1,00,000", "10.001", 1e21, Number.NaN, Number.POSITIVE_INFINITY, true, "１０", "10 EUR"])),
  (row, pick) => (row[2] = pick<Input>(["", "EURO", "€", "xyz", "XAU", 978, true, "E U R", "ＥＵＲ"])),
  (row, pick) => (row[3] = pick<Input>(["", "a\nb", "r".repeat(256), "#N/A", false, 1.5])),
  (row, pick) => (row[4] = pick<Input>(["", "   ", "tab\there", "z".repeat(300), true])),
  (row, pick) => (row[5] = pick<Input>(["express", "SEPA", 1, true, "régulier"])),
  (row, pick) => (row[6] = pick<Input>(["31/01/2026", "2026-13-01", "tomorrow", 12.5, -3, true])),
  (row, pick) => (row[7] = pick<Input>(["DE00370400440532013000", "GB82", "not an iban", 12345678, "DE89 3704 0044 0532 0130 01"])),
  (row, pick) => (row[8] = pick<Input>(["North Ltd", "1234", "0b6f5a6c-2a1e-4c53-9f0e", true, 42])),
  (row, pick) => (row[0] = pick<Input>(["", " ", false, "bell\u0007"])),
  (row) => (row[0] = "=INDEX(Payees!A:A,2)"),
];

describe("fuzz: 10,000 rows of bad input", () => {
  let demoService: DemoServer;
  withDemoService((demo) => ({ demoService } = demo));

  it("gives every row a message, sends nothing, and never crashes", async () => {
    const random = seededRandom(20260131);
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const rows: Input[][] = Array.from({ length: 10_000 }, (_, index) => {
      const row: Input[] = ["Acme", "10.00", "EUR", `REF-${index}`, "Invoice", "", "", "", ""];
      for (let column = 0; column < row.length; column += 1) if (random() < 0.25) row[column] = pick(NOISE);
      const defects = 1 + Math.floor(random() * 3);
      for (let count = 0; count < defects; count += 1) pick(DEFECTS)(row, pick);
      return row;
    });
    const workbook = new MemoryWorkbook();
    workbook.setValues("Fuzz", "A1", [HEADERS, ...rows]);
    workbook.select("Fuzz", `A2:I${rows.length + 1}`);
    const ctx = jobContext(demoClient(demoService), workbook);

    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const confirmation = job.confirm({ acceptDuplicates: true });
    const outcome = await job.run(confirmation);

    const requests = demoService.state.counters.snapshot();
    expect(requests["POST /v2/payments/create"]).toBeUndefined();
    expect(Object.keys(requests).filter((route) => route.includes("beneficiaries"))).toEqual([]);
    expect([confirmation.rowsToSend, outcome.booked, outcome.failed]).toEqual([0, 0, 0]);

    const results = await columnValues(workbook, "Fuzz", "FX result");
    const messages = await columnValues(workbook, "Fuzz", "FX message");
    expect(results).toHaveLength(rows.length);
    const withoutMessage = results.flatMap((result, index) => (result === "Invalid" && typeof messages[index] === "string" && (messages[index] as string).length > 0 ? [] : [index + 2]));
    expect(withoutMessage).toEqual([]);
    // Messages are plain text a person can act on: they name a column and never leak a stack trace.
    const namesAColumn = (message: string) => HEADERS.some((header) => message.toLowerCase().includes(header.toLowerCase()));
    const unlike = messages.filter((message) => !(typeof message === "string" && !/\bat \w+ \(/.test(message) && namesAColumn(message)));
    expect([...new Set(unlike)].slice(0, 10)).toEqual([]);
  });
});
