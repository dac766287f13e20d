/** The beneficiaries a list shows for a search: the shared paged list over beneficiaries find, sorted by name. */
import type { BeneficiaryFindParams, CallOptions } from "../../../api";
import type { BeneficiariesFindResult, Beneficiary } from "../../../api/schemas";
import { FindPages } from "../../components/find-pages";

type FindBeneficiaries = (params: BeneficiaryFindParams, options: CallOptions) => Promise<BeneficiariesFindResult>;

export function beneficiaryPages(find: FindBeneficiaries, filters: BeneficiaryFindParams, options: CallOptions): FindPages<Beneficiary> {
  return new FindPages<Beneficiary>(async (paging, callOptions) => {
    const result = await find({ ...filters, ...paging, order: "name", order_asc_desc: "asc" }, callOptions);
    return { items: result.beneficiaries, pagination: result.pagination };
  }, options);
}
