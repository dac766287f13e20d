/**
 * The payee name checks of one check of a sheet: each distinct payee (the same request) is asked once, however many
 * rows name it, and the answers live only as long as this object — the next check asks again, as the provider's
 * guides require (docs/provider-api.md §16). Bulk beneficiary rows, payment rows and the Approvals tab's re-check of
 * the payments awaiting authorisation share it: a row carries the answer as a note, the approver sees the outcome
 * itself. Each note is bound to the details it checked (`PayeeCheckNote.checkedAs`), so a run can tell when the payee
 * it pays is no longer the one checked (kinds/payment/payee-recheck.ts).
 */
import { ApiError, ConnectionError, PermissionDeniedError, RequestError, RequestNotSentError, ResponseValidationError, ServiceUnavailableError, TimeoutError } from "../../api";
import { OnceEach, payeeCheckKey, payeeCheckLine, payeeCheckInWords, payeeCheckRequest, type PayeeCheckRequest, type PayeeCheckResult, type PayeeDetails } from "../../domain";
import type { KindApi } from "../engine/booking-api";
import type { PayeeCheckNote } from "../engine/row-plan";
import { REQUESTS_IN_FLIGHT } from "../engine/requests-in-flight";

/** What the line of a row whose login has no name check says (the run asks once before sending such rows). */
export const NOT_SWITCHED_ON_LINE = "Payee name check: not switched on for this login — the provider enables it per login, so this payment would go unchecked";

/**
 * The provider's refusal of a permission a login lacks: 403 with `permission_denied` and "You do not have permission
 * '<permission>' to perform this operation" in its envelope (docs/provider-api.md §16). A 403 without it (a gateway's,
 * a bare one) is not this refusal.
 */
const PERMISSION_REFUSAL = /^You do not have permission '[^']+' to perform this operation$/;

/** One check as asked: the provider's answer, its refusal for a login without the check, or why no answer could be had. */
export type PayeeCheckOutcome =
  | { kind: "answered"; result: PayeeCheckResult }
  | { kind: "not switched on" }
  | { kind: "could not be checked"; why: string };

export class PayeeChecks {
  private readonly asked: OnceEach<PayeeCheckOutcome>;

  constructor(
    private readonly api: KindApi<"beneficiaries">,
    private readonly signal?: AbortSignal,
  ) {
    // A cancelled check asks nothing more: its questions reject with the cancellation, as a cancelled request does.
    this.asked = new OnceEach({ signal, concurrency: REQUESTS_IN_FLIGHT });
  }

  /** How many distinct payees were asked about. */
  get count(): number {
    return this.asked.count;
  }

  /** The answer for a payee, or undefined when its payment needs no check (not local GBP to the UK nor SEPA euro). */
  check(details: PayeeDetails): Promise<PayeeCheckNote> | undefined {
    const checkedAs = payeeCheckedAs(details);
    return this.outcome(details)?.then((outcome) => ({ ...noteOf(outcome), checkedAs }));
  }

  /** The outcome itself (the answer with its reason code and the name on the account, or why there is none), asked as `check` asks. */
  outcome(details: PayeeDetails): Promise<PayeeCheckOutcome> | undefined {
    const request = payeeCheckRequest(details);
    if (request === undefined) return undefined;
    return this.asked.ask(payeeCheckKey(request), () => checkPayee(this.api, request, this.signal));
  }
}

/**
 * The text a check of these details is bound to: two payees with the same text are the same payee to the check
 * (bank details, name and entity type as sent). Undefined when the details need no check.
 */
export function payeeCheckedAs(details: PayeeDetails): string | undefined {
  const request = payeeCheckRequest(details);
  return request === undefined ? undefined : payeeCheckKey(request);
}

/**
 * Asks the service once (its client retries an outage, as the guides ask): the outcome, "unavailable" when no answer
 * could be had, or undefined when the provider refused it for a login without the check. A cancelled request is thrown.
 */
export async function askPayeeCheck(api: KindApi<"beneficiaries">, request: PayeeCheckRequest, signal?: AbortSignal): Promise<PayeeCheckResult | undefined> {
  const outcome = await checkPayee(api, request, signal);
  if (outcome.kind === "answered") return outcome.result;
  return outcome.kind === "not switched on" ? undefined : { answer: "unavailable", reasonCode: undefined, actualName: undefined };
}

/**
 * Asks the service once, as askPayeeCheck, and says why when there is no answer. Only the provider's own refusal for
 * a login without the check counts as "not switched on"; any other refusal, outage, timeout or unreadable answer is
 * a check that could not be made, which the guides handle as a no match. A cancelled request is thrown.
 */
export async function checkPayee(api: KindApi<"beneficiaries">, request: PayeeCheckRequest, signal?: AbortSignal): Promise<PayeeCheckOutcome> {
  try {
    const answer = await api.beneficiaries.verifyAccount(request, { signal });
    return { kind: "answered", result: { answer: answer.answer, reasonCode: answer.reason_code ?? undefined, actualName: answer.actual_name ?? undefined } };
  } catch (error) {
    if (isNotSwitchedOn(error)) return { kind: "not switched on" };
    if (error instanceof RequestNotSentError || !(error instanceof RequestError)) throw error;
    return { kind: "could not be checked", why: whyNotChecked(error) };
  }
}

/** True for the provider's refusal of the check to a login it has not been switched on for (docs/provider-api.md §16). */
export function isNotSwitchedOn(error: unknown): boolean {
  return (
    error instanceof PermissionDeniedError &&
    Object.values(error.messages).some((list) => list.some((entry) => entry.code === "permission_denied" && PERMISSION_REFUSAL.test(entry.message)))
  );
}

/** Why a check got no answer, in a finance user's words. */
function whyNotChecked(error: RequestError): string {
  if (error instanceof TimeoutError) return "the service did not answer in time";
  if (error instanceof ConnectionError) return "the service could not be reached";
  if (error instanceof ResponseValidationError) return "the service's answer could not be read";
  if (error instanceof ServiceUnavailableError) return "the service is temporarily unavailable";
  if (error instanceof PermissionDeniedError) return `the service refused it without saying the check is not switched on for this login (${error.status})`;
  if (error instanceof ApiError) return `the service answered with an error (${error.status})`;
  return "no answer could be had";
}

function noteOf(outcome: PayeeCheckOutcome): PayeeCheckNote {
  if (outcome.kind === "not switched on") return { line: NOT_SWITCHED_ON_LINE, needsConfirmation: true, notSwitchedOn: true };
  if (outcome.kind === "could not be checked") {
    const title = payeeCheckInWords({ answer: "unavailable", reasonCode: undefined, actualName: undefined }).title;
    return { line: `Payee name check: ${title} — could not be checked: ${outcome.why}; check again later, or continue anyway only once you have confirmed the payee another way`, needsConfirmation: true };
  }
  return { line: payeeCheckLine(outcome.result), needsConfirmation: payeeCheckInWords(outcome.result).needsConfirmation };
}
