/**
 * The Convert tab's rate settings, per person on this device: how long to ask the service to hold rates, and the
 * tolerance of re-pricing when they are not held (jobs/kinds/conversion/agreed-rates.ts). Kept in localStorage under
 * the Office storage partition, as the sign-in details are (components/pane-storage.ts says why).
 */
import { DEFAULT_TOLERANCE_PERCENT, HOLD_PERIODS, parseTolerance, type AgreedRateSettings, type HoldPeriod } from "../../../../../jobs";
import { partitionedKey, safeLocalStorage } from "../../../../components/pane-storage";

/** As the person left them: the tolerance as typed, so a mistake stays on screen with what to fix. */
export interface RateSettingsInput {
  holdPeriod: HoldPeriod | "none";
  toleranceText: string;
}

const STORAGE_KEY = "fxdesk.conversion-rates";

export const DEFAULT_RATE_SETTINGS: RateSettingsInput = { holdPeriod: "none", toleranceText: DEFAULT_TOLERANCE_PERCENT.toFixed() };

function storageKey(): string {
  return partitionedKey(STORAGE_KEY);
}

export function loadRateSettings(storage: Storage | undefined = safeLocalStorage()): RateSettingsInput {
  try {
    const value = JSON.parse(storage?.getItem(storageKey()) ?? "null") as Partial<RateSettingsInput> | null;
    const holdPeriod = HOLD_PERIODS.some((entry) => entry.period === value?.holdPeriod) ? (value?.holdPeriod as HoldPeriod) : "none";
    return { holdPeriod, toleranceText: typeof value?.toleranceText === "string" ? value.toleranceText : DEFAULT_RATE_SETTINGS.toleranceText };
  } catch {
    return DEFAULT_RATE_SETTINGS;
  }
}

export function saveRateSettings(settings: RateSettingsInput, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(storageKey(), JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings still apply to this pane.
  }
}

/** Forgets what was kept: the next load, on this device, gives the defaults. */
export function forgetRateSettings(storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.removeItem(storageKey());
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * Which of the settings are not the defaults: each was kept from an earlier change on this device and applies to
 * every check until changed, so its field says so (a tolerance typed once and forgotten still holds rows back).
 */
export function rememberedRateSettings(settings: RateSettingsInput): { holdPeriod: boolean; tolerance: boolean } {
  return { holdPeriod: settings.holdPeriod !== DEFAULT_RATE_SETTINGS.holdPeriod, tolerance: settings.toleranceText.trim() !== DEFAULT_RATE_SETTINGS.toleranceText };
}

/** What to fix in the tolerance as typed, in words; undefined when it is a percentage from 0 to 10. */
export function toleranceProblem(text: string): string | undefined {
  try {
    parseTolerance(text);
    return undefined;
  } catch (error) {
    return error instanceof Error && "reason" in error ? capitalised(String(error.reason)) : String(error);
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The settings a check applies; a tolerance that is not a percentage from 0 to 10 stops the check, saying what to fix. */
export function agreedRateSettings(input: RateSettingsInput = loadRateSettings()): AgreedRateSettings {
  const problem = toleranceProblem(input.toleranceText);
  if (problem !== undefined) throw new Error(problem);
  return { tolerancePercent: parseTolerance(input.toleranceText), ...(input.holdPeriod === "none" ? {} : { holdPeriod: input.holdPeriod }) };
}
