/** The beneficiary kind's part of the preview: how many rows create a beneficiary, find an existing one, or are refused. */
import { Caption1 } from "@fluentui/react-components";
import type { KindJob } from "../../../jobs";
import type { PreviewSlotProps } from "./kind-view";
import { plural } from "../../../domain";

const beneficiaries = (count: number) => plural(count, "beneficiary");

/** Beneficiaries: counts of new, already existing (found by currency, bank details and name) and refused rows. */
export function BeneficiaryPreview({ job }: PreviewSlotProps<KindJob<"beneficiary">>) {
  const { toCreate, alreadyExisting, invalid } = job.preview;
  return (
    <div data-testid="beneficiary-preview">
      <Caption1 data-testid="beneficiaries-to-create">{beneficiaries(toCreate)} to create.</Caption1>{" "}
      <Caption1 data-testid="beneficiaries-existing">
        {beneficiaries(alreadyExisting)} already exist{alreadyExisting === 1 ? "s" : ""} with the same currency, bank details and name: written beside their rows, not created again.
      </Caption1>{" "}
      {invalid > 0 && <Caption1 data-testid="beneficiaries-invalid">{plural(invalid, "row")} refused: see the message beside each.</Caption1>}
    </div>
  );
}
