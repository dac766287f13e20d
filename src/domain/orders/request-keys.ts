/**
 * The `unique_request_id` of a row: the same sheet, row and run always give the same key, so a key can be
 * recomputed as well as read back, and a new run (a new run id) never collides with an old one.
 * Format: `fxd-<run>-<sheet hash>-r<row>` — well under the service's 255 characters, no personal data.
 */
export function requestKey(runId: string, sheet: string, row: number): string {
  return `fxd-${runId}-${fnv1a(sheet)}-r${row + 1}`;
}

/** A run id from the time and a random draw (both injected so tests are deterministic). */
export function newRunId(nowMs: number, random: () => number): string {
  const time = Math.floor(nowMs / 1000).toString(36);
  const salt = Math.floor(random() * 36 ** 4).toString(36).padStart(4, "0");
  return `${time}${salt}`;
}

/** True for a key this add-in wrote: anything else in the key column was typed or pasted by someone. */
export function isRequestKey(text: string): boolean {
  return /^fxd-[0-9a-z]+-[0-9a-f]{8}-r\d+$/.test(text);
}

// 32-bit FNV-1a over UTF-16 units: short, stable, and enough to tell a workbook's sheets apart.
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}
