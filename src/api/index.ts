/**
 * The client's public surface: the one api module the rest of the product imports (the wire schemas in
 * `schemas/` are the other). Transport, session, limiter, retry, envelopes and request specs stay in
 * `internal/`; the resources in `resources/` are reached through `client.core`.
 */
export { createClient, type FxDeskClient, type PublicClientConfig } from "./client";
export type { ClientConfig, ClientLogger, FetchLike, RateBudget, RetryPolicy } from "./client-config";
export { getSharedClient, onSharedClientChange, setSharedClient } from "./shared-client";
export { getActingAs, setActingAs } from "./acting-as";
export { subscribeActingAs } from "./acting-as";
export * from "./errors";
export type { CallOptions, EndpointClass, RequestOptions } from "./internal/request-spec";
export { abortableSleep, type Sleep } from "./internal/retry";
export { defaultRateBudget, providerDemoLimits, type BudgetSnapshot, type RateBudgetView } from "./internal/limiter";
export type { Page, PagedList } from "./internal/pagination";
export { PageSizeRefusedError } from "./internal/page-sizes";
export type { Core } from "./resources";
export type { AccountCreateParams, AccountFindParams } from "./resources/accounts";
export type { AccountUpdateParams } from "./resources/accounts";
export type { BalanceFindParams } from "./resources/balances";
export type { BeneficiaryCreateOptions, BeneficiaryCreateParams, BeneficiaryDetails, BeneficiaryFindParams, BeneficiaryUpdateParams } from "./resources/beneficiaries";
export type { ContactCreateParams, ContactFindParams } from "./resources/contacts";
export type { ContactUpdateParams } from "./resources/contacts";
export type { ConversionCancelParams, ConversionCreateParams, ConversionFindParams } from "./resources/conversions";
export type { DemoTopUpParams } from "./resources/demo-top-up";
export type { HeldQuoteParams } from "./resources/quotes";
export type { PaymentCreateParams, PaymentDetails, PaymentFeeQuoteParams, PaymentFindParams, PaymentGetParams, PaymentUpdateParams, PaymentValidateParams } from "./resources/payments";
export { MAX_RATES_URL_LENGTH, type DetailedRateParams, type RatesFindOptions, type RatesFindResult } from "./resources/rates";
export type { BeneficiaryRequiredDetailsParams, ConversionDatesParams, PayerRequiredDetailsParams, PaymentDatesParams, PaymentFeeRulesParams, PaymentPurposeCodesParams } from "./resources/reference";
export { BANK_IDENTIFIER_TYPES, bankIdentifierOfRoutingCode, bankIdentifierValue, type BankDetailsParams, type BankIdentifierType } from "./resources/bank-details";
export type { TransactionFindParams } from "./resources/transactions";
export type { TransferCreateParams, TransferFindParams } from "./resources/transfers";
export { CONVERSION_DATE_PREFERENCES, type TradeParams } from "./resources/trade-params";
export type { Onboarding } from "./onboarding";
export type { OnboardingAccountUsageFields } from "./onboarding/account-usage";
export type { OnboardingBusinessInformationFields } from "./onboarding/business-information";
export type { OnboardingDocumentImageFields } from "./onboarding/document-images";
export type { OnboardingDocumentFields } from "./onboarding/documents";
export type { OnboardingFormCreateParams, OnboardingFormFields, OnboardingFormListParams } from "./onboarding/forms";
export type { OnboardingAddressFields, OnboardingPersonFields } from "./onboarding/people";
export type { FieldUpdate } from "./onboarding/request-body";
