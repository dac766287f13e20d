import type { TextRules } from "./cell-text";

/**
 * Lengths the service accepts (docs/provider-api.md §3: payments/create, beneficiaries/create). A payment's reason and
 * reference are 1 to 255 characters on create and validate alike (SW CreatePayment and ValidatePayment, `minLength` 1,
 * `maxLength` 255; `reason_is_too_long`, `reference_is_too_long`), so a row breaking them is refused before any request
 * (docs/provider-api.md §18, "Checked on every row").
 */
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
