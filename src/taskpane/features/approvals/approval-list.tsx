/**
 * The payments awaiting authorisation as a virtualised list: a spacer as tall as every row, only the rows in view
 * (and a few either side) rendered. Each row has its checkbox, what an approver checks (amount, payee with its bank
 * details masked and the bank's country, payment date, reason, reference, the account it belongs to, who created it
 * and when), what the tab checked again now (the payee name check on its routes, with the name on the account; the
 * bank by name and city; the fee; the purpose code as the provider describes it), whether the maker went on past a warning (from the audit
 * sheet), the acknowledgement a check other than a full match needs before the payment can be ticked, what happened
 * to it this session, and Reject while it is still open. A payment the person signed in
 * created has no tick: the row says why before anything is sent. Nothing is cut short: in a 360 px pane the
 * service's refusals run to several lines, so every line wraps and each row is as tall as its text, measured as it
 * renders (an estimate stands in until then).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button, Caption1, Checkbox, Text, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { measuredRowWindow } from "../../components/windowing";
import { dateInWords } from "../../../domain";
import type { MakerGoAhead } from "../../../jobs";
import type { ApprovalRow } from "./approval-rows";
import { acknowledgementNeeded, notYetAuthorisable, type RecheckState } from "./authorisation-gate";
import { isOpen, type RowOutcome } from "./row-outcomes";

const ESTIMATED_ROW_HEIGHT = 128;
/** Tall enough for a whole card with a payee name check's warning and its acknowledgement in the 360 px pane. */
const VIEWPORT_HEIGHT = 520;
const OVERSCAN = 4;

const useStyles = makeStyles({
  viewport: { overflowY: "auto", position: "relative", border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  row: {
    position: "absolute",
    left: 0,
    right: 0,
    boxSizing: "border-box",
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  body: { display: "flex", flexDirection: "column", minWidth: 0, flexGrow: 1 },
  // Long words (ids, references) break rather than push the row wider than the pane.
  line: { overflowWrap: "anywhere" },
  // A date or time read as one thing: never "2026-01-" on one line and "05" on the next.
  instant: { whiteSpace: "nowrap" },
  amount: { fontWeight: tokens.fontWeightSemibold },
  refused: { color: tokens.colorPaletteRedForeground1 },
  own: { color: tokens.colorPaletteMarigoldForeground2 },
  done: { color: tokens.colorPaletteGreenForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  // The acknowledgement's label wraps inside the row like every other line.
  acknowledge: { alignItems: "flex-start", "& label": { overflowWrap: "anywhere" } },
});

/** Each rendered row's height by row id, kept current as text wraps or the pane is resized. */
function useRowHeights() {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(new Map());
  const observer = useMemo(
    () =>
      typeof ResizeObserver === "undefined"
        ? undefined
        : new ResizeObserver((entries) =>
            setHeights((current) => {
              let next: Map<string, number> | undefined;
              for (const entry of entries) {
                const id = (entry.target as HTMLElement).dataset.rowId;
                const height = Math.ceil((entry.target as HTMLElement).getBoundingClientRect().height);
                if (id !== undefined && height > 0 && current.get(id) !== height) (next ??= new Map(current)).set(id, height);
              }
              return next ?? current;
            }),
          ),
    [],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  const measure = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !observer) return undefined;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );
  return { heights, measure };
}

interface ApprovalListProps {
  rows: readonly ApprovalRow[];
  selected: ReadonlySet<string>;
  outcomes: ReadonlyMap<string, RowOutcome>;
  disabled: boolean;
  onToggle(id: string): void;
  onReject(row: ApprovalRow): void;
  /** The checks made again now; the acknowledgements ticked, by payment id. */
  recheck: RecheckState;
  acknowledged: ReadonlySet<string>;
  onAcknowledge(id: string, on: boolean): void;
  /** The maker's go-ahead past a payee name check's warning, where the audit sheet holds it. */
  goAheadOf(row: ApprovalRow): MakerGoAhead | undefined;
}

export const OWN_PAYMENT = "You created this payment; another user must authorise it.";

/** "IBAN •••• 4300 · bank in NL", or what is missing said in words. */
export function payeeBankLine(row: ApprovalRow): string {
  const account = row.payeeAccount === "" ? "no account number on file" : row.payeeAccount;
  return row.bankCountry === "" ? account : `${account} · bank in ${row.bankCountry}`;
}

/**
 * "The maker (demo@…) continued past this warning on Monday 5 January 2026" — the answer they saw said again only
 * when it is not the one just checked (`now`: the check's line today).
 */
export function goAheadLine(goAhead: MakerGoAhead, now: string | undefined): string {
  const day = goAhead.at === "" ? "" : ` on ${dateInWords(goAhead.at.slice(0, 10))}`;
  const who = goAhead.by === "" ? "" : ` (${goAhead.by})`;
  return goAhead.answer === now ? `The maker${who} continued past this warning${day}` : `The maker${who} continued past a warning${day}: ${goAhead.answer}`;
}

/** "Fee 2.00 EUR · local payment, …": the fee as checked, as a line of its own. */
export function feeLine(fee: string): string {
  return `${fee.charAt(0).toUpperCase()}${fee.slice(1)}`;
}

export function ApprovalList({ rows, selected, outcomes, disabled, onToggle, onReject, recheck, acknowledged, onAcknowledge, goAheadOf }: ApprovalListProps) {
  const styles = useStyles();
  const [scrollTop, setScrollTop] = useState(0);
  const { heights, measure } = useRowHeights();
  const rowHeights = rows.map((row) => heights.get(row.id) ?? ESTIMATED_ROW_HEIGHT);
  const fullHeight = rowHeights.reduce((sum, height) => sum + height, 0);
  const viewportHeight = Math.min(VIEWPORT_HEIGHT, fullHeight + 2);
  const shown = measuredRowWindow({ scrollTop, viewportHeight, heights: rowHeights, overscan: OVERSCAN });

  return (
    <div
      className={styles.viewport}
      style={{ height: `${viewportHeight}px` }}
      data-testid="approval-list"
      role="list"
      aria-label="Payments awaiting authorisation"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: `${shown.totalHeight}px`, position: "relative" }}>
        {rows.slice(shown.first, shown.end).map((row, offset) => {
          const outcome = outcomes.get(row.id);
          const open = isOpen(outcome);
          const checked = recheck.status === "done" ? recheck.byPayment.get(row.id) : undefined;
          const acknowledgement = acknowledgementNeeded(row.id, recheck);
          const blocked = row.createdByYou || !open ? undefined : notYetAuthorisable(row.id, recheck, acknowledged);
          // An acknowledgement still to tick says itself why the payment cannot be ticked: no second line for it.
          const blockedLine = acknowledgement !== undefined && !acknowledged.has(row.id) ? undefined : blocked;
          const goAhead = goAheadOf(row);
          const label = `${row.amountText} ${row.currency} to ${row.beneficiary}, ${row.reference}`;
          return (
            <div
              key={row.id}
              ref={measure}
              role="listitem"
              className={styles.row}
              style={{ top: `${shown.tops[shown.first + offset]}px` }}
              data-row-id={row.id}
              data-payment={row.shortReference}
              data-reference={row.reference}
            >
              <Checkbox
                aria-label={row.createdByYou ? `${label}: you created it, another user must authorise it` : `Select ${label}`}
                checked={selected.has(row.id)}
                disabled={!open || disabled || row.createdByYou || blocked !== undefined}
                onChange={() => onToggle(row.id)}
              />
              <div className={styles.body}>
                <Text className={styles.line}>
                  <span className={styles.amount}>
                    {row.amountText} {row.currency}
                  </span>{" "}
                  to <span data-field="payee">{row.beneficiary}</span>
                </Text>
                <Caption1 className={styles.line} data-field="bank">
                  {payeeBankLine(row)}
                </Caption1>
                {checked?.bank !== undefined && (
                  <Caption1 className={styles.line} data-field="bank-name">
                    Bank: {checked.bank}
                  </Caption1>
                )}
                <Caption1 className={styles.line} data-field="payment">
                  Pay on <span className={styles.instant}>{row.paymentDateText}</span> · reference {row.reference}
                  {row.reason === "" ? "" : ` · reason: ${row.reason}`}
                </Caption1>
                {checked !== undefined && (
                  <Caption1 className={styles.line} data-field="fee">
                    {feeLine(checked.fee)}
                  </Caption1>
                )}
                {checked !== undefined && (
                  <Caption1 className={styles.line} data-field="purpose">
                    {checked.purpose}
                  </Caption1>
                )}
                <Caption1 className={styles.line} data-testid="row-account">
                  {row.accountName}
                </Caption1>
                <Caption1 className={styles.line} data-field="created">
                  {row.shortReference} · created by {row.creator} · <span className={styles.instant}>{row.createdText}</span>
                  {row.stepsRequired > 1 ? ` · ${row.stepsRequired} authorisations needed` : ""}
                </Caption1>
                {checked?.payeeCheck !== undefined && (
                  <Caption1 className={mergeClasses(styles.line, acknowledgement !== undefined && styles.warning)} data-field="payee-check">
                    Checked again now. {checked.payeeCheck.line}
                  </Caption1>
                )}
                {goAhead !== undefined && (
                  <Caption1 className={mergeClasses(styles.line, styles.warning)} data-field="maker-go-ahead">
                    {goAheadLine(goAhead, checked?.payeeCheck?.line)}
                  </Caption1>
                )}
                {acknowledgement !== undefined && open && !row.createdByYou && (
                  <Checkbox
                    className={styles.acknowledge}
                    data-testid="acknowledge"
                    label={acknowledgement}
                    checked={acknowledged.has(row.id)}
                    disabled={disabled}
                    onChange={(_, data) => onAcknowledge(row.id, data.checked === true)}
                  />
                )}
                {blockedLine !== undefined && (
                  <Caption1 className={mergeClasses(styles.line, styles.own)} data-testid="row-blocked">
                    {blockedLine}
                  </Caption1>
                )}
                {row.createdByYou && open && (
                  <Caption1 className={mergeClasses(styles.line, styles.own)} data-testid="row-own">
                    {OWN_PAYMENT}
                  </Caption1>
                )}
                {outcome && (
                  <Caption1 className={mergeClasses(styles.line, outcome.kind === "refused" ? styles.refused : styles.done)} data-testid="row-outcome">
                    {outcome.message}
                  </Caption1>
                )}
              </div>
              {open && (
                <Button size="small" disabled={disabled} aria-label={`Reject ${label}`} onClick={() => onReject(row)}>
                  Reject…
                </Button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
