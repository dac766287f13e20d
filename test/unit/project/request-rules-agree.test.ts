/**
 * The client's request rules and the demo service's, field by field (issue 29 point 7): the demo service keeps its
 * own (src/demo-service/wire), written from the provider's reference, so the two can disagree; this test lists every
 * difference (a field only one side has, required or not, longest text, allowed values, bounds) and fails on any,
 * so a disagreement is seen and settled one way or the other (docs/provider-api.md §10 says how each was settled).
 */
import { describe, expect, it } from "@jest/globals";
import { LOGIN_ID_MAX_LENGTH } from "../../../src/api/client";
import * as client from "../../../src/api/schemas";
import { ACCOUNT_FIELDS, ACCOUNT_REQUIRED, ACCOUNT_TEXT, CONTACT_FIELDS, CONTACT_REQUIRED, CONTACT_TEXT } from "../../../src/domain/client-form";
import * as clientValues from "../../../src/domain/client-values";
import { checkFields, textMaxOf, type FieldRule, type FieldRules } from "../../../src/domain/onboarding/field-checks";
import type { Rule, Spec } from "../../../src/demo-service/params";
import { CREATE_SPEC as DEMO_ACCOUNT_CREATE } from "../../../src/demo-service/routes/accounts";
import { LOGIN_SPEC as DEMO_LOGIN } from "../../../src/demo-service/routes/auth";
import { CREATE_SPEC as DEMO_CONTACT_CREATE } from "../../../src/demo-service/routes/contacts";
import { CREATE_SPEC as DEMO_BENEFICIARY_CREATE, VALIDATE_SPEC as DEMO_BENEFICIARY_VALIDATE } from "../../../src/demo-service/routes/beneficiaries";
import { BANK_ACCOUNT_TYPES, ENTITY_TYPES, NOT_VALIDATED, PAYMENT_TYPES } from "../../../src/api/resources/beneficiaries";
import { ROUTING_CODE_TYPES } from "../../../src/domain";
import * as demo from "../../../src/demo-service/wire";
import * as demoValues from "../../../src/demo-service/rules/value-lists";

/** What a rule refuses, in comparable terms; absent facts left out. */
function facts(rule: FieldRule): Record<string, unknown> {
  const described: Record<string, unknown> = { kind: rule.kind, required: rule.required === true };
  const max = textMaxOf(rule);
  if (max !== undefined) described.maxLength = max;
  if ("values" in rule) described.values = [...rule.values].sort();
  if (rule.kind === "number") Object.assign(described, { min: rule.min, max: rule.max, integer: rule.integer === true });
  return described;
}

/** Every difference between two tables, one line each: "<table>.<field>: <fact> client … / demo service …". */
export function differences(table: string, ours: FieldRules, theirs: FieldRules): string[] {
  const found: string[] = [];
  for (const field of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    const clientRule = ours[field];
    const demoRule = theirs[field];
    if (clientRule === undefined || demoRule === undefined) {
      found.push(`${table}.${field}: only the ${clientRule === undefined ? "demo service" : "client"} takes it`);
      continue;
    }
    const [a, b] = [facts(clientRule), facts(demoRule)];
    for (const fact of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const [x, y] = [JSON.stringify(a[fact]), JSON.stringify(b[fact])];
      if (x !== y) found.push(`${table}.${field}: ${fact} client ${x} / demo service ${y}`);
    }
  }
  return found;
}

const TABLES = ["FORM_FIELDS", "PERSON_FIELDS", "ACCOUNT_USAGE_FIELDS", "BUSINESS_INFORMATION_FIELDS", "DOCUMENT_FIELDS", "DOCUMENT_IMAGE_FIELDS", "FORM_LIST_FIELDS"] as const;

describe("the client's onboarding request rules and the demo service's agree field by field", () => {
  it.each(TABLES)("%s", (table) => {
    expect(differences(table, client[table], demo[table])).toEqual([]);
  });

  it("finds a difference when there is one (the comparison is not blind)", () => {
    const changed: FieldRules = { ...demo.FORM_FIELDS, email: { kind: "text" }, extra: { kind: "boolean" }, entity_type: { kind: "enum", values: ["individual"], required: true } };
    expect(differences("FORM_FIELDS", client.FORM_FIELDS, changed)).toEqual([
      "FORM_FIELDS.entity_type: values client [\"corporate\",\"individual\"] / demo service [\"individual\"]",
      "FORM_FIELDS.email: required client true / demo service false",
      "FORM_FIELDS.extra: only the demo service takes it",
    ]);
  });
});

describe("the onboarding value sets and limits both sides hold agree", () => {
  it.each([
    ["SECTORS", client.SECTORS, demo.SECTORS],
    ["ENTITY_TYPES", client.ENTITY_TYPES, demo.ENTITY_TYPES],
    ["APPLICATION_STATUSES", client.APPLICATION_STATUSES, demo.APPLICATION_STATUSES],
    ["SOURCES_OF_FUNDS", client.SOURCES_OF_FUNDS, demo.SOURCES_OF_FUNDS],
    ["PRIMARY_PURPOSES", client.PRIMARY_PURPOSES, demo.PRIMARY_PURPOSES],
    ["LEGAL_ENTITY_TYPES", client.LEGAL_ENTITY_TYPES, demo.LEGAL_ENTITY_TYPES],
    ["PERSON_ROLES", client.PERSON_ROLES, demo.PERSON_ROLES],
    ["DOCUMENT_TYPES", client.DOCUMENT_TYPES, demo.DOCUMENT_TYPES],
    ["DOCUMENT_CATEGORIES", client.DOCUMENT_CATEGORIES, demo.DOCUMENT_CATEGORIES],
    ["IMAGE_SIDES", client.IMAGE_SIDES, demo.IMAGE_SIDES],
    ["TRANSFER_STATUSES", client.TRANSFER_STATUSES, demo.TRANSFER_STATUSES],
    ["TRANSACTION_ACTIONS", client.TRANSACTION_ACTIONS, demo.TRANSACTION_ACTIONS],
    ["TRANSACTION_RELATED_ENTITY_TYPES", client.TRANSACTION_RELATED_ENTITY_TYPES, demo.TRANSACTION_RELATED_ENTITY_TYPES],
    ["TRANSACTION_STATUSES", client.TRANSACTION_STATUSES, demo.TRANSACTION_STATUSES],
    ["TRANSACTION_TYPES", client.TRANSACTION_TYPES, demo.TRANSACTION_TYPES],
  ] as const)("%s", (_name, ours, theirs) => {
    const [clientOnly, demoOnly] = [ours.filter((value) => !(theirs as readonly string[]).includes(value)), theirs.filter((value) => !(ours as readonly string[]).includes(value))];
    expect({ clientOnly, demoOnly }).toEqual({ clientOnly: [], demoOnly: [] });
  });

  it("the error code of a change to a submitted form, and the images a document holds", () => {
    expect([client.FORM_ALREADY_SUBMITTED, client.MAX_IMAGES_PER_DOCUMENT]).toEqual([demo.FORM_ALREADY_SUBMITTED, demo.MAX_IMAGES_PER_DOCUMENT]);
  });
});

describe("how the differences found were settled (docs/provider-api.md §12)", () => {
  const sides = [
    ["client", client],
    ["demo service", demo],
  ] as const;

  it.each(sides)("%s: a form is created without brand_name and the two consents, which ONB-SW marks required", (_side, rules) => {
    const { problems } = checkFields({ entity_type: "corporate", country: "GB", email: "ops@example.com" }, rules.FORM_FIELDS, "create");
    expect(problems).toEqual([]);
  });

  it.each(sides)("%s: the estimated monthly value is a whole number, as ONB-SW types it", (_side, rules) => {
    const body = { collections_account: true, primary_purpose: "other", estimated_monthly_transaction_value: 250000.5 };
    expect(checkFields(body, rules.ACCOUNT_USAGE_FIELDS, "create").problems).toEqual([
      { field: "estimated_monthly_transaction_value", code: "type_is_wrong", reason: "must be a whole number, got 250000.5" },
    ]);
    expect(checkFields({ ...body, estimated_monthly_transaction_value: 250000 }, rules.ACCOUNT_USAGE_FIELDS, "create").problems).toEqual([]);
  });

  it.each(sides)("%s: the guide's two primary purposes beyond ONB-SW's nine are taken", (_side, rules) => {
    for (const purpose of ["liquidity_fx", "paying_an_individual"]) {
      expect(checkFields({ collections_account: true, primary_purpose: purpose }, rules.ACCOUNT_USAGE_FIELDS, "create").problems).toEqual([]);
    }
  });
});

/** The client's rules for the fields of a core create form (domain/client-form.ts), in comparable terms. */
interface CoreFormRules {
  fields: readonly string[];
  required: readonly string[];
  maxLength: Readonly<Record<string, number>>;
  values: Readonly<Record<string, readonly string[]>>;
}

/** Every difference between what the client sends a create with and what the demo service's create takes. */
function coreDifferences(table: string, ours: CoreFormRules, theirs: Spec): string[] {
  const found: string[] = [];
  for (const field of ours.fields) {
    const rule: Rule | undefined = theirs[field];
    if (rule === undefined) {
      found.push(`${table}.${field}: only the client sends it`);
      continue;
    }
    const facts = [
      ["required", ours.required.includes(field), rule.required === true],
      ["maxLength", ours.maxLength[field], "max" in rule && rule.kind === "string" ? rule.max : undefined],
      ["values", ours.values[field] && [...ours.values[field]].sort(), "values" in rule && rule.values ? [...rule.values].sort() : undefined],
    ] as const;
    for (const [fact, a, b] of facts) {
      // Lengths and values are compared where both sides have them.
      if (fact !== "required" && (a === undefined || b === undefined)) continue;
      if (JSON.stringify(a) !== JSON.stringify(b)) found.push(`${table}.${field}: ${fact} client ${JSON.stringify(a)} / demo service ${JSON.stringify(b)}`);
    }
  }
  return found;
}

describe("the client's account, contact and login rules and the demo service's agree where both have them", () => {
  it("accounts/create", () => {
    const values = {
      legal_entity_type: clientValues.ACCOUNT_LEGAL_ENTITY_TYPES,
      legal_entity_sub_type: clientValues.ACCOUNT_LEGAL_ENTITY_SUB_TYPES,
      identification_type: clientValues.ACCOUNT_IDENTIFICATION_TYPES,
      status: clientValues.ACCOUNT_STATUSES,
      spread_table: clientValues.SPREAD_TABLE_NAMES,
    };
    expect(coreDifferences("accounts/create", { fields: ACCOUNT_FIELDS, required: ACCOUNT_REQUIRED, maxLength: ACCOUNT_TEXT, values }, DEMO_ACCOUNT_CREATE)).toEqual([]);
  });

  it("contacts/create", () => {
    const rules = { fields: CONTACT_FIELDS, required: CONTACT_REQUIRED, maxLength: CONTACT_TEXT, values: { status: clientValues.CONTACT_STATUSES } };
    expect(coreDifferences("contacts/create", rules, DEMO_CONTACT_CREATE)).toEqual([]);
    // The e-mail pattern: each side's own, compared in provider-rules-agree.test.ts (the client's is looser, on purpose).
    expect(DEMO_CONTACT_CREATE.email_address.pattern).toBe(demoValues.EMAIL_PATTERN);
  });

  it("beneficiaries/validate: what the client leaves out of a validation is what the demo service's create takes and its validate does not (SW ValidateBeneficiary)", () => {
    const createOnly = Object.keys(DEMO_BENEFICIARY_CREATE).filter((field) => !(field in DEMO_BENEFICIARY_VALIDATE));
    expect([...NOT_VALIDATED].sort()).toEqual(createOnly.sort());
  });

  it("beneficiaries: the value sets the client checks before sending", () => {
    const values = (rule: Rule) => ("values" in rule && rule.values ? [...rule.values].sort() : undefined);
    const spec: Spec = DEMO_BENEFICIARY_CREATE;
    expect({
      beneficiary_entity_type: values(spec.beneficiary_entity_type!),
      bank_account_type: values(spec.bank_account_type!),
      payment_types: values(spec.payment_types!),
      routing_code_type_1: values(spec.routing_code_type_1!),
    }).toEqual({
      beneficiary_entity_type: [...ENTITY_TYPES].sort(),
      bank_account_type: [...BANK_ACCOUNT_TYPES].sort(),
      payment_types: [...PAYMENT_TYPES].sort(),
      routing_code_type_1: [...ROUTING_CODE_TYPES].sort(),
    });
  });

  it("authenticate/api: the longest login id", () => {
    expect(LOGIN_ID_MAX_LENGTH).toBe(DEMO_LOGIN.login_id.max);
  });

  it("finds a difference when there is one", () => {
    const spec: Spec = { ...DEMO_CONTACT_CREATE, phone_number: { kind: "string", max: 20 } };
    const rules = { fields: [...CONTACT_FIELDS, "nickname"], required: CONTACT_REQUIRED, maxLength: CONTACT_TEXT, values: {} };
    expect(coreDifferences("contacts/create", rules, spec)).toEqual([
      "contacts/create.phone_number: required client true / demo service false",
      "contacts/create.phone_number: maxLength client 100 / demo service 20",
      "contacts/create.nickname: only the client sends it",
    ]);
  });
});
