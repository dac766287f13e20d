/**
 * The arguments of FX.PAYMENTS, FX.CONVERSIONS and FX.TRANSACTIONS, read before anything is asked of the service:
 * a date range of when the records were created, a status, a currency, whom to act for and whether to put headers
 * on top. Every refusal names the argument as the tooltip does and says what it takes, never a guess
 * (docs/functions.md, "Reports in cells").
 */
import { describeValue, InvalidInputError, isOmitted, isUuid, parseCurrency, parseDateCell } from "../domain";
import { PAYMENT_STATUS_WORDS, statusInWords, STATUS_WORDS } from "../jobs";
import { parseHeaders } from "./arguments";
import { FUNCTIONS_DATE_SYSTEM } from "./excel-dates";

export type HistoryKind = "payments" | "conversions" | "transactions";

/**
 * The statuses each find filters on, as the reference's enums list them (SW FindPayments, FindConversions,
 * FindTransactions: docs/provider-api.md §20).
 */
export const HISTORY_STATUSES: Readonly<Record<HistoryKind, readonly string[]>> = {
  payments: ["new", "ready_to_send", "awaiting_authorisation", "authorised", "released", "submitted", "completed", "failed", "deleted", "suspended"],
  conversions: ["awaiting_funds", "funds_arrived", "funds_sent", "trade_settled", "closed"],
  transactions: ["pending", "completed", "deleted"],
};

/** A status in the words the product shows it in: a payment's `submitted` is "Submitted to the bank". */
export function historyStatusInWords(kind: HistoryKind, code: string): string {
  return statusInWords(code, kind === "payments" ? PAYMENT_STATUS_WORDS : STATUS_WORDS);
}

/** Whom a report is of: whoever the pane acts as, the house account, a contact by id, or a name still to look up. */
export type WhomArgument = { kind: "house" } | { kind: "contact"; contactId: string } | { kind: "named"; text: string };

export interface HistoryArguments {
  kind: HistoryKind;
  /** YYYY-MM-DD, both days included. */
  from?: string;
  to?: string;
  /** The service's code. */
  status?: string;
  currency?: string;
  whom: WhomArgument;
  headers: boolean;
}

/** The word that names the house account explicitly, as FX.BALANCE takes it. */
const HOUSE_WORDS = new Set(["house", "house account"]);

export function parseHistoryArguments(
  kind: HistoryKind,
  raw: { from: unknown; to: unknown; status: unknown; currency: unknown; acting_as: unknown; headers: unknown },
  paneActingAs: string | undefined,
): HistoryArguments {
  const from = parseDay(raw.from, "from");
  const to = parseDay(raw.to, "to");
  // Both are YYYY-MM-DD, so text order is date order.
  if (from !== undefined && to !== undefined && from > to) {
    throw new InvalidInputError("to", "not_in_range", `${to} is before from (${from}) — the last day must be on or after the first`);
  }
  return {
    kind,
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...optional("status", isOmitted(raw.status) ? undefined : parseStatus(kind, raw.status)),
    ...optional("currency", isOmitted(raw.currency) ? undefined : parseCurrency(raw.currency, "currency")),
    whom: parseWhom(raw.acting_as, paneActingAs),
    headers: parseHeaders(raw.headers),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** A date cell or YYYY-MM-DD text; undefined when omitted. */
function parseDay(value: unknown, field: "from" | "to"): string | undefined {
  return isOmitted(value) ? undefined : parseDateCell(value, field, FUNCTIONS_DATE_SYSTEM);
}

/** A status by the service's code or by the words the product shows for it ("Awaiting authorisation"), in any case. */
export function parseStatus(kind: HistoryKind, value: unknown): string {
  const text = typeof value === "string" ? value.trim().toLowerCase().replace(/\s+/g, " ") : undefined;
  const allowed = HISTORY_STATUSES[kind];
  const match = allowed.find((code) => code === text || historyStatusInWords(kind, code).toLowerCase() === text);
  if (match === undefined) {
    const choices = allowed.map((code) => historyStatusInWords(kind, code)).join(", ");
    throw new InvalidInputError("status", "not_in_range", `${describeValue(value)} is not a status of ${kind} — use one of ${choices}`);
  }
  return match;
}

/**
 * Omitted: whoever the task pane acts as (as FX.BALANCE does). "house": the house account. A contact id as it is;
 * any other text is a sub-account's name or short reference, or a contact's e-mail or name, looked up later.
 */
export function parseWhom(value: unknown, paneActingAs: string | undefined): WhomArgument {
  if (isOmitted(value)) return paneActingAs === undefined ? { kind: "house" } : { kind: "contact", contactId: paneActingAs };
  if (typeof value !== "string") {
    throw new InvalidInputError("acting_as", "type_is_wrong", `must be "house", a sub-account's name or short reference, or a contact's e-mail, name or id; got ${describeValue(value)}`);
  }
  const text = value.trim();
  if (HOUSE_WORDS.has(text.toLowerCase())) return { kind: "house" };
  if (isUuid(text)) return { kind: "contact", contactId: text.toLowerCase() };
  return { kind: "named", text };
}
