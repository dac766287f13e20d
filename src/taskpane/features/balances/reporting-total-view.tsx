/** The reporting-currency choice and what it gives: the indicative total, the rates used, the currencies left out. */
import { Caption1, Field, Select, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from "@fluentui/react-components";
import { amountText, supportReferenceNote } from "../../../domain";
import { utcMinuteText } from "./as-at";
import type { ReportingState } from "./use-reporting-total";
import { useFigureTableStyles } from "../../components/figure-table";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  number: { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  missing: { color: tokens.colorPaletteRedForeground1 },
});

interface ReportingTotalViewProps {
  reportingCurrency: string;
  choices: readonly string[];
  onChoose(currency: string): void;
  state: ReportingState;
}

/** The reporting-currency total: labelled indicative with the rates' time; a currency without a rate is named. */
export function ReportingTotalView({ reportingCurrency, choices, onChoose, state }: ReportingTotalViewProps) {
  const styles = useStyles();
  const figures = useFigureTableStyles();
  return (
    <div className={styles.section}>
      <Field label="Total in" hint="Converted at indicative mid rates, not a price you can trade at.">
        <Select value={reportingCurrency} onChange={(_, data) => onChoose(data.value)}>
          <option value="">No reporting currency</option>
          {choices.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </Field>
      {state.status === "pricing" && <Spinner size="tiny" label="Fetching indicative rates…" />}
      {state.status === "failed" && (
        <Caption1 role="alert">
          Could not price the balances: {state.error.message}
          {supportReferenceNote(state.error.requestId)}
        </Caption1>
      )}
      {state.status === "priced" && (
        <div data-testid="reporting-total">
          <Text weight="semibold">
            {state.result.missing.length > 0 ? "Total of the currencies with a rate: " : "Total: "}
            <span className={figures.whole}>{amountText(state.result.total, state.result.reportingCurrency)}</span> {state.result.reportingCurrency}
          </Text>
          <Caption1 block>
            Indicative{state.result.ratesAt === undefined ? "" : `, mid rates fetched ${utcMinuteText(state.result.ratesAt)}`}.
          </Caption1>
          {state.result.missing.length > 0 && (
            <Caption1 block className={styles.missing} data-testid="missing-rates">
              No indicative rate for {state.result.missing.map((currency) => `${currency}→${state.result.reportingCurrency}`).join(", ")}: not included in the total.
            </Caption1>
          )}
          <Table className={figures.table} size="extra-small" aria-label={`Balances in ${state.result.reportingCurrency}`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Currency</TableHeaderCell>
                <TableHeaderCell className={styles.number}>Mid rate</TableHeaderCell>
                <TableHeaderCell className={styles.number}>In {state.result.reportingCurrency}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {state.result.converted.map((line) => (
                <TableRow key={line.currency}>
                  <TableCell>{line.currency}</TableCell>
                  <TableCell className={styles.number}>{line.rate.toSignificantDigits(6).toFixed()}</TableCell>
                  <TableCell className={styles.number}><span className={figures.whole}>{amountText(line.value, state.result.reportingCurrency)}</span></TableCell>
                </TableRow>
              ))}
              {state.result.missing.map((currency) => (
                <TableRow key={currency}>
                  <TableCell>{currency}</TableCell>
                  <TableCell className={styles.number}>no rate</TableCell>
                  <TableCell className={styles.number}>not counted</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
