/** A transfer's unique_request_id is the name-based UUID of its row's key: what transfers/find can look it up by. */
import { describe, expect, it } from "@jest/globals";
import { requestKey } from "../../../../../src/domain/orders";
import { nameBasedUuid, transferRequestId } from "../../../../../src/jobs/kinds/transfer/request-uuid";

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a transfer's request id", () => {
  it("is RFC 9562's version 5 UUID (its own example: www.example.com in the DNS namespace)", async () => {
    expect(await nameBasedUuid("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "www.example.com")).toBe("2ed6657d-e927-568b-95e1-2665a8aea6a2");
  });

  it("is the same for the same key, another for another row or run, and always a version 5 UUID", async () => {
    const key = requestKey("run1abcd", "Month end", 4);
    const again = await transferRequestId(key);
    expect(await transferRequestId(key)).toBe(again);
    expect(again).toMatch(UUID_V5);
    const others = await Promise.all([requestKey("run1abcd", "Month end", 5), requestKey("run2abcd", "Month end", 4), requestKey("run1abcd", "Month end 2", 4)].map(transferRequestId));
    expect(new Set([again, ...others]).size).toBe(4);
  });
});
