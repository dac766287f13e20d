/**
 * The Balances tab's layout: which balances (the account acted for or every account), how they are shown, their
 * total in a reporting currency, writing them to the sheet, statements, transfers and the demo top-up. The data
 * and the rules live in the hooks and pure modules beside it; this file only arranges them.
 */
import { useState } from "react";
import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Switch,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { balancesBlock, priceInReportingCurrency, type BalancesAsAt } from "../../../jobs";
import type { FeatureProps } from "../../components/feature";
import { describeError } from "../../components/describe-error";
import { isDemoEnvironment } from "../../components/environments";
import { useLayoutStyles } from "../../components/layout-styles";
import { TitledSection } from "../../components/titled-section";
import { parseAsAt, utcMinuteText } from "./as-at";
import { currenciesOf, lastChange, totalsByCurrency, visibleLines, type BalanceLine, type BalanceOrder } from "./balance-lines";
import { BalancesTable, CurrencyTotalsTable } from "./balances-table";
import { DemoTopUpForm } from "./demo-top-up-form";
import { loadConsolidatedBalances, loadOwnBalances } from "./load-balances";
import { ReportingTotalView } from "./reporting-total-view";
import { SheetBlockActions } from "./sheet-block-actions";
import { StatementForm } from "./statement-form";
import { TransferForm } from "./transfer-form";
import { useAccounts } from "./use-accounts";
import { useBalances, type BalanceView } from "./use-balances";
import { useBlockLocation } from "./use-block-location";
import { useReportingTotal } from "./use-reporting-total";
import { supportReferenceNote } from "../../../domain";

const useStyles = makeStyles({
  tab: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
  row: { display: "flex", gap: tokens.spacingHorizontalM, flexWrap: "wrap", alignItems: "end" },
  asAt: { width: "12rem" },
  // A date or time read as one thing: never "2026-01-05 09:00" on one line and "UTC" on the next.
  instant: { whiteSpace: "nowrap" },
});

/** Reporting currencies offered besides those held. */
const USUAL_REPORTING_CURRENCIES = ["EUR", "GBP", "USD", "CHF", "JPY"];
const SHEET_NAMES: Record<BalanceView, string> = { own: "Balances", consolidated: "Consolidated balances" };

/** `now` (the shell's clock) says when balances were loaded and whether an "as at" instant has passed. */
interface BalancesPanelProps extends FeatureProps {
  /** A new idempotency key (a UUID) for each submitted top-up or transfer. */
  newKey: () => string;
}

/** Balances: the account acted for or every account, priced in a reporting currency, written to the sheet. */
export function BalancesPanel({ session, host, log, actingAs, now, newKey }: BalancesPanelProps) {
  const styles = useStyles();
  const layout = useLayoutStyles();
  const [view, setView] = useState<BalanceView>("own");
  const [hideZero, setHideZero] = useState(false);
  const [order, setOrder] = useState<BalanceOrder>("currency");
  const [currency, setCurrency] = useState("");
  const [asAtText, setAsAtText] = useState("");
  const [asAt, setAsAt] = useState<string | undefined>(undefined);
  const [asAtProblem, setAsAtProblem] = useState<string | undefined>(undefined);
  const [reportingCurrency, setReportingCurrency] = useState("");
  const [location, rememberLocation] = useBlockLocation(host.workbook, `fxdesk.balances.block.${view}`, log);

  const source = { client: session.client, view, actingAs: actingAs.contactId, accountLabel: actingAs.label, houseAccountId: session.houseAccountId, asAt, now };
  const { state, refresh } = useBalances(source);
  const lines = state.status === "loaded" ? state.lines : state.status === "loading" ? (state.previous ?? []) : [];
  const filter = { hideZero, order, currency: view === "consolidated" && currency !== "" ? currency : undefined };
  const shown = visibleLines(lines, filter);
  const totals = totalsByCurrency(shown);
  const reporting = useReportingTotal(session.client, totals, reportingCurrency, now);
  const held = currenciesOf(lines);
  const accounts = useAccounts(session.client, session.houseAccountId, log);

  const applyAsAt = () => {
    try {
      setAsAt(parseAsAt(asAtText, now()));
      setAsAtProblem(undefined);
    } catch (error) {
      setAsAtProblem(describeError(error).message);
    }
  };

  const freshContent = async () => {
    const fresh: BalanceLine[] =
      view === "own"
        ? await loadOwnBalances(session.client, { actingAs: actingAs.contactId, accountLabel: actingAs.label, asAt })
        : await loadConsolidatedBalances(session.client, { asAt }, session.houseAccountId);
    const readAt = now();
    refresh();
    const visible = visibleLines(fresh, filter);
    // The total written with a refresh is priced again from the balances just read, as the view prices its own.
    const reportingTotal = reportingCurrency === "" || visible.length === 0 ? undefined : await priceInReportingCurrency(session.client, totalsByCurrency(visible), reportingCurrency, now);
    return balancesBlock(visible, view, { asAt: asAt ?? new Date(readAt).toISOString(), reporting: reportingTotal });
  };
  // The view as shown; while its reporting total is being priced there is nothing to write yet.
  const shownAsAt: BalancesAsAt | undefined =
    state.status !== "loaded" || reporting.status === "pricing"
      ? undefined
      : { asAt: asAt ?? new Date(state.loadedAt).toISOString(), reporting: reporting.status === "priced" ? reporting.result : undefined };

  return (
    <div className={styles.tab}>
      <TitledSection headingId="fxdesk-balances-title" title="Balances">
        <RadioGroup layout="horizontal" aria-label="Whose balances" value={view} onChange={(_, data) => setView(data.value as BalanceView)}>
          <Radio value="own" label="Account acted for" />
          <Radio value="consolidated" label="All accounts" />
        </RadioGroup>
        <Caption1 data-testid="balances-scope">
          {view === "own" ? `${actingAs.label}.` : "The house account and every sub-account, in one table."}
        </Caption1>
        <div className={styles.row}>
          <Field label="Sort by">
            <Select value={order} onChange={(_, data) => setOrder(data.value as BalanceOrder)}>
              <option value="currency">Currency</option>
              <option value="amount">Amount, largest first</option>
            </Select>
          </Field>
          {view === "consolidated" && (
            <Field label="Currency">
              <Select value={currency} onChange={(_, data) => setCurrency(data.value)}>
                <option value="">All currencies</option>
                {held.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label="As at (UTC; empty for now)" className={styles.asAt} validationMessage={asAtProblem}>
            <Input className={layout.fill} value={asAtText} placeholder="YYYY-MM-DD HH:MM" onChange={(_, data) => setAsAtText(data.value)} onBlur={applyAsAt} onKeyDown={(event) => event.key === "Enter" && applyAsAt()} />
          </Field>
          <Button onClick={refresh} disabled={state.status === "loading"}>
            Refresh
          </Button>
        </div>
        <Switch label="Hide zero balances" checked={hideZero} onChange={(_, data) => setHideZero(data.checked)} />
        <BalancesBody state={state} shown={shown} totalLines={lines.length} hideZero={hideZero} consolidated={view === "consolidated"} asAt={asAt} />
        {view === "consolidated" && state.status === "loaded" && shown.length > 0 && <CurrencyTotalsTable totals={totals} />}
      </TitledSection>

      <TitledSection headingId="fxdesk-reporting-title" title="Total in a reporting currency">
        <ReportingTotalView
          reportingCurrency={reportingCurrency}
          choices={[...new Set([...USUAL_REPORTING_CURRENCIES, ...held])].sort()}
          onChoose={setReportingCurrency}
          state={reporting}
        />
      </TitledSection>

      <TitledSection headingId="fxdesk-balances-sheet-title" title="Into the workbook">
        <SheetBlockActions
          workbook={host.workbook}
          log={log}
          what={view === "own" ? `the balances of ${actingAs.label}` : "the consolidated balances"}
          sheetName={SHEET_NAMES[view]}
          content={shownAsAt === undefined ? undefined : balancesBlock(shown, view, shownAsAt)}
          freshContent={freshContent}
          location={location}
          onWritten={rememberLocation}
        />
      </TitledSection>

      <TitledSection headingId="fxdesk-statement-title" title="Statement">
        <Caption1>Every credit and debit of {actingAs.label} in one currency: opening balance, each line's counterparty and running balance, closing balance, into a sheet of its own.</Caption1>
        <StatementForm
          client={session.client}
          workbook={host.workbook}
          log={log}
          actingAs={actingAs.contactId}
          accountLabel={actingAs.label}
          now={now}
        />
      </TitledSection>

      <TitledSection headingId="fxdesk-transfers-title" title="Transfers between accounts">
        <Caption1>A transfer stays pending until the account it leaves holds the amount; it can be cancelled until then.</Caption1>
        <TransferForm client={session.client} log={log} accounts={accounts} newKey={newKey} onMoved={refresh} />
      </TitledSection>

      {isDemoEnvironment(session.environmentId) && (
        <TitledSection headingId="fxdesk-top-up-title" title="Demo top-up">
          <Caption1>Pretend inbound funds for {actingAs.label}: only on a demo service.</Caption1>
          <DemoTopUpForm client={session.client} log={log} actingAs={actingAs.contactId} accountLabel={actingAs.label} newKey={newKey} onToppedUp={refresh} />
        </TitledSection>
      )}
    </div>
  );
}

interface BalancesBodyProps {
  state: ReturnType<typeof useBalances>["state"];
  shown: readonly BalanceLine[];
  totalLines: number;
  hideZero: boolean;
  consolidated: boolean;
  asAt: string | undefined;
}

/** The table, or what to do when there is nothing to show or the balances could not be read. */
function BalancesBody({ state, shown, totalLines, hideZero, consolidated, asAt }: BalancesBodyProps) {
  const styles = useStyles();
  if (state.status === "failed") {
    return (
      <MessageBar intent="error" layout="multiline" data-testid="balances-error">
        <MessageBarBody>
          <MessageBarTitle>Could not read the balances</MessageBarTitle>
          {state.error.message} Press Refresh to try again.
          {supportReferenceNote(state.error.requestId)}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (state.status === "loading" && shown.length === 0) return <Spinner size="tiny" label="Reading balances…" />;
  const changed = lastChange(shown);
  const status =
    state.status === "loaded" ? (
      <>
        {"As at "}
        <span className={styles.instant}>{utcMinuteText(asAt ?? state.loadedAt)}</span>
        {changed && (
          <>
            {" · last change "}
            <span className={styles.instant}>{utcMinuteText(changed)}</span>
          </>
        )}
      </>
    ) : (
      "Reading balances…"
    );
  if (shown.length === 0) {
    const advice =
      totalLines > 0 && hideZero
        ? "Every balance is zero: turn off “Hide zero balances” to see them."
        : totalLines > 0
          ? "No balance in this currency: choose another currency or all currencies."
          : consolidated
            ? "No account holds any balance yet: fund the house account or a sub-account, then Refresh."
            : "This account holds no balance yet: fund it (or convert into it), then Refresh.";
    return (
      <Caption1 data-testid="balances-empty">
        {status}. {advice}
      </Caption1>
    );
  }
  return (
    <>
      <Caption1 data-testid="balances-status">{status}</Caption1>
      <BalancesTable lines={shown} showAccount={consolidated} />
    </>
  );
}
