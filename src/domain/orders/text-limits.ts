import type { TextRules } from "./cell-text";

/** Lengths the service accepts (docs/provider-api.md §3: payments/create, beneficiaries/create). */
export const TEXT_LIMITS = {
  reason: { minLength: 1, maxLength: 255 },
  reference: { minLength: 1, maxLength: 255 },
  beneficiaryName: { minLength: 1, maxLength: 100 },
  accountHolderName: { minLength: 1, maxLength: 255 },
  accountNumber: { maxLength: 50, textOnly: true },
  routingCode: { maxLength: 50, textOnly: true },
  iban: { maxLength: 42, textOnly: true },
  bic: { maxLength: 15, textOnly: true },
  shortCode: { maxLength: 20 },
  purposeCode: { minLength: 1, maxLength: 255 },
} as const satisfies Record<string, TextRules>;
