/**
 * How the Office adapter learns a workbook's date system (domain/dates.ts) from Excel itself.
 *
 * Excel's `Workbook.use1904DateSystem` says it directly, but Microsoft's reference lists it under "ExcelApi BETA
 * (PREVIEW ONLY)": the production office.js has no such property. Excel's DATE function, though, counts in the
 * workbook's own system — `Excel.Functions.date` (ExcelApi 1.2): "year ... from 1900 or 1904 (depending on the
 * workbook's date system)" — so the serial it gives for a known day tells the two apart. An answer that fits
 * neither refuses: a date read or written in the wrong system would be four years off without a word.
 */
import { excelDateSerial, type DateSystem } from "../domain/dates";
import { FxDeskError } from "../domain/fx-desk-error";

/** The day whose serial is asked for: any day after 1904 is a serial in both systems. */
export const PROBE_DAY = { year: 2000, month: 1, day: 1 } as const;

export class UnknownDateSystemError extends FxDeskError {
  override name = "UnknownDateSystemError";
  constructor(answer: unknown) {
    super(`Excel did not say whether this workbook counts dates from 1900 or from 1904 (DATE(2000,1,1) gave ${String(answer)}), so FX Desk reads and writes no dates in it`);
  }

  override get nextStep(): "try-again" {
    return "try-again";
  }
}

/** The date system whose serial of PROBE_DAY Excel answered. */
export function dateSystemOfProbe(serial: unknown): DateSystem {
  const iso = `${PROBE_DAY.year}-${String(PROBE_DAY.month).padStart(2, "0")}-${String(PROBE_DAY.day).padStart(2, "0")}`;
  const system = ([1900, 1904] as const).find((candidate) => serial === excelDateSerial(iso, candidate));
  if (system === undefined) throw new UnknownDateSystemError(serial);
  return system;
}
