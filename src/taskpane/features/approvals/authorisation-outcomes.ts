/**
 * Reads payments/authorise's per-item answer as one outcome per payment: a refusal (self-approval, a step already
 * taken, a payment no longer waiting) belongs to its own row with the service's words and what to do next; it never
 * fails the others. A payment the answer left out is said to be unknown rather than assumed done.
 */
import type { PaymentAuthorisations } from "../../../api/schemas";

export type AuthorisationOutcome =
  | { kind: "authorised"; message: string }
  | { kind: "step-taken"; message: string }
  | { kind: "refused"; message: string };

type Entry = PaymentAuthorisations["authorisations"][number];

/** The next step for refusals whose words do not say one already. */
const NEXT_STEPS: readonly (readonly [RegExp, string])[] = [
  [/created by you/i, "another user must authorise it"],
  [/does not need authorisation/i, "reload the list to see where it is now"],
];

function outcomeOf(entry: Entry): AuthorisationOutcome {
  if (entry.updated && entry.error === null) {
    if (entry.payment_status === "authorised") return { kind: "authorised", message: `Authorised (${entry.auth_steps_taken} of ${entry.auth_steps_required})` };
    return {
      kind: "step-taken",
      message: `Your authorisation is step ${entry.auth_steps_taken} of ${entry.auth_steps_required}: ${entry.auth_steps_required - entry.auth_steps_taken} more by other users`,
    };
  }
  const said = entry.error ?? `Not authorised (status ${entry.payment_status || "unknown"})`;
  const step = NEXT_STEPS.find(([pattern]) => pattern.test(said))?.[1];
  const next = step === undefined ? "" : ` — ${step}`;
  return { kind: "refused", message: `${said}${next}` };
}

export function authorisationOutcomes(asked: readonly string[], answer: PaymentAuthorisations): Map<string, AuthorisationOutcome> {
  const byId = new Map(answer.authorisations.map((entry) => [entry.payment_id, entry]));
  return new Map(
    asked.map((id): [string, AuthorisationOutcome] => {
      const entry = byId.get(id);
      return [id, entry ? outcomeOf(entry) : { kind: "refused", message: "The service did not answer for this payment: reload the list to see its status" }];
    }),
  );
}

/** "3 authorised, 1 refused" for the activity log and the tab's summary line. */
export function outcomeSummary(outcomes: ReadonlyMap<string, AuthorisationOutcome>): string {
  const counts = { authorised: 0, "step-taken": 0, refused: 0 };
  for (const outcome of outcomes.values()) counts[outcome.kind] += 1;
  const parts = [
    counts.authorised > 0 ? `${counts.authorised} authorised` : "",
    counts["step-taken"] > 0 ? `${counts["step-taken"]} awaiting further steps` : "",
    counts.refused > 0 ? `${counts.refused} refused` : "",
  ];
  return parts.filter(Boolean).join(", ") || "nothing to authorise";
}
