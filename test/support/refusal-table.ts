/**
 * Field refusals as the provider's reference words them (CurrencyCloud/currencycloud-swagger src/reference.yaml,
 * each operation's 400 x-errors; docs/demo-service.md "Field rules, endpoint by endpoint"), and a table runner that
 * sends one bad value per row to the demo service and compares the whole answer. The wording is written here from
 * the reference, not taken from the demo service's own builders, so that a drift shows.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../src/demo-service/server";
import { call, login, type Params } from "./demo-http";
import { withDemoService } from "./with-demo-service";

export interface Entry {
  code: string;
  message: string;
  params: Record<string, unknown>;
}

export type Messages = Record<string, Entry[]>;

export function entry(code: string, message: string, params: Record<string, unknown> = {}): Entry {
  return { code, message, params };
}

/** The reference's field-rule patterns (its x-errors across operations). */
export const says = {
  tooLong: (field: string, max: number): Messages => ({ [field]: [entry(`${field}_is_too_long`, `${field} can not be longer than ${max} character(s)`, { maxlength: max })] }),
  tooShort: (field: string, min: number): Messages => ({ [field]: [entry(`${field}_is_too_short`, `${field} can not be shorter than ${min} character(s)`, { minlength: min })] }),
  notInRange: (field: string, range: string): Messages => ({ [field]: [entry(`${field}_not_in_range`, `${field} should be in range: ${range}`, { range })] }),
  notUuid: (field: string): Messages => ({ [field]: [entry(`${field}_is_not_valid_uuid`, `${field} should be in UUID format`)] }),
  wrongType: (field: string, type: string): Messages => ({ [field]: [entry(`${field}_type_is_wrong`, `${field} should be of ${type} type`, { type })] }),
  notCurrency: (field: string): Messages => ({ [field]: [entry(`${field}_is_in_invalid_format`, `${field} is not a valid ISO 4217 currency code`, { type: "currency" })] }),
  invalidFormat: (field: string, params: Record<string, unknown> = {}): Messages => ({ [field]: [entry(`${field}_is_in_invalid_format`, `${field} is in invalid format`, params)] }),
  one: (field: string, code: string, message: string, params: Record<string, unknown> = {}): Messages => ({ [field]: [entry(code, message, params)] }),
};

/** One bad value and the answer the reference gives for it; `source` names the evidence (an operation, or "pattern"). */
export type Row = [field: string, value: string | string[], expected: Messages, source: string];

export interface Endpoint {
  method: "GET" | "POST";
  /** The path; `:id` is filled with an id no record has (each route checks its fields before it looks the record up). */
  path: string;
  errorCode: string;
  /** A request whose fields all pass, to which each row adds its one bad value. */
  base: Params;
}

const UNKNOWN_ID = "9b0f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";

/** `x` repeated: a text `length` characters long. */
export const text = (length: number): string => "x".repeat(length);

/**
 * A describe block: every row is sent to the block's own demo service and the whole answer compared, so a base field
 * refused, or a message beside the row's, fails the row too.
 */
export function refusalTable(name: string, endpoint: Endpoint, rows: readonly Row[]): void {
  describe(name, () => {
    let demoService: DemoServer;
    let token: string;
    withDemoService({}, async (demo) => {
      demoService = demo.demoService;
      token = await login(demoService);
    });

    it.each(rows.map((row) => [row[0], JSON.stringify(row[1]).slice(0, 40), row] as const))("%s = %s", async (_field, _shown, [field, value, expected]) => {
      const answer = await call(demoService, endpoint.method, endpoint.path.replace(":id", UNKNOWN_ID), { ...endpoint.base, [field]: value }, { token });
      expect([answer.status, answer.body]).toEqual([400, { error_code: endpoint.errorCode, error_messages: expected }]);
    });

  });
}
