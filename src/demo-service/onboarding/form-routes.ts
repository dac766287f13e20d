/**
 * /onboarding/v1/forms: list (filters, paging), create (201), get, update, delete, submit — with the status codes
 * of the onboarding document's table, and a submitted form refusing every change (422).
 */
import type { FastifyInstance } from "fastify";
import {
  FORM_FIELDS,
  FORM_LIST_FIELDS,
  type OnboardingAccountUsageInput,
  type OnboardingBusinessInformationInput,
  type OnboardingFormsListInput,
  type OnboardingPaginationInput,
  type OnboardingPersonInput,
} from "../wire";
import { timestamp } from "../format";
import { paginate } from "../pagination";
import { signedInUser } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { orderedId } from "../ordered-ids";
import { onboardingData, type StoredForm } from "./data";
import { OnboardingError, unprocessable } from "./errors";
import { readFormPayload } from "./form-payload";
import { changeableFormOf, formOf, formWire, formWithSections } from "./records";
import { countryByCode } from "./reference-data";
import { ACCOUNT_USAGE_RESPONSE_FIELDS, BUSINESS_INFORMATION_RESPONSE_FIELDS, PERSON_RESPONSE_FIELDS } from "./response-fields";
import { checkedBody, newRecord } from "./sections";
import { deleteForm } from "./removal";

type FormParams = { Params: { formId: string } };

/** The form's country must be one applicants may come from. */
function checkJurisdiction(country: unknown): void {
  if (typeof country !== "string") return;
  if (countryByCode(country)?.permitted_jurisdiction !== true) {
    throw unprocessable("country", "not_permitted", `${country} is not a permitted jurisdiction; GET /v1/countries lists those that are`);
  }
}

/** Query values arrive as text; the list's numeric parameters are read as numbers before their rules apply. */
function listQuery(query: unknown): Record<string, unknown> {
  const raw = typeof query === "object" && query !== null ? (query as Record<string, unknown>) : {};
  const numeric = (value: unknown) => (typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value);
  return { ...raw, page: numeric(raw.page), per_page: numeric(raw.per_page) };
}

export function registerFormRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.get("/v1/forms", async (request) => {
    const params = checkedBody(listQuery(request.query), FORM_LIST_FIELDS, "update", 400, demoService.clock.now()) as {
      application_status?: string;
      entity_type?: string;
      order?: string;
      order_asc_desc?: string;
      page?: number;
      per_page?: number;
    };
    const data = onboardingData(demoService);
    const accountId = signedInUser(request).account_id;
    const found = Object.values(data.forms).filter(
      (form) =>
        form.accountId === accountId &&
        (params.application_status === undefined || form.wire.state === params.application_status) &&
        (params.entity_type === undefined || form.wire.entity_type === params.entity_type),
    );
    const { page, pagination } = paginate(
      found.map((form) => formWithSections(data, form)),
      params,
    );
    const onboardingPagination: OnboardingPaginationInput = {
      ...pagination,
      previous_page: pagination.previous_page === -1 ? null : pagination.previous_page,
      next_page: pagination.next_page === -1 ? null : pagination.next_page,
    };
    const body: OnboardingFormsListInput = { forms: page, pagination: onboardingPagination };
    return body;
  });

  app.post("/v1/forms", async (request, reply) => {
    const payload = readFormPayload(request.body, demoService.clock.now());
    checkJurisdiction(payload.form.country);
    const individual = payload.form.entity_type === "individual";
    if (individual && payload.businessInformation !== undefined) {
      throw unprocessable("business_information", "not_applicable", "only a corporate form has business information");
    }
    if (individual && payload.people !== undefined && payload.people.length !== 1) {
      throw unprocessable("people", "wrong_count", `an individual's form has exactly one person; ${payload.people.length} were given`);
    }
    const sections = [...(payload.people ?? []), payload.accountUsage, payload.businessInformation];
    if (sections.some((section) => Array.isArray(section?.document_ids) && section.document_ids.length > 0)) {
      throw unprocessable("document_ids", "invalid_documents", "a new form has no documents yet: create the form, then its documents, then reference them");
    }
    const data = onboardingData(demoService);
    const now = demoService.clock.now();
    const at = timestamp(now);
    const form: StoredForm = {
      accountId: signedInUser(request).account_id,
      wire: {
        id: orderedId(now),
        entity_type: payload.form.entity_type as string,
        state: "new",
        country: payload.form.country as string,
        email: (payload.form.email as string | undefined) ?? null,
        phone_number: null,
        contact_name: null,
        affiliate_code: null,
        referred_by: null,
        agreed_to_marketing_emails: false,
        agreed_to_terms_and_conditions: false,
        agreed_to_corporate_authority: false,
        brand_name: null,
        brand_key: null,
        products_required: [],
        ...payload.form,
        created_at: at,
        updated_at: at,
      },
    };
    const formId = form.wire.id;
    data.forms[formId] = form;
    for (const person of payload.people ?? []) {
      const record = newRecord<OnboardingPersonInput & { form_id: string }>(formId, person, now, PERSON_RESPONSE_FIELDS);
      data.people[record.id] = record;
    }
    if (payload.accountUsage) data.accountUsages[formId] = newRecord<OnboardingAccountUsageInput>(formId, payload.accountUsage, now, ACCOUNT_USAGE_RESPONSE_FIELDS);
    if (payload.businessInformation) {
      data.businessInformations[formId] = newRecord<OnboardingBusinessInformationInput>(formId, payload.businessInformation, now, BUSINESS_INFORMATION_RESPONSE_FIELDS);
    }
    demoService.changed();
    reply.code(201);
    return { data: formWire(data, form) };
  });

  app.get<FormParams>("/v1/forms/:formId", async (request) => {
    const form = formOf(demoService, request, request.params.formId);
    return { data: formWithSections(onboardingData(demoService), form) };
  });

  app.put<FormParams>("/v1/forms/:formId", async (request) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    const changes = checkedBody(request.body, FORM_FIELDS, "update", 422, demoService.clock.now());
    if (changes.country !== undefined) checkJurisdiction(changes.country);
    Object.assign(form.wire, changes, { updated_at: timestamp(demoService.clock.now()) });
    demoService.changed();
    return { data: formWire(onboardingData(demoService), form) };
  });

  app.delete<FormParams>("/v1/forms/:formId", async (request) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    deleteForm(onboardingData(demoService), form.wire.id);
    demoService.changed();
    return { data: { message: "Form deleted", form_id: form.wire.id } };
  });

  app.post<FormParams>("/v1/forms/:formId/submit", async (request) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    const missing: { field: string; code: string; reason: string }[] = [];
    if (form.wire.agreed_to_terms_and_conditions !== true) {
      missing.push({ field: "agreed_to_terms_and_conditions", code: "must_be_true", reason: "must be true: the applicant has to agree to the terms and conditions" });
    }
    if (form.wire.entity_type === "corporate" && form.wire.agreed_to_corporate_authority !== true) {
      missing.push({ field: "agreed_to_corporate_authority", code: "must_be_true", reason: "must be true: the person applying needs authority to apply for the company" });
    }
    if (missing.length > 0) {
      const messages = Object.fromEntries(missing.map((entry) => [entry.field, [{ code: `${entry.field}_${entry.code}`, message: entry.reason, params: {} }]]));
      throw new OnboardingError(422, "form_submit_failed", "The form cannot be submitted before the required agreements are given", messages);
    }
    Object.assign(form.wire, { state: "submitted", updated_at: timestamp(demoService.clock.now()) });
    demoService.changed();
    return { data: formWire(onboardingData(demoService), form) };
  });
}
