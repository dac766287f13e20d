/**
 * Whether "Pay" may name a beneficiary by its name: the payment check finds a named payee by an exact-name find and
 * takes the one in the row's currency (kinds/payment/beneficiary-resolver.ts), so a name another of the account's
 * payees in that currency shares would be refused as ambiguous — such a row names the payee by its id instead.
 */
import type { FxDeskClient } from "../../api";
import type { Beneficiary } from "../../api/schemas";
import type { PayeeNaming } from "./payment-row";

export async function payeeNaming(client: FxDeskClient, beneficiary: Pick<Beneficiary, "name" | "currency">, actingAs: string | undefined): Promise<PayeeNaming> {
  const found = await client.core.beneficiaries.find({ name: beneficiary.name, currency: beneficiary.currency, per_page: 2 }, { onBehalfOf: actingAs });
  return found.pagination.total_entries > 1 ? "id" : "name";
}
