/**
 * A transfer's `unique_request_id` from its row's key. The client takes a transfer's key only as a UUID, a form every
 * version of the reference accepts (docs/provider-api.md §4), so the key the engine writes in FX key (fxd-…) is sent
 * as the name-based UUID of it (RFC 9562 §5.5, version 5, SHA-1): the same key always gives the same id, so a re-run
 * or a resume sends, and finds, the one it sent before.
 */

/** FX Desk's namespace for the ids of its row keys (a random UUID, fixed once). */
const ROW_KEY_NAMESPACE = "5d0f8c1e-7b3a-4f6e-9c2d-8a1b4e6f0c37";

export function transferRequestId(rowKey: string): Promise<string> {
  return nameBasedUuid(ROW_KEY_NAMESPACE, rowKey);
}

/** RFC 9562 version 5: SHA-1 of the namespace's 16 bytes and the name's UTF-8, version and variant bits set. */
export async function nameBasedUuid(namespace: string, name: string): Promise<string> {
  const space = Uint8Array.from(namespace.replaceAll("-", "").match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  const text = new TextEncoder().encode(name);
  const input = new Uint8Array(space.length + text.length);
  input.set(space);
  input.set(text, space.length);
  const bytes = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-1", input)).slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
