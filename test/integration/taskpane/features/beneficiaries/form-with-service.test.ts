/**
 * The form's rules against the demo service, country by country: the fields a route's required details ask for,
 * filled with values the form's own checks accept, make parameters the service validates and creates; for each
 * payment and entity type it offers. The service's per-field refusal lands beside a field the form shows.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../../src/api";
import type { BeneficiaryFormField } from "../../../../../src/domain";
import { formErrorsOf } from "../../../../../src/taskpane/features/beneficiaries/field-errors";
import {
  createParams,
  fieldProblems,
  formFields,
  offeredEntityTypes,
  offeredPaymentTypes,
  pickRoute,
  type RouteChoice,
} from "../../../../../src/taskpane/features/beneficiaries/form-state";
import { withDemoService } from "../../../../support/with-demo-service";

const IBANS: Record<string, string> = {
  DE: "DE89370400440532013000",
  FR: "FR1420041010050500013M02606",
  CH: "CH9300762011623852957",
  GB: "GB82WEST12345698765432",
};

const ROUTING_CANDIDATES: Record<string, string[]> = {
  sort_code: ["601613"],
  aba: ["021000021"],
  bsb_code: ["082902"],
  institution_no: ["001"],
  branch_code: ["00011", "001"],
  bank_code: ["0001", "004", "37040044"],
  ifsc: ["HDFC0000001"],
  clabe: ["032180000118359719"],
  cnaps: ["102100099996"],
};

const CANDIDATES: Record<string, string[]> = {
  name: ["Payee"],
  bank_account_holder_name: ["Payee Holder"],
  account_number: ["41926819", "1234567", "123456789012", "123456"],
  bic_swift: ["DEUTDEFF"],
  beneficiary_company_name: ["Acme Ltd"],
  beneficiary_first_name: ["Jane"],
  beneficiary_last_name: ["Doe"],
  beneficiary_address: ["1 Main Street"],
  beneficiary_city: ["Springfield"],
  beneficiary_postcode: ["12345"],
  beneficiary_state_or_province: ["State"],
  beneficiary_date_of_birth: ["1980-04-30"],
  beneficiary_identification_type: ["passport"],
  beneficiary_identification_value: ["123456789"],
};

/** The first candidate the field's own check accepts: what a person would type, checked as the form checks it. */
function valueFor(field: BeneficiaryFormField, bankCountry: string): string {
  const candidates =
    field.routingCodeType !== undefined ? (ROUTING_CANDIDATES[field.routingCodeType] ?? []) : field.field === "iban" ? [IBANS[bankCountry] ?? ""] : (CANDIDATES[field.field] ?? []);
  const accepted = candidates.find((candidate) => fieldProblems([field], { [field.field]: candidate }, false)[field.field] === undefined);
  if (accepted === undefined) throw new Error(`no sample value passes the check of ${field.field} (${field.pattern ?? "no pattern"}) for a bank in ${bankCountry}`);
  return accepted;
}

const ROUTES: [currency: string, bankCountry: string][] = [
  ["GBP", "GB"], ["EUR", "DE"], ["EUR", "FR"], ["USD", "US"], ["AUD", "AU"], ["CAD", "CA"], ["INR", "IN"], ["MXN", "MX"],
  ["CNY", "CN"], ["HKD", "HK"], ["SGD", "SG"], ["CHF", "CH"], ["JPY", "JP"], ["USD", "DE"],
];

describe("the beneficiary form against the demo service", () => {
  let client: FxDeskClient;
  withDemoService((demo) => ({ client } = demo));

  it.each(ROUTES)("%s to a bank in %s: every route the service offers, filled as the form asks, is validated and created", async (currency, bankCountry) => {
    const { details } = await client.core.reference.beneficiaryRequiredDetails({ currency, bank_account_country: bankCountry, beneficiary_country: bankCountry });
    const paymentTypes = offeredPaymentTypes(details);
    expect(paymentTypes.length).toBeGreaterThan(0);
    for (const paymentType of paymentTypes) {
      for (const entityType of offeredEntityTypes(details, paymentType)) {
        const picked = pickRoute(details, { payment_types: paymentType, beneficiary_entity_type: entityType });
        expect(picked).toMatchObject({ payment_types: paymentType, beneficiary_entity_type: entityType });
        const fields = formFields(picked!.entry);
        const values = Object.fromEntries(fields.map((field) => [field.field, valueFor(field, bankCountry)]));
        values.name = `${currency} ${bankCountry} ${paymentType} ${entityType}`;
        const route: RouteChoice = { currency, bank_country: bankCountry, beneficiary_country: bankCountry, payment_types: paymentType, beneficiary_entity_type: entityType };
        const params = createParams(route, picked!.entry, values);
        await expect(client.core.beneficiaries.validate(params)).resolves.toMatchObject({ currency, bank_country: bankCountry, payment_types: [paymentType] });
        const created = await client.core.beneficiaries.create(params);
        expect(created).toMatchObject({ name: values.name, beneficiary_entity_type: entityType });
      }
    }
  });

  it("puts the service's refusals beside the fields the form shows for them (values its own checks would have stopped, sent anyway)", async () => {
    const { details } = await client.core.reference.beneficiaryRequiredDetails({ currency: "GBP", bank_account_country: "GB", beneficiary_country: "GB" });
    const picked = pickRoute(details, { payment_types: "regular", beneficiary_entity_type: "company" })!;
    const fields = formFields(picked.entry);
    const route: RouteChoice = { currency: "GBP", bank_country: "GB", beneficiary_country: "GB", payment_types: "regular", beneficiary_entity_type: "company" };
    const values = { name: "Digits Ltd", bank_account_holder_name: "Digits Ltd", account_number: "4192681", routing_code_value_1: "60161", beneficiary_company_name: "Digits Ltd" };
    expect(Object.keys(fieldProblems(fields, values, false)).sort()).toEqual(["account_number", "routing_code_value_1"]);
    const refusal = await client.core.beneficiaries.validate(createParams(route, picked.entry, values)).catch((error: unknown) => error);
    const shown = new Map([["currency", "Currency"], ...fields.map((field): [string, string] => [field.field, field.label])]);
    const errors = formErrorsOf(refusal, shown);
    expect(errors.byField).toEqual({ account_number: "is not in a format the service accepts", routing_code_value_1: "is not in a format the service accepts" });
    expect(errors.general).toEqual([]);
    expect(errors.requestId).toEqual(expect.any(String));
  });
});
