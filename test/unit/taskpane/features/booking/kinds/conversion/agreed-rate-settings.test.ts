/** The Convert tab's rate settings: kept per person on this device, defaults when none or unreadable, and a tolerance to fix said in words before a check. */
import { describe, expect, it } from "@jest/globals";
import { agreedRateSettings, DEFAULT_RATE_SETTINGS, forgetRateSettings, loadRateSettings, rememberedRateSettings, saveRateSettings, toleranceProblem } from "../../../../../../../src/taskpane/features/booking/kinds/conversion/agreed-rate-settings";
import { memoryStorage } from "../../../../../../support/memory-storage";

describe("the Convert tab's rate settings", () => {
  it("start as don't hold, 0.25 %, and are kept as the person left them", () => {
    const storage = memoryStorage();
    expect(loadRateSettings(storage)).toEqual({ holdPeriod: "none", toleranceText: "0.25" });
    saveRateSettings({ holdPeriod: "3m", toleranceText: "0.5" }, storage);
    expect(loadRateSettings(storage)).toEqual({ holdPeriod: "3m", toleranceText: "0.5" });
  });

  it("read a hold period no longer offered, or unreadable text, as the defaults", () => {
    const storage = memoryStorage();
    storage.setItem("fxdesk.conversion-rates", JSON.stringify({ holdPeriod: "10m", toleranceText: "1" }));
    expect(loadRateSettings(storage)).toEqual({ holdPeriod: "none", toleranceText: "1" });
    storage.setItem("fxdesk.conversion-rates", "{not json");
    expect(loadRateSettings(storage)).toEqual(DEFAULT_RATE_SETTINGS);
  });

  it("give the check a held period and a tolerance, or stop it saying what to fix", () => {
    const settings = agreedRateSettings({ holdPeriod: "1m", toleranceText: "0.4 %" });
    expect([settings.holdPeriod, settings.tolerancePercent.toFixed()]).toEqual(["1m", "0.4"]);
    expect(agreedRateSettings({ holdPeriod: "none", toleranceText: "0" })).not.toHaveProperty("holdPeriod");
    expect(toleranceProblem("0.25")).toBeUndefined();
    expect(toleranceProblem("11")).toBe("A rate tolerance of 11 % is more than the 10 % allowed: type a percentage from 0 to 10");
    expect(() => agreedRateSettings({ holdPeriod: "none", toleranceText: "a lot" })).toThrow('Type the rate tolerance as a percentage from 0 to 10, e.g. 0.25; "a lot" is not a number');
  });

  it("say which of them were remembered (not the defaults), and forget them", () => {
    const storage = memoryStorage();
    expect(rememberedRateSettings(loadRateSettings(storage))).toEqual({ holdPeriod: false, tolerance: false });
    saveRateSettings({ holdPeriod: "none", toleranceText: "0.01" }, storage);
    expect(rememberedRateSettings(loadRateSettings(storage))).toEqual({ holdPeriod: false, tolerance: true });
    expect(rememberedRateSettings({ holdPeriod: "1m", toleranceText: " 0.25 " })).toEqual({ holdPeriod: true, tolerance: false });
    forgetRateSettings(storage);
    expect(storage.length).toBe(0);
    expect(loadRateSettings(storage)).toEqual(DEFAULT_RATE_SETTINGS);
  });
});
