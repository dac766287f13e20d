/**
 * Which question a payment row's validation asks (docs/provider-api.md §18): one per route about its hardest payment,
 * a route-wide refusal for every row of it, row by row only when a refusal may be about a row's own values, and a
 * row's own texts when they leave SWIFT's character set. A stub service records what it was asked.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { BadRequestError, type PaymentValidateParams } from "../../../../../src/api";
import { ColumnNames, type PaymentOrder } from "../../../../../src/domain/orders";
import type { KindApi } from "../../../../../src/jobs/engine/booking-api";
import { validateRows, type RowToValidate } from "../../../../../src/jobs/kinds/payment/pre-booking-validation";
import { isSwiftText } from "../../../../../src/jobs/kinds/payment/swift-characters";
import { REQUESTS_IN_FLIGHT } from "../../../../../src/jobs/engine/requests-in-flight";

const refusal = (field: string, code: string, message: string) =>
  new BadRequestError({ status: 400, errorCode: "payment_validation_failed", messages: { [field]: [{ code, message, params: {} }] }, requestId: undefined, method: "POST", path: "/v2/payments/validate" });

/** A service refusing payee "gbp-payee" for its currency, amounts above 1,000 and a reference with "~". */
function stubService(): { api: KindApi<"payments">; asked: PaymentValidateParams[] } {
  const asked: PaymentValidateParams[] = [];
  const validate = async (params: PaymentValidateParams) => {
    asked.push(params);
    if (params.beneficiary_id === "gbp-payee") throw refusal("beneficiary_currency", "invalid_beneficiary_currency", "You cannot assign this Beneficiary to the Payment as it is the incorrect currency");
    if (new Decimal(params.amount).greaterThan(1000)) throw refusal("amount", "payment_above_limit", `${new Decimal(params.amount).toFixed(2)} EUR exceeds the maximum amount of 1000.00 EUR for a local payment.`);
    if (params.reference.includes("~")) throw refusal("base", "field_contains_invalid_characters", "Field contains invalid characters");
    return { validation_result: "success", sca: { required: false, id: undefined, type: undefined } };
  };
  return { api: { payments: { validate } } as unknown as KindApi<"payments">, asked };
}

function row(index: number, beneficiaryId: string, amount: string, reference: string): RowToValidate {
  const order: PaymentOrder = {
    currency: "EUR",
    amount: new Decimal(amount),
    beneficiary: { kind: "id", id: beneficiaryId },
    reference,
    reason: "Invoice",
    paymentType: "regular",
    paymentDate: undefined,
    conversionId: undefined,
    actingAs: undefined,
    purposeCode: undefined,
    payer: undefined,
  } as PaymentOrder;
  return { row: index, order, beneficiaryId };
}

describe("validating payment rows once per route", () => {
  it("asks one route about its largest amount and longest reference, and passes every row of it", async () => {
    const { api, asked } = stubService();
    const result = await validateRows(api, [row(1, "eur-payee", "10.00", "A-1"), row(2, "eur-payee", "900.00", "A-2"), row(3, "eur-payee", "5", "LONGEST-REF")], ColumnNames.template);
    expect(asked.map((params) => [new Decimal(params.amount).toFixed(2), params.reference])).toEqual([["900.00", "LONGEST-REF"]]);
    expect([...result.refused]).toEqual([]);
    expect(result.requests).toBe(1);
  });

  it("refuses every row of a route the service refuses as a route, with one request", async () => {
    const { api, asked } = stubService();
    const result = await validateRows(api, [row(1, "gbp-payee", "10.00", "B-1"), row(2, "gbp-payee", "20.00", "B-2")], ColumnNames.template);
    expect(asked).toHaveLength(1);
    expect([...result.refused.keys()]).toEqual([1, 2]);
    expect(result.refused.get(2)).toMatch(/^the service would refuse this payment: .*incorrect currency/);
  });

  it("finds the largest amount that passes when the refusal is about the amount, so only the rows above it are refused", async () => {
    const { api, asked } = stubService();
    const result = await validateRows(api, [row(1, "eur-payee", "1500.00", "C-1"), row(2, "eur-payee", "20.00", "C-2")], ColumnNames.template);
    // The route's hardest question is row 1's own; then 20.00 with the route's longest texts passes, which answers row 2.
    expect(asked.map((params) => [new Decimal(params.amount).toFixed(2), params.reference])).toEqual([["1500.00", "C-1"], ["20.00", "C-1"]]);
    expect([...result.refused.keys()]).toEqual([1]);
    expect(result.refused.get(1)).toContain("1500.00 EUR exceeds the maximum amount of 1000.00 EUR");
  });

  it("halves a long route's amounts instead of asking every row when a few are above the limit", async () => {
    const { api, asked } = stubService();
    // 1,000 rows of distinct amounts, 0.01 to 10.00, and three above the limit of 1,000.00.
    const rows = Array.from({ length: 1_000 }, (_, index) => row(index, "eur-payee", new Decimal(index + 1).dividedBy(100).toFixed(2), `E-${index}`));
    rows.push(row(1_000, "eur-payee", "1000.01", "E-BIG-1"), row(1_001, "eur-payee", "2500.00", "E-BIG-2"), row(1_002, "eur-payee", "1000.00", "E-EDGE"));
    const result = await validateRows(api, rows, ColumnNames.template);
    expect([...result.refused.keys()].sort((a, b) => a - b)).toEqual([1_000, 1_001]);
    // The hardest question (2500.00 with the longest reference, E-BIG-1), nine more halving the 1,003 distinct amounts
    // to find 1000.00 passes and 1000.01 not (that last one with E-BIG-1's texts is its row's own question), and
    // E-BIG-2's own: 12 requests instead of 1,003.
    expect(result.requests).toBe(12);
    expect(asked).toHaveLength(result.requests);
    expect(result.refused.get(1_000)).toContain("1000.01 EUR exceeds");
  });

  it("asks a row whose reference leaves SWIFT's character set with its own texts", async () => {
    const { api, asked } = stubService();
    const result = await validateRows(api, [row(1, "eur-payee", "10.00", "D-1"), row(2, "eur-payee", "10.00", "D~2"), row(3, "eur-payee", "11.00", "D~2")], ColumnNames.template);
    // Rows 2 and 3 share their texts: one question about their largest amount (row 3's own), refused under "base",
    // which names no field, so row 2 is asked its own as well. Row 1 is a route of plain text of its own.
    expect(asked.map((params) => `${params.reference} ${new Decimal(params.amount).toFixed(2)}`).sort()).toEqual(["D-1 10.00", "D~2 10.00", "D~2 11.00"]);
    expect([...result.refused.keys()].sort()).toEqual([2, 3]);
  });

  it("asks about amounts with a third decimal apart from the route's others", async () => {
    const { api, asked } = stubService();
    const third = (index: number, amount: string) => ({ ...row(index, "eur-payee", amount, `F-${index}`), order: { ...row(index, "eur-payee", amount, `F-${index}`).order, currency: "KWD" } });
    await validateRows(api, [third(1, "900.00"), third(2, "10.125"), third(3, "20.5")], ColumnNames.template);
    expect(asked.map((params) => new Decimal(params.amount).toFixed()).sort()).toEqual(["10.125", "900"]);
  });

  it("takes SWIFT's character set X as plain text", () => {
    expect(isSwiftText("INV-2026/01 (part 2), ref: A.B+C'D?")).toBe(true);
    expect(["Rechnung für März", "INV_1", "a&b", "50%", "line\nbreak"].map(isSwiftText)).toEqual([false, false, false, false, false]);
  });

  it("tells of each row as validate passes it, never of a refused row, while other routes are still asked", async () => {
    const asked: string[] = [];
    const held: (() => void)[] = [];
    // The first route's answer is held until told of its rows; the others are answered at once.
    const validate = async (params: PaymentValidateParams) => {
      asked.push(params.beneficiary_id);
      if (params.beneficiary_id === "held-payee") await new Promise<void>((resolve) => held.push(resolve));
      return stubService().api.payments.validate(params);
    };
    const api = { payments: { validate } } as unknown as KindApi<"payments">;
    const passed: number[] = [];
    const done = validateRows(
      api,
      [row(1, "held-payee", "10.00", "H-1"), row(2, "eur-payee", "1500.00", "C-1"), row(3, "eur-payee", "20.00", "C-2"), row(4, "gbp-payee", "10.00", "B-1"), row(5, "other-payee", "30.00", "D-1")],
      ColumnNames.template,
      (passedRow) => passed.push(passedRow),
    );
    // A few turns for the other routes' answers (without telling of rows, this would wait them all out and fail below).
    for (let turn = 0; turn < 50 && (held.length === 0 || passed.length < 2); turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(asked.filter((payee) => payee === "held-payee")).toHaveLength(1);
    // Rows 3 and 5 passed while row 1's route was still unanswered; row 2 is above the route's limit, row 4's route refused.
    expect([...passed].sort()).toEqual([3, 5]);
    held.splice(0).forEach((answer) => answer());
    const result = await done;
    expect([...passed].sort()).toEqual([1, 3, 5]);
    expect([...result.refused.keys()].sort()).toEqual([2, 4]);
  });

  it("asks as many routes at once as a run sends requests, so the rate budget, not the check, sets the pace", async () => {
    let inFlight = 0;
    let most = 0;
    const pending: (() => void)[] = [];
    const validate = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => pending.push(resolve));
      inFlight -= 1;
      return { validationResult: "success" };
    };
    const api = { payments: { validate } } as unknown as KindApi<"payments">;
    const rows = Array.from({ length: 20 }, (_, index) => row(index + 1, `payee-${index}`, "10.00", `R-${index}`));
    let settled = false;
    const done = validateRows(api, rows, ColumnNames.template).finally(() => {
      settled = true;
    });
    // Each turn answers every request on the wire: the most seen at once is what the check lets out.
    while (!settled) {
      await new Promise((resolve) => setImmediate(resolve));
      pending.splice(0).forEach((answer) => answer());
    }
    const result = await done;
    expect(result.requests).toBe(20);
    expect(REQUESTS_IN_FLIGHT).toBe(8);
    expect(most).toBe(REQUESTS_IN_FLIGHT);
  });
});
