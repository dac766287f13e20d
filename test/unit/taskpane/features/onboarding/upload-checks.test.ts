/** A picked file checked before it is sent: count, side, size, and type by content. */
import { describe, expect, it } from "@jest/globals";
import { contentRefusal, uploadRefusal } from "../../../../../src/taskpane/features/onboarding/upload-checks";

const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString("base64")}`;
const small = { name: "licence.png", size: 2048 };

describe("uploadRefusal", () => {
  it("accepts a small file for a free side", () => expect(uploadRefusal(small, "back", ["front"])).toBeUndefined());
  it("refuses a fourth image", () => expect(uploadRefusal(small, "face", ["front", "back", "other"])).toBe("This document already has 3 images, the most it can have: delete one first."));
  it("refuses a second image of a side", () => expect(uploadRefusal(small, "front", ["front"])).toBe("This document already has a front image: choose another side or delete that one."));
  it("refuses 10 MB and more before reading the file", () => {
    expect(uploadRefusal({ name: "scan.pdf", size: 10 * 1024 * 1024 }, "front", [])).toBe("scan.pdf is 10.0 MB; pick a file under 10 MB.");
    expect(uploadRefusal({ name: "scan.pdf", size: 10 * 1024 * 1024 - 1 }, "front", [])).toBeUndefined();
  });
});

describe("contentRefusal", () => {
  it("accepts a PNG by its content", () => expect(contentRefusal(small, png)).toBeUndefined());
  it("refuses a text file named like an image", () => {
    expect(contentRefusal({ name: "notes.png", size: 4 }, `data:image/png;base64,${Buffer.from("hello world!").toString("base64")}`)).toBe("notes.png: the file is not a JPG, PNG or PDF — upload one of those.");
  });
  it("refuses a PNG labelled as a PDF", () => {
    expect(contentRefusal({ name: "x.pdf", size: 12 }, png.replace("image/png", "application/pdf"))).toBe("x.pdf: the file is a PNG but is labelled application/pdf; label it as what it is.");
  });
});
