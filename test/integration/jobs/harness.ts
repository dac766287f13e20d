import { composeIBAN } from "ibantools";
import { type ClientConfig, createClient, type FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import type { JobContext } from "../../../src/jobs/engine/booking-api";
import { DEMO_USER } from "../../../src/sim/demo-credentials";
import type { SimServer } from "../../../src/sim/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import type { CellValue } from "../../../src/workbook/port";

/** A client with short backoffs, so retry paths run in milliseconds instead of seconds. */
export function demoClient(sim: SimServer, overrides: Partial<ClientConfig> = {}): FxDeskClient {
  return createClient({
    baseUrl: sim.url,
    loginId: DEMO_USER.loginId,
    apiKey: DEMO_USER.apiKey,
    rateBudget: false,
    retry: { maxRetries: 6, initialDelayMs: 2, maxDelayMs: 20, rateLimitWindowMs: 1 },
    ...overrides,
  });
}

export function jobContext(client: FxDeskClient, workbook: MemoryWorkbook, defaults: Partial<JobContext> = {}): JobContext {
  return { api: client.core, cancellable: (signal) => client.coreCancelledBy(signal), workbook, signedInLogin: () => client.session.state().loginId, ...defaults };
}

let ibanSerial = 0;

/** A EUR beneficiary with a German IBAN (valid check digits computed here). */
export async function createEurBeneficiary(client: FxDeskClient, name: string, onBehalfOf?: string): Promise<Beneficiary> {
  return client.core.beneficiaries.create(
    { name, bank_account_holder_name: `${name} GmbH`, bank_country: "DE", currency: "EUR", iban: germanIban(++ibanSerial), payment_types: ["regular"] },
    { onBehalfOf },
  );
}

/** A German IBAN for bank code 37040044 and the given account number, with correct mod-97 check digits. */
export function germanIban(account: number): string {
  const iban = composeIBAN({ countryCode: "DE", bban: `37040044${String(account).padStart(10, "0")}` });
  if (iban === null) throw new Error(`no German IBAN for account ${account}`);
  return iban;
}

export const PAYMENT_HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason"];

/** Puts a header line and rows on a sheet and selects the data rows. */
export function loadSheet(workbook: MemoryWorkbook, sheet: string, headers: readonly string[], rows: readonly (readonly (string | number | boolean)[])[]): void {
  workbook.setValues(sheet, "A1", [headers, ...rows]);
  workbook.select(sheet, `A2:A${rows.length + 1}`);
}

/** The cells of one sheet row under the given header (reading the whole used range). */
export async function columnValues(workbook: MemoryWorkbook, sheet: string, header: string): Promise<CellValue[]> {
  const block = await workbook.readTable(sheet);
  const index = block.headers.indexOf(header);
  return block.rows.map((row) => (index < 0 ? null : (row.values[index] ?? null)));
}
