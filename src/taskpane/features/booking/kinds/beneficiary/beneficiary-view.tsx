/** The beneficiary kind in the task pane: the Add beneficiaries tab, beside the Beneficiaries panel; its dialog repeats its preview. */
import { BeneficiaryPreview } from "./beneficiary-preview";
import type { BookingKind, KindView } from "../../kind-view";
import { beneficiaryKind } from "../../../../../jobs/kinds/beneficiary";

const beneficiaryView: KindView<"beneficiary"> = {
  tab: { id: "add-beneficiaries", after: "beneficiaries" },
  Preview: BeneficiaryPreview,
  // The dialog states what the preview stated: what is created, what exists already, and each row's bank.
  Review: ({ job }) => <BeneficiaryPreview job={job} choices={{}} onChoicesChange={() => undefined} />,
};

/** The beneficiary kind as the registry lists it (kinds/index.ts): its spec and its view. */
export const beneficiary: BookingKind<typeof beneficiaryKind> = { spec: beneficiaryKind, view: beneficiaryView };
