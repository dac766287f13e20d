import { describe, expect, it } from "@jest/globals";
import { controlCharacterIn } from "../../../src/domain";

describe("controlCharacterIn", () => {
  it.each([
    ["NUL", "a\u0000b", "U+0000"],
    ["ESC", "\u001b[2J", "U+001B"],
    ["a tab", "a\tb", "U+0009"],
    ["a line feed", "a\nb", "U+000A"],
    ["DEL", "a\u007f", "U+007F"],
    ["NEL (C1)", "a\u0085b", "U+0085"],
    ["CSI (C1)", "\u009b2J", "U+009B"],
    ["APC, the last of C1", "a\u009f", "U+009F"],
  ])("finds %s", (_name, text, found) => {
    expect(controlCharacterIn(text)).toBe(found);
  });

  it("passes text without any, letters beyond ASCII included, and line breaks where they are allowed", () => {
    expect(["Zoë Müller", "Ωmega ltd.", "\u00a0nbsp", "💱", ""].map((text) => controlCharacterIn(text))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(controlCharacterIn("one\r\ntwo\nthree", true)).toBeUndefined();
    expect(controlCharacterIn("one\ntwo\u0000", true)).toBe("U+0000");
    expect(controlCharacterIn("one\ttwo", true)).toBe("U+0009");
  });
});
