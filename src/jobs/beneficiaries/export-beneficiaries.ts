/**
 * Writes the beneficiaries a search finds (every page of it) to a sheet as a refreshable block: the first export
 * adds the block, every later one finds it by its header line and rewrites it in place (jobs/blocks), so
 * exporting again never leaves a second copy.
 */
import type { BeneficiaryFindParams, Core } from "../../api";
import type { WorkbookPort } from "../../workbook";
import { writeBlock, type WrittenBlock } from "../blocks/write-block";
import { BENEFICIARIES_SHEET, beneficiaryBlock } from "./beneficiary-block";

/** Per page: 100, as the pane's list asks; the service's largest page is not documented. */
const EXPORT_PAGE_SIZE = 100;

export async function exportBeneficiaries(
  ctx: { api: Pick<Core, "beneficiaries">; workbook: WorkbookPort },
  filters: BeneficiaryFindParams,
  onBehalfOf: string | undefined,
  sheet = BENEFICIARIES_SHEET,
): Promise<WrittenBlock> {
  const beneficiaries = await ctx.api.beneficiaries
    .findAll({ ...filters, per_page: EXPORT_PAGE_SIZE, order: "name", order_asc_desc: "asc" }, { onBehalfOf })
    .toArray();
  return writeBlock(ctx.workbook, beneficiaryBlock(beneficiaries), { kind: "sheet", sheet });
}
