/** Sheet rows as a person reads them: "row 3", "rows 3, 4 and 7" (plans number rows from 0). */
export function rowList(rows: readonly number[]): string {
  const numbers = rows.map((row) => String(row + 1));
  if (numbers.length <= 1) return `row ${numbers[0] ?? "—"}`;
  return `rows ${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}
