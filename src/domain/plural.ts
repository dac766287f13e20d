/**
 * A count with its noun, singular or plural as the count needs ("1 row", "2 rows", "1 status", "3 statuses"): the
 * one place the product says how many, so no message reads "1 rows" or "image(s)" (issue 27).
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  status: "statuses",
  copy: "copies",
  beneficiary: "beneficiaries",
  authorisation: "authorisations",
};

/** The noun for `count` of it, without the number: "row" / "rows". */
export function nounFor(count: number, singular: string, pluralForm?: string): string {
  if (count === 1) return singular;
  return pluralForm ?? IRREGULAR[singular] ?? (/(s|x|ch|sh)$/.test(singular) ? `${singular}es` : `${singular}s`);
}

/** "1 row", "2 rows", "0 rows". */
export function plural(count: number, singular: string, pluralForm?: string): string {
  return `${count} ${nounFor(count, singular, pluralForm)}`;
}
