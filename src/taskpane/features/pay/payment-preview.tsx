import { Caption1, Checkbox, Select, makeStyles, tokens } from "@fluentui/react-components";
import type { CurrencyNeed } from "../../../jobs";
import type { PreviewSlotProps } from "../../components/booking/booking-panel";
import { NeedsTable } from "../../components/booking/needs-table";
import { fundingFor, sellCurrenciesFor, withFunding } from "./funding-choices";

const useStyles = makeStyles({
  cover: { display: "flex", gap: tokens.spacingHorizontalXS, alignItems: "center", flexWrap: "wrap" },
});

/** Payments: totals per currency against the available balance; a shortfall can be covered by a conversion booked first. */
export function PaymentPreview({ job, choices, onChoicesChange }: PreviewSlotProps) {
  const styles = useStyles();
  if (job.kind !== "payment") return null;
  const { preview } = job;

  const cover = (need: CurrencyNeed) => {
    const chosen = fundingFor(choices, need);
    const options = sellCurrenciesFor(need);
    return (
      <div className={styles.cover}>
        <Checkbox
          checked={chosen !== undefined}
          label={`Convert to cover ${need.currency}`}
          onChange={(_, data) => onChoicesChange(withFunding(choices, need, data.checked === true ? options[0] : undefined))}
        />
        {chosen && (
          <Select
            size="small"
            aria-label={`Sell currency for the ${need.currency} conversion`}
            value={chosen.sellCurrency}
            onChange={(_, data) => onChoicesChange(withFunding(choices, need, data.value))}
          >
            {options.map((currency) => (
              <option key={currency} value={currency}>
                sell {currency}
              </option>
            ))}
          </Select>
        )}
      </div>
    );
  };

  const short = preview.needs.some((need) => !need.shortfall.isZero());
  return (
    <>
      {preview.needs.length > 0 && <NeedsTable label="Payments per currency against the available balance" needs={preview.needs} action={cover} />}
      {short && <Caption1>A covering conversion buys exactly the shortfall; the payments of that currency are linked to it.</Caption1>}
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
