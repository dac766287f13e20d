/** The payment kind's part of the preview: each row to send (payee, amount, date, account, type), needs against balances, covering a shortfall, duplicates, new payees. */
import { useMemo } from "react";
import { Caption1, Checkbox, Select, makeStyles, tokens } from "@fluentui/react-components";
import { paymentReview, type CurrencyNeed, type KindJob } from "../../../../../jobs";
import type { PreviewSlotProps } from "../../kind-view";
import { NeedsTable } from "../../needs-table";
import { fundingFor, withFunding } from "./funding-choices";
import { amountText, plural } from "../../../../../domain";
import { rowList } from "../../row-list";
import { PaymentReviewList } from "./payment-review-list";
import { FeeTotals } from "./fee-totals";
import { PaymentShortfalls } from "./funding-terms";

const useStyles = makeStyles({
  cover: { display: "flex", gap: tokens.spacingHorizontalXS, alignItems: "center", flexWrap: "wrap" },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/**
 * Payments: what the rows about to be sent take from each balance, against what is available; a shortfall can be
 * covered by a conversion booked first, from a balance that can pay for it.
 */
export function PaymentPreview({ job, choices, onChoicesChange }: PreviewSlotProps<KindJob<"payment">>) {
  const styles = useStyles();
  const { preview } = job;
  const needs = job.needs(choices);
  const { acceptDuplicates, acceptCopies, acceptPayeeChecks, acceptUncheckedPayees } = choices;
  // A shortfall a chosen covering conversion funds (as fundingConversions links it): its rows beyond the balance.
  const funded = (need: CurrencyNeed) => {
    const chosen = fundingFor(choices, need);
    return chosen !== undefined && job.coverOptions(need, needs).some((option) => option.sellCurrency === chosen.sellCurrency);
  };
  const fundedRows = needs
    .filter(funded)
    .flatMap((need) => need.beyondBalance.rows)
    // As text, so that the same rows on the next render count as no change for the memo below.
    .join(",");
  // Hundreds of rows: built again only when the choices that decide which rows are sent, and how, change.
  const review = useMemo(
    () => paymentReview(job, { acceptDuplicates, acceptCopies, acceptPayeeChecks, acceptUncheckedPayees }, fundedRows === "" ? [] : fundedRows.split(",").map(Number)),
    [job, acceptDuplicates, acceptCopies, acceptPayeeChecks, acceptUncheckedPayees, fundedRows],
  );

  const cover = (need: CurrencyNeed) => {
    const options = job.coverOptions(need, needs);
    if (options.length === 0) {
      return (
        <Caption1 className={styles.warning} data-testid="no-cover">
          No other balance can cover this shortfall: the {need.currency} payments wait until {need.currency} arrives.
        </Caption1>
      );
    }
    const chosen = fundingFor(choices, need);
    const option = options.find((candidate) => candidate.sellCurrency === chosen?.sellCurrency);
    return (
      <div className={styles.cover}>
        <Checkbox
          checked={chosen !== undefined}
          label={`Convert to cover ${need.currency}`}
          onChange={(_, data) => onChoicesChange(withFunding(choices, need, data.checked === true ? options[0]?.sellCurrency : undefined))}
        />
        {chosen && (
          <Select
            size="small"
            aria-label={`Sell currency for the ${need.currency} conversion`}
            value={chosen.sellCurrency}
            onChange={(_, data) => onChoicesChange(withFunding(choices, need, data.value))}
          >
            {options.map((candidate) => (
              <option key={candidate.sellCurrency} value={candidate.sellCurrency}>
                sell {candidate.sellCurrency}
              </option>
            ))}
          </Select>
        )}
        {option && (
          <Caption1 data-testid="cover-funds">
            buys {amountText(need.beyondBalance.amount, need.currency)} {need.currency} for {rowList(need.beyondBalance.rows)};
          </Caption1>
        )}
        {option && (
          <Caption1 data-testid="cover-estimate">
            about {amountText(option.sellAmount, option.sellCurrency)} {option.sellCurrency} at 1 {need.currency} = {option.rate.toFixed()} {option.sellCurrency} (indicative);{" "}
            {amountText(option.available, option.sellCurrency)} {option.sellCurrency} available
          </Caption1>
        )}
      </div>
    );
  };

  const short = needs.some((need) => !need.shortfall.isZero());
  return (
    <>
      {review.rows.length > 0 && (
        <>
          <Caption1 block>
            {review.rows.length === 1 ? "The payment" : `The ${review.rows.length} payments`} to send, row by row: whom each pays (bank details masked), how much, when, from
            which account and how.
          </Caption1>
          <PaymentReviewList rows={review.rows} />
          <FeeTotals fees={review.fees} />
        </>
      )}
      {preview.serviceChecks !== undefined && (
        <Caption1 block data-testid="service-checks">
          Checked with the service before booking: {plural(preview.serviceChecks.validatedRows, "payment")} to saved payees in{" "}
          {plural(preview.serviceChecks.validations, "validation")} (one for each payee and kind of payment; every amount, reason and reference is held to the service’s published rules; payments to new payees are checked
          once the payee is created); fees from {plural(preview.serviceChecks.fees.quotes, "fee quote")} and {plural(preview.serviceChecks.fees.rules, "fee table")}.
        </Caption1>
      )}
      {needs.length > 0 && <NeedsTable label="Payments per currency against the available balance" needs={needs} accounts={job.accounts} action={cover} />}
      <PaymentShortfalls needs={needs} accounts={job.accounts} covered={funded} />
      <Caption1 block data-testid="totals-rule">
        Totals count the rows that will be sent: rows held as possible duplicates count only once you include them. Available is the balance less
        payments booked earlier and not yet settled, and less what conversions booked earlier sell from it while they await funds.
      </Caption1>
      {short && (
        <Caption1 block>
          A covering conversion funds the rows the available balance cannot pay, taken in sheet order (a row that fits what the rows above it leave is paid
          from the balance): it buys exactly what they add up to, and they are paid on its conversion date.
        </Caption1>
      )}
      {preview.duplicates.map((group) => (
        <Caption1 block key={group.rows.join(",")}>
          Rows {group.rows.map((row) => row + 1).join(", ")} look alike: {group.description}.
        </Caption1>
      ))}
      <Caption1 block data-testid="duplicate-window">
        Each row is compared with the rows booked on this sheet and with the payments made since {preview.earlierPaymentsSince}: a row that repeats
        one (same beneficiary, currency, amount and reference) is held until you confirm it.
      </Caption1>
      {preview.newBeneficiaries > 0 && (
        <Caption1>
          {preview.newBeneficiaries} new beneficiar{preview.newBeneficiaries === 1 ? "y is" : "ies are"} created from the bank details on the rows (an existing one with the same account is reused).
        </Caption1>
      )}
    </>
  );
}
