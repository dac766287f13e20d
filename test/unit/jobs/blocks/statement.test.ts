/**
 * A statement's arithmetic and words: opening + completed lines = closing, a pending line carrying the balance as it
 * stands (never blank, never counted), types in words, each line's counterparty; the block a controller files, with
 * its lead lines and closing line; the request refused before sending.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { transactionSchema, type Transaction } from "../../../../src/api/schemas";
import { InvalidInputError } from "../../../../src/domain/invalid-input";
import type { Core } from "../../../../src/api";
import {
  checkStatementRequest,
  closingBalance,
  counterpartyFacts,
  counterpartyText,
  dayBefore,
  statementBlock,
  statementLines,
  typeInWords,
  type CounterpartyFacts,
  type Statement,
} from "../../../../src/jobs/blocks/statement";
import { transaction } from "../../api/resources/ledger-fixtures";

const PAYMENT = "11111111-1111-4111-8111-111111111111";
const CONVERSION = "22222222-2222-4222-8222-222222222222";
const TRANSFER = "33333333-3333-4333-8333-333333333333";

const tx = (overrides: Parameters<typeof transaction>[0]): Transaction => transactionSchema.parse(transaction({ currency: "EUR", ...overrides }));

const facts: CounterpartyFacts = {
  payments: new Map([[PAYMENT, { payee: "Müller GmbH", reference: "INV-42" }]]),
  conversions: new Map([[CONVERSION, { buy: "EUR", sell: "GBP" }]]),
};

const funding = tx({ amount: "1000.00", type: "credit", action: "funding", reason: "Client remittance", related_entity_short_reference: "IF-1", completed_at: "2026-01-02T10:00:00+00:00" });
const conversion = tx({
  amount: "500.00", type: "credit", action: "conversion", related_entity_type: "conversion", related_entity_id: CONVERSION,
  related_entity_short_reference: "20260103-ABCDEF", completed_at: "2026-01-03T10:00:00+00:00",
});
const payment = tx({
  amount: "250.50", type: "debit", action: "payment", related_entity_type: "payment", related_entity_id: PAYMENT,
  related_entity_short_reference: "260104-XYZ001", completed_at: "2026-01-04T10:00:00+00:00",
});
const pendingTransfer = tx({
  amount: "99.00", type: "debit", action: "transfer", related_entity_type: "balance_transfer", related_entity_id: TRANSFER,
  related_entity_short_reference: "BT-20260103-QWERTY", status: "pending", balance_amount: null, completed_at: null, created_at: "2026-01-03T12:00:00+00:00",
});

describe("statement lines", () => {
  const opening = new Decimal("100.00");
  const lines = statementLines(opening, [funding, conversion, payment], [pendingTransfer], facts);

  it("orders lines as the balance saw them: completed at completion, pending at creation", () => {
    expect(lines.map((line) => line.reference)).toEqual(["IF-1", "20260103-ABCDEF", "BT-20260103-QWERTY", "260104-XYZ001"]);
  });

  it("carries a running balance on every line, a pending one showing the balance as it stands without moving it", () => {
    expect(lines.map((line) => line.runningBalance.toFixed(2))).toEqual(["1100.00", "1600.00", "1600.00", "1349.50"]);
    expect(lines.map((line) => line.pending)).toEqual([false, false, true, false]);
  });

  it("closes on opening + money in − money out of the completed lines, the last line's balance", () => {
    const closing = closingBalance(opening, lines);
    expect(closing.toFixed(2)).toBe("1349.50");
    expect(opening.plus(1000).plus(500).minus("250.50").toFixed(2)).toBe(closing.toFixed(2));
    expect(lines.at(-1)?.runningBalance.eq(closing)).toBe(true);
  });

  it("states types in words and each line's counterparty", () => {
    expect(lines.map((line) => line.type)).toEqual(["Funding", "Conversion", "Transfer", "Payment"]);
    expect(lines.map((line) => line.counterparty)).toEqual([
      "Funds received: Client remittance",
      "Bought EUR / sold GBP",
      "Transfer out to another account",
      "Müller GmbH (INV-42)",
    ]);
  });

  it("opens and closes on the opening balance when the period has no completed line", () => {
    const onlyPending = statementLines(opening, [], [pendingTransfer], facts);
    expect(onlyPending.map((line) => line.runningBalance.toFixed(2))).toEqual(["100.00"]);
    expect(closingBalance(opening, onlyPending).toFixed(2)).toBe("100.00");
  });
});

describe("words", () => {
  it.each([
    ["payment", "Payment"],
    ["conversion", "Conversion"],
    ["transfer", "Transfer"],
    ["funding", "Funding"],
    ["payment_fee", "Fee"],
    ["top_up_fee", "Fee"],
    ["payment_failure", "Payment returned"],
    ["manual_transaction", "Adjustment"],
    ["something_new", "Something new"],
  ])("action %s reads %s", (action, words) => {
    expect(typeInWords({ action })).toBe(words);
  });

  it("says what it knows when a payee or pair could not be looked up", () => {
    const none: CounterpartyFacts = { payments: new Map(), conversions: new Map() };
    expect(counterpartyText(payment, none)).toBe("Payee not found");
    expect(counterpartyText(conversion, none)).toBe("Bought EUR");
    expect(counterpartyText(tx({ type: "debit", action: "conversion", related_entity_type: "conversion", related_entity_id: CONVERSION }), none)).toBe("Sold EUR");
    expect(counterpartyText(tx({ type: "credit", action: "transfer", related_entity_type: "balance_transfer", reason: "Fees for March" }), none)).toBe(
      "Transfer in from another account: Fees for March",
    );
  });

  it("names the payee of a payment's returned funds too", () => {
    const returned = tx({ type: "credit", action: "payment_failure", related_entity_type: "payment", related_entity_id: PAYMENT, reason: "Account closed" });
    expect(counterpartyText(returned, facts)).toBe("Payment to Müller GmbH: Account closed");
  });
});

describe("statement block", () => {
  const opening = new Decimal("100.00");
  const lines = statementLines(opening, [funding, conversion, payment], [pendingTransfer], facts);
  const statement: Statement = {
    account: { name: "Alpha Ltd", house: false },
    currency: "EUR",
    from: "2026-01-01",
    to: "2026-01-05",
    opening,
    lines,
    closing: closingBalance(opening, lines),
    readAt: "2026-01-05T09:00:00.000Z",
  };
  const block = statementBlock(statement);
  const money = (value: number) => ({ value, format: "#,##0.00" });

  it("opens with the account, currency, period, opening balance, how pending lines count and when it was read", () => {
    expect(block.lead).toEqual([
      ["Account", "Alpha Ltd (client account)"],
      ["Currency", "EUR"],
      ["Period (UTC days)", "2026-01-01 – 2026-01-05"],
      ["Opening balance", money(100)],
      ["Pending lines", "Marked Pending: shown, not counted in the running balance until they complete"],
      ["Read at (UTC)", { utc: "2026-01-05T09:00:00.000Z" }],
    ]);
  });

  it("writes each line with counterparty, reference, money in or out, the running balance and its status, then the closing line", () => {
    expect(block.columns.map((column) => column.header)).toEqual(["Date (UTC)", "Type", "Counterparty", "Reference", "Money in", "Money out", "Running balance", "Status"]);
    expect(block.rows).toEqual([
      [{ utc: "2026-01-02T10:00:00+00:00" }, "Funding", "Funds received: Client remittance", "IF-1", money(1000), null, money(1100), "Completed"],
      [{ utc: "2026-01-03T10:00:00+00:00" }, "Conversion", "Bought EUR / sold GBP", "20260103-ABCDEF", money(500), null, money(1600), "Completed"],
      [{ utc: "2026-01-03T12:00:00+00:00" }, "Transfer", "Transfer out to another account", "BT-20260103-QWERTY", null, money(99), money(1600), "Pending"],
      [{ utc: "2026-01-04T10:00:00+00:00" }, "Payment", "Müller GmbH (INV-42)", "260104-XYZ001", null, money(250.5), money(1349.5), "Completed"],
      [null, "Closing balance", null, null, null, null, money(1349.5), null],
    ]);
  });

  it("knows its layout before lead lines, so an older statement is replaced", () => {
    expect(block.formerHeaders?.[0]).toEqual(["Date (UTC)", "Type", "Action", "Related reference", "Amount", "Running balance", "Status", "Completed (UTC)"]);
  });
});

describe("counterparty look-ups", () => {
  const conversionId = (index: number) => `44444444-4444-4444-8444-${String(index).padStart(12, "0")}`;
  const stubCore = () => {
    const list = <T,>(items: T[]) => ({ toArray: async () => items });
    const calls = { payments: 0, beneficiaries: 0, beneficiaryGets: [] as string[], conversions: [] as number[] };
    const core = {
      payments: {
        findAll: () => {
          calls.payments += 1;
          return list([{ id: PAYMENT, beneficiary_id: "55555555-5555-4555-8555-555555555555", reference: "INV-42" }]);
        },
      },
      beneficiaries: {
        findAll: () => {
          calls.beneficiaries += 1;
          return list([]);
        },
        get: async (id: string) => {
          calls.beneficiaryGets.push(id);
          return { id, name: "Elsewhere AG" };
        },
      },
      conversions: {
        findAll: (params: { conversion_ids: string[] }) => {
          calls.conversions.push(params.conversion_ids.length);
          return list(params.conversion_ids.map((id) => ({ id, buy_currency: "EUR", sell_currency: "GBP" })));
        },
      },
    } as unknown as Pick<Core, "payments" | "beneficiaries" | "conversions">;
    return { core, calls };
  };
  const scope = { currency: "EUR", since: "2026-01-01T00:00:00Z", perPage: 500, call: { onBehalfOf: undefined, signal: undefined } };

  it("asks once per hundred conversions and once for the payments and payees, whatever the number of lines", async () => {
    const { core, calls } = stubCore();
    const conversions = Array.from({ length: 150 }, (_, index) => tx({ action: "conversion", related_entity_type: "conversion", related_entity_id: conversionId(index) }));
    const payments = [payment, payment, payment];

    const found = await counterpartyFacts(core, [...conversions, ...payments], scope);

    expect(calls.conversions).toEqual([100, 50]);
    expect([calls.payments, calls.beneficiaries]).toEqual([1, 1]);
    expect(found.conversions.size).toBe(150);
    // The payee is not among the currency's beneficiaries: read by id, once for its three payments.
    expect(calls.beneficiaryGets).toEqual(["55555555-5555-4555-8555-555555555555"]);
    expect(found.payments.get(PAYMENT)).toEqual({ payee: "Elsewhere AG", reference: "INV-42" });
  });

  it("sends nothing when no line is a payment or a conversion", async () => {
    const { core, calls } = stubCore();
    await counterpartyFacts(core, [funding, pendingTransfer], scope);
    expect(calls).toEqual({ payments: 0, beneficiaries: 0, beneficiaryGets: [], conversions: [] });
  });
});

describe("checkStatementRequest", () => {
  it("accepts a currency and two real days in order", () => {
    expect(checkStatementRequest({ currency: " eur ", from: "2026-01-01", to: "2026-01-05" })).toEqual({ currency: "EUR", from: "2026-01-01", to: "2026-01-05" });
  });

  it.each([
    [{ currency: "EURO", from: "2026-01-01", to: "2026-01-05" }, "currency"],
    [{ currency: "EUR", from: "2026-02-30", to: "2026-03-05" }, "from"],
    [{ currency: "EUR", from: "2026-01-06", to: "2026-01-05" }, "to"],
  ])("refuses %j naming %s", (request, field) => {
    let caught: unknown;
    try {
      checkStatementRequest(request);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidInputError);
    expect((caught as InvalidInputError).field).toBe(field);
  });

  it("counts the day before the period by the calendar: across a month, a year and a leap day", () => {
    expect([dayBefore("2026-03-01"), dayBefore("2026-01-01"), dayBefore("2028-03-01")]).toEqual(["2026-02-28", "2025-12-31", "2028-02-29"]);
  });
});
