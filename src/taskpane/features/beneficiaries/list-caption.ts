/** What the line above the list says: how many beneficiaries there are, or match the search, in words. */
export function listCaption(total: number | undefined, searchDescription: string): string {
  if (total === undefined) return searchDescription ? `Searching by ${searchDescription}…` : "Loading…";
  const count = `${total.toLocaleString("en-US")} beneficiar${total === 1 ? "y" : "ies"}`;
  if (searchDescription === "") return total === 0 ? "No beneficiaries yet: add one with New beneficiary." : count;
  return total === 0 ? `No beneficiary with ${searchDescription}.` : `${count} with ${searchDescription}`;
}
