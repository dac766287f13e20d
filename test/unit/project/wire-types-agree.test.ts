/**
 * Every answer the demo service's own wire types (src/demo-service/wire) allow is one the client's schemas read: checked by
 * the type checker (`npx tsc`), one line per answer, so a field the demo service writes differently from what the
 * client reads fails the build. (The reverse need not hold: the client also reads older recorded forms, such as a
 * conversion's null `deposit_required`, that the demo service never writes.) The values are checked at run time by
 * the integration suite, which reads every answer of the demo service through the client's schemas.
 */
import { describe, expect, it } from "@jest/globals";
import type * as client from "../../../src/api/schemas";
import type * as demo from "../../../src/demo-service/wire";

/** true when every A is a B. */
type Fits<A, B> = [A] extends [B] ? true : false;

const AGREE = {
  pagination: true satisfies Fits<demo.PaginationInput, client.PaginationInput>,
  authenticationToken: true satisfies Fits<demo.AuthenticationTokenInput, client.AuthenticationTokenInput>,
  closeSession: true satisfies Fits<demo.CloseSessionResultInput, client.CloseSessionResultInput>,
  basicRates: true satisfies Fits<demo.BasicRatesInput, client.BasicRatesInput>,
  detailedQuote: true satisfies Fits<demo.DetailedQuoteInput, client.DetailedQuoteInput>,
  heldQuote: true satisfies Fits<demo.HeldQuoteInput, client.HeldQuoteInput>,
  conversion: true satisfies Fits<demo.ConversionInput, client.ConversionInput>,
  conversions: true satisfies Fits<demo.ConversionsFindResultInput, client.ConversionsFindResultInput>,
  conversionCancellation: true satisfies Fits<demo.ConversionCancellationInput, client.ConversionCancellationInput>,
  account: true satisfies Fits<demo.AccountInput, client.AccountInput>,
  accounts: true satisfies Fits<demo.AccountsFindResultInput, client.AccountsFindResultInput>,
  contact: true satisfies Fits<demo.ContactInput, client.ContactInput>,
  contacts: true satisfies Fits<demo.ContactsFindResultInput, client.ContactsFindResultInput>,
  balance: true satisfies Fits<demo.BalanceInput, client.BalanceInput>,
  balances: true satisfies Fits<demo.BalancesFindResultInput, client.BalancesFindResultInput>,
  beneficiary: true satisfies Fits<demo.BeneficiaryInput, client.BeneficiaryInput>,
  beneficiaries: true satisfies Fits<demo.BeneficiariesFindResultInput, client.BeneficiariesFindResultInput>,
  accountVerification: true satisfies Fits<demo.BeneficiaryAccountVerificationResultInput, client.BeneficiaryAccountVerificationInput>,
  requiredDetails: true satisfies Fits<demo.BeneficiaryRequiredDetailsInput, client.BeneficiaryRequiredDetailsInput>,
  currencies: true satisfies Fits<demo.CurrenciesInput, client.CurrenciesInput>,
  conversionDates: true satisfies Fits<demo.ConversionDatesInput, client.ConversionDatesInput>,
  paymentDates: true satisfies Fits<demo.PaymentDatesInput, client.PaymentDatesInput>,
  paymentPurposeCodes: true satisfies Fits<demo.PaymentPurposeCodesInput, client.PaymentPurposeCodesInput>,
  payerRequiredDetails: true satisfies Fits<demo.PayerRequiredDetailsInput, client.PayerRequiredDetailsInput>,
  bankDetails: true satisfies Fits<demo.BankDetailsInput, client.BankDetailsInput>,
  payment: true satisfies Fits<demo.PaymentInput, client.PaymentInput>,
  payments: true satisfies Fits<demo.PaymentsFindResultInput, client.PaymentsFindResultInput>,
  paymentAuthorisations: true satisfies Fits<demo.PaymentAuthorisationsInput, client.PaymentAuthorisationsInput>,
  paymentValidation: true satisfies Fits<demo.PaymentValidationInput, client.PaymentValidationInput>,
  paymentFeeQuote: true satisfies Fits<demo.PaymentFeeQuoteInput, client.PaymentFeeQuoteInput>,
  paymentFeeRules: true satisfies Fits<demo.PaymentFeeRulesInput, client.PaymentFeeRulesInput>,
  paymentTrackingInfo: true satisfies Fits<demo.PaymentTrackingInfoInput, client.PaymentTrackingInfoInput>,
  paymentConfirmation: true satisfies Fits<demo.PaymentConfirmationInput, client.PaymentConfirmationInput>,
  demoTopUp: true satisfies Fits<demo.DemoTopUpInput, client.DemoTopUpInput>,
  transaction: true satisfies Fits<demo.TransactionInput, client.TransactionInput>,
  transactions: true satisfies Fits<demo.TransactionsFindResultInput, client.TransactionsFindResultInput>,
  transfer: true satisfies Fits<demo.TransferInput, client.TransferInput>,
  transfers: true satisfies Fits<demo.TransfersFindResultInput, client.TransfersFindResultInput>,
  onboardingPagination: true satisfies Fits<demo.OnboardingPaginationInput, client.OnboardingPaginationInput>,
  onboardingForm: true satisfies Fits<demo.OnboardingFormInput, client.OnboardingFormInput>,
  onboardingFormWithSections: true satisfies Fits<demo.OnboardingFormWithSectionsInput, client.OnboardingFormWithSectionsInput>,
  onboardingFormsList: true satisfies Fits<demo.OnboardingFormsListInput, client.OnboardingFormsListInput>,
  onboardingPerson: true satisfies Fits<demo.OnboardingPersonInput, client.OnboardingPersonInput>,
  onboardingPeopleList: true satisfies Fits<demo.OnboardingPeopleListInput, client.OnboardingPeopleListInput>,
  onboardingAccountUsage: true satisfies Fits<demo.OnboardingAccountUsageInput, client.OnboardingAccountUsageInput>,
  onboardingBusinessInformation: true satisfies Fits<demo.OnboardingBusinessInformationInput, client.OnboardingBusinessInformationInput>,
  onboardingDocument: true satisfies Fits<demo.OnboardingDocumentInput, client.OnboardingDocumentInput>,
  onboardingDocumentsList: true satisfies Fits<demo.OnboardingDocumentsListInput, client.OnboardingDocumentsListInput>,
  onboardingDocumentImage: true satisfies Fits<demo.OnboardingDocumentImageInput, client.OnboardingDocumentImageInput>,
  onboardingDocumentImagesList: true satisfies Fits<demo.OnboardingDocumentImagesListInput, client.OnboardingDocumentImagesListInput>,
  onboardingCountry: true satisfies Fits<demo.OnboardingCountryInput, client.OnboardingCountryInput>,
  onboardingCountries: true satisfies Fits<demo.OnboardingCountriesInput, client.OnboardingCountriesInput>,
  onboardingDocumentTypes: true satisfies Fits<demo.OnboardingDocumentTypesInput, client.OnboardingDocumentTypesInput>,
  onboardingCurrency: true satisfies Fits<demo.OnboardingCurrencyInput, client.OnboardingCurrencyInput>,
  onboardingCurrencies: true satisfies Fits<demo.OnboardingCurrenciesInput, client.OnboardingCurrenciesInput>,
};

describe("the demo service's wire types and the client's schemas", () => {
  it("agree on every answer (the type checker proves each line; this counts them)", () => {
    expect(Object.values(AGREE).every((agrees) => agrees)).toBe(true);
    expect(Object.keys(AGREE)).toHaveLength(55);
  });
});
