import type Decimal from "decimal.js";
import { checkBic, checkIban, checkRoutingCode, ROUTING_CODE_TYPES, ROUTING_CODE_TYPES_IN_WORDS, type RoutingCodeType } from "../bank-details";
import { checkCountryCode } from "../countries";
import { parseCurrency } from "../currencies";
import { InvalidInputError } from "../invalid-input";
import { parseAmount } from "../money";
import { purposeCodeOf } from "../purpose-code-rule";
import { codeOfValue, PAYMENT_TYPE_WORDS, valuesInWords } from "../value-words";
import { describeNeededCell } from "./column-needs";
import { routingTypeOfHeader } from "./column-names";
import type { ParsedOrder } from "./conversion-order";
import type { OrderCells } from "./order-cells";
import { parsePayer, type PayerDetails } from "./payer-cells";
import { ProblemCollector } from "./row-problems";
import { TEXT_LIMITS } from "./text-limits";

export type PaymentType = "regular" | "priority";

/** A beneficiary to create (or reuse) from the bank details on the row. */
export interface BankDetails {
  /** Nickname of the beneficiary (the service's `name`). */
  name: string;
  bankAccountHolderName: string;
  bankCountry: string;
  iban: string | undefined;
  bicSwift: string | undefined;
  accountNumber: string | undefined;
  routingCodeType: RoutingCodeType | undefined;
  routingCodeValue: string | undefined;
  entityType: "company" | "individual" | undefined;
}

export type BeneficiaryRef =
  | { kind: "id"; id: string }
  | { kind: "name"; name: string }
  | { kind: "bank"; details: BankDetails };

export interface PaymentOrder {
  currency: string;
  amount: Decimal;
  beneficiary: BeneficiaryRef;
  reference: string;
  reason: string;
  paymentType: PaymentType | undefined;
  paymentDate: string | undefined;
  conversionId: string | undefined;
  actingAs: string | undefined;
  /** Sent as `purpose_code`; which codes a payment may or must give is the service's answer (kinds/payment/purpose-codes.ts). */
  purposeCode: string | undefined;
  /** The payer of a payment made for a client who is not a sub-account; undefined when the account pays as itself. */
  payer: PayerDetails | undefined;
}

export const PAYMENT_TYPE_SPELLINGS: Record<string, PaymentType> = { regular: "regular", local: "regular", priority: "priority", swift: "priority" };
/** The payment types in the order the template offers them, and their words (domain/value-words.ts). */
export const PAYMENT_TYPES: readonly PaymentType[] = ["regular", "priority"];
export const PAYMENT_TYPES_IN_WORDS: readonly string[] = valuesInWords(PAYMENT_TYPES, PAYMENT_TYPE_WORDS);
/** A payee is a company or an individual; in a cell, as words ("Company"), the code read as well. */
export const ENTITY_TYPES = ["company", "individual"] as const;
export const ENTITY_TYPES_IN_WORDS: readonly string[] = valuesInWords(ENTITY_TYPES);

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;

export function parsePaymentOrder(cells: OrderCells): ParsedOrder<PaymentOrder> {
  const collect = new ProblemCollector();
  const currency = collect.attempt(() => parseCurrency(cells.value("currency") ?? "", cells.label("currency")));
  const amount = currency === undefined ? undefined : collect.attempt(() => parseAmount(cells.value("amount") ?? "", currency, cells.label("amount")));
  const reference = collect.attempt(() => cells.requiredText("reference", TEXT_LIMITS.reference));
  const reason = collect.attempt(() => cells.requiredText("reason", TEXT_LIMITS.reason));
  const paymentType = collect.attempt(() => parsePaymentType(cells));
  const paymentDate = collect.attempt(() => cells.date("payment_date"));
  const conversionId = collect.attempt(() => cells.optionalUuid("conversion_id"));
  const actingAs = collect.attempt(() => cells.actingAs("acting_as"));
  const beneficiary = parseBeneficiaryRef(cells, collect);
  // Picked as words from the drop-down, or pasted as the code: the code is what is sent.
  const purposeText = collect.attempt(() => cells.text("purpose_code", TEXT_LIMITS.purposeCode));
  const purposeCode = purposeText === undefined ? undefined : purposeCodeOf(purposeText);
  const payer = parsePayer(cells, collect);

  if (!collect.ok || currency === undefined || amount === undefined || reference === undefined || reason === undefined || beneficiary === undefined) {
    return { ok: false, problems: collect.problems };
  }
  return { ok: true, order: { currency, amount, beneficiary, reference, reason, paymentType, paymentDate, conversionId, actingAs, purposeCode, payer } };
}

function parsePaymentType(cells: OrderCells): PaymentType | undefined {
  const text = cells.text("payment_type", TEXT_LIMITS.shortCode);
  if (text === undefined) return undefined;
  const type = codeOfValue(text, PAYMENT_TYPES, PAYMENT_TYPE_WORDS, PAYMENT_TYPE_SPELLINGS);
  if (type === undefined) {
    throw new InvalidInputError(cells.label("payment_type"), "not_in_range", `"${text}" is not a payment type — write ${PAYMENT_TYPES_IN_WORDS.join(" or ")}`);
  }
  return type;
}

/**
 * Who is paid: an id in the beneficiary column; else bank details when the row carries an IBAN or account
 * number; else a name to look up. Bank details win over a name so a new payee is never matched by name alone.
 */
function parseBeneficiaryRef(cells: OrderCells, collect: ProblemCollector): BeneficiaryRef | undefined {
  const given = collect.attempt(() => cells.text("beneficiary", TEXT_LIMITS.accountHolderName));
  if (given !== undefined && UUID_LIKE.test(given)) {
    const id = collect.attempt(() => cells.optionalUuid("beneficiary"));
    return id === undefined ? undefined : { kind: "id", id };
  }
  const nameField = given === undefined ? "beneficiary_name" : "beneficiary";
  const name = given ?? collect.attempt(() => cells.text("beneficiary_name", TEXT_LIMITS.accountHolderName));
  const hasBankDetails = collect.attempt(() => cells.has("iban") || cells.has("account_number"));
  if (hasBankDetails) {
    const details = parseBankDetails(cells, name === undefined ? undefined : { name, field: nameField }, collect);
    return details === undefined ? undefined : { kind: "bank", details };
  }
  if (name === undefined) {
    if (collect.ok) {
      const { columns } = cells;
      const why = `a payment needs the beneficiary's id or exact name, or bank details in ${columns.name("iban")} or ${columns.name("account_number")}`;
      collect.addSentence(cells.label("beneficiary"), "is_required", describeNeededCell(columns, columns.firstMapped("beneficiary", "beneficiary_name"), why));
    }
    return undefined;
  }
  return { kind: "name", name };
}

/** `name` is the payee's name as the row gives it, with the column it was read from. */
export function parseBankDetails(cells: OrderCells, name: { name: string; field: string } | undefined, collect: ProblemCollector): BankDetails | undefined {
  const before = collect.problems.length;
  const holder = collect.attempt(() => cells.text("bank_account_holder_name", TEXT_LIMITS.accountHolderName)) ?? name?.name;
  if (holder === undefined) {
    collect.addSentence(cells.label("bank_account_holder_name"), "is_required", describeNeededCell(cells.columns, "bank_account_holder_name", "bank details need the name on the account"));
  }
  const nickname = name?.name ?? holder;
  if (nickname !== undefined && [...nickname].length > TEXT_LIMITS.beneficiaryName.maxLength) {
    const field = name?.field ?? "bank_account_holder_name";
    collect.add(cells.label(field), "is_too_long", `has ${[...nickname].length} characters; a beneficiary name has at most ${TEXT_LIMITS.beneficiaryName.maxLength}`);
  }
  const ibanText = collect.attempt(() => cells.text("iban", TEXT_LIMITS.iban));
  const iban = ibanText === undefined ? undefined : collect.attempt(() => checkIban(ibanText, cells.label("iban")));
  const bicText = collect.attempt(() => cells.text("bic_swift", TEXT_LIMITS.bic));
  const bicSwift = bicText === undefined ? undefined : collect.attempt(() => checkBic(bicText, cells.label("bic_swift")));
  const accountNumber = collect.attempt(() => cells.text("account_number", TEXT_LIMITS.accountNumber));
  const routingCodeText = collect.attempt(() => cells.text("routing_code_value", TEXT_LIMITS.routingCode));
  const routingCodeType = collect.attempt(() => parseRoutingCodeType(cells, routingCodeText, collect));
  const routingCodeValue = checkedRoutingCode(cells, "routing_code_value", routingCodeType, routingCodeText, collect);
  const bankCountry = collect.attempt(() => parseBankCountry(cells, iban ?? ibanText?.replace(/\s+/g, "").toUpperCase(), collect));
  const entityType = collect.attempt(() => parseEntityType(cells));
  if (collect.problems.length > before || holder === undefined || nickname === undefined || bankCountry === undefined) return undefined;
  return { name: nickname, bankAccountHolderName: holder, bankCountry, iban, bicSwift, accountNumber, routingCodeType, routingCodeValue, entityType };
}

/** A routing code's value as the service takes it, checked where its scheme has a check (bank-details.ts checkRoutingCode). */
export function checkedRoutingCode(cells: OrderCells, field: string, type: RoutingCodeType | undefined, text: string | undefined, collect: ProblemCollector): string | undefined {
  if (text === undefined || type === undefined) return text;
  return collect.attempt(() => checkRoutingCode(type, text, cells.label(field)));
}

/** The type of the routing code in `slot`: its type column, else the type its value column's header names ("Sort code"). */
export function parseRoutingCodeType(cells: OrderCells, routingCodeValue: string | undefined, collect: ProblemCollector, slot: { type: string; value: string } = { type: "routing_code_type", value: "routing_code_value" }): RoutingCodeType | undefined {
  const text = cells.text(slot.type, TEXT_LIMITS.shortCode)?.toLowerCase().replace(/[\s-]+/g, "_");
  const header = cells.label(slot.value);
  if (text === undefined) {
    if (routingCodeValue === undefined) return undefined;
    // A column headed "Sort code" or "ABA" says the type itself.
    const implied = routingTypeOfHeader(header);
    if (implied === undefined) {
      collect.addSentence(cells.label(slot.type), "is_required", describeNeededCell(cells.columns, slot.type, `${header} needs its type: one of ${ROUTING_CODE_TYPES_IN_WORDS.join(", ")}`));
    }
    return implied;
  }
  const type = ROUTING_CODE_TYPES.find((candidate) => candidate === text);
  if (type === undefined) {
    throw new InvalidInputError(cells.label(slot.type), "not_in_range", `"${cells.text(slot.type, TEXT_LIMITS.shortCode) ?? text}" is not a routing code type — use one of ${ROUTING_CODE_TYPES_IN_WORDS.join(", ")}`);
  }
  return type;
}

function parseBankCountry(cells: OrderCells, iban: string | undefined, collect: ProblemCollector): string | undefined {
  const text = cells.text("bank_country", TEXT_LIMITS.shortCode)?.toUpperCase();
  if (text === undefined) {
    // An IBAN starts with its bank's country.
    if (iban !== undefined) return iban.slice(0, 2);
    const why = "an account number needs its bank's two-letter country code, e.g. US";
    collect.addSentence(cells.label("bank_country"), "is_required", describeNeededCell(cells.columns, "bank_country", why));
    return undefined;
  }
  return checkCountryCode(text, cells.label("bank_country"));
}

function parseEntityType(cells: OrderCells): "company" | "individual" | undefined {
  const text = cells.text("beneficiary_entity_type", TEXT_LIMITS.shortCode);
  if (text === undefined) return undefined;
  const type = codeOfValue(text, ENTITY_TYPES);
  if (type !== undefined) return type;
  throw new InvalidInputError(cells.label("beneficiary_entity_type"), "not_in_range", `"${text}" is neither ${ENTITY_TYPES_IN_WORDS.join(" nor ")}`);
}
