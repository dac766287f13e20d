/**
 * The payee name checks of one check of a sheet: each distinct payee (the same request) is asked once, however many
 * rows name it, and the answers live only as long as this object — the next check asks again, as the provider's
 * guides require (docs/provider-api.md §16). Bulk beneficiary rows, payment rows and the Approvals tab's re-check of
 * the payments awaiting authorisation share it: a row carries the answer as a note, the approver sees the outcome itself.
 */
import pLimit from "p-limit";
import { NotFoundError, PermissionDeniedError, RequestError, RequestNotSentError } from "../api";
import { payeeCheckKey, payeeCheckLine, payeeCheckInWords, payeeCheckRequest, type PayeeCheckRequest, type PayeeCheckResult, type PayeeDetails } from "../domain";
import type { KindApi } from "./engine/booking-api";
import type { PayeeCheckNote } from "./engine/row-plan";

/** A login the provider has not enabled the check for is answered 403 or 404: its rows are not held for it. */
const NOT_OFFERED: PayeeCheckNote = { line: "Payee name check: not offered to this login — the provider enables it per account", needsConfirmation: false };

/** Checks in flight at once, as the other per-payee lookups of a check. */
const CHECK_CONCURRENCY = 4;

/** One payee's outcome: the service's answer, or undefined when the check is not offered to this login. */
export type PayeeCheckOutcome = PayeeCheckResult | undefined;

export class PayeeChecks {
  private readonly asked = new Map<string, Promise<PayeeCheckOutcome>>();
  private readonly limit = pLimit(CHECK_CONCURRENCY);

  constructor(
    private readonly api: KindApi<"beneficiaries">,
    private readonly signal?: AbortSignal,
  ) {}

  /** How many distinct payees were asked about. */
  get count(): number {
    return this.asked.size;
  }

  /** The answer for a payee, or undefined when its payment needs no check (not local GBP to the UK nor SEPA euro). */
  check(details: PayeeDetails): Promise<PayeeCheckNote> | undefined {
    return this.outcome(details)?.then((result) => (result === undefined ? NOT_OFFERED : noteOf(result)));
  }

  /** The outcome itself (the answer, its reason code, the name on the account), asked as `check` asks; undefined when no check applies. */
  outcome(details: PayeeDetails): Promise<PayeeCheckOutcome> | undefined {
    const request = payeeCheckRequest(details);
    if (request === undefined) return undefined;
    const key = payeeCheckKey(request);
    let answer = this.asked.get(key);
    if (answer === undefined) {
      answer = this.limit(() => askPayeeCheck(this.api, request, this.signal));
      this.asked.set(key, answer);
    }
    return answer;
  }
}

/**
 * Asks the service once (its client retries an outage, as the guides ask): the outcome, "unavailable" when no answer
 * could be had, or undefined when the check is not offered to this login (403, 404). A cancelled request is thrown.
 */
export async function askPayeeCheck(api: KindApi<"beneficiaries">, request: PayeeCheckRequest, signal?: AbortSignal): Promise<PayeeCheckResult | undefined> {
  try {
    const answer = await api.beneficiaries.verifyAccount(request, { signal });
    return { answer: answer.answer, reasonCode: answer.reason_code ?? undefined, actualName: answer.actual_name ?? undefined };
  } catch (error) {
    if (error instanceof PermissionDeniedError || error instanceof NotFoundError) return undefined;
    // Anything else the service or the network answered is a check that could not be made, which the guides handle
    // as a no match; a cancelled one ends what asked it.
    if (error instanceof RequestNotSentError || !(error instanceof RequestError)) throw error;
    return { answer: "unavailable", reasonCode: undefined, actualName: undefined };
  }
}

function noteOf(result: PayeeCheckResult): PayeeCheckNote {
  return { line: payeeCheckLine(result), needsConfirmation: payeeCheckInWords(result).needsConfirmation };
}
