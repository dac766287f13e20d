/**
 * The beneficiary kind's part of the preview: how many rows create a beneficiary, find an existing one, or are
 * refused; and each row's bank as the lookup names it, so a person recognises whom they are adding.
 */
import { Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { KindJob } from "../../../../../jobs";
import type { PreviewSlotProps } from "../../kind-view";
import { plural } from "../../../../../domain";

const beneficiaries = (count: number) => plural(count, "beneficiary");

const useStyles = makeStyles({
  // A long sheet scrolls inside the preview rather than pushing Book out of sight.
  banks: { maxHeight: "12rem", overflowY: "auto", margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

/** Beneficiaries: counts of new, already existing (found by currency, bank details and name) and refused rows, and each row's bank. */
export function BeneficiaryPreview({ job }: PreviewSlotProps<KindJob<"beneficiary">>) {
  const styles = useStyles();
  const { toCreate, alreadyExisting, invalid, banks } = job.preview;
  return (
    <div data-testid="beneficiary-preview">
      <Caption1 data-testid="beneficiaries-to-create">{beneficiaries(toCreate)} to create.</Caption1>{" "}
      <Caption1 data-testid="beneficiaries-existing">
        {beneficiaries(alreadyExisting)} already exist{alreadyExisting === 1 ? "s" : ""} with the same currency, bank details and name: written beside their rows, not created again.
      </Caption1>{" "}
      {invalid > 0 && <Caption1 data-testid="beneficiaries-invalid">{plural(invalid, "row")} refused: see the message beside each.</Caption1>}
      {banks.length > 0 && (
        <ul className={styles.banks} aria-label="Banks of the rows" data-testid="beneficiary-banks">
          {banks.map((entry) => (
            <li key={entry.sheetRow} data-row={entry.sheetRow}>
              <Caption1>
                Row {entry.sheetRow} · {entry.name}: <span data-field="bank">{entry.bank}</span>
              </Caption1>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
