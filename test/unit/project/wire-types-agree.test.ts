/**
 * Every answer the demo service's own wire types (src/demo-service/wire) allow is one the client's schemas read, and
 * both name the same fields: checked by the type checker (`npx tsc`), one line per answer, so a field the demo
 * service writes differently from what the client reads, a field only one side knows (an optional one the client
 * reads and the demo service never writes included), fails the build. (The reverse of the first need not hold: the client also reads older recorded forms, such as a
 * conversion's null `deposit_required`, that the demo service never writes.) The values are checked at run time by
 * the integration suite, which reads every answer of the demo service through the client's schemas.
 */
import { describe, expect, it } from "@jest/globals";
import type * as client from "../../../src/api/schemas";
import type * as demo from "../../../src/demo-service/wire";

/** true when every A is a B. */
type Fits<A, B> = [A] extends [B] ? true : false;
/** true when A and B name the same fields. */
type SameFields<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;
/** true when every A is a B and the two name the same fields. */
type Agree<A, B> = Fits<A, B> extends true ? SameFields<A, B> : false;

const AGREE = {
  pagination: true satisfies Agree<demo.PaginationInput, client.PaginationInput>,
  authenticationToken: true satisfies Agree<demo.AuthenticationTokenInput, client.AuthenticationTokenInput>,
  closeSession: true satisfies Agree<demo.CloseSessionResultInput, client.CloseSessionResultInput>,
  basicRates: true satisfies Agree<demo.BasicRatesInput, client.BasicRatesInput>,
  detailedQuote: true satisfies Agree<demo.DetailedQuoteInput, client.DetailedQuoteInput>,
  heldQuote: true satisfies Agree<demo.HeldQuoteInput, client.HeldQuoteInput>,
  conversion: true satisfies Agree<demo.ConversionInput, client.ConversionInput>,
  conversions: true satisfies Agree<demo.ConversionsFindResultInput, client.ConversionsFindResultInput>,
  conversionCancellation: true satisfies Agree<demo.ConversionCancellationInput, client.ConversionCancellationInput>,
  account: true satisfies Agree<demo.AccountInput, client.AccountInput>,
  accounts: true satisfies Agree<demo.AccountsFindResultInput, client.AccountsFindResultInput>,
  contact: true satisfies Agree<demo.ContactInput, client.ContactInput>,
  contacts: true satisfies Agree<demo.ContactsFindResultInput, client.ContactsFindResultInput>,
  balance: true satisfies Agree<demo.BalanceInput, client.BalanceInput>,
  balances: true satisfies Agree<demo.BalancesFindResultInput, client.BalancesFindResultInput>,
  beneficiary: true satisfies Agree<demo.BeneficiaryInput, client.BeneficiaryInput>,
  beneficiaries: true satisfies Agree<demo.BeneficiariesFindResultInput, client.BeneficiariesFindResultInput>,
  accountVerification: true satisfies Agree<demo.BeneficiaryAccountVerificationResultInput, client.BeneficiaryAccountVerificationInput>,
  requiredDetails: true satisfies Agree<demo.BeneficiaryRequiredDetailsInput, client.BeneficiaryRequiredDetailsInput>,
  currencies: true satisfies Agree<demo.CurrenciesInput, client.CurrenciesInput>,
  conversionDates: true satisfies Agree<demo.ConversionDatesInput, client.ConversionDatesInput>,
  paymentDates: true satisfies Agree<demo.PaymentDatesInput, client.PaymentDatesInput>,
  paymentPurposeCodes: true satisfies Agree<demo.PaymentPurposeCodesInput, client.PaymentPurposeCodesInput>,
  payerRequiredDetails: true satisfies Agree<demo.PayerRequiredDetailsInput, client.PayerRequiredDetailsInput>,
  bankDetails: true satisfies Agree<demo.BankDetailsInput, client.BankDetailsInput>,
  payment: true satisfies Agree<demo.PaymentInput, client.PaymentInput>,
  payments: true satisfies Agree<demo.PaymentsFindResultInput, client.PaymentsFindResultInput>,
  paymentAuthorisations: true satisfies Agree<demo.PaymentAuthorisationsInput, client.PaymentAuthorisationsInput>,
  paymentValidation: true satisfies Agree<demo.PaymentValidationInput, client.PaymentValidationInput>,
  paymentFeeQuote: true satisfies Agree<demo.PaymentFeeQuoteInput, client.PaymentFeeQuoteInput>,
  paymentFeeRules: true satisfies Agree<demo.PaymentFeeRulesInput, client.PaymentFeeRulesInput>,
  paymentTrackingInfo: true satisfies Agree<demo.PaymentTrackingInfoInput, client.PaymentTrackingInfoInput>,
  paymentConfirmation: true satisfies Agree<demo.PaymentConfirmationInput, client.PaymentConfirmationInput>,
  demoTopUp: true satisfies Agree<demo.DemoTopUpInput, client.DemoTopUpInput>,
  transaction: true satisfies Agree<demo.TransactionInput, client.TransactionInput>,
  transactions: true satisfies Agree<demo.TransactionsFindResultInput, client.TransactionsFindResultInput>,
  transfer: true satisfies Agree<demo.TransferInput, client.TransferInput>,
  transfers: true satisfies Agree<demo.TransfersFindResultInput, client.TransfersFindResultInput>,
  onboardingPagination: true satisfies Agree<demo.OnboardingPaginationInput, client.OnboardingPaginationInput>,
  onboardingForm: true satisfies Agree<demo.OnboardingFormInput, client.OnboardingFormInput>,
  onboardingFormWithSections: true satisfies Agree<demo.OnboardingFormWithSectionsInput, client.OnboardingFormWithSectionsInput>,
  onboardingFormsList: true satisfies Agree<demo.OnboardingFormsListInput, client.OnboardingFormsListInput>,
  onboardingPerson: true satisfies Agree<demo.OnboardingPersonInput, client.OnboardingPersonInput>,
  onboardingPeopleList: true satisfies Agree<demo.OnboardingPeopleListInput, client.OnboardingPeopleListInput>,
  onboardingAccountUsage: true satisfies Agree<demo.OnboardingAccountUsageInput, client.OnboardingAccountUsageInput>,
  onboardingBusinessInformation: true satisfies Agree<demo.OnboardingBusinessInformationInput, client.OnboardingBusinessInformationInput>,
  onboardingDocument: true satisfies Agree<demo.OnboardingDocumentInput, client.OnboardingDocumentInput>,
  onboardingDocumentsList: true satisfies Agree<demo.OnboardingDocumentsListInput, client.OnboardingDocumentsListInput>,
  onboardingDocumentImage: true satisfies Agree<demo.OnboardingDocumentImageInput, client.OnboardingDocumentImageInput>,
  onboardingDocumentImagesList: true satisfies Agree<demo.OnboardingDocumentImagesListInput, client.OnboardingDocumentImagesListInput>,
  onboardingCountry: true satisfies Agree<demo.OnboardingCountryInput, client.OnboardingCountryInput>,
  onboardingCountries: true satisfies Agree<demo.OnboardingCountriesInput, client.OnboardingCountriesInput>,
  onboardingDocumentTypes: true satisfies Agree<demo.OnboardingDocumentTypesInput, client.OnboardingDocumentTypesInput>,
  onboardingCurrency: true satisfies Agree<demo.OnboardingCurrencyInput, client.OnboardingCurrencyInput>,
  onboardingCurrencies: true satisfies Agree<demo.OnboardingCurrenciesInput, client.OnboardingCurrenciesInput>,
};

// The checks bite: a field the demo service does not write, or writes and the client does not read, fails.
// @ts-expect-error -- the demo service's transfer without `reason`, which the client reads
export const withoutAField = true satisfies Agree<Omit<demo.TransferInput, "reason">, client.TransferInput>;
// @ts-expect-error -- a field the client does not read
export const withAnExtraField = true satisfies Agree<demo.TransferInput & { note: null }, client.TransferInput>;

describe("the demo service's wire types and the client's schemas", () => {
  it("agree on every answer (the type checker proves each line; this counts them)", () => {
    expect(Object.values(AGREE).every((agrees) => agrees)).toBe(true);
    expect(Object.keys(AGREE)).toHaveLength(55);
  });
});
