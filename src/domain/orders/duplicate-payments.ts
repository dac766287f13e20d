import type { BeneficiaryRef, PaymentOrder } from "./payment-order";

export interface DuplicateGroup {
  /** Sheet rows (zero-based) that carry the same payment, top to bottom. */
  rows: number[];
  description: string;
}

/**
 * Payments in one selection that pay the same beneficiary the same amount in the same currency with the same
 * reference: almost always a pasted row twice, sometimes two genuine instalments — so a person decides.
 */
export function findDuplicatePayments(orders: readonly { row: number; order: PaymentOrder }[]): DuplicateGroup[] {
  const rowsBySignature = new Map<string, { rows: number[]; order: PaymentOrder }>();
  for (const { row, order } of orders) {
    const signature = paymentSignature(order);
    const entry = rowsBySignature.get(signature);
    if (entry === undefined) rowsBySignature.set(signature, { rows: [row], order });
    else entry.rows.push(row);
  }
  return [...rowsBySignature.values()]
    .filter((entry) => entry.rows.length > 1)
    .map(({ rows, order }) => ({
      rows,
      description: `${order.currency} ${order.amount.toFixed()} to ${beneficiaryLabel(order.beneficiary)} with reference "${order.reference}"`,
    }));
}

/** What makes two payment orders the same payment: account, beneficiary as written, currency, amount, reference. */
export function paymentSignature(order: PaymentOrder): string {
  return [order.actingAs ?? "", beneficiarySignature(order.beneficiary), order.currency, order.amount.toFixed(), normalizedReference(order.reference)].join("\u0000");
}

/** References compare without regard to case and runs of spaces, as a person reads them. */
export function normalizedReference(reference: string): string {
  return reference.trim().toLowerCase().replace(/\s+/g, " ");
}

function beneficiarySignature(ref: BeneficiaryRef): string {
  switch (ref.kind) {
    case "id":
      return `id:${ref.id}`;
    case "name":
      return `name:${ref.name.toLowerCase()}`;
    case "bank":
      return `bank:${ref.details.iban ?? ""}:${ref.details.accountNumber ?? ""}:${ref.details.routingCodeValue ?? ""}`;
  }
}

export function beneficiaryLabel(ref: BeneficiaryRef): string {
  switch (ref.kind) {
    case "id":
      return ref.id;
    case "name":
      return ref.name;
    case "bank":
      return ref.details.name;
  }
}
