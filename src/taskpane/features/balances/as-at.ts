/**
 * The "as at" instant a person types, read on the UTC clock (the service's), so the same text means the same
 * instant for colleagues in other time zones. Empty means now. Bad or future input is refused with what to type.
 */
import { InvalidInputError } from "../../../domain";

const AS_AT = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/** "2026-01-02 17:30" (UTC) or "2026-01-02" (its end, 23:59:59 UTC) → ISO 8601 with Z; "" → undefined. */
export function parseAsAt(text: string, now: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const match = AS_AT.exec(trimmed);
  const iso = match ? (match[2] === undefined ? `${match[1]}T23:59:59Z` : `${match[1]}T${match[2]}:${match[3]}:00Z`) : undefined;
  const instant = iso === undefined ? Number.NaN : Date.parse(iso);
  if (iso === undefined || Number.isNaN(instant) || new Date(instant).toISOString().slice(0, 10) !== match?.[1] || Number(match?.[2] ?? 0) > 23 || Number(match?.[3] ?? 0) > 59) {
    throw new InvalidInputError("as_at_date", "is_in_invalid_format", `"${trimmed}" is not a date and time — write it as YYYY-MM-DD HH:MM in UTC, e.g. 2026-01-02 17:30`);
  }
  if (instant > now) {
    throw new InvalidInputError("as_at_date", "is_in_future", `${trimmed} UTC has not happened yet — leave "As at" empty for the balances now`);
  }
  return iso;
}

/** "2026-01-05 09:00 UTC": an instant as the panel prints it, on the service's clock. */
export function utcMinuteText(instant: number | string): string {
  const ms = typeof instant === "number" ? instant : Date.parse(instant);
  return `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
