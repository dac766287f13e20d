/** The shown balances priced in the chosen reporting currency, fetched again when the totals or the choice change. */
import { useEffect, useState } from "react";
import type { FxDeskClient } from "../../../api";
import { amountText } from "../../../domain";
import { describeError, type DescribedError } from "../../components/describe-error";
import type { CurrencyTotal } from "./balance-lines";
import { priceInReportingCurrency, type ReportingTotal } from "../../../jobs";

export type ReportingState =
  | { status: "none" }
  | { status: "pricing" }
  | { status: "priced"; result: ReportingTotal }
  | { status: "failed"; error: DescribedError };

export function useReportingTotal(client: FxDeskClient, totals: readonly CurrencyTotal[], reportingCurrency: string, now: () => number): ReportingState {
  const [state, setState] = useState<ReportingState>({ status: "none" });
  // The totals' content, not their identity: a re-render with the same figures asks for no new rates.
  const key = totals.map((total) => `${total.currency}:${amountText(total.amount, total.currency)}`).join(",");

  useEffect(() => {
    if (reportingCurrency === "" || totals.length === 0) {
      setState({ status: "none" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "pricing" });
    priceInReportingCurrency(client, totals, reportingCurrency, now, controller.signal).then(
      (result) => !controller.signal.aborted && setState({ status: "priced", result }),
      (error: unknown) => !controller.signal.aborted && setState({ status: "failed", error: describeError(error) }),
    );
    return () => controller.abort();
    // `key` stands for `totals`: the effect runs again only when the figures do.
  }, [client, key, reportingCurrency, now]);

  return state;
}
