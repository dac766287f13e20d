/** How a resolved payee is paid: its bank's country, its entity type and the payment type a row uses. */
import type { PaymentOrder, PaymentType } from "../../../domain/orders";
import type { ResolvedBeneficiary } from "./beneficiary-resolver";

export interface PayeeRoute {
  bankCountry: string;
  entityType: "company" | "individual" | undefined;
  paymentType: PaymentType;
}

/** A row without a payment type is a regular one, as the payee check reads it (beneficiary-resolver.ts). */
export function payeeRoute(target: ResolvedBeneficiary, order: PaymentOrder): PayeeRoute {
  const paymentType = order.paymentType ?? "regular";
  if (target.kind === "new") return { bankCountry: target.params.bank_country, entityType: target.params.beneficiary_entity_type, paymentType };
  const entity = target.beneficiary.beneficiary_entity_type;
  return { bankCountry: target.beneficiary.bank_country, entityType: entity === "company" || entity === "individual" ? entity : undefined, paymentType };
}
