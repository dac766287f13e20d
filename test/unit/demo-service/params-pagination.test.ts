import Decimal from "decimal.js";
import { describe, expect, it } from "@jest/globals";
import { DemoError } from "../../../src/demo-service/errors";
import { MinHeap } from "../../../src/demo-service/ledger/min-heap";
import { paginate } from "../../../src/demo-service/pagination";
import { mergeRaw, parseParams } from "../../../src/demo-service/params";

const isCurrency = (code: string) => ["EUR", "GBP", "USD"].includes(code);

function refusal(run: () => unknown): DemoError {
  try {
    run();
  } catch (error) {
    if (error instanceof DemoError) return error;
    throw error;
  }
  throw new Error("expected a DemoError");
}

describe("demo service params", () => {
  const spec = {
    currency: { kind: "currency", required: true },
    amount: { kind: "amount" },
    payment_ids: { kind: "list", item: "uuid" },
    reason: { kind: "string", max: 5 },
  } as const;

  it("parses typed values and bracket arrays", () => {
    const parsed = parseParams(mergeRaw({ currency: "EUR" }, { amount: "10.50", "payment_ids[]": "0b5e3f5c-7b87-4a0e-9d4f-3c1f6a2b9e11" }), spec, "x_failed", isCurrency);
    expect(parsed.currency).toBe("EUR");
    expect(parsed.amount).toEqual(new Decimal("10.50"));
    expect(parsed.payment_ids).toEqual(["0b5e3f5c-7b87-4a0e-9d4f-3c1f6a2b9e11"]);
  });

  it("lists every problem at once, with the real codes and params", () => {
    const error = refusal(() => parseParams({ amount: "1e5", reason: "toolong", "payment_ids[]": ["nope"] }, spec, "x_failed", isCurrency));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe("x_failed");
    expect(error.messages).toEqual({
      currency: [{ code: "currency_is_required", message: "currency is required", params: {} }],
      amount: [expect.objectContaining({ code: "amount_is_in_invalid_format" })],
      payment_ids: [expect.objectContaining({ code: "payment_ids_is_not_valid_uuid" })],
      reason: [{ code: "reason_is_too_long", message: expect.any(String), params: { maxlength: 5 } }],
    });
  });

  it("refuses unknown, repeated-in-query-and-body and __proto__ parameters", () => {
    const extra = refusal(() => parseParams(mergeRaw(JSON.parse('{"__proto__": "x"}'), { currency: "EUR" }), spec, "x_failed", isCurrency));
    expect(extra.messages.base?.[0]).toMatchObject({ code: "invalid_extra_parameters", params: { parameters: "__proto__" } });
    const repeated = refusal(() => parseParams(mergeRaw({ currency: "EUR" }, { currency: "GBP" }), spec, "x_failed", isCurrency));
    expect(repeated.messages.currency?.[0]?.code).toBe("currency_is_in_invalid_format");
  });
});

describe("demo service pagination", () => {
  const items = ["3", "1", "2"].map((n) => ({ id: n, created_at: `2026-01-0${n}`, amount: `${n}0.00` }));

  it("pages with -1 for missing neighbours and echoes the order", () => {
    const { page, pagination } = paginate(items, { per_page: 2, page: 2, order: "amount", order_asc_desc: "desc" }, (item) => new Decimal(item.amount));
    expect(page.map((item) => item.id)).toEqual(["1"]);
    expect(pagination).toEqual({ total_entries: 3, total_pages: 2, current_page: 2, per_page: 2, previous_page: 1, next_page: -1, order: "amount", order_asc_desc: "desc" });
  });

  it("reports one page for an empty result", () => {
    expect(paginate([], {}).pagination).toMatchObject({ total_entries: 0, total_pages: 1, per_page: 25, order: "created_at", order_asc_desc: "asc" });
  });
});

describe("demo service min-heap", () => {
  it("pops by time, first-in first-out among equal times", () => {
    const heap = new MinHeap<{ at: number; name: string }>();
    for (const [at, name] of [[5, "e"], [1, "a"], [3, "c1"], [3, "c2"], [2, "b"]] as const) heap.push({ at, name });
    const order: string[] = [];
    for (let item = heap.pop(); item; item = heap.pop()) order.push(item.name);
    expect(order).toEqual(["a", "b", "c1", "c2", "e"]);
  });
});
