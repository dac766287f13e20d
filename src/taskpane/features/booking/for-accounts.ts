/** How the activity log names the accounts rows are booked for. */
import type { AccountNames } from "../../../jobs";

/**
 * " for Jane Doe — Acme Ltd" when rows are booked for sub-accounts (names, never ids: the log is read by people);
 * nothing when every row is for the signed-in account itself.
 */
export function forAccounts(accounts: AccountNames, actingAs: Iterable<string | undefined>): string {
  const distinct = [...new Set(actingAs)];
  if (distinct.every((contactId) => contactId === undefined)) return "";
  return ` for ${distinct.map((contactId) => accounts.of(contactId).name).join(", ")}`;
}
