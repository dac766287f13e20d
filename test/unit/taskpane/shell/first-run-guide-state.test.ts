/** The first-run guide stays dismissed on the device: kept under Office's storage partition, as the sign-in is. */
import { afterEach, describe, expect, it } from "@jest/globals";
import { dismissGuide, guideDismissed } from "../../../../src/taskpane/shell/first-run-guide-state";
import { memoryStorage } from "../../../support/memory-storage";

const office = globalThis as { Office?: { context?: { partitionKey?: string } } };

describe("the first-run guide's state", () => {
  afterEach(() => {
    delete office.Office;
  });

  it("is shown until dismissed, and dismissed stays so", () => {
    const storage = memoryStorage();
    expect(guideDismissed(storage)).toBe(false);
    dismissGuide(storage);
    expect(guideDismissed(storage)).toBe(true);
    expect(storage.getItem("fxdesk.first-run-guide")).toBe("dismissed");
  });

  it("is kept per storage partition", () => {
    const storage = memoryStorage();
    office.Office = { context: { partitionKey: "partition-a:" } };
    dismissGuide(storage);
    expect(storage.getItem("partition-a:fxdesk.first-run-guide")).toBe("dismissed");
    office.Office = { context: { partitionKey: "partition-b:" } };
    expect(guideDismissed(storage)).toBe(false);
  });

  it("shows the guide where storage is unavailable", () => {
    expect(guideDismissed(undefined)).toBe(false);
    expect(() => dismissGuide(undefined)).not.toThrow();
  });
});
