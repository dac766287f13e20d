/**
 * The transfer form as typed, checked before anything is sent (every problem named beside its field), and the
 * idempotency key of a submission: made once per form content, so a retry or a double click of the same form
 * sends the same unique_request_id and the service books it once; a changed form is a new transfer with a new key.
 */
import type { TransferCreateParams } from "../../../api";
import { InvalidInputError, parseAmount, parseCurrency } from "../../../domain";

export interface TransferDraft {
  sourceAccountId: string;
  destinationAccountId: string;
  currency: string;
  amount: string;
  reason: string;
}

export type TransferField = keyof TransferDraft;

type CheckedTransfer = { ok: true; params: Omit<TransferCreateParams, "unique_request_id"> } | { ok: false; problems: Partial<Record<TransferField, string>> };

const REASON_MAX = 255;

export function checkTransferDraft(draft: TransferDraft): CheckedTransfer {
  const problems: Partial<Record<TransferField, string>> = {};
  const attempt = <T>(field: TransferField, read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      problems[field] = error instanceof InvalidInputError ? error.userMessage : String(error);
      return undefined;
    }
  };
  if (draft.sourceAccountId === "") problems.sourceAccountId = "Choose the account the money leaves.";
  if (draft.destinationAccountId === "") problems.destinationAccountId = "Choose the account the money goes to.";
  else if (draft.destinationAccountId === draft.sourceAccountId) problems.destinationAccountId = "Choose an account other than the one the money leaves.";
  const currency = attempt("currency", () => parseCurrency(draft.currency, "currency"));
  const amount = currency === undefined ? undefined : attempt("amount", () => parseAmount(draft.amount, currency, "amount"));
  const reason = draft.reason.trim();
  if (reason.length > REASON_MAX) problems.reason = `The reason has ${reason.length} characters; shorten it to ${REASON_MAX}.`;
  if (Object.keys(problems).length > 0 || currency === undefined || amount === undefined) return { ok: false, problems };
  return {
    ok: true,
    params: { source_account_id: draft.sourceAccountId, destination_account_id: draft.destinationAccountId, currency, amount, ...(reason ? { reason } : {}) },
  };
}

export interface KeyedDraft {
  draft: TransferDraft;
  key: string;
}

/** The key to send `draft` under: the previous submission's when the form is unchanged, else a new one. */
export function submissionKey(draft: TransferDraft, previous: KeyedDraft | undefined, newKey: () => string): KeyedDraft {
  const same = previous !== undefined && (Object.keys(draft) as TransferField[]).every((field) => previous.draft[field] === draft[field]);
  return same ? previous : { draft: { ...draft }, key: newKey() };
}
