/**
 * Maker-checker in the maker's words: bookings that wait for another user of the account to authorise them. The
 * service has no call that says whether an account needs approval, so before booking the dialog goes by each
 * account's latest payment at the service (Confirmation.authorisation), and after booking the summary counts the
 * bookings that came back awaiting authorisation (JobOutcome.awaitingAuthorisation).
 */
import { type AccountNames, type Confirmation, type JobOutcome } from "../../../jobs";
import { kindSpec } from "./kind-views";
import { plural } from "../../../domain";

const noun = (kind: string, count: number) => `${count} ${count === 1 ? kindSpec(kind).labels.singular : kindSpec(kind).labels.plural}`;
const times = (count: number) => `${plural(count, "authorisation")}`;

/** What the confirmation dialog says when the rows' accounts needed authorisation for their last payment; none otherwise. */
export function authorisationBeforeBooking(confirmation: Pick<Confirmation, "kind" | "authorisation" | "totals">, accounts: AccountNames): string | undefined {
  const seen = confirmation.authorisation;
  if (seen.length === 0) return undefined;
  const { plural } = kindSpec(confirmation.kind).labels;
  const perAccount = confirmation.totals.some((total) => total.actingAs !== undefined);
  const { singular } = kindSpec(confirmation.kind).labels;
  const whose = (entry: (typeof seen)[number]) => (perAccount ? `the last ${singular} of ${accounts.of(entry.actingAs).name}` : `this account's last ${singular}`);
  const evidence = seen.map((entry) => `${whose(entry)} (${entry.lastBooking}) needed ${times(entry.steps)}`).join("; ");
  const which = perAccount && seen.length < new Set(confirmation.totals.map((total) => total.actingAs)).size ? `The ${plural} for ${seen.map((entry) => accounts.of(entry.actingAs).name).join(" and ")}` : `These ${plural}`;
  return `${which} will wait for another user's authorisation before they are paid: ${evidence}. Once they are booked, an approver authorises them in the Approvals tab.`;
}

/** What the summary after a run says of the bookings that wait for another user's authorisation; none when none do. */
export function authorisationAfterBooking(kind: string, outcome: Pick<JobOutcome, "awaitingAuthorisation">): string | undefined {
  const count = outcome.awaitingAuthorisation;
  if (count === 0) return undefined;
  return `${noun(kind, count)} ${count === 1 ? "waits" : "wait"} for another user's authorisation before ${count === 1 ? "it is" : "they are"} paid: an approver authorises ${count === 1 ? "it" : "them"} in the Approvals tab, and Refresh statuses shows where ${count === 1 ? "it has" : "they have"} got to.`;
}
