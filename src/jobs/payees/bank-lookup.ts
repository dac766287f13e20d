/**
 * The bank a payee's details name, as a person recognises it ("BARCLAYS BANK PLC, LEICESTER"), from the service's
 * bank details lookup (docs/provider-api.md §17). One request per distinct code however many rows or fields name it:
 * every lookup counts against the rate budget.
 */
import { BadRequestError, bankIdentifierOfRoutingCode, FxDeskError, type BankIdentifierType, type Core } from "../../api";
import type { BankDetails } from "../../api/schemas";
import { InvalidInputError, OnceEach, ROUTING_CODE_TYPES, type RoutingCodeType } from "../../domain";

/** A code the lookup takes. */
export interface BankCode {
  type: BankIdentifierType;
  value: string;
}

/**
 * What the lookup said: the bank; `unknown` when it refused the code (a code its scheme accepts, so the lookup does
 * not know it); `unavailable` when it could not answer (its own refusal `cannot_retrieve_bank_data`, an outage).
 */
export type BankAnswer = { state: "found"; bank: BankDetails } | { state: "unknown" } | { state: "unavailable"; why: string };

/** Bank details as a beneficiary, a create's parameters or a row carry them. */
interface BankFields {
  bic_swift?: string | null;
  iban?: string | null;
  routing_code_type_1?: string | null;
  routing_code_value_1?: string | null;
  routing_code_type_2?: string | null;
  routing_code_value_2?: string | null;
}

const isRoutingCodeType = (type: string): type is RoutingCodeType => (ROUTING_CODE_TYPES as readonly string[]).includes(type);

/**
 * The code a payee's bank is looked up by: its BIC, else a routing code the lookup takes, else its IBAN — the order
 * in which the provider answers a beneficiary's bank (docs/provider-api.md §17); undefined when it has none of them.
 */
export function bankCodeOf(details: BankFields): BankCode | undefined {
  if (details.bic_swift) return { type: "bic_swift", value: details.bic_swift };
  for (const slot of [1, 2] as const) {
    const type = details[`routing_code_type_${slot}`];
    const value = details[`routing_code_value_${slot}`];
    const identifier = type && isRoutingCodeType(type) ? bankIdentifierOfRoutingCode(type) : undefined;
    if (identifier !== undefined && value) return { type: identifier, value };
  }
  return details.iban ? { type: "iban", value: details.iban } : undefined;
}

/** The bank in a person's words: "BARCLAYS BANK PLC, LEICESTER" (its name, and its city where the lookup has one). */
export function bankInWords(bank: BankDetails): string {
  return [bank.bank_name, bank.bank_city].filter((part): part is string => part !== null && part !== "").join(", ");
}

/** The lookup's answer for one code, a failure turned into what it means for the person. */
async function askOnce(reference: Pick<Core["reference"], "bankDetails">, code: BankCode, options: { signal?: AbortSignal }): Promise<BankAnswer> {
  try {
    return { state: "found", bank: await reference.bankDetails({ identifier_type: code.type, identifier_value: code.value }, options) };
  } catch (error) {
    // The code was refused before sending: its own check says why, beside the field or the row.
    if (error instanceof InvalidInputError) return { state: "unknown" };
    if (error instanceof BadRequestError && !error.hasCode("cannot_retrieve_bank_data")) return { state: "unknown" };
    return { state: "unavailable", why: error instanceof FxDeskError ? error.userMessage : "the bank lookup did not answer" };
  }
}

/** The lookups of one run or one form: each distinct code asked once, its answer shared. */
export class BankLookups {
  /** No limit of its own: its askers (a check's rows, a form's fields) set the pace. */
  private readonly answers = new OnceEach<BankAnswer>({ concurrency: Number.POSITIVE_INFINITY });

  constructor(
    private readonly reference: Pick<Core["reference"], "bankDetails">,
    private readonly options: { signal?: AbortSignal } = {},
  ) {}

  /** The answer for a code, asking the service only the first time the code is named. */
  of(code: BankCode): Promise<BankAnswer> {
    const key = `${code.type}:${code.value.replace(/[\s-]+/g, "").toUpperCase()}`;
    // A cancelled lookup is an answer too ("unavailable"), so the signal goes to the request only.
    return this.answers.ask(key, () => askOnce(this.reference, code, this.options));
  }

  /** How many distinct codes were asked about (one request each). */
  get asked(): number {
    return this.answers.count;
  }
}

/** What a review says of a payee's bank when the lookup has no bank for it. */
export const BANK_NOT_FOUND = "bank not found by the bank lookup: check the bank details";

/** A lookup's answer in a review's words: the bank, that it was not found, or that it could not be looked up. */
export function answerInWords(answer: BankAnswer): string {
  if (answer.state === "found") return bankInWords(answer.bank);
  return answer.state === "unknown" ? BANK_NOT_FOUND : `bank not looked up: ${answer.why}`;
}

/** Each row's bank in words, by row, one lookup per distinct code (a row without a code the lookup takes has none). */
export async function banksOfRows(lookups: BankLookups, codes: ReadonlyMap<number, BankCode | undefined>): Promise<Map<number, string>> {
  const entries = await Promise.all(
    [...codes].map(async ([row, code]): Promise<[number, string] | undefined> => (code === undefined ? undefined : [row, answerInWords(await lookups.of(code))])),
  );
  return new Map(entries.filter((entry): entry is [number, string] => entry !== undefined));
}
