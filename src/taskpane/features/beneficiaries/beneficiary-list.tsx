/** The beneficiaries as the shared virtualised list: each row its name and its bank details. */
import type { Beneficiary } from "../../../api/schemas";
import type { ListRows } from "../../components/find-pages";
import { VirtualList } from "../../components/virtual-list";
import { rowDetails } from "./row-details";

interface BeneficiaryListProps {
  pages: ListRows<Beneficiary>;
  total: number;
  selectedId: string | undefined;
  onSelect(beneficiary: Beneficiary): void;
}

export function BeneficiaryList(props: BeneficiaryListProps) {
  return (
    <VirtualList
      {...props}
      label="Beneficiaries"
      testId="beneficiary-list"
      idAttribute="data-beneficiary-id"
      rowText={(beneficiary) => ({ title: beneficiary.name, details: rowDetails(beneficiary) })}
    />
  );
}
