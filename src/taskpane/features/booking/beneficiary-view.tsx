/** The beneficiary kind in the task pane: the Add beneficiaries tab, beside the Beneficiaries panel. */
import { BeneficiaryPreview } from "./beneficiary-preview";
import type { KindView } from "./kind-view";

export const beneficiaryView: KindView<"beneficiary"> = {
  tab: { id: "add-beneficiaries", after: "beneficiaries" },
  Preview: BeneficiaryPreview,
};
