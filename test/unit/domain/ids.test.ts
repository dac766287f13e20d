import { describe, expect, it } from "@jest/globals";
import { isUuid, parseUuid } from "../../../src/domain";
import { refusal } from "./expect-refusal";

describe("parseUuid", () => {
  it("accepts the canonical form and lower-cases it", () => {
    expect(parseUuid(" 0B6F5A6C-2A1E-4C53-9F0E-6B3C2F1D7A90 ", "beneficiary_id")).toBe("0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90");
  });

  it.each<[unknown, string]>([
    ["0b6f5a6c2a1e4c539f0e6b3c2f1d7a90", "is_not_valid_uuid"],
    ["{0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90}", "is_not_valid_uuid"],
    ["0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a9", "is_not_valid_uuid"],
    ["0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a9g", "is_not_valid_uuid"],
    ["urn:uuid:0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", "is_not_valid_uuid"],
    ["", "is_required"],
    [12345, "type_is_wrong"],
  ])("refuses %p with %s", (value, code) => {
    const error = refusal(() => parseUuid(value, "on_behalf_of"));
    expect(error.code).toBe(code);
    expect(error.field).toBe("on_behalf_of");
    expect(error.message.startsWith("on_behalf_of: ")).toBe(true);
  });
});

describe("isUuid", () => {
  it("tells a canonical id, in any case, from a name, a short reference or a key", () => {
    expect(["0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", "0B6F5A6C-2A1E-4C53-9F0E-6B3C2F1D7A90"].map(isUuid)).toEqual([true, true]);
    expect(["Sub North — North Ltd", "20260105-IYUSMO", "fxd-abc-1234abcd-r2", "0b6f5a6c2a1e4c539f0e6b3c2f1d7a90", " 0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90"].map(isUuid)).toEqual([false, false, false, false, false]);
  });
});
