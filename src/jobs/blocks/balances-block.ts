/**
 * The Balances panel's view as a sheet block: a lead line saying when the balances stand ("As at", UTC), amounts as
 * numbers in their currency's format, times as UTC date-times, and — when a reporting currency is chosen — the
 * indicative total in it last, with its rates' time. The own view (one account) and the consolidated view (every
 * account) have different header lines, so each is found and refreshed as its own block.
 */
import type Decimal from "decimal.js";
import { DATE_TIME_FORMAT, TEXT_FORMAT } from "../../workbook";
import { amountCell } from "../engine/result-values";
import type { BlockCell, BlockColumn, BlockContent } from "./block-content";
import type { ReportingTotal } from "./reporting-total";

export interface BalanceBlockLine {
  accountName: string;
  currency: string;
  amount: Decimal;
  /** The service's timestamp of the balance's last change. */
  updatedAt: string;
}

const ACCOUNT: BlockColumn = { header: "Account", format: TEXT_FORMAT };
const CURRENCY: BlockColumn = { header: "Currency", format: TEXT_FORMAT };
const BALANCE: BlockColumn = { header: "Balance" };
const UPDATED: BlockColumn = { header: "Updated (UTC)", format: DATE_TIME_FORMAT };

/** Header lines of the two views: what a refresh looks for. */
const OWN_BALANCES_COLUMNS: readonly BlockColumn[] = [CURRENCY, BALANCE, ACCOUNT, UPDATED];
const CONSOLIDATED_BALANCES_COLUMNS: readonly BlockColumn[] = [ACCOUNT, CURRENCY, BALANCE, UPDATED];

export interface BalancesAsAt {
  /**
   * The instant the balances stand at (ISO 8601): the "as at" the person asked for, else when they were read — on
   * the service's clock (the job's `now`), never the machine's.
   */
  asAt: string;
  /** The total in the reporting currency chosen, priced as the view prices it; undefined when none is chosen. */
  reporting?: ReportingTotal;
}

export function balancesBlock(lines: readonly BalanceBlockLine[], view: "own" | "consolidated", when: BalancesAsAt): BlockContent {
  const lead = [["As at (UTC)", { utc: when.asAt }]] as const;
  const total = when.reporting === undefined ? [] : [totalLine(when.reporting, view)];
  if (view === "own") {
    return {
      lead,
      columns: OWN_BALANCES_COLUMNS,
      rows: [...lines.map((line): BlockCell[] => [line.currency, amountCell(line.amount, line.currency), line.accountName, { utc: line.updatedAt }]), ...total],
    };
  }
  return {
    lead,
    columns: CONSOLIDATED_BALANCES_COLUMNS,
    rows: [...lines.map((line): BlockCell[] => [line.accountName, line.currency, amountCell(line.amount, line.currency), { utc: line.updatedAt }]), ...total],
  };
}

/**
 * The reporting-currency total as the block's last line: the figure in its currency's format, said to be indicative,
 * the currencies it leaves out named, and the rates' time in the time column.
 */
function totalLine(reporting: ReportingTotal, view: "own" | "consolidated"): BlockCell[] {
  const currency = reporting.reportingCurrency;
  const left = reporting.missing.length === 0 ? "" : ` (without ${reporting.missing.join(", ")}: no rate)`;
  const of = reporting.ratesAt === undefined ? "" : ` of ${new Date(reporting.ratesAt).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const label = `Total in ${currency} at indicative mid rates${of}${left}`;
  const amount = amountCell(reporting.total, currency);
  const ratesAt: BlockCell = reporting.ratesAt === undefined ? null : { utc: new Date(reporting.ratesAt).toISOString() };
  return view === "own" ? [currency, amount, label, ratesAt] : [label, currency, amount, ratesAt];
}
