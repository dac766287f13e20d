/**
 * A transfer row — an amount moved from one account of the house to another — and its field table. The accounts are
 * read as typed (House, or a sub-account's name or short reference): which account each names is the transfer kind's
 * check, with the service's list of accounts (jobs/house-accounts.ts). The service's field names
 * are the fields', so a refusal of `source_account_id` is said beside the source column.
 */
import type Decimal from "decimal.js";
import { parseCurrency } from "../currencies";
import { parseAmount } from "../money";
import type { ParsedOrder } from "./conversion-order";
import { normalizedReference } from "./duplicate-payments";
import type { OrderCells } from "./order-cells";
import type { FieldSet } from "./order-fields";
import { ProblemCollector } from "./row-problems";
import { TEXT_LIMITS } from "./text-limits";

export interface TransferOrder {
  /** The account the money leaves, as typed: House, or a sub-account's name or short reference. */
  source: string;
  /** The account the money goes to, as typed. */
  destination: string;
  currency: string;
  /** In `currency`, never with more decimals than it has. */
  amount: Decimal;
  reason: string | undefined;
  /** Transfers are made by the signed-in (house) account between its accounts, never on behalf of another. */
  actingAs: undefined;
}

export const TRANSFER_FIELDS: FieldSet = {
  fields: [
    {
      field: "source_account_id",
      label: "Source account",
      synonyms: ["source account", "from account", "from", "source", "debit account", "pay from"],
      required: true,
      identifier: true,
    },
    {
      field: "destination_account_id",
      label: "Destination account",
      synonyms: ["destination account", "to account", "to", "destination", "credit account", "pay to"],
      required: true,
      identifier: true,
    },
    { field: "currency", label: "Currency", synonyms: ["currency", "ccy", "cur"], required: true, identifier: false },
    { field: "amount", label: "Amount", synonyms: ["amount", "amt", "value", "sum"], required: true, identifier: false, shows: "amount" },
    { field: "reason", label: "Reason", synonyms: ["reason", "purpose", "description", "note"], required: false, identifier: false },
  ],
  amountCurrency: (cell) => cell("currency"),
};

/** An account name or short reference is at most this long (an account's name: docs/provider-api.md §3). */
const ACCOUNT_TEXT = { minLength: 1, maxLength: 150 } as const;

/** Checks one transfer row completely and returns every problem it has, or the order it describes. */
export function parseTransferOrder(cells: OrderCells): ParsedOrder<TransferOrder> {
  const collect = new ProblemCollector();
  const source = collect.attempt(() => cells.requiredText("source_account_id", ACCOUNT_TEXT));
  const destination = collect.attempt(() => cells.requiredText("destination_account_id", ACCOUNT_TEXT));
  // The same text twice is one account; two texts naming one account are found by the check, which knows the accounts.
  if (source !== undefined && destination !== undefined && normalizedReference(source) === normalizedReference(destination)) {
    collect.add(cells.label("destination_account_id"), "same_account", `is "${destination}", the source account too — a transfer moves money between two accounts`);
  }
  const currency = collect.attempt(() => parseCurrency(cells.value("currency") ?? "", cells.label("currency")));
  const amount = currency === undefined ? undefined : collect.attempt(() => parseAmount(cells.value("amount") ?? "", currency, cells.label("amount")));
  const reason = collect.attempt(() => cells.text("reason", TEXT_LIMITS.reason));
  if (!collect.ok || source === undefined || destination === undefined || currency === undefined || amount === undefined) return { ok: false, problems: collect.problems };
  return { ok: true, order: { source, destination, currency, amount, reason, actingAs: undefined } };
}
