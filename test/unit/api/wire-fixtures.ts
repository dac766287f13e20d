import type {
  AccountInput,
  BalanceInput,
  BeneficiaryInput,
  ContactInput,
  ConversionCancellationInput,
  ConversionInput,
  DemoTopUpInput,
  DetailedQuoteInput,
  PaginationInput,
  PaymentInput,
} from "../../../src/api/schemas";

/** Hand-written wire payloads in the formats docs/provider-api.md §8 records (2 dp amounts, 4 dp rates, "" versus null). */
export const ids = {
  account: "72970a7c-7921-431c-b95f-3438724ba16f",
  contact: "a66ca63f-e668-47af-8bb9-74363240d781",
  subAccountContact: "3c8b1f0e-5d2a-4e6f-9a7b-8c9d0e1f2a3b",
  conversion: "1873a622-ce56-4357-a016-84b850aca99f",
  payment: "dbec7699-6508-479e-b1cf-d4fbe4bed798",
  secondPayment: "1c19d453-5249-4f1a-ae4d-19f0debf6197",
  beneficiary: "5824f6a3-a5a7-4c3e-acf2-5b1ed2939811",
  balance: "5a998e06-3eb7-46d6-ba58-f749864159ce",
  payer: "79a8e858-4610-4ac7-a8a6-4bb4aa6a7b66",
  funding: "8bd7ba19-eca0-425d-a3f0-968577ba2a81",
};

export function detailedQuote(overrides: Partial<DetailedQuoteInput> = {}): DetailedQuoteInput {
  return {
    settlement_cut_off_time: "2022-02-02T15:00:00Z",
    currency_pair: "EURGBP",
    client_buy_currency: "GBP",
    client_sell_currency: "EUR",
    client_buy_amount: "8037.18",
    client_sell_amount: "10000.23",
    fixed_side: "sell",
    client_rate: "0.8037",
    partner_rate: null,
    core_rate: "0.8037",
    deposit_required: false,
    deposit_amount: "0.0",
    deposit_currency: "EUR",
    mid_market_rate: "0.8040",
    ...overrides,
  };
}

export function conversion(overrides: Partial<ConversionInput> = {}): ConversionInput {
  return {
    id: ids.conversion,
    settlement_date: "2022-02-02T16:30:00+00:00",
    conversion_date: "2022-02-02T00:00:00+00:00",
    short_reference: "20220131-BHWNYW",
    creator_contact_id: ids.contact,
    account_id: ids.account,
    currency_pair: "EURGBP",
    status: "awaiting_funds",
    buy_currency: "GBP",
    sell_currency: "EUR",
    client_buy_amount: "8037.18",
    client_sell_amount: "10000.23",
    fixed_side: "sell",
    core_rate: "0.8037",
    partner_rate: "",
    partner_buy_amount: "0.00",
    partner_sell_amount: "0.00",
    client_rate: "0.8037",
    mid_market_rate: "0.8040",
    deposit_required: false,
    deposit_amount: "0.00",
    deposit_currency: "",
    deposit_status: "not_required",
    deposit_required_at: "",
    payment_ids: [],
    unallocated_funds: "8037.18",
    unique_request_id: null,
    created_at: "2022-01-31T10:00:00+00:00",
    updated_at: "2022-01-31T10:00:01+00:00",
    ...overrides,
  };
}

export function cancellation(overrides: Partial<ConversionCancellationInput> = {}): ConversionCancellationInput {
  return {
    account_id: ids.account,
    contact_id: ids.contact,
    event_account_id: ids.account,
    event_contact_id: ids.contact,
    conversion_id: ids.conversion,
    event_type: "self_service_cancellation",
    amount: "-0.11",
    currency: "GBP",
    notes: "",
    event_date_time: "2022-01-31T14:30:46+00:00",
    ...overrides,
  };
}

export function account(overrides: Partial<AccountInput> = {}): AccountInput {
  return {
    id: ids.account,
    account_name: "Acme Trading Ltd",
    brand: "currencycloud",
    your_reference: null,
    status: "enabled",
    street: "12 Steward Street",
    city: "London",
    state_or_province: null,
    country: "GB",
    postal_code: "E1 6FQ",
    spread_table: "flat_0.00",
    legal_entity_type: "company",
    identification_type: "incorporation_number",
    identification_value: "09876543",
    short_reference: "220131-27603",
    api_trading: true,
    online_trading: true,
    phone_trading: true,
    process_third_party_funds: false,
    settlement_type: "net",
    agent_or_reliance: false,
    terms_and_conditions_accepted: null,
    created_at: "2022-01-31T10:00:00+00:00",
    updated_at: "2022-01-31T10:00:00+00:00",
    ...overrides,
  };
}

export function contact(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    id: ids.subAccountContact,
    login_id: "jane.doe@acme.example",
    first_name: "Jane",
    last_name: "Doe",
    account_id: ids.account,
    account_name: "Acme Trading Ltd",
    status: "enabled",
    locale: "en",
    timezone: "Europe/London",
    email_address: "jane.doe@acme.example",
    mobile_phone_number: null,
    phone_number: "+44 20 7946 0000",
    your_reference: "ACME-1",
    date_of_birth: "1980-05-17",
    created_at: "2022-01-31T10:00:00.000Z",
    updated_at: "2022-01-31T10:00:00.000Z",
    ...overrides,
  };
}

export function balance(overrides: Partial<BalanceInput> = {}): BalanceInput {
  return {
    id: ids.balance,
    account_id: ids.account,
    currency: "EUR",
    amount: "10000.23",
    created_at: "2022-01-31T10:00:00+00:00",
    updated_at: "2022-01-31T12:00:00+00:00",
    ...overrides,
  };
}

export function beneficiary(overrides: Partial<BeneficiaryInput> = {}): BeneficiaryInput {
  return {
    id: ids.beneficiary,
    bank_account_holder_name: "Erika Mustermann",
    name: "Erika (Berlin)",
    email: null,
    payment_types: ["regular"],
    beneficiary_address: [],
    beneficiary_country: "DE",
    beneficiary_entity_type: "individual",
    beneficiary_company_name: null,
    beneficiary_first_name: "Erika",
    beneficiary_last_name: "Mustermann",
    beneficiary_city: "Berlin",
    beneficiary_postcode: null,
    beneficiary_state_or_province: null,
    beneficiary_date_of_birth: null,
    beneficiary_identification_type: null,
    beneficiary_identification_value: null,
    bank_country: "DE",
    bank_name: "Commerzbank",
    bank_account_type: null,
    currency: "EUR",
    account_number: null,
    routing_code_type_1: null,
    routing_code_value_1: null,
    routing_code_type_2: null,
    routing_code_value_2: null,
    bic_swift: "COBADEFF",
    iban: "DE89370400440532013000",
    default_beneficiary: "false",
    creator_contact_id: ids.contact,
    bank_address: ["Kaiserplatz", "Frankfurt am Main"],
    beneficiary_external_reference: null,
    created_at: "2022-01-31T10:00:00+00:00",
    updated_at: "2022-01-31T10:00:00+00:00",
    ...overrides,
  };
}

export function payment(overrides: Partial<PaymentInput> = {}): PaymentInput {
  return {
    id: ids.payment,
    amount: "10000.23",
    beneficiary_id: ids.beneficiary,
    currency: "EUR",
    reference: "Invoice 2022-001",
    reason: "Supplier payment",
    status: "ready_to_send",
    creator_contact_id: ids.contact,
    last_updater_contact_id: ids.contact,
    payment_type: "regular",
    payment_date: "2022-01-31",
    transferred_at: "",
    authorisation_steps_required: "0",
    short_reference: "220131-R2M0R4791",
    conversion_id: null,
    failure_reason: "",
    payer_id: ids.payer,
    payer_details_source: "account",
    payment_group_id: null,
    unique_request_id: null,
    failure_returned_amount: "0.00",
    ultimate_beneficiary_name: null,
    purpose_code: null,
    charge_type: null,
    fee_amount: null,
    fee_currency: null,
    created_at: "2022-01-31T10:00:00+00:00",
    updated_at: "2022-01-31T10:00:00+00:00",
    ...overrides,
  };
}

export function demoTopUp(overrides: Partial<DemoTopUpInput> = {}): DemoTopUpInput {
  return {
    id: ids.funding,
    account_id: ids.account,
    state: "approved",
    sender_name: "Test sender",
    sender_address: "Some Street",
    sender_country: "GB",
    sender_reference: "sender-ref",
    sender_account_number: null,
    sender_routing_code: null,
    receiver_account_number: "0334273394",
    receiver_routing_code: "026073150",
    amount: "150.53",
    currency: "USD",
    action: "approve",
    short_reference: "IF-20220131-17HB4L",
    created_at: "2022-01-31T15:35:17+00:00",
    updated_at: "2022-01-31T15:35:18+00:00",
    ...overrides,
  };
}

export function pagination(overrides: Partial<PaginationInput> = {}): PaginationInput {
  return {
    total_entries: 1,
    total_pages: 1,
    current_page: 1,
    per_page: 25,
    previous_page: -1,
    next_page: -1,
    order: "created_at",
    order_asc_desc: "asc",
    ...overrides,
  };
}
