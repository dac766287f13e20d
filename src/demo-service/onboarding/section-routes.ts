/**
 * The one-per-form sections, account usage and business information: get, create (201; business information at
 * the plural path `business_informations`), update (which creates the section when the form has none yet, as the
 * OpenAPI file has no create), delete (200 whether or not it existed). Status codes per the document's table:
 * account usage refuses a bad body with 400 and unknown documents with 422; business information refuses a bad
 * body with 400 on update and 422 on create ("invalid addresses content"). A submitted form refuses all changes.
 * An update's body is the create's schema (ONB-SW: PUT takes create_account_usage_request and
 * create_business_information_request), so it is checked as a create is: a missing required field is refused, not
 * stored; the optional fields it leaves out keep their values.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ACCOUNT_USAGE_FIELDS, BUSINESS_INFORMATION_FIELDS, type FieldRules } from "../wire";
import { timestamp } from "../format";
import type { DemoRuntime } from "../runtime";
import { onboardingData, type OnboardingData } from "./data";
import { recordNotFound, unprocessable } from "./errors";
import { changeableFormOf, checkDocumentIds, formOf } from "./records";
import { ACCOUNT_USAGE_RESPONSE_FIELDS, BUSINESS_INFORMATION_RESPONSE_FIELDS } from "./response-fields";
import { checkedBody, newRecord, updatedRecord } from "./sections";

type FormParams = { Params: { formId: string } };

interface SectionKind {
  name: "account_usage" | "business_information";
  path: string;
  createPath: string;
  rules: FieldRules;
  /** The properties its answer has (response-fields.ts). */
  answered: readonly string[];
  records: (data: OnboardingData) => Record<string, { id: string; updated_at: string; document_ids?: string[] | null | undefined }>;
  badBodyOnCreate: 400 | 422;
  badBodyOnUpdate: 400 | 422;
  corporateOnly: boolean;
}

const SECTIONS: readonly SectionKind[] = [
  {
    name: "account_usage",
    path: "/v1/forms/:formId/account_usage",
    createPath: "/v1/forms/:formId/account_usage",
    rules: ACCOUNT_USAGE_FIELDS,
    answered: ACCOUNT_USAGE_RESPONSE_FIELDS,
    records: (data) => data.accountUsages,
    badBodyOnCreate: 400,
    badBodyOnUpdate: 400,
    corporateOnly: false,
  },
  {
    name: "business_information",
    path: "/v1/forms/:formId/business_information",
    createPath: "/v1/forms/:formId/business_informations",
    rules: BUSINESS_INFORMATION_FIELDS,
    answered: BUSINESS_INFORMATION_RESPONSE_FIELDS,
    records: (data) => data.businessInformations,
    badBodyOnCreate: 422,
    badBodyOnUpdate: 400,
    corporateOnly: true,
  },
];

export function registerSectionRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  for (const section of SECTIONS) registerSection(app, demoService, section);
}

function registerSection(app: FastifyInstance, demoService: DemoRuntime, section: SectionKind): void {
  const formForChange = (request: FastifyRequest<FormParams>) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    if (section.corporateOnly && form.wire.entity_type !== "corporate") {
      throw unprocessable("base", "not_applicable", "only a corporate form has business information");
    }
    return form;
  };

  app.get<FormParams>(section.path, async (request) => {
    const form = formOf(demoService, request, request.params.formId);
    const record = section.records(onboardingData(demoService))[form.wire.id];
    if (!record) throw recordNotFound(section.name);
    return { data: record };
  });

  app.post<FormParams>(section.createPath, async (request, reply) => {
    const form = formForChange(request);
    const data = onboardingData(demoService);
    const records = section.records(data);
    if (records[form.wire.id]) {
      throw unprocessable("base", "already_exists", `the form already has its ${section.name.replace("_", " ")}; update it with PUT instead`);
    }
    const fields = checkedBody(request.body, section.rules, "create", section.badBodyOnCreate, demoService.clock.now());
    checkDocumentIds(data, form.wire.id, fields.document_ids);
    const record = newRecord<{ id: string; updated_at: string }>(form.wire.id, fields, demoService.clock.now(), section.answered);
    records[form.wire.id] = record;
    demoService.changed();
    reply.code(201);
    return { data: record };
  });

  app.put<FormParams>(section.path, async (request) => {
    const form = formForChange(request);
    const data = onboardingData(demoService);
    const records = section.records(data);
    const existing = records[form.wire.id];
    const fields = checkedBody(request.body, section.rules, "create", section.badBodyOnUpdate, demoService.clock.now());
    checkDocumentIds(data, form.wire.id, fields.document_ids);
    const now = demoService.clock.now();
    const record = existing ? updatedRecord(existing, fields, timestamp(now)) : newRecord<{ id: string; updated_at: string }>(form.wire.id, fields, now, section.answered);
    records[form.wire.id] = record;
    demoService.changed();
    return { data: record };
  });

  app.delete<FormParams>(section.path, async (request) => {
    const form = changeableFormOf(demoService, request, request.params.formId);
    const records = section.records(onboardingData(demoService));
    if (records[form.wire.id]) {
      delete records[form.wire.id];
      demoService.changed();
    }
    return { data: { message: `${section.name === "account_usage" ? "Account usage" : "Business information"} deleted`, form_id: form.wire.id } };
  });
}
