/**
 * The Balances panel's view as a sheet block: amounts as numbers in their currency's format, times as UTC
 * date-times. The own view (one account) and the consolidated view (every account) have different header lines,
 * so each is found and refreshed as its own block.
 */
import type Decimal from "decimal.js";
import { DATE_TIME_FORMAT, TEXT_FORMAT } from "../../workbook/number-formats";
import { amountCell } from "../engine/result-values";
import type { BlockColumn, BlockContent } from "./block-content";

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

export function balancesBlock(lines: readonly BalanceBlockLine[], view: "own" | "consolidated"): BlockContent {
  if (view === "own") {
    return {
      columns: OWN_BALANCES_COLUMNS,
      rows: lines.map((line) => [line.currency, amountCell(line.amount, line.currency), line.accountName, { utc: line.updatedAt }]),
    };
  }
  return {
    columns: CONSOLIDATED_BALANCES_COLUMNS,
    rows: lines.map((line) => [line.accountName, line.currency, amountCell(line.amount, line.currency), { utc: line.updatedAt }]),
  };
}
