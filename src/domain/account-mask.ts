/**
 * How a beneficiary's account is shown in the pane's list and written to a sheet: only its last 4 characters, so a
 * list read over a shoulder or a workbook sent on never carries a whole account number or IBAN.
 */

/** "IBAN •••• 3000", "Account •••• 6819" (spaces in the stored value ignored), or "" when there is neither. */
export function maskedAccountOf(beneficiary: { iban?: string | null; account_number?: string | null }): string {
  if (beneficiary.iban) return `IBAN ${lastFour(beneficiary.iban)}`;
  if (beneficiary.account_number) return `Account ${lastFour(beneficiary.account_number)}`;
  return "";
}

function lastFour(account: string): string {
  return `•••• ${account.replace(/\s+/g, "").slice(-4)}`;
}
