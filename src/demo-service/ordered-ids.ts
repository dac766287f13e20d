/**
 * Time-ordered ids (UUID version 7, RFC 9562) for ledger entries: finds break ties on equal timestamps by id, so a
 * statement of entries written in the same second lists them in the order they were written. The time is the
 * simulated clock's; a frozen clock or a burst within one millisecond still yields ids that increase.
 */
import { randomBytes } from "node:crypto";

let lastMs = 0;
let sequence = 0;

export function orderedId(now: number): string {
  if (now > lastMs) {
    lastMs = Math.floor(now);
    sequence = 0;
  } else if (sequence === 0xfff) {
    // 4,096 ids in one millisecond: borrow the next one, so the order holds.
    lastMs += 1;
    sequence = 0;
  } else {
    sequence += 1;
  }
  const hex = lastMs.toString(16).padStart(12, "0") + (0x7000 | sequence).toString(16) + randomTail();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** 64 bits: the variant (10) and 62 random bits. */
function randomTail(): string {
  const bytes = randomBytes(8);
  bytes[0] = (bytes[0]! & 0x3f) | 0x80;
  return bytes.toString("hex");
}
