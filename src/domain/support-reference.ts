/**
 * A service request id as a person is shown it: a short reference to quote to support ("support reference
 * 4f1c2a9e"), not a 36-character UUID in a sentence (issue 27). The first eight hex digits of a UUID are what a
 * person reads out; the full id stays where a support case needs it (the audit sheet's Request id, the hover text
 * of the activity log's line).
 */
const UUID = /^([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function supportReference(requestId: string): string {
  return UUID.exec(requestId)?.[1] ?? requestId;
}

/** " (support reference 4f1c2a9e)" for a message that names the request it came from. */
export function supportReferenceNote(requestId: string | undefined): string {
  return requestId === undefined || requestId === "" ? "" : ` (support reference ${supportReference(requestId)})`;
}
